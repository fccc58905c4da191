import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';

import { ResendVerification } from './resend-verification';

type EmailVerificationBannerProps = {
  email: string;
  /** Set right after registration: whether the first confirmation email went out. */
  justRegistered: { sent: boolean } | null;
  onResend: () => Promise<unknown>;
  onDismiss: () => void;
};

/**
 * Tells a signed-in candidate whose address is not confirmed yet what to do, with 'Resend
 * confirmation email'. Right after registration it carries the spec's message (the confirmation
 * link has been sent).
 */
export function EmailVerificationBanner({
  email,
  justRegistered,
  onResend,
  onDismiss,
}: EmailVerificationBannerProps) {
  const message = justRegistered?.sent
    ? MESSAGES.emailConfirmationSent
    : justRegistered
      ? `${MESSAGES.emailNotSent} Use the button to ask for your confirmation link.`
      : `${MESSAGES.emailNotConfirmed} Open the link we sent to ${email}, or ask for a new one.`;

  return (
    <Box component="section" aria-label="Email confirmation" sx={{ bgcolor: 'background.default', pt: 2 }}>
      <Container maxWidth="lg">
        <Alert
          severity={justRegistered && !justRegistered.sent ? 'warning' : 'info'}
          role="status"
          onClose={onDismiss}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss the email confirmation notice' } }}
          sx={{ alignItems: 'flex-start', '& .MuiAlert-message': { width: '100%' } }}
        >
          <AlertTitle>Confirm your email address</AlertTitle>
          <Box
            sx={{
              display: 'flex',
              flexDirection: { xs: 'column', sm: 'row' },
              gap: 2,
              alignItems: { sm: 'flex-start' },
              justifyContent: 'space-between',
            }}
          >
            {/* A long address has no natural break: it wraps instead of running out of a phone's width. */}
            <Box sx={{ maxWidth: '70ch', overflowWrap: 'anywhere' }}>{message}</Box>
            <Box sx={{ flexShrink: 0 }}>
              <ResendVerification onResend={onResend} />
            </Box>
          </Box>
        </Alert>
      </Container>
    </Box>
  );
}

import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';

import { BusyButton } from '@/components/ui/busy-button';
import { useResendConfirmation } from '@/hooks/use-resend-confirmation';
import { callableErrorMessage } from '@/lib/callable-errors';
import { reloadUser } from '@/lib/firebase/email-verification';

type GateStatus =
  | { kind: 'idle' }
  | { kind: 'checking' }
  | { kind: 'still-unconfirmed' }
  | { kind: 'resent' }
  | { kind: 'error'; message: string };

type ConfirmEmailGateProps = {
  /** The account's address, named so the candidate knows which inbox to look in. */
  email: string | null;
  /** Goes on to the questions, once the address is confirmed. */
  onConfirmed: () => void;
};

/**
 * Where the review's Submit would send a candidate with an unconfirmed address to a job's
 * questions: applying needs a confirmed address, so they are stopped here, before writing their
 * answers, rather than at the questions' Submit. "I have confirmed" reloads the account and
 * refreshes its ID token (no page reload) and goes on once the address is confirmed; "Resend
 * confirmation email" mails a new link.
 */
export function ConfirmEmailGate({ email, onConfirmed }: ConfirmEmailGateProps) {
  const [status, setStatus] = useState<GateStatus>({ kind: 'idle' });
  const resend = useResendConfirmation();
  const titleRef = useRef<HTMLDivElement>(null);

  // The Submit the candidate pressed is gone: their focus goes to what replaced it.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const handleConfirmed = async () => {
    setStatus({ kind: 'checking' });
    try {
      if ((await reloadUser()) === true) {
        onConfirmed();
        return;
      }
      setStatus({ kind: 'still-unconfirmed' });
    } catch (error) {
      console.error('Could not check the email confirmation', error);
      setStatus({ kind: 'error', message: MESSAGES.networkError });
    }
  };

  const handleResend = async () => {
    try {
      await resend.mutateAsync();
      setStatus({ kind: 'resent' });
    } catch (error) {
      setStatus({ kind: 'error', message: callableErrorMessage(error) });
    }
  };

  const outcome =
    status.kind === 'still-unconfirmed'
      ? MESSAGES.emailNotConfirmed
      : status.kind === 'resent'
        ? MESSAGES.verificationEmailResent
        : status.kind === 'error'
          ? status.message
          : null;

  return (
    <Alert
      severity="warning"
      component="section"
      aria-labelledby="confirm-email-gate-title"
      sx={{ '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle id="confirm-email-gate-title" ref={titleRef} tabIndex={-1} sx={{ outline: 'none' }}>
        Confirm your email address
      </AlertTitle>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {MESSAGES.confirmEmailBeforeQuestions}
        {email ? ` We sent the link to ${email}.` : null}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
        <BusyButton busy={status.kind === 'checking'} onClick={() => void handleConfirmed()}>
          I have confirmed
        </BusyButton>
        <Button
          variant="outlined"
          color="inherit"
          loading={resend.isPending}
          onClick={() => void handleResend()}
        >
          Resend confirmation email
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: outcome ? 1.5 : 0, fontWeight: 500 }}>
        {outcome}
      </Typography>
    </Alert>
  );
}

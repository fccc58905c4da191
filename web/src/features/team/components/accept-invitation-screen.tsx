import { ROUTES, TEAM_MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';

import { SessionPending } from '@/components/guards/session-pending';
import { BusyButton } from '@/components/ui/busy-button';
import { DocumentMeta } from '@/components/ui/document-meta';
import { useSession, useSignOut } from '@/lib/session/use-session';
import { readCallableError } from '@/lib/callable-errors';

import { useAcceptAdminInvitation } from '../api/team';

/**
 * /admin-invitation/{token}, the mailed invitation to the admin team (issue 20). Signed out: sign
 * in or register with the invited address, and come back here. Signed in: one button accepts; the
 * account then holds the admin claim and goes to the dashboard. Signed in with another address:
 * the refusal says which one to use, with a way to sign out.
 */
export function AcceptInvitationScreen({ token }: { token: string }) {
  const session = useSession();
  const signOut = useSignOut();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptAdminInvitation();
  const here = location.pathname;
  const refusal = accept.isError ? readCallableError(accept.error) : null;
  const reason = refusal?.reason ?? null;

  const body = (() => {
    if (session.status === 'loading') return <SessionPending />;
    if (session.status === 'signedOut')
      return (
        <Stack spacing={2}>
          <Typography>
            Sign in with the email address the invitation was sent to. No account with it yet? Create one with
            that address: you come back here afterwards.
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button variant="contained" href={ROUTES.login.getHref(here)}>
              Sign in
            </Button>
            <Button variant="outlined" href={ROUTES.register.getHref(null, here)}>
              Create an account
            </Button>
          </Stack>
        </Stack>
      );
    return (
      <Stack spacing={2}>
        {accept.isError ? (
          <Alert severity="error">{refusal?.message ?? TEAM_MESSAGES.invitationInvalid}</Alert>
        ) : null}
        <Typography>
          You are signed in as <strong>{session.user.email}</strong>. Accept to become an admin of the careers
          portal.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <BusyButton
            busy={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => void navigate(ROUTES.dashboard.getHref(), { replace: true }),
              })
            }
          >
            Accept the invitation
          </BusyButton>
          {reason === 'invitation-wrong-account' ? (
            <Button variant="outlined" onClick={() => void signOut()}>
              Sign out
            </Button>
          ) : null}
        </Stack>
      </Stack>
    );
  })();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 }, px: { xs: 2, sm: 3 } }}>
      <DocumentMeta title="Join the admin team" noIndex />
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', sm: '2rem' }, mb: 2 }}>
          Join the admin team
        </Typography>
        {body}
      </Paper>
    </Container>
  );
}

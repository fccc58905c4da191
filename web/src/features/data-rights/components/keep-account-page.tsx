import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { BusyButton } from '@/components/ui/busy-button';
import { PageShell } from '@/components/ui/page-shell';
import { loadCallable } from '@/lib/firebase/loaders';
import { callableErrorMessage } from '@/lib/callable-errors';

/**
 * /keep-account?token=…: the retention warning's link (issue 21). Opening it keeps nothing: mail
 * scanners open the links of the mails they check, and would keep the account on the candidate's
 * behalf (issue 31). The button confirms, and only its `keepAccount` call keeps the account (no
 * sign-in needed: the token is the proof), and says so.
 */
export function KeepAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const keep = useMutation({
    mutationFn: async () => {
      const call = await loadCallable('keepAccount');
      return call({ token });
    },
  });

  return (
    <PageShell title="Keep my account" maxWidth="sm">
      {token === '' ? (
        // A link without its token (cut short when copied) is refused here, not by the server.
        <Alert severity="error">{MESSAGES.keepLinkInvalid}</Alert>
      ) : keep.data ? (
        <Alert severity="success">{keep.data.message}</Alert>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>
            Your careers account and its data will be erased for inactivity unless you keep them. To keep
            them, press the button.
          </Typography>
          <BusyButton busy={keep.isPending} onClick={() => keep.mutate()}>
            Keep my account
          </BusyButton>
          {keep.isError ? <Alert severity="error">{callableErrorMessage(keep.error)}</Alert> : null}
        </Stack>
      )}
    </PageShell>
  );
}

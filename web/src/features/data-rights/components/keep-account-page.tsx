import { MESSAGES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';

import { PageShell } from '@/components/ui/page-shell';
import { loadCallable } from '@/lib/firebase/loaders';
import { callableErrorMessage } from '@/lib/callable-errors';

/**
 * /keep-account?token=…: the retention warning's link (issue 21). Opening it keeps the account (no
 * sign-in needed: the token is the proof), and says so.
 */
export function KeepAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const keep = useQuery({
    queryKey: ['keepAccount', token],
    queryFn: async () => {
      const call = await loadCallable('keepAccount');
      return call({ token });
    },
    // A link without its token (cut short when copied) is refused here, not by the server.
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

  return (
    <PageShell title="Keep my account" maxWidth="sm">
      {token === '' ? (
        <Alert severity="error">{MESSAGES.keepLinkInvalid}</Alert>
      ) : keep.isPending ? (
        <CircularProgress aria-label="Keeping your account" />
      ) : keep.data ? (
        <Alert severity="success">{keep.data.message}</Alert>
      ) : (
        <Alert severity="error">{callableErrorMessage(keep.error)}</Alert>
      )}
    </PageShell>
  );
}

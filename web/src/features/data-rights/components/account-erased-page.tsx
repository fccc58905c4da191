import { MESSAGES, ROUTES } from '@careers/domain/constants';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { PageShell } from '@/components/ui/page-shell';

/**
 * /account-erased: where "Erase everything" on /my-data lands, signed out (the app reloads here,
 * so nothing of the account is left in memory). Public: it names no one.
 */
export function AccountErasedPage() {
  return (
    <PageShell title="Account erased" maxWidth="sm" noIndex>
      <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success">{MESSAGES.accountErasedSignedOut}</Alert>
        <Button variant="contained" href={ROUTES.careers.list.getHref()}>
          Browse careers
        </Button>
      </Stack>
    </PageShell>
  );
}

import { ROUTES } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { PageShell } from '@/components/ui/page-shell';

export const FORBIDDEN_TITLE = 'This page is for administrators';

/**
 * What a signed-in account without the admin claim sees on an admin page (HTTP's 403, said
 * plainly): the address stays, so an administrator who signs in with their own account can reload.
 */
export function ForbiddenPage() {
  return (
    <PageShell
      title={FORBIDDEN_TITLE}
      description="You are signed in with an account that cannot manage jobs, tests or applicants. If you are an administrator, log out and sign in with your administrator account."
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" href={ROUTES.home.getHref()}>
          Go to the home page
        </Button>
        <Button variant="outlined" href={ROUTES.careers.list.getHref()}>
          See open positions
        </Button>
      </Stack>
    </PageShell>
  );
}

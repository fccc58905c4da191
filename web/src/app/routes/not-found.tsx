import { ROUTES } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { PageShell } from '@/components/ui/page-shell';

export function NotFoundRoute() {
  return (
    <PageShell
      title="Page not found"
      description="The page you were looking for does not exist or has moved. It may have been a job that is no longer open."
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" href={ROUTES.careers.list.getHref()}>
          See open positions
        </Button>
        <Button variant="outlined" href={ROUTES.home.getHref()}>
          Go to the home page
        </Button>
      </Stack>
    </PageShell>
  );
}

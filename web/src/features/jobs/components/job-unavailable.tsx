import { ROUTES } from '@careers/domain/constants';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

import { PageShell } from '@/components/ui/page-shell';
import { useSession } from '@/lib/session/use-session';

export const JOB_UNAVAILABLE_TITLE = 'This job is no longer open';

/** A closed, archived, hidden or unknown job: said plainly, with the way to current openings. */
export function JobUnavailable({ jobId }: { jobId: string }) {
  const session = useSession();
  return (
    <PageShell
      title={JOB_UNAVAILABLE_TITLE}
      noIndex
      description="The position may have been filled or its closing date has passed. Have a look at the positions that are open now."
      maxWidth="md"
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" href={ROUTES.careers.list.getHref()}>
          See open positions
        </Button>
        {session.role === 'admin' ? (
          <Button variant="outlined" href={ROUTES.jobs.show.getHref(jobId)}>
            Open this job in the admin area
          </Button>
        ) : null}
      </Stack>
    </PageShell>
  );
}

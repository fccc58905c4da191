import { ROUTES } from '@careers/domain/constants';

import { DeadEndPage } from '@/components/errors/dead-end-page';
import { useSession } from '@/lib/session/use-session';

export const JOB_UNAVAILABLE_TITLE = 'This job is no longer open';

/** A closed, archived, hidden or unknown job: said plainly, with the way to current openings. */
export function JobUnavailable({ jobId }: { jobId: string }) {
  const session = useSession();
  return (
    <DeadEndPage
      title={JOB_UNAVAILABLE_TITLE}
      noIndex
      description="The position may have been filled or its closing date has passed. Have a look at the positions that are open now."
      waysOut={[
        { label: 'See open positions', href: ROUTES.careers.list.getHref() },
        ...(session.role === 'admin'
          ? [{ label: 'Open this job in the admin area', href: ROUTES.jobs.show.getHref(jobId) }]
          : []),
      ]}
    />
  );
}

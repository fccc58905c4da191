import type { CareersQuery } from '@careers/domain/rules';
import type { JobIndexEntry } from '@careers/domain/types';
import Stack from '@mui/material/Stack';
import { memo } from 'react';

import { DocumentMeta } from '@/components/ui/document-meta';

import { JobCard, type JobCardAction } from './job-card';

// Pieces of the careers listing (careers-page.tsx): its document head and its cards.

export const PAGE_TITLE = 'Career Opportunities';
const DEFAULT_DESCRIPTION =
  'Search open positions at the Textile Group by job title and location, filter by job type, department and date posted, and apply online.';

export const activeFilterCount = (query: CareersQuery): number =>
  query.jobTypes.length + query.departmentIds.length + (query.datePosted === 'all' ? 0 : 1);

/**
 * The listing's title and description for search engines: the department named by the route (or
 * the only one ticked) titles the page; a department that does not exist is not indexed.
 */
export function CareersMeta({
  departmentTitle,
  unknownDepartment,
}: {
  departmentTitle: string | null;
  unknownDepartment: boolean;
}) {
  return (
    <DocumentMeta
      title={
        unknownDepartment
          ? `Department not found — ${PAGE_TITLE}`
          : departmentTitle
            ? `${departmentTitle} jobs — ${PAGE_TITLE}`
            : PAGE_TITLE
      }
      description={
        departmentTitle
          ? `Open positions in ${departmentTitle} at the Textile Group: search, filter and apply online.`
          : DEFAULT_DESCRIPTION
      }
      // A listing of nothing at an address that names nothing: not a page for search engines.
      noIndex={unknownDepartment}
    />
  );
}

type JobResultsProps = { jobs: readonly JobIndexEntry[]; now: number; JobAction: JobCardAction };

/**
 * The page's cards. Each card's action reads what it needs (the candidate's applications, the
 * session) itself, so the session arriving re-renders those buttons only, not the list.
 */
export const JobResults = memo(function JobResults({ jobs, now, JobAction }: JobResultsProps) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} now={now} Action={JobAction} />
        </li>
      ))}
    </Stack>
  );
});

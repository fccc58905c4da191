import { JobsListPage } from '@/features/job-admin/components/jobs-list-page';

/** /jobs: the jobs grid. */
export function JobsListRoute() {
  return <JobsListPage />;
}

import { JobFormPage } from '@/features/job-admin/components/job-form-page';

/** /jobs/new: a new job, optionally copied from a previous one. */
export function JobNewRoute() {
  return <JobFormPage jobId={null} />;
}

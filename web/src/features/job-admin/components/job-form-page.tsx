import { ROUTES } from '@careers/domain/constants';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { useAdminJob } from '../api/admin-jobs';
import { useJobFormOptions } from '../api/job-form-options';
import { useCreateJob, useUpdateJob } from '../api/job-mutations';
import { emptyJobForm, jobFormValues, type JobFormValues } from '../utils/job-form-values';

import { CopyFromJob } from './copy-from-job';
import { JobForm } from './job-form';

function FormSkeleton() {
  return (
    <Stack spacing={2} role="status" aria-label="Loading the job form">
      {[56, 56, 180, 56, 56].map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** /jobs/new (with "copy from") and /jobs/edit/{id}: the job form, then the job's page. */
export function JobFormPage({ jobId }: { jobId: string | null }) {
  const options = useJobFormOptions();
  const existing = useAdminJob(jobId);
  const create = useCreateJob();
  const update = useUpdateJob();
  const notify = useNotify();
  const navigate = useNavigate();
  const initialValues = useMemo<JobFormValues | null>(() => {
    if (!jobId) return emptyJobForm();
    return existing.data ? jobFormValues(existing.data, 'edit') : null;
  }, [jobId, existing.data]);

  const title = jobId ? 'Edit Job' : 'New Job';
  if (options.isError || existing.isError) {
    return (
      <PageShell title={title}>
        <InlineError
          message="The form could not be loaded."
          onRetry={() => {
            void options.refetch();
            void existing.refetch();
          }}
        />
      </PageShell>
    );
  }
  if (jobId && existing.isSuccess && !existing.data) {
    return (
      <PageShell title={title}>
        <InlineError message="This job does not exist." />
      </PageShell>
    );
  }
  return (
    <PageShell
      title={title}
      description={jobId ? existing.data?.title : 'Post a new opening. Fields marked * are required.'}
      maxWidth="md"
    >
      {options.data && initialValues ? (
        <JobForm
          key={jobId ?? 'new'}
          initialValues={initialValues}
          options={options.data}
          submitLabel={jobId ? 'Save Job' : 'Create Job'}
          savedTest={existing.data?.test ?? null}
          header={
            jobId
              ? undefined
              : (replace) => <CopyFromJob onCopy={(job) => replace(jobFormValues(job, 'copy'))} />
          }
          onSubmit={async (job) => {
            const result = jobId ? await update.mutateAsync({ jobId, job }) : await create.mutateAsync(job);
            notify(result.message, 'success');
            await navigate(ROUTES.jobs.show.getHref(result.id));
          }}
        />
      ) : (
        <FormSkeleton />
      )}
    </PageShell>
  );
}

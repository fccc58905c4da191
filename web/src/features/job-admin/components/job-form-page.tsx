import { ROUTES } from '@careers/domain/constants';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { InlineError } from '@/components/ui/inline-error';
import { PageShell } from '@/components/ui/page-shell';

import { fetchJobsPage, useAdminJob, type AdminJob } from '../api/admin-jobs';
import { useJobFormOptions } from '../api/job-form-options';
import { useCreateJob, useUpdateJob } from '../api/job-mutations';
import { emptyJobForm, jobFormValues, type JobFormValues } from '../utils/job-form-values';

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

/** "Copy from a previous job": the latest postings (any status) to start a new one from. */
function CopyFromJob({ onCopy }: { onCopy: (job: AdminJob) => void }) {
  const recent = useQuery({
    queryKey: ['admin', 'jobs', 'recent-for-copy'],
    queryFn: async () =>
      (await fetchJobsPage({ status: 'all', show: 'listed', from: '', to: '' }, 0, 50)).rows,
  });
  const [chosen, setChosen] = useState<AdminJob | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Typography variant="subtitle1" component="h2" gutterBottom>
        Copy from a previous job
      </Typography>
      <Autocomplete
        options={recent.data ?? []}
        loading={recent.isPending}
        value={chosen}
        getOptionLabel={(job) => `${job.title} — ${job.department.title} (${job.status})`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, job) => {
          setChosen(job);
          if (job) onCopy(job);
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Previous job"
            helperText="Fills the form from that job; you can change anything before saving."
          />
        )}
      />
    </Paper>
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

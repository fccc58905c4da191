import { couldNotLoadMessage, ROUTES } from '@careers/domain/constants';
import { formatJobDate, isListedPublicly } from '@careers/domain/rules';
import { jobAddressOf } from '@careers/domain/types';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';

import { InlineError } from '@/components/ui/inline-error';
import { PageContainer, PageShell } from '@/components/ui/page-shell';

import { jobQueryKey, useJob } from '../api/get-job';
import { JobDetail, type JobDetailAction } from './job-detail';
import { JobUnavailable } from './job-unavailable';

// 'Apply before' is a date in the company's time zone: the first one builds an Intl.DateTimeFormat
// with time-zone data, about 10 ms on a phone. Built here, in a task of its own while the job is on
// its way, that work stays out of the page's first render (one long task fewer).
setTimeout(() => formatJobDate(0), 0);

function JobDetailSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump when the job arrives.
    <Box role="status" aria-label="Loading the job" sx={{ minHeight: '100vh' }}>
      <Box sx={{ bgcolor: 'action.hover', py: { xs: 3, md: 5 } }}>
        <Container maxWidth="lg">
          <Skeleton variant="text" width={160} />
          <Skeleton variant="text" width="70%" sx={{ fontSize: '2.5rem' }} />
          <Skeleton variant="text" width="40%" />
        </Container>
      </Box>
      <PageContainer>
        <Skeleton variant="rounded" height={280} />
      </PageContainer>
    </Box>
  );
}

function JobLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageShell title="Job details" maxWidth="md">
      <InlineError message={couldNotLoadMessage('this job')} onRetry={onRetry} />
    </PageShell>
  );
}

/**
 * /job-detail/{address}: one read of `jobs/{id}` (public while open and listed), or the job a
 * renamed job's address names (getJob). An address that is not the job's current one (its id or an
 * old slug) is replaced by it: the job is already read, so the new address shows it at once.
 * `JobAction` is the page's call to action, from the app (Apply Now).
 */
export function JobDetailPage({ JobAction }: { JobAction: JobDetailAction }) {
  const { id = '' } = useParams();
  const job = useJob(id);
  // The job renders in the background once it arrives, in slices, rather than in one long task.
  const data = useDeferredValue(job.data);
  const address = job.data ? jobAddressOf(job.data) : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!job.data || address === null || address === id) return;
    queryClient.setQueryData(jobQueryKey(address), job.data);
    void navigate(ROUTES.jobDetail.getHref(address), { replace: true });
  }, [address, id, job.data, navigate, queryClient]);

  if (job.isPending || (job.isSuccess && data === undefined)) return <JobDetailSkeleton />;
  if (job.isError) {
    return (
      <JobLoadError
        onRetry={() => {
          void job.refetch();
        }}
      />
    );
  }
  if (!data || !isListedPublicly(data)) return <JobUnavailable jobId={id} />;
  return <JobDetail job={data} Action={JobAction} />;
}

import { jobStatusChangedMessage, ROUTES, type JobStatus } from '@careers/domain/constants';
import { countOf, effectiveJobStatus, formatCompanyDate } from '@careers/domain/rules';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

import { useNotify } from '@/components/notifications/notifications-context';
import { DetailPage } from '@/components/ui/detail-page';
import { Fact, Facts } from '@/components/ui/facts';
import { QueryPage } from '@/components/ui/query-page';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { callableErrorMessage } from '@/lib/callable-errors';

import { useAdminJob, type AdminJob } from '../api/admin-jobs';
import { useChangeJobStatus, useDeleteJob } from '../api/job-mutations';

function JobFacts({ job }: { job: AdminJob }) {
  const [now] = useState(() => Date.now());
  // Closed once past its end date, though the sweep stores that within the hour.
  const status = effectiveJobStatus(job, now);
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Facts>
          <Fact label="Company">{job.company.title}</Fact>
          <Fact label="Department">{job.department.title}</Fact>
          {/* The office's name: its coordinates serve the public page's directions, not readers. */}
          <Fact label="Location">{job.location}</Fact>
          <Fact label="Status">
            <Chip size="small" label={status} color={status === 'open' ? 'success' : 'default'} />
            {job.hidden ? <Chip size="small" label="hidden" sx={{ ml: 1 }} /> : null}
            {job.deleted ? <Chip size="small" label="deleted" color="error" sx={{ ml: 1 }} /> : null}
          </Fact>
          <Fact label="CGPA">{job.cgpa === null ? '' : String(job.cgpa)}</Fact>
          <Fact label="Percentage">{job.percentage === null ? '' : `${String(job.percentage)}%`}</Fact>
          <Fact label="Experience">{countOf(job.experience, 'year')}</Fact>
          <Fact label="Career level">{job.careerLevel}</Fact>
          <Fact label="Job type">{job.jobType}</Fact>
          <Fact label="Start date">{formatCompanyDate(job.startDate)}</Fact>
          <Fact label="End date">{formatCompanyDate(job.endDate)}</Fact>
          <Fact label="Test">
            {job.conductTest && job.test
              ? `${job.test.title} (${String(job.test.totalQuestions)} questions, ${String(job.test.timeMinutes)} minutes)`
              : 'No test'}
          </Fact>
          <Fact label="Required educations">
            {job.educations.map((education) => education.title).join(', ')}
          </Fact>
          <Fact label="Employment questions">
            {job.screeningQuestions.length > 0 ? (
              <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
                {job.screeningQuestions.map((question) => (
                  <li key={question.id}>
                    {question.title}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      (up to {question.limit} characters)
                    </Typography>
                  </li>
                ))}
              </Box>
            ) : (
              ''
            )}
          </Fact>
        </Facts>
      </Paper>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="job-description"
        sx={{ p: { xs: 2, sm: 3 } }}
      >
        <Typography id="job-description" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Description
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
          <SanitizedHtml html={job.description} />
        </Suspense>
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="job-skills" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="job-skills" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          Skills
        </Typography>
        <Suspense fallback={<Skeleton variant="rounded" height={60} />}>
          <Stack spacing={1}>
            {job.skills.map((skill, index) => (
              <SanitizedHtml key={index} html={skill} />
            ))}
          </Stack>
        </Suspense>
      </Paper>
    </Stack>
  );
}

const STATUS_ACTIONS: readonly { status: JobStatus; label: string; Icon: typeof LockOutlined }[] = [
  { status: 'archived', label: 'Archive', Icon: ArchiveOutlined },
  { status: 'closed', label: 'Close', Icon: LockOutlined },
  { status: 'open', label: 'Open', Icon: LockOpenOutlined },
];

type JobDetailsPageProps = {
  jobId: string;
  /**
   * What the route composes at the head of the job once it has loaded (the applicants), above its
   * facts, description and skills: a node, or a function of the loaded job.
   */
  children?: ReactNode | ((job: AdminJob) => ReactNode);
};

/** /jobs/show/{id}: the job of spec section 2 with its actions, `children` first, then the job's facts. */
export function JobDetailsPage({ jobId, children }: JobDetailsPageProps) {
  const job = useAdminJob(jobId);
  return (
    <QueryPage
      query={job}
      frame={{ title: 'Job Details' }}
      loading={{ label: 'Loading the job', skeleton: [280, 160] }}
      failed="The job could not be loaded."
      missing={{ message: 'This job does not exist.' }}
    >
      {(current) => (
        <LoadedJob job={current}>{typeof children === 'function' ? children(current) : children}</LoadedJob>
      )}
    </QueryPage>
  );
}

function LoadedJob({ job: current, children: below }: { job: AdminJob; children: ReactNode }) {
  const changeStatus = useChangeJobStatus();
  const deleteJob = useDeleteJob();
  const notify = useNotify();
  const navigate = useNavigate();
  // The heading and the actions paint first, as soon as the job has arrived; the applicants and
  // the facts (the grid, the forms, the rich text) render right after, in a deferred render that
  // React splits into short tasks, rather than in the same long one (Lighthouse LCP and TBT,
  // issue 23). Its stand-in is a screen tall, so nothing in view moves when they replace it.
  const showBody = useDeferredValue(true, false);
  return (
    <DetailPage
      kind="Job"
      title={current.title}
      editHref={ROUTES.jobs.edit.getHref(current.id)}
      actions={STATUS_ACTIONS.map(({ status, label, Icon }) => (
        <Button
          key={status}
          variant="outlined"
          startIcon={<Icon />}
          // The current status's button stays, disabled: the row of actions says where the job is.
          disabled={status === current.status || changeStatus.isPending || current.deleted}
          onClick={() =>
            void changeStatus.mutateAsync({ jobId: current.id, status }).then(
              () => notify(jobStatusChangedMessage(status), 'success'),
              (error: unknown) => notify(callableErrorMessage(error), 'error'),
            )
          }
        >
          {label}
        </Button>
      ))}
      deletion={{
        title: 'Delete this job?',
        confirmLabel: 'Delete job',
        text: `"${current.title}" leaves the careers page. Its applications are kept, and it can be restored from "Deleted jobs" on the jobs list.`,
        disabled: current.deleted,
        onConfirm: async () => {
          const result = await deleteJob.mutateAsync({ jobId: current.id });
          notify(result.message, 'success');
          await navigate(ROUTES.jobs.list.getHref());
        },
      }}
    >
      {showBody ? (
        <>
          {/* The applicants lead (issue 20): they are the recruiter's work; the job's facts follow. */}
          {below ? <Box sx={{ mb: 4 }}>{below}</Box> : null}
          <JobFacts job={current} />
        </>
      ) : (
        <Skeleton variant="rounded" sx={{ height: '100vh' }} aria-hidden />
      )}
    </DetailPage>
  );
}

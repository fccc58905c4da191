import {
  ADMIN_STATUS_LABELS,
  countOf,
  firstCgpa,
  isErasedCandidate,
  passMarkLabel,
  testScoreSplitLabel,
  testScoreWithPercent,
} from '@careers/domain';
import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { applicationId as toApplicationId } from '@careers/domain/firestore';
import type { ApplicantReview } from '@careers/domain/types';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { Fact, Facts } from '@/components/ui/facts';
import { PageShell } from '@/components/ui/page-shell';
import { QueryPage } from '@/components/ui/query-page';

import { isNotFound, useApplicantReview } from '../api/get-applicant-review';
import { formatDateTime, fullName } from '../utils/format';

import { ApplicantActions } from './applicant-actions';
import { ApplicantPicture, CvLinks } from './cv-and-picture';
import { CvPanel } from './cv-panel';
import { HistoryTable } from './history-table';
import { InterviewPanel } from './interview-panel';
import { RemarksPanel } from './remarks-panel';
import {
  Answers,
  BackToJob,
  CAREER_COLUMNS,
  EDUCATION_COLUMNS,
  NeighbourLinks,
  StatusHistory,
} from './review-sections';
import { TestPanel } from './test-panel';

const PAGE_TITLE = 'Applicant Review';

type ApplicantReviewPageProps = { jobId: string; applicantUid: string };

/**
 * /jobs/{id}/applicant/{applicant_id} (spec section 2): who the applicant is, what they answered,
 * their test, career and education, the status history, the CV, the admin's remarks, and the
 * single-applicant actions, with the previous and next applicant of the job (applied order).
 */
export function ApplicantReviewPage({ jobId, applicantUid }: ApplicantReviewPageProps) {
  const applicationId = toApplicationId(jobId, applicantUid);
  const review = useApplicantReview(applicationId);
  return (
    <QueryPage
      query={review}
      frame={{ title: PAGE_TITLE }}
      before={<BackToJob jobId={jobId} />}
      loading={{
        label: 'Loading the applicant',
        skeleton: (
          <>
            <Skeleton variant="rounded" height={200} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
              <Skeleton variant="rounded" height={320} />
              <Skeleton variant="rounded" height={320} />
            </Box>
          </>
        ),
      }}
      failed="The applicant could not be loaded."
      missing={{
        title: 'Applicant not found',
        message: 'This job has no such applicant. The link may be old, or the application id mistyped.',
        isMissing: isNotFound,
      }}
    >
      {(data) => <LoadedReview jobId={jobId} data={data} />}
    </QueryPage>
  );
}

function LoadedReview({ jobId, data }: { jobId: string; data: ApplicantReview }) {
  const { application } = data;
  const candidate = application.candidate;
  const name = fullName(candidate) || candidate.email;
  const erased = isErasedCandidate(candidate);
  const cgpa = firstCgpa(candidate.education);
  const score = data.review?.score ?? null;
  const totalQuestions = data.review?.totalQuestions ?? null;
  return (
    <PageShell
      title={name}
      documentTitle={`${PAGE_TITLE}: ${name}`}
      description={`${PAGE_TITLE} · ${application.jobTitle}`}
      actions={<NeighbourLinks jobId={jobId} previousId={data.previousId} nextId={data.nextId} />}
    >
      <BackToJob jobId={jobId} jobTitle={application.jobTitle} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
            <ApplicantPicture avatar={candidate.avatar} name={name} />
            <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
              <Facts labelWidth="11rem">
                <Fact label="Status">
                  <Chip
                    size="small"
                    label={ADMIN_STATUS_LABELS[application.status]}
                    color="primary"
                    variant="outlined"
                  />
                  {application.topCandidate ? (
                    <Chip size="small" label="Top candidate" color="success" sx={{ ml: 1 }} />
                  ) : null}
                </Fact>
                {candidate.email ? (
                  <Fact label="Email">
                    <Link href={`mailto:${candidate.email}`}>{candidate.email}</Link>
                  </Fact>
                ) : null}
                <Fact label="Phone">{candidate.phoneNumber}</Fact>
                <Fact label="City">{candidate.city}</Fact>
                <Fact label="First CGPA">{cgpa === null ? 'No CGPA given' : String(cgpa)}</Fact>
                <Fact label="Total experience">{countOf(candidate.totalExperience, 'year')}</Fact>
                <Fact label="Test score">
                  {score !== null && totalQuestions !== null
                    ? testScoreWithPercent(score, totalQuestions)
                    : 'No test result'}
                </Fact>
                {data.passPercentage !== null && score !== null && totalQuestions !== null ? (
                  <Fact label="Pass mark">{passMarkLabel(data.passPercentage, score, totalQuestions)}</Fact>
                ) : null}
                {data.review?.testDetails?.byType ? (
                  <Fact label="Aptitude / technical">
                    {testScoreSplitLabel(data.review.testDetails.byType)}
                  </Fact>
                ) : null}
                <Fact label="Applied">{formatDateTime(application.appliedAt)}</Fact>
                <Fact label="CV">
                  <CvLinks
                    resume={candidate.resume}
                    name={name}
                    jobId={jobId}
                    applicationId={application.id}
                  />
                </Fact>
                {erased ? null : (
                  <Fact label="Personal data">
                    <Link component={RouterLink} to={ROUTES.candidateData.getHref(application.uid)}>
                      Export, erase or hold
                    </Link>
                  </Fact>
                )}
              </Facts>
              {/* Erased (issue 21): nothing would reach them, so nothing is offered. */}
              {erased ? (
                <Alert severity="info">{MESSAGES.erasedApplicantNoActions}</Alert>
              ) : (
                <ApplicantActions
                  jobId={jobId}
                  jobTitle={application.jobTitle}
                  applicationId={application.id}
                  applicantName={name}
                  status={application.status}
                  statusHistory={application.statusHistory}
                  notSelectedMailId={application.notSelectedMailId}
                  notSelectedMail={data.notSelectedMail}
                  test={application.test}
                />
              )}
            </Stack>
          </Stack>
        </Paper>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <Answers answers={application.answers} />
            <StatusHistory history={application.statusHistory} interview={data.interview} />
          </Stack>
          <Stack spacing={3} sx={{ minWidth: 0 }}>
            <CvPanel resume={candidate.resume} name={name} jobId={jobId} applicationId={application.id} />
            <InterviewPanel
              application={application}
              applicantName={name}
              interview={data.interview}
              readOnly={erased}
            />
            <RemarksPanel
              key={application.id}
              applicationId={application.id}
              remarks={data.review?.remarks ?? []}
              readOnly={erased}
            />
            <TestPanel data={data} />
          </Stack>
        </Box>
        {/* Full width: six columns each, read across rather than scrolled sideways. */}
        <HistoryTable
          title="Career history"
          rows={candidate.career}
          columns={CAREER_COLUMNS}
          emptyMessage="No career history: the applicant has no work experience yet."
        />
        <HistoryTable
          title="Education history"
          rows={candidate.education}
          columns={EDUCATION_COLUMNS}
          emptyMessage="No education was entered."
        />
      </Stack>
    </PageShell>
  );
}

import { MESSAGES, ROUTES } from '@careers/domain/constants';
import { formatJobDate, isPastEndDate, jobExcerpt } from '@careers/domain/rules';
import { jobAddressOf } from '@careers/domain/types';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';

import { absoluteUrl } from '@/components/share/share-links';
import { ShareMenu } from '@/components/share/share-menu';
import { BrandBand } from '@/components/ui/brand-band';
import { DocumentMeta } from '@/components/ui/document-meta';
import { PageContainer } from '@/components/ui/page-shell';
import { SanitizedHtml } from '@/components/ui/sanitized-html';
import { useSession } from '@/lib/session/use-session';
import { experienceLabel } from '@/utils/job-labels';

import type { JobWithId } from '../api/get-job';
import { DirectionsButton } from './directions-button';
import { JobPostingJsonLd } from './job-posting-json-ld';

const richTextSx = {
  '& p': { mt: 0, mb: 1.5 },
  '& ul, & ol': { mt: 0, mb: 1.5, pl: 3 },
  '& li': { mb: 0.5 },
  '& a': { color: 'primary.main' },
  overflowWrap: 'anywhere',
} as const;

function RichTextFallback() {
  return (
    <Box aria-hidden>
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * 'Manage this job', for admins. It reads the session itself, so the session arriving after the
 * first paint renders this button again, not the whole job.
 */
function ManageJobButton({ jobId }: { jobId: string }) {
  const session = useSession();
  if (session.role !== 'admin') return null;
  return (
    <Button variant="outlined" href={ROUTES.jobs.show.getHref(jobId)} fullWidth>
      Manage this job
    </Button>
  );
}

/**
 * In place of Apply Now once the end date has passed (company time), until the jobs service closes
 * the job and it leaves the public site.
 */
function ApplicationsClosed() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="info" role="status">
        {MESSAGES.applicationsHaveClosed}
      </Alert>
      <Button variant="contained" href={ROUTES.careers.list.getHref()} fullWidth>
        See open positions
      </Button>
    </Stack>
  );
}

/** The page's call to action, supplied by the app (Apply Now or the applied check), full width. */
export type JobDetailAction = ComponentType<{ jobId: string; size: 'large'; fullWidth: boolean }>;

type JobDetailProps = {
  job: JobWithId;
  Action: JobDetailAction;
};

/** An open job (spec section 2, "Job detail"); past its end date it says so instead of Apply Now. */
export function JobDetail({ job, Action }: JobDetailProps) {
  const [now] = useState(() => Date.now());
  const url = absoluteUrl(ROUTES.jobDetail.getHref(jobAddressOf(job)));
  const requirementsId = useId();
  const descriptionId = useId();
  const educationTitles = job.educations.map((degree) => degree.title);

  const ended = isPastEndDate(job.endDate, now);

  const actions = (
    <Stack spacing={1.5}>
      {ended ? <ApplicationsClosed /> : <Action jobId={job.id} size="large" fullWidth />}
      <ManageJobButton jobId={job.id} />
      <DirectionsButton destination={job.coordinates} fullWidth />
      <Box sx={{ '& > button': { width: '100%' } }}>
        <ShareMenu variant="button" url={url} title={job.title} text={`${job.jobType} · ${job.location}`} />
      </Box>
    </Stack>
  );

  return (
    <>
      <DocumentMeta
        title={`${job.title} (${job.location})`}
        description={jobExcerpt(job.description, 155)}
        canonicalUrl={url}
      />
      <BrandBand aria-label="Job summary" sx={{ py: { xs: 3, md: 5 } }}>
        <Link
          href={ROUTES.careers.department.getHref(job.department.id)}
          color="inherit"
          underline="hover"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2, fontWeight: 600 }}
        >
          <ArrowBack fontSize="small" aria-hidden />
          {`${job.department.title} openings`}
        </Link>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {job.title}
        </Typography>
        <Typography sx={{ opacity: 0.9 }}>
          {job.company.title} · {job.location} · {job.jobType}
        </Typography>
      </BrandBand>

      <PageContainer>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
            alignItems: 'start',
          }}
        >
          <Card
            component="aside"
            aria-label="Job details and actions"
            sx={{
              p: 2.5,
              gridColumn: { md: 2 },
              gridRow: { md: 1 },
              position: { md: 'sticky' },
              top: { md: 88 },
            }}
          >
            <Box component="dl" sx={{ m: 0, mb: 2.5 }}>
              <Fact term="Job type">{job.jobType}</Fact>
              <Fact term="Location">{job.location}</Fact>
              <Fact term="Experience required">{experienceLabel(job.experience)}</Fact>
              <Fact term="Education required">
                {educationTitles.length > 0 ? educationTitles.join(', ') : 'No specific degree'}
              </Fact>
              <Fact term="Career level">{job.careerLevel}</Fact>
              <Fact term="Apply before">{formatJobDate(job.endDate)}</Fact>
            </Box>
            {actions}
          </Card>

          <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 }}>
            <Box component="section" aria-labelledby={descriptionId} sx={{ mb: 4 }}>
              <Typography id={descriptionId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
                Job description
              </Typography>
              <Suspense fallback={<RichTextFallback />}>
                <SanitizedHtml html={job.description} sx={richTextSx} />
              </Suspense>
            </Box>
            {job.skills.length > 0 ? (
              // Appears with the description (the sanitizer loads after the first paint), rather
              // than below its placeholder, where the description arriving would push it down.
              <Suspense fallback={null}>
                <Box component="section" aria-labelledby={requirementsId}>
                  <Typography id={requirementsId} component="h2" variant="h4" sx={{ mb: 1.5 }}>
                    Key requirements
                  </Typography>
                  <Box component="ul" sx={{ ...richTextSx, pl: 3, m: 0 }}>
                    {job.skills.map((skill, index) => (
                      <SanitizedHtml
                        key={index}
                        component="li"
                        html={skill}
                        sx={{ mb: 1, '& > :last-child': { mb: 0 } }}
                      />
                    ))}
                  </Box>
                </Box>
              </Suspense>
            ) : null}
          </Box>
        </Box>
      </PageContainer>

      <Suspense fallback={null}>
        <JobPostingJsonLd job={job} url={url} now={now} />
      </Suspense>
    </>
  );
}

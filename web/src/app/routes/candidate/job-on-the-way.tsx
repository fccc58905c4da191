import { ROUTES } from '@careers/domain/constants';
import { applyingForJobId, isListedPublicly, isPastEndDate } from '@careers/domain/rules';
import type { Profile } from '@careers/domain/types';
import { useState } from 'react';

import { useMyApplications } from '@/features/applications/api/get-my-applications';
import { useJob } from '@/features/jobs/api/get-job';
import { ApplyingFor } from '@/features/profile/components/applying-for';

/**
 * 'Applying for: <title>' above the wizard: the job the profile is on the way to (pending from
 * Apply Now, else the one that came with registration), unless the candidate has applied for it or
 * it no longer takes applications (the review's Submit then says so). The jobs feature reads the
 * job, the applications feature the candidate's applications; none of them loads the schemas.
 */
export function JobOnTheWay({ profile }: { profile: Partial<Profile> }) {
  const applications = useMyApplications();
  const [now] = useState(() => Date.now());
  const jobId = applyingForJobId(
    profile,
    (applications.data ?? []).map((application) => application.jobId),
  );
  // An empty id reads nothing (getJob answers null for anything that is not a document id).
  const job = useJob(jobId ?? '');
  if (!jobId || !job.data || !isListedPublicly(job.data) || isPastEndDate(job.data.endDate, now)) {
    return null;
  }
  return <ApplyingFor jobTitle={job.data.title} jobHref={ROUTES.jobDetail.getHref(jobId)} />;
}

import { useParams } from 'react-router-dom';

import { ApplicantReviewPage } from '@/features/applicant-review/components/applicant-review-page';

/** /jobs/{id}/applicant/{applicant_id}: one applicant of a job (the applicant-review feature). */
export function ApplicantReviewRoute() {
  const { id = '', applicantId = '' } = useParams();
  return <ApplicantReviewPage key={`${id}/${applicantId}`} jobId={id} applicantUid={applicantId} />;
}

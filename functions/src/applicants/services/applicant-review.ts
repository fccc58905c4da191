import { applicantReviewSchema, MESSAGES, type ApplicantReview } from '@careers/domain';

import { finaliseIfExpired } from '../../assessments/services/finalise-session.ts';
import { ServiceError } from '../../lib/service-error.ts';
import type { ApplicantsDeps } from '../applicants-deps.ts';
import { applicationDoc, neighbourIds, reviewDoc } from '../repositories/applicants-repository.ts';
import { adminNames } from './admin-names.ts';
import { validInput } from './batch-action.ts';
import { toIsoDates } from './iso-dates.ts';
import { remarksHistoryOf } from './remarks.ts';

/**
 * The applicant review (`/jobs/{id}/applicant/{applicant_id}`, spec section 2; the spec's
 * user-job-qa): the application as stored (answers under their question titles, the frozen
 * profile with its education and career, the status history, the test invitation), the admin-only
 * review (every remark with author and time, the score out of the questions drawn, the test's
 * details) and the previous / next visible applicant of the job in applied order. A test whose time
 * ran out unattended is finalised first, so its score is there. Dates are ISO strings.
 * 'not-found' when there is no such application.
 */
export const getApplicantReview = async (deps: ApplicantsDeps, input: unknown): Promise<ApplicantReview> => {
  const { applicationId } = await validInput<{ applicationId: string }>(applicantReviewSchema, input);
  const snapshot = await applicationDoc(deps.db, applicationId).get();
  const application = snapshot.data();
  if (!application) throw new ServiceError('not-found', MESSAGES.noSuchApplicant);
  if (application.test?.taken) await finaliseIfExpired(deps, application.jobId, application.uid);

  const [reviewSnapshot, neighbours] = await Promise.all([
    reviewDoc(deps.db, applicationId).get(),
    neighbourIds(deps.db, snapshot),
  ]);
  const review = reviewSnapshot.data();
  const names =
    review && !review.remarksHistory?.length && review.remarks.trim()
      ? await adminNames(deps.auth, [{ uid: review.updatedBy, email: null }])
      : new Map<string, string>();
  return {
    application: toIsoDates(application),
    review: review
      ? {
          remarks: remarksHistoryOf(review, names),
          score: review.score ?? null,
          totalQuestions: review.totalQuestions ?? null,
          testDetails: review.testDetails ? toIsoDates(review.testDetails) : null,
        }
      : null,
    ...neighbours,
  };
};

import { MESSAGES, type ApplicantReview } from '@careers/domain';

import { applicationRef, neighbourIds, reviewRef } from '../../applications/index.ts';
import { finaliseIfExpired, testRef } from '../../assessments/index.ts';
import type { Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { readMails } from '../../mail/index.ts';
import { interviewRef } from '../repositories/interviews-repository.ts';
import { adminNames } from './admin-names.ts';
import { toIsoDates } from './iso-dates.ts';
import { remarksHistoryOf } from './remarks.ts';

/**
 * The applicant review (`/jobs/{id}/applicant/{applicant_id}`, spec section 2; the spec's
 * user-job-qa): the application as stored (answers under their question titles, the frozen
 * profile with its education and career, the status history, the test invitation), the admin-only
 * review (every remark with author and time, the score out of the questions drawn, the test's
 * details), the interview with its outcome, the state of its "not selected" mail (the undo's
 * condition), and the previous / next visible applicant of the job in applied order. A test whose time
 * ran out unattended is finalised first, so its score is there. Dates are ISO strings.
 * 'not-found' when there is no such application.
 */
export const getApplicantReview = async (
  deps: Deps,
  { applicationId }: { applicationId: string },
): Promise<ApplicantReview> => {
  const snapshot = await applicationRef(deps.db, applicationId).get();
  const application = snapshot.data();
  if (!application) throw refuse('not-found', MESSAGES.noSuchApplicant);
  if (application.test?.taken) await finaliseIfExpired(deps, application.jobId, application.uid);

  const mailId = application.notSelectedMailId;
  const [reviewSnapshot, neighbours, interviewSnapshot, test, [notSelectedMail = null] = []] =
    await Promise.all([
      reviewRef(deps.db, applicationId).get(),
      neighbourIds(deps.db, snapshot),
      interviewRef(deps.db, applicationId).get(),
      application.test ? testRef(deps.db, application.test.testId).get() : null,
      typeof mailId === 'string' ? readMails(deps.db, deps.db, [mailId]) : [],
    ]);
  const interview = interviewSnapshot.data();
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
    passPercentage: test?.data()?.passPercentage ?? null,
    interview: interview ? toIsoDates(interview) : null,
    notSelectedMail: notSelectedMail
      ? { status: notSelectedMail.status, lease: notSelectedMail.lease ?? null }
      : null,
    ...neighbours,
  };
};

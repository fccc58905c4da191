import { isPastDeadline, MESSAGES, type QuestionImage } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { sessionRef } from '../repositories/test-sessions-repository.ts';
import { questionRef } from '../repositories/tests-repository.ts';
import { finaliseIfExpired } from './finalise-session.ts';
import { readImageAsDataUrl } from './question-images.ts';
import type { Candidate } from './test-sessions.ts';

/**
 * A question's picture for the candidate whose session shows that question now (the current step
 * of an open session, before the deadline and its grace): the bytes as a data URL. Pictures stay in
 * the test's admin-only Storage folder; this is the only way a candidate sees one.
 *
 * Why a data URL rather than a signed URL: signing needs a service account key (or the IAM
 * signBlob permission), which the emulators do not have, and a signed URL works for anyone it is
 * passed to until it expires; bytes in the callable's answer work the same on the emulators and in
 * production and reach nobody but the caller. Pictures are at most 1.5 MB.
 */
export const getQuestionImage = async (
  deps: Deps,
  candidate: Candidate,
  { jobId, questionId }: { jobId: string; questionId: string },
): Promise<QuestionImage> => {
  const snapshot = await sessionRef(deps.db, jobId, candidate.uid).get();
  const session = snapshot.data();
  if (!session) throw refuse('test-not-started', MESSAGES.testNotStarted);
  if (session.completedAt) throw refuse('test-submitted', MESSAGES.testAlreadySubmitted);
  if (isPastDeadline(session.deadline, nowOf(deps))) {
    await finaliseIfExpired(deps, jobId, candidate.uid);
    throw refuse('test-time-over', MESSAGES.testTimeOver);
  }
  // Not found rather than forbidden: a question outside the step on screen is none of the caller's business.
  const current = session.steps[session.currentStep]?.questionIds ?? [];
  if (!current.includes(questionId)) throw refuse('not-found', MESSAGES.questionImageNotAvailable);
  const question = (await questionRef(deps.db, session.testId, questionId).get()).data();
  const dataUrl = question?.image ? await readImageAsDataUrl(deps.bucket, question.image) : null;
  if (!dataUrl) throw refuse('not-found', MESSAGES.questionImageNotAvailable);
  return { questionId, dataUrl };
};

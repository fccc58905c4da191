import {
  COLLECTIONS,
  completeStepFirstMessage,
  jobApplyAvailability,
  MESSAGES,
  nextStepAfterReview,
  ROUTES,
  stepCompleteness,
  WIZARD_STEP_LABELS,
  type Job,
  type WizardStep,
} from '@careers/domain';

import type { Caller } from '../../lib/caller.ts';
import { adminConverter } from '../../lib/converter.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { nowOf, type ProfilesDeps } from '../profiles-deps.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf } from './candidate.ts';
import { readProfileForUpdate, writeProfileChanges } from './profile-writes.ts';

export type SubmitProfileResult =
  | {
      /** Go on to the job's employment questions (`redirectTo`). */
      next: 'employment-questions';
      jobId: string;
      /** 'pending': the job chosen from Apply Now (its marker is now cleared); 'first': from registration. */
      source: 'pending' | 'first';
      redirectTo: string;
    }
  | { next: 'careers'; message: string; redirectTo: string };

/** The steps the review's Submit needs complete, in tab order (the review itself is being submitted). */
const STEPS_BEFORE_REVIEW: readonly WizardStep[] = ['personal', 'education', 'privacy'];

const jobConverter = adminConverter<Job>();

/** Jobs the candidate has an application for (withdrawn ones included: they cannot apply again). */
const appliedJobIds = async (deps: ProfilesDeps, uid: string): Promise<string[]> => {
  const snapshot = await deps.db
    .collection(COLLECTIONS.applications)
    .where('uid', '==', uid)
    .select('jobId')
    .get();
  return snapshot.docs.map((doc) => String(doc.get('jobId')));
};

/** Of `jobIds`, those that no longer take applications (closed, hidden, deleted, missing or ended). */
const closedJobIds = async (deps: ProfilesDeps, jobIds: readonly string[]): Promise<string[]> => {
  const now = nowOf(deps);
  const jobs = await Promise.all(
    jobIds.map(async (id) => ({
      id,
      job: (await deps.db.collection(COLLECTIONS.jobs).withConverter(jobConverter).doc(id).get()).data(),
    })),
  );
  return jobs.filter(({ job }) => jobApplyAvailability(job, now) !== 'open').map(({ id }) => id);
};

/**
 * The review page's Submit (spec section 4, "After the review page"): with the profile complete
 * (personal information with a CV, education and career, the privacy policy accepted; the domain's
 * stepCompleteness, as the web app judges the tabs):
 * - a pending job (chosen from Apply Now) → its employment questions, and the marker is cleared;
 * - else the job that came with registration (`firstJobId`) → its employment questions;
 * - else 'Your profile has been submitted successfully.' and /careers.
 * A job the candidate has already applied for, or that no longer takes applications, is passed
 * over (going there could only end in a refusal). The first Submit records `submittedAt`, which
 * completes the review tab. An incomplete step: 'failed-precondition' with the step's tab label
 * in the message and the step (`personal`, `education` or `privacy`) as the key of `fields`.
 */
export const submitProfile = async (deps: ProfilesDeps, caller: Caller): Promise<SubmitProfileResult> => {
  const candidate = candidateOf(caller);
  const stored = (await typedProfileDocument(deps.db, candidate.uid).get()).data();
  if (!stored) {
    throw new ServiceError('failed-precondition', MESSAGES.completeProfileFirst, {
      fields: { personal: MESSAGES.completeProfileFirst },
    });
  }
  const completeness = stepCompleteness(stored);
  const incomplete = STEPS_BEFORE_REVIEW.find((step) => !completeness[step]);
  if (incomplete) {
    const message = completeStepFirstMessage(WIZARD_STEP_LABELS[incomplete]);
    throw new ServiceError('failed-precondition', message, { fields: { [incomplete]: message } });
  }

  const applied = await appliedJobIds(deps, candidate.uid);
  const offered = [stored.pendingJobId, stored.firstJobId].filter(
    (id): id is string => typeof id === 'string' && id.trim() !== '' && !applied.includes(id.trim()),
  );
  const passedOver = [
    ...applied,
    ...(await closedJobIds(
      deps,
      offered.map((id) => id.trim()),
    )),
  ];

  const now = nowOf(deps);
  const decision = await deps.db.runTransaction(async (transaction) => {
    const existing = await readProfileForUpdate(deps.db, transaction, candidate.uid);
    const next = nextStepAfterReview({
      pendingJobId: existing?.pendingJobId,
      firstJobId: existing?.firstJobId,
      appliedJobIds: passedOver,
    });
    // The pending marker has done its job once Submit has been pressed: followed now, or passed over.
    const changes = existing?.pendingJobId != null ? { pendingJobId: null } : {};
    writeProfileChanges(deps.db, transaction, {
      candidate,
      existing,
      changes,
      now,
      serverTimes: existing?.submittedAt ? [] : ['submittedAt'],
    });
    return next;
  });

  if (decision.kind === 'apply') {
    return {
      next: 'employment-questions',
      jobId: decision.jobId,
      source: decision.source,
      redirectTo: ROUTES.apply.employmentQuestions.getHref(decision.jobId),
    };
  }
  return { next: 'careers', message: MESSAGES.profileSubmitted, redirectTo: ROUTES.careers.list.getHref() };
};

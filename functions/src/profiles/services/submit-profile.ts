import {
  completeStepFirstMessage,
  jobApplyAvailability,
  jobPassedOverMessage,
  MESSAGES,
  nextStepAfterReview,
  ROUTES,
  stepCompleteness,
  WIZARD_STEP_LABELS,
  type Job,
  type PassedOverJob,
  type PassedOverJobNotice,
  type PassOverReason,
  type SubmitProfileResult,
  type WizardStep,
} from '@careers/domain';

import { applicationStatusesOfCandidate } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { closeJobsPastEndDateQuietly, readJob } from '../../jobs/index.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf } from './candidate.ts';
import { readProfileForUpdate, writeProfileChanges } from './profile-writes.ts';

/** The steps the review's Submit needs complete, in tab order (the review itself is being submitted). */
const STEPS_BEFORE_REVIEW: readonly WizardStep[] = ['personal', 'education', 'privacy'];

/** The job, or undefined when there is none. */
const jobOf = async (deps: Pick<Deps, 'db'>, id: string): Promise<Job | undefined> =>
  (await readJob(deps.db, id)) ?? undefined;

type JobsOnTheWay = {
  /** Why each job that cannot be applied for now cannot; the others are absent. */
  unavailable: Record<string, PassOverReason>;
  /** Titles of the jobs read (a missing job has none). */
  titles: Map<string, string>;
};

/**
 * Judges the jobs the candidate may be on the way to: applied for (or withdrawn), or no longer
 * taking applications (closed, hidden, deleted, missing or past its end date). A job past its end
 * date that is still open is closed on the way.
 */
const judgeJobs = async (deps: Deps, uid: string, jobIds: readonly string[]): Promise<JobsOnTheWay> => {
  const now = nowOf(deps);
  const [applications, jobs] = await Promise.all([
    applicationStatusesOfCandidate(deps.db, uid),
    Promise.all(jobIds.map(async (id) => ({ id, job: await jobOf(deps, id) }))),
  ]);
  const unavailable: Record<string, PassOverReason> = {};
  const titles = new Map<string, string>();
  const ended: string[] = [];
  for (const { id, job } of jobs) {
    if (job?.title) titles.set(id, job.title);
    const status = applications.get(id);
    const availability = jobApplyAvailability(job, now);
    if (status) unavailable[id] = status === 'withdrawn' ? 'withdrawn' : 'applied';
    else if (availability !== 'open') unavailable[id] = 'closed';
    if (availability === 'ended') ended.push(id);
  }
  await closeJobsPastEndDateQuietly(deps, ended);
  return { unavailable, titles };
};

const presentIds = (...ids: (string | null | undefined)[]): string[] => [
  ...new Set(ids.map((id) => id?.trim() ?? '').filter((id) => id !== '')),
];

/**
 * The review page's Submit (spec section 4, "After the review page"): with the profile complete
 * (personal information with a CV, education and career, the privacy policy accepted; the domain's
 * stepCompleteness, as the web app judges the tabs):
 * - a pending job (chosen from Apply Now) → its employment questions; the marker stays until the
 *   application is made (applyToJob clears it), so the job is not lost if the candidate leaves first;
 * - else the job that came with registration (`firstJobId`) → its employment questions;
 * - else 'Your profile has been submitted successfully.' and /careers.
 * A job the candidate has already applied for, or that no longer takes applications, is passed
 * over (going there could only end in a refusal) and named in `passedOver` with the reason
 * ('<title> is no longer open; your profile is saved.'), so the page can say it: always for the
 * pending job, whose marker is then cleared, and for the registration job when it closed before
 * the first Submit (nextStepAfterReview). A job past its end date is closed on the way. The first
 * Submit records `submittedAt`, which completes the review tab. An incomplete step:
 * 'failed-precondition' with the step's tab label in the message and the step (`personal`,
 * `education` or `privacy`) as the key of `fields`.
 */
export const submitProfile = async (deps: Deps, caller: Caller): Promise<SubmitProfileResult> => {
  const candidate = candidateOf(caller);
  const stored = (await typedProfileDocument(deps.db, candidate.uid).get()).data();
  if (!stored) {
    throw refuse('profile-incomplete', MESSAGES.completeProfileFirst, {
      fields: { personal: MESSAGES.completeProfileFirst },
    });
  }
  const completeness = stepCompleteness(stored);
  const incomplete = STEPS_BEFORE_REVIEW.find((step) => !completeness[step]);
  if (incomplete) {
    const message = completeStepFirstMessage(WIZARD_STEP_LABELS[incomplete]);
    throw refuse('profile-incomplete', message, { fields: { [incomplete]: message } });
  }

  const jobs = await judgeJobs(deps, candidate.uid, presentIds(stored.pendingJobId, stored.firstJobId));

  const now = nowOf(deps);
  const decision = await deps.db.runTransaction(async (transaction) => {
    const existing = await readProfileForUpdate(deps.db, transaction, candidate.uid);
    const next = nextStepAfterReview({
      pendingJobId: existing?.pendingJobId,
      firstJobId: existing?.firstJobId,
      unavailable: jobs.unavailable,
      firstSubmit: !existing?.submittedAt,
    });
    // A pending job Submit cannot use is done with; one it sends the candidate to stays recorded.
    const keepsPending = next.kind === 'apply' && next.source === 'pending';
    const changes = existing?.pendingJobId != null && !keepsPending ? { pendingJobId: null } : {};
    writeProfileChanges(deps.db, transaction, {
      candidate,
      existing,
      changes,
      now,
      serverTimes: existing?.submittedAt ? [] : ['submittedAt'],
    });
    return next;
  });

  const titleOf = async (jobId: string): Promise<string | null> =>
    jobs.titles.get(jobId) ?? (await jobOf(deps, jobId))?.title ?? null;
  const notice = async (passedOver: PassedOverJob | null): Promise<PassedOverJobNotice | null> => {
    if (!passedOver) return null;
    const jobTitle = await titleOf(passedOver.jobId);
    return {
      jobId: passedOver.jobId,
      jobTitle,
      reason: passedOver.reason,
      message: jobPassedOverMessage(jobTitle, passedOver.reason),
    };
  };

  const passedOver = await notice(decision.passedOver);
  if (decision.kind === 'apply') {
    return {
      next: 'employment-questions',
      jobId: decision.jobId,
      jobTitle: (await titleOf(decision.jobId)) ?? '',
      source: decision.source,
      redirectTo: ROUTES.apply.employmentQuestions.getHref(decision.jobId),
      passedOver,
    };
  }
  return {
    next: 'careers',
    message: passedOver?.message ?? MESSAGES.profileSubmitted,
    redirectTo: ROUTES.careers.list.getHref(),
    passedOver,
  };
};

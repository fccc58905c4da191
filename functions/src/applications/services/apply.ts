import {
  absoluteHref,
  applicationId,
  applicationInsightOf,
  applicationsClosedMessage,
  buildScreeningAnswersSchema,
  formatJobDate,
  isProfileReadyToApply,
  personalStepOf,
  jobApplyAvailability,
  MESSAGES,
  PRIVACY_POLICY_VERSION,
  profileStep1Schema,
  profileStep2Schema,
  ROUTES,
  screeningAnswersFromClient,
  type Application,
  type ApplyToJobResult,
  type CandidateSnapshot,
  type FileRef,
  type Job,
  type Profile,
  type ScreeningAnswer,
} from '@careers/domain';

import type { DocumentReference, DocumentSnapshot, Query, QuerySnapshot } from 'firebase-admin/firestore';

import { nowOf, type Deps } from '../../deps.ts';
import { closeJobsPastEndDateQuietly, jobRef } from '../../jobs/index.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { refuse, ServiceError } from '../../lib/service-error.ts';
import { cvSubmittedEmail, deliverQueued, queueMail, type SendMailInput } from '../../mail/index.ts';
import { consentToVersion, typedProfileDocument } from '../../profiles/index.ts';
import { applicationRef } from '../repositories/applications-repository.ts';
import { deleteResumeCopy, resumeForApplication, type ResumeCopy } from './resume-copy.ts';
import { createApplication } from './application-status.ts';
import { appendAuditEntry } from '../../audit/index.ts';

export type ApplyCaller = Pick<Caller, 'uid' | 'admin' | 'email' | 'emailVerified'>;

/**
 * The job and the answers: `{ questionId, answer }` (callable) or `{ employment_question_id, answer }`
 * (route) entries, checked against the job's questions here. `userId` is the route's; the callable
 * applies for its caller and leaves it out.
 */
export type ApplyInput = { jobId: string; userId?: string; answers?: unknown; source?: string | null };

/**
 * Attempts of the apply transaction. It contends only with itself (simultaneous submissions of the
 * same candidate for the same job) and with edits of the same profile or job; a lost race settles
 * on the next attempt, which finds the application. Ten leaves room for a profile saved meanwhile.
 */
const APPLY_TRANSACTION_ATTEMPTS = 10;

/** gRPC ALREADY_EXISTS: `create` found a document at the application's id when committing. */
const ALREADY_EXISTS = 6;

/** Admins do not apply, and a candidate applies only for themselves. */
const assertApplyingForSelf = (caller: ApplyCaller, userId: string | undefined): void => {
  if (caller.admin) throw refuse('candidates-only', MESSAGES.adminsDoNotApply);
  if (userId !== undefined && userId !== caller.uid) {
    throw refuse('not-yours', MESSAGES.applyForYourselfOnly);
  }
};

/**
 * The email must be confirmed. The ID token says so when it was minted after the confirmation; an
 * older token still says false, so then Auth decides.
 */
const assertEmailConfirmed = async (deps: Deps, caller: ApplyCaller): Promise<void> => {
  if (caller.emailVerified === true) return;
  const user = await deps.auth.getUser(caller.uid).catch((error: unknown) => {
    if ((error as { code?: string } | null)?.code === 'auth/user-not-found') {
      throw refuse('sign-in-required', MESSAGES.signInRequired);
    }
    throw error;
  });
  if (!user.emailVerified) throw refuse('email-unconfirmed', MESSAGES.confirmEmailBeforeApplying);
};

type Checked = { job: Job; profile: Profile & { resume: FileRef }; answers: ScreeningAnswer[] };

/**
 * Every refusal that depends on stored documents, in the order a candidate can act on them. Run
 * before copying the CV (fail fast) and again inside the transaction (what is committed is what was
 * checked).
 */
const checkApplication = async (input: {
  job: Job | undefined;
  existing: Application | undefined;
  profile: Profile | undefined;
  /** Whether `profiles/{uid}/consents` holds an acceptance of the current policy. */
  consented: boolean;
  answers: unknown;
  now: Date;
}): Promise<Checked> => {
  const { job, existing, profile, now } = input;
  const availability = jobApplyAvailability(job, now);
  if (!job || availability === 'not-listed') throw refuse('job-unavailable', MESSAGES.jobNotAvailable);
  if (availability === 'ended') {
    throw refuse('applications-closed', applicationsClosedMessage(formatJobDate(job.endDate)));
  }
  if (existing) {
    throw existing.status === 'withdrawn'
      ? refuse('application-withdrawn', MESSAGES.withdrawnCannotReapply)
      : refuse('already-applied', MESSAGES.applicationExists);
  }
  if (profile?.termsAndConditions === true && profile.privacyPolicyVersion !== PRIVACY_POLICY_VERSION) {
    throw refuse('policy-not-accepted', MESSAGES.acceptNewPrivacyPolicy);
  }
  // The profile's consent fields are a copy; the record is the consent row acceptPrivacyPolicy
  // writes with them (issue 31). Without it, the candidate accepts the policy again.
  if (profile?.termsAndConditions === true && !input.consented) {
    throw refuse('policy-not-accepted', MESSAGES.privacyPolicyNotRecorded);
  }
  if (!profile || !isProfileReadyToApply(profile) || !profile.resume) {
    throw refuse('profile-incomplete', MESSAGES.completeProfileFirst);
  }
  const sent = await parseInput(buildScreeningAnswersSchema(job.screeningQuestions), {
    answers: input.answers,
  });
  // Frozen in the job's question order, each with the question as it was asked.
  const answers = job.screeningQuestions.map((question) => ({
    questionId: question.id,
    title: question.title,
    limit: question.limit,
    answer: sent.answers.find((entry) => entry.questionId === question.id)?.answer ?? '',
  }));
  return { job, profile: { ...profile, resume: profile.resume }, answers };
};

/**
 * The profile as the employer receives it: the fields of the wizard's schemas only (trimmed, and
 * nothing else a client may have stored), with the application's own copy of the CV.
 */
const candidateSnapshot = (profile: Profile, resume: FileRef): CandidateSnapshot => {
  const personal = profileStep1Schema.validateSync(personalStepOf(profile), { stripUnknown: true });
  const history = profileStep2Schema.validateSync(
    { totalExperience: profile.totalExperience, education: profile.education, career: profile.career },
    { stripUnknown: true },
  );
  return {
    ...personal,
    avatar: profile.avatar,
    resume,
    totalExperience: history.totalExperience,
    education: history.education as CandidateSnapshot['education'],
    career: history.career as CandidateSnapshot['career'],
  };
};

type Refs = ReturnType<typeof documentRefs>;

const documentRefs = (deps: Deps, jobId: string, uid: string, id: string) => ({
  profile: typedProfileDocument(deps.db, uid),
  job: jobRef(deps.db, jobId),
  application: applicationRef(deps.db, id),
  consent: consentToVersion(deps.db, uid, PRIVACY_POLICY_VERSION),
});

type Reads = {
  getAll: (...refs: DocumentReference[]) => Promise<DocumentSnapshot[]>;
  query: <T>(query: Query<T>) => Promise<QuerySnapshot<T>>;
};

/**
 * The three documents an application depends on, in one read (getAll takes one type of reference;
 * each keeps its converter, so the data comes back as the domain types), and the consent row of
 * the current policy.
 */
const readDocuments = async (reads: Reads, refs: Refs) => {
  const [[profile, job, application], consent] = await Promise.all([
    reads.getAll(
      refs.profile as DocumentReference,
      refs.job as DocumentReference,
      refs.application as DocumentReference,
    ),
    reads.query(refs.consent),
  ]);
  return {
    profile: profile?.data() as Profile | undefined,
    job: job?.data() as Job | undefined,
    existing: application?.data() as Application | undefined,
    consented: !consent.empty,
  };
};

/**
 * The CV-submitted mail's outbox id: one per application, so an apply whose commit answer was lost
 * still finds the message its commit queued.
 */
const cvSubmittedMailId = (applicationId: string) => `cv-submitted-${applicationId}`;

/** The CV-submitted mail (spec section 4) for the application being committed. */
const cvSubmittedMail = (
  deps: Deps,
  application: Pick<Application, 'jobId' | 'jobTitle' | 'uid' | 'candidate'>,
): SendMailInput => ({
  kind: 'cv-submitted',
  to: application.candidate.email,
  ...cvSubmittedEmail({
    firstName: application.candidate.firstName,
    jobTitle: application.jobTitle,
    resumeFileName: application.candidate.resume?.fileName ?? null,
    applicationsLink: absoluteHref(deps.appUrl, ROUTES.myApplications.getHref()),
  }),
  createdBy: application.uid,
  jobId: application.jobId,
  applicantIds: [application.uid],
});

/**
 * Commits the application for this attempt's CV copy, with its CV-submitted mail in the outbox (or
 * finds that a previous try of this same commit did).
 */
const commitApplication = (
  deps: Deps,
  caller: ApplyCaller,
  refs: Refs,
  input: { jobId: string; id: string; answers: unknown; copy: ResumeCopy; source?: string | null },
): Promise<void> =>
  deps.db.runTransaction(
    async (transaction) => {
      const stored = await readDocuments(
        { getAll: (...all) => transaction.getAll(...all), query: (query) => transaction.get(query) },
        refs,
      );
      const { existing } = stored;
      // The SDK retries a commit whose answer was lost; the retry then finds its own application
      // (and its mail).
      if (existing?.candidate.resume?.path === input.copy.file.path) return;
      const now = nowOf(deps);
      const { job, profile, answers } = await checkApplication({ ...stored, answers: input.answers, now });
      if (profile.resume.path !== input.copy.sourcePath) {
        throw refuse('resume-changed', MESSAGES.resumeChangedWhileApplying);
      }
      const application: Application = {
        jobId: input.jobId,
        jobTitle: job.title,
        uid: caller.uid,
        status: 'applied',
        statusHistory: [{ status: 'applied', at: now }],
        topCandidate: false,
        answers,
        candidate: candidateSnapshot(profile, input.copy.file),
        privacyPolicyVersion: profile.privacyPolicyVersion ?? '',
        appliedAt: now,
        updatedAt: now,
        test: null,
        interviewInvitedAt: null,
        insight: applicationInsightOf(job, input.source),
        ...(input.copy.pending ? { resumeCopyPending: input.copy.pending } : {}),
      };
      // `create`, not `set`: even a write that slipped past the read above cannot replace an
      // application (Firestore refuses it with ALREADY_EXISTS). Counted in the insights with it.
      createApplication(transaction, deps.db, input.id, application);
      // The confirmation goes out with the application or not at all (the outbox delivers it after
      // the commit, or its retry does). An address the outbox refuses (none passes the profile's
      // schema) costs the candidate the mail, not the application.
      try {
        queueMail(transaction, deps.db, cvSubmittedMail(deps, application), now, {
          id: cvSubmittedMailId(input.id),
        });
      } catch (error) {
        if (!(error instanceof ServiceError && error.code === 'invalid-argument')) throw error;
        console.error(`No CV-submitted mail for ${input.id}: ${error.message}`);
      }
      // The job Apply Now recorded has been applied for: the wizard stops naming it.
      if (profile.pendingJobId?.trim() === input.jobId) {
        transaction.update(refs.profile, { pendingJobId: null, updatedAt: now });
      }
      appendAuditEntry(
        transaction,
        deps.db,
        { uid: caller.uid, email: caller.email },
        {
          action: 'apply',
          target: { type: 'application', id: input.id, title: job.title },
          before: null,
          // The audit log keeps what happened, not the candidate's personal data.
          after: {
            status: application.status,
            jobId: input.jobId,
            uid: caller.uid,
            resume: input.copy.file.path,
            ...(input.copy.pending ? { resumeCopy: 'pending' } : {}),
          },
        },
      );
    },
    { maxAttempts: APPLY_TRANSACTION_ATTEMPTS },
  );

/**
 * Applies the caller to a job (spec section 4, "Applying"; issue "Applying"): creates
 * `applications/{jobId}_{uid}` with the answers, the profile and a copy of the CV frozen as they
 * are now, its status history, an audit entry and the CV-submitted mail (queued in the outbox,
 * delivered after the commit), in one transaction, which also clears the candidate's own
 * `pendingJobId` when it names this job, and counts it in the day's insight counters (`source`: the
 * channel the candidate came from, normalised; "Direct" when none). Reads nothing shared (no job
 * write, no index; the counters are blind sharded increments), so applicants of one job never
 * contend with each other. The one exception is a job found past its end date: it is closed
 * (closeJobsPastEndDate), then the application refused.
 *
 * Refusals (reasons of the domain's REFUSALS), in order, the job id having been checked by the
 * caller: 'candidates-only' (an admin) or 'not-yours' (someone else's user id); 'email-unconfirmed';
 * 'job-unavailable' (the job is not public: missing, deleted, hidden, closed or archived — alike, so
 * nothing private leaks); 'applications-closed' (past its end date); 'already-applied' or
 * 'application-withdrawn'; 'policy-not-accepted' (an older policy version, or no consent row for
 * the current one); 'profile-incomplete' (or terms not accepted: the spec's 'Please Complete
 * your profile before applying.'); 'invalid-input' with per-answer fields (`answers[2].answer`);
 * 'resume-unavailable' (the CV file is gone) or 'resume-changed'. Storage refusing to copy the CV
 * refuses nothing: the application keeps the candidate's file and its copy pending (resume-copy.ts).
 * Any number of simultaneous calls leave exactly one application.
 */
export const applyToJob = async (
  deps: Deps,
  caller: ApplyCaller,
  input: ApplyInput,
): Promise<ApplyToJobResult> => {
  const { jobId } = input;
  assertApplyingForSelf(caller, input.userId);
  await assertEmailConfirmed(deps, caller);

  const id = applicationId(jobId, caller.uid);
  // A job without questions needs no `answers` at all.
  const answers = screeningAnswersFromClient(input.answers ?? []);
  const refs = documentRefs(deps, jobId, caller.uid, id);

  // First pass outside the transaction: refuse without copying anything when the answer is no.
  const stored = await readDocuments(
    { getAll: (...all) => deps.db.getAll(...all), query: (query) => query.get() },
    refs,
  );
  const now = nowOf(deps);
  // A job past its end date that nothing has closed yet is closed now (and refused just below).
  if (jobApplyAvailability(stored.job, now) === 'ended') await closeJobsPastEndDateQuietly(deps, [jobId]);
  const { profile } = await checkApplication({ ...stored, answers, now });

  const copy = await resumeForApplication(deps, {
    uid: caller.uid,
    applicationId: id,
    resume: profile.resume,
  });
  try {
    await commitApplication(deps, caller, refs, { jobId, id, answers, copy, source: input.source });
  } catch (error) {
    // Keep the copy only if the application points at it after all (see resume-copy.ts). If even
    // that cannot be read, keep it too: the sweep removes it later if nothing points at it.
    const committed = await refs.application.get().then(
      (snapshot) => ({ application: snapshot.data() }),
      () => null,
    );
    if (!committed) throw error;
    if (committed.application?.candidate.resume?.path !== copy.file.path) {
      // A pending copy's file is the candidate's own: never this attempt's to delete.
      if (!copy.pending) await deleteResumeCopy(deps, copy.file.path);
      if ((error as { code?: unknown } | null)?.code === ALREADY_EXISTS) {
        throw refuse('already-applied', MESSAGES.applicationExists);
      }
      throw error;
    }
  }

  // Committed: from here on a mail problem never undoes the application (the outbox keeps the
  // message, and its scheduled retry delivers what this call could not).
  const [mail] = await deliverQueued(deps.mailer, [cvSubmittedMailId(id)]);
  return {
    id,
    jobId,
    message: MESSAGES.appliedForJob,
    confirmationMail: mail?.status === 'sent' ? 'sent' : 'failed',
  };
};

import {
  candidateInterviewOf,
  absoluteHref,
  APPLICANTS_MATCHING_MAX,
  tooManyMatchingMessage,
  applicantsShortlistedMessage,
  MESSAGES,
  ROUTES,
  type ApplicantEmailInput,
  type ApplicantsActionResult,
  type ApplicantsSelectionInput,
  type Application,
  type Interview,
  type InterviewInput,
  type Job,
  type WithId,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { matchingApplicationIds } from '../../applications/index.ts';
import { invalidInput, refuse } from '../../lib/service-error.ts';
import {
  customMessageEmail,
  cvSubmittedEmail,
  rejectionEmail,
  testInvitationEmail,
  type RenderedEmail,
  type SendMailInput,
} from '../../mail/index.ts';
import {
  mailOutcomeMessage,
  requireJob,
  runBatchAction,
  statusChange,
  type BatchAction,
  type BatchOutcome,
} from './batch-action.ts';
import { checkInterviewDate, interviewRefusal, planInterview } from './interview-plan.ts';
import { interviewRef, readInterviews } from '../repositories/interviews-repository.ts';
import { rejectionRefusal, shortlistRefusal, testInvitationRefusal } from './eligibility.ts';
import type { AuditActor } from '../../audit/index.ts';

// The batch actions of the applicants table (spec sections 2 and 4; issue 11): shortlist, invite
// to the job's test or to an interview, email, reject, and the CV-submitted mail again. Each is
// admin-only (the callable or route checks), validated by the domain's schemas, and runs on the
// batch engine: per application a status appended to its history (the candidate's timeline), an
// audit entry, and its mail through the outbox.

/** A mail to the applicant about this job, from this admin. */
export const mailTo = (
  application: WithId<Application>,
  actor: AuditActor,
  kind: SendMailInput['kind'],
  email: RenderedEmail,
  replyToAdmin = false,
): SendMailInput => ({
  kind,
  to: application.candidate.email,
  ...email,
  createdBy: actor.uid,
  jobId: application.jobId,
  applicantIds: [application.uid],
  // Replies to an invitation or a personal message reach the admin who sent it.
  ...(replyToAdmin && actor.email ? { replyTo: actor.email } : {}),
});

/**
 * Runs `action` over the selected applicants of the selection's job ('not-found' for no such job)
 * and answers what it did: the mail's outcome ('Mail has been Sent.' and the like) unless `message`
 * says otherwise.
 */
const act = async <Related = undefined>(
  deps: Deps,
  actor: AuditActor,
  selection: ApplicantsSelectionInput,
  action: (job: WithId<Job>) => BatchAction<Related>,
  message: (outcome: BatchOutcome) => string = mailOutcomeMessage,
): Promise<ApplicantsActionResult> => {
  const job = await requireJob(deps, selection.jobId);
  const ids = await selectedApplicationIds(deps, selection);
  const outcome = await runBatchAction(deps, actor, job, ids, action(job));
  return { updated: outcome.updated, skipped: outcome.skipped, message: message(outcome) };
};

/**
 * The applicants chosen one by one, or every applicant of the job the search matches now (the
 * search of the job's own table: its `jobId` is the action's). Each is decided on as the batch's
 * transaction reads it, so one that changed since the table was shown is skipped with its reason.
 */
const selectedApplicationIds = async (
  deps: Deps,
  selection: ApplicantsSelectionInput,
): Promise<readonly string[]> => {
  if (!selection.matching) return selection.applicationIds;
  const { ids, tooMany } = await matchingApplicationIds(
    deps.db,
    { ...selection.matching, jobId: selection.jobId },
    APPLICANTS_MATCHING_MAX,
  );
  if (ids === null) throw invalidInput({ matching: tooManyMatchingMessage(tooMany) });
  if (ids.length === 0) throw invalidInput({ matching: MESSAGES.noApplicantsMatching });
  return ids;
};

export const myApplicationsLink = (deps: Deps) => absoluteHref(deps.appUrl, ROUTES.myApplications.getHref());

/**
 * Shortlists the selected applicants (spec section 4: it cannot be undone from the screen). Only
 * submitted or under-review ones; withdrawn, removed, decided and already shortlisted ones are
 * skipped with the reason. No mail: the invitations that follow tell the candidate.
 */
export const shortlistApplicants = (
  deps: Deps,
  actor: AuditActor,
  selection: ApplicantsSelectionInput,
): Promise<ApplicantsActionResult> =>
  act(
    deps,
    actor,
    selection,
    () => ({
      action: 'shortlist',
      decide: (application) => {
        const refusal = shortlistRefusal(application);
        if (refusal) return { skip: refusal };
        const change = statusChange(application, 'shortlisted');
        return { status: change.status, fields: null, audit: change, mail: null };
      },
    }),
    (outcome) => applicantsShortlistedMessage(outcome.updated.length),
  );

/**
 * Invites shortlisted applicants to the job's test: sets `application.test` (`testId`, the
 * candidate-facing absolute link of the test page, `invitedAt`, not taken) and the status
 * 'test-invited', and mails the link of the test's instructions page. An applicant invited before
 * who has not taken the test is invited again (new mail, no second timeline step); one who took it
 * is skipped. 'failed-precondition' when the job has no test.
 */
export const inviteApplicantsToTest = (
  deps: Deps,
  actor: AuditActor,
  selection: ApplicantsSelectionInput,
): Promise<ApplicantsActionResult> =>
  act(deps, actor, selection, (job) => {
    const test = job.conductTest ? job.test : null;
    if (!test) throw refuse('job-has-no-test', MESSAGES.jobHasNoTest);
    // The link the candidate's pages know (web: the Test Invite link adds /instructions to it).
    const link = absoluteHref(deps.appUrl, ROUTES.userTests.take.getHref(job.id, test.id));
    const instructionsLink = absoluteHref(
      deps.appUrl,
      ROUTES.userTests.instructions.getHref(job.id, test.id),
    );
    return {
      action: 'test-invite',
      decide: (application, now) => {
        const refusal = testInvitationRefusal(application);
        if (refusal) return { skip: refusal };
        const change = statusChange(application, 'test-invited');
        return {
          status: change.status,
          fields: {
            test: { testId: test.id, link, invitedAt: now, taken: false, takenAt: null },
          },
          audit: {
            before: { ...change.before, test: application.test?.link ?? null },
            after: { ...change.after, test: link },
          },
          mail: mailTo(
            application,
            actor,
            'test-invitation',
            testInvitationEmail({
              firstName: application.candidate.firstName,
              jobTitle: application.jobTitle,
              companyTitle: job.company.title,
              testTitle: test.title,
              timeMinutes: test.timeMinutes,
              totalQuestions: test.totalQuestions,
              instructionsLink,
            }),
          ),
        };
      },
    };
  });

/**
 * Invites shortlisted applicants to an interview: the same interview (date, time, length, place or
 * video link, interviewers, note) for each, each with an interview record of their own and its
 * calendar event (interview-plan.ts); status 'interview-invited', `interviewInvitedAt`, the
 * invitation mail with its .ics (replies go to the admin). An applicant whose interview is
 * scheduled already is rescheduled to this one (same event, one SEQUENCE on). A date before today
 * (company time) is refused on `date`; erased candidates are skipped.
 */
export const inviteApplicantsToInterview = async (
  deps: Deps,
  actor: AuditActor,
  request: ApplicantsSelectionInput & InterviewInput,
): Promise<ApplicantsActionResult> => {
  checkInterviewDate(request.date, nowOf(deps));
  return act<Interview | undefined>(deps, actor, request, (job) => ({
    action: 'interview-invite',
    readRelated: readInterviews(deps),
    decide: (application, now, existing) => {
      const refusal = interviewRefusal(application);
      if (refusal) return { skip: refusal };
      const plan = planInterview(application, existing, request, {
        appUrl: deps.appUrl,
        companyTitle: job.company.title,
        actor,
        now,
      });
      return {
        status: 'interview-invited',
        fields: {
          ...(application.interviewInvitedAt ? {} : { interviewInvitedAt: now }),
          interview: candidateInterviewOf(plan.interview),
        },
        audit: plan.audit,
        mail: plan.mail,
        write: (transaction) => transaction.set(interviewRef(deps.db, application.id), plan.interview),
      };
    },
  }));
};

/** Emails the selected applicants the admin's subject and text; their status does not change. */
export const emailApplicants = async (
  deps: Deps,
  actor: AuditActor,
  request: ApplicantsSelectionInput & ApplicantEmailInput,
): Promise<ApplicantsActionResult> => {
  return act(deps, actor, request, () => ({
    action: 'email',
    decide: (application) => ({
      fields: null,
      audit: { before: {}, after: { subject: request.subject } },
      mail: mailTo(
        application,
        actor,
        'custom',
        customMessageEmail({
          firstName: application.candidate.firstName,
          jobTitle: application.jobTitle,
          subject: request.subject,
          body: request.body,
          applicationsLink: myApplicationsLink(deps),
        }),
        true,
      ),
    }),
  }));
};

/**
 * Rejects the selected applicants with the admin's (editable) text: status 'rejected' ('Not
 * selected' on the candidate's timeline) and the rejection mail; 'Mail has been Sent.' Applicants
 * already decided, withdrawn or removed are skipped.
 */
export const rejectApplicants = async (
  deps: Deps,
  actor: AuditActor,
  request: ApplicantsSelectionInput & { body: string },
): Promise<ApplicantsActionResult> => {
  return act(deps, actor, request, () => ({
    action: 'reject',
    decide: (application) => {
      const refusal = rejectionRefusal(application);
      if (refusal) return { skip: refusal };
      const change = statusChange(application, 'rejected');
      return {
        status: change.status,
        fields: null,
        audit: change,
        mail: mailTo(
          application,
          actor,
          'rejection',
          rejectionEmail({
            firstName: application.candidate.firstName,
            jobTitle: application.jobTitle,
            body: request.body,
          }),
        ),
      };
    },
  }));
};

/**
 * Sends the CV-submitted mail again (spec section 7's send-CvSubmit-email, which an admin calls
 * here): the same mail as at applying. No status change.
 */
export const resendCvSubmittedMail = async (
  deps: Deps,
  actor: AuditActor,
  selection: ApplicantsSelectionInput,
): Promise<ApplicantsActionResult> => {
  return act(deps, actor, selection, () => ({
    action: 'cv-submitted-mail',
    decide: (application) => ({
      fields: null,
      audit: { before: {}, after: { mail: 'cv-submitted' } },
      mail: mailTo(
        application,
        actor,
        'cv-submitted',
        cvSubmittedEmail({
          firstName: application.candidate.firstName,
          jobTitle: application.jobTitle,
          resumeFileName: application.candidate.resume?.fileName ?? null,
          applicationsLink: myApplicationsLink(deps),
        }),
      ),
    }),
  }));
};

import type { AnyObjectSchema, InferType } from 'yup';

import { forgotPasswordSchema } from '../schemas/account.ts';
import {
  applicantOfJobSchema,
  applicantReviewSchema,
  applicantsSelectionSchema,
  cancelInterviewSchema,
  emailApplicantsSchema,
  inviteToInterviewSchema,
  jobOfApplicantsSchema,
  recordCvDownloadsSchema,
  recordInterviewOutcomeSchema,
  rejectApplicantsSchema,
  retryMailSchema,
  saveRemarksSchema,
  scheduleInterviewSchema,
} from '../schemas/applicants.ts';
import type { InterviewResult } from '../types/interview.ts';
import { applyToJobInputSchema } from '../schemas/application.ts';
import {
  decideApplicantsSchema,
  markTopCandidatesSchema,
  undoNotSelectedSchema,
} from '../schemas/decisions.ts';
import {
  createCatalogEntryInputSchema,
  deleteCatalogEntryInputSchema,
  reorderDepartmentsSchema,
  updateCatalogEntryInputSchema,
  type CreateCatalogEntryInput,
  type UpdateCatalogEntryInput,
} from '../schemas/catalog.ts';
import { emptyInputSchema } from '../schemas/common.ts';
import { insightsQuerySchema } from '../schemas/insights.ts';
import type { InsightsReport } from '../rules/insights.ts';
import {
  candidateRefSchema,
  eraseCandidateSchema,
  exportCandidateDataSchema,
  keepAccountSchema,
  retentionPolicySchema,
  setLegalHoldSchema,
} from '../schemas/data-rights.ts';
import {
  jobIdSchema,
  jobIdsSchema,
  jobSchema,
  jobStatusSchema,
  updateJobInputSchema,
} from '../schemas/job.ts';
import {
  attachProfileFileSchema,
  educationAndCareerRequestSchema,
  personalDetailsRequestSchema,
  privacyAcceptanceRequestSchema,
} from '../schemas/profile.ts';
import {
  applicantRefSchema,
  focusEventSchema,
  grantExtraTimeSchema,
  questionImageSchema,
  questionRefSchema,
  saveAnswerSchema,
  startTestSchema,
  submitStepSchema,
  testIdSchema,
  testSessionRefSchema,
} from '../schemas/test-session.ts';
import { acceptAdminInvitationSchema, inviteAdminSchema, removeAdminSchema } from '../schemas/team.ts';
import { addTestQuestionsInputSchema, testSchema, updateTestInputSchema } from '../schemas/test.ts';
import type { SendPasswordResetEmailResult, SendVerificationEmailResult } from '../types/account.ts';
import type {
  ApplicantReview,
  ApplicantsActionResult,
  IsoDates,
  ListCvDownloadsResult,
  RecordCvDownloadsResult,
  RemoveApplicantResult,
  RetryMailResult,
  SaveRemarksResult,
  TopCandidatesResult,
} from '../types/applicants.ts';
import type { ApplyToJobResult, WithdrawApplicationResult } from '../types/application.ts';
import type { CatalogUpdateResult, CatalogWriteResult, ReorderDepartmentsResult } from '../types/catalog.ts';
import type {
  CandidateDataExport,
  CandidateDataRightsView,
  EraseCandidateResult,
  KeepAccountResult,
  RetentionPolicyResult,
  SetLegalHoldResult,
} from '../types/data-rights.ts';
import type { HideJobsResult, JobWriteResult } from '../types/job.ts';
import type {
  AcceptPrivacyPolicyResult,
  AttachProfileFileResult,
  SavePersonalDetailsResult,
  StepResult,
  SubmitProfileResult,
} from '../types/profile.ts';
import type {
  AcceptAdminInvitationResult,
  AdminTeam,
  InviteAdminResult,
  RemoveAdminResult,
} from '../types/team.ts';
import type {
  ApplicantTestResult,
  ExtraTimeResult,
  FocusCounts,
  QuestionImage,
  SavedAnswer,
  TestCreateResult,
  TestPreview,
  TestSessionView,
  TestWithQuestions,
  TestWriteResult,
} from '../types/test.ts';
import type { CallableName } from './names.ts';
import type { RefusalReason } from './refusals.ts';

// The contract between the web app and the functions (ARCHITECTURE section 2): one entry per
// callable with who may call it, the schema its input is checked with first, the type it answers
// and the refusal reasons it can give besides those its access and its schema imply. The functions
// build each `onCall` from its entry (functions/src/lib/callable.ts), so a handler answering
// another type does not compile; the web app calls callables only by these names and types.

/**
 * Who may call: anyone; any signed-in account; a signed-in candidate (not an administrator); an
 * administrator (the `admin` claim).
 */
export type CallableAccess = 'public' | 'signed-in' | 'candidate' | 'admin';

/** The refusals every callable of an access level can give without declaring them. */
export const ACCESS_REFUSALS = {
  public: [],
  'signed-in': ['sign-in-required'],
  candidate: ['sign-in-required', 'candidates-only'],
  admin: ['sign-in-required', 'admins-only'],
} as const satisfies Record<CallableAccess, readonly RefusalReason[]>;

/** Every callable can refuse its input, with per-field messages. */
export const INPUT_REFUSAL = 'invalid-input' satisfies RefusalReason;

export type CallableEntry<
  Input extends object,
  Output,
  Access extends CallableAccess,
  Refusal extends RefusalReason,
> = {
  readonly access: Access;
  /** Checked before the handler runs; its failures are 'invalid-input' with per-field messages. */
  readonly input: AnyObjectSchema;
  /** What the handler may refuse with, besides ACCESS_REFUSALS[access] and 'invalid-input'. */
  readonly refusals: readonly Refusal[];
  /** Types only, never set: what the caller sends and what the callable answers. */
  readonly types?: { readonly input: Input; readonly output: Output };
};

/**
 * One table entry: `callable<Output>()({ access, input, refusals })`. The input type is the schema's
 * (yup's InferType); `callable<Output, Input>()` names a narrower one (a union per catalog kind),
 * which must still be one the schema accepts.
 */
export const callable =
  <Output, Input extends object = never>() =>
  <
    const Access extends CallableAccess,
    Schema extends AnyObjectSchema,
    const Refusal extends RefusalReason = never,
  >(entry: {
    access: Access;
    input: Schema & ([Input] extends [never] ? unknown : Input extends InferType<Schema> ? unknown : never);
    refusals: readonly Refusal[];
  }): CallableEntry<[Input] extends [never] ? InferType<Schema> : Input, Output, Access, Refusal> =>
    entry;

const ADMIN = 'admin';
const CANDIDATE = 'candidate';

/** The applicants of a job named in a batch action that are not its applicants: 'not-found'. */
const BATCH = ['not-found'] as const;

/** What a candidate's test session call can meet: no session, or one that has ended. */
const SESSION = ['test-not-started', 'test-submitted', 'test-time-over'] as const;

/** A profile call: the account needs an email, and the body's email must be the account's. */
const PROFILE = ['account-has-no-email', 'not-yours'] as const;

export const CALLABLES = {
  // accounts
  sendPasswordResetEmail: callable<SendPasswordResetEmailResult>()({
    access: 'public',
    input: forgotPasswordSchema,
    refusals: ['rate-limited'],
  }),
  sendVerificationEmail: callable<SendVerificationEmailResult>()({
    access: 'signed-in',
    input: emptyInputSchema,
    refusals: ['account-has-no-email', 'email-already-confirmed', 'rate-limited', 'mail-not-sent'],
  }),

  // jobs
  createJob: callable<JobWriteResult>()({ access: ADMIN, input: jobSchema, refusals: [] }),
  updateJob: callable<JobWriteResult>()({
    access: ADMIN,
    input: updateJobInputSchema,
    refusals: ['not-found', 'job-deleted'],
  }),
  deleteJob: callable<JobWriteResult>()({ access: ADMIN, input: jobIdSchema, refusals: ['not-found'] }),
  restoreJob: callable<JobWriteResult>()({ access: ADMIN, input: jobIdSchema, refusals: ['not-found'] }),
  hideJobs: callable<HideJobsResult>()({ access: ADMIN, input: jobIdsSchema, refusals: ['not-found'] }),
  changeJobStatus: callable<JobWriteResult>()({
    access: ADMIN,
    input: jobStatusSchema,
    refusals: ['not-found', 'job-deleted', 'job-ended'],
  }),

  // catalogs
  createCatalogEntry: callable<CatalogWriteResult, CreateCatalogEntryInput>()({
    access: ADMIN,
    input: createCatalogEntryInputSchema,
    refusals: ['already-exists'],
  }),
  updateCatalogEntry: callable<CatalogUpdateResult, UpdateCatalogEntryInput>()({
    access: ADMIN,
    input: updateCatalogEntryInputSchema,
    refusals: ['not-found'],
  }),
  deleteCatalogEntry: callable<CatalogWriteResult>()({
    access: ADMIN,
    input: deleteCatalogEntryInputSchema,
    refusals: ['not-found', 'in-use'],
  }),
  // 'invalid-input' too when the ids are not exactly the departments (one added or deleted meanwhile).
  reorderDepartments: callable<ReorderDepartmentsResult>()({
    access: ADMIN,
    input: reorderDepartmentsSchema,
    refusals: [],
  }),

  // the profile wizard
  attachProfileFile: callable<AttachProfileFileResult>()({
    access: CANDIDATE,
    input: attachProfileFileSchema,
    refusals: PROFILE,
  }),
  savePersonalDetails: callable<SavePersonalDetailsResult>()({
    access: CANDIDATE,
    input: personalDetailsRequestSchema,
    refusals: PROFILE,
  }),
  saveEducationAndCareer: callable<StepResult>()({
    access: CANDIDATE,
    input: educationAndCareerRequestSchema,
    refusals: PROFILE,
  }),
  acceptPrivacyPolicy: callable<AcceptPrivacyPolicyResult>()({
    access: CANDIDATE,
    input: privacyAcceptanceRequestSchema,
    refusals: PROFILE,
  }),
  submitProfile: callable<SubmitProfileResult>()({
    access: CANDIDATE,
    input: emptyInputSchema,
    refusals: ['account-has-no-email', 'profile-incomplete'],
  }),

  // applying
  applyToJob: callable<ApplyToJobResult>()({
    access: CANDIDATE,
    input: applyToJobInputSchema,
    refusals: [
      'email-unconfirmed',
      'job-unavailable',
      'applications-closed',
      'already-applied',
      'application-withdrawn',
      'profile-incomplete',
      'policy-not-accepted',
      'resume-unavailable',
      'resume-changed',
    ],
  }),
  withdrawApplication: callable<WithdrawApplicationResult>()({
    access: CANDIDATE,
    input: jobIdSchema,
    refusals: ['not-found', 'already-withdrawn', 'withdrawal-closed'],
  }),

  // assessments: the admin's tests
  createTest: callable<TestCreateResult>()({ access: ADMIN, input: testSchema, refusals: [] }),
  updateTest: callable<TestWriteResult>()({
    access: ADMIN,
    input: updateTestInputSchema,
    refusals: ['not-found'],
  }),
  deleteTest: callable<TestWriteResult>()({
    access: ADMIN,
    input: testIdSchema,
    refusals: ['not-found', 'in-use'],
  }),
  addTestQuestions: callable<TestWithQuestions>()({
    access: ADMIN,
    input: addTestQuestionsInputSchema,
    refusals: ['not-found'],
  }),
  deleteTestQuestion: callable<TestWithQuestions>()({
    access: ADMIN,
    input: questionRefSchema,
    refusals: ['not-found', 'in-use'],
  }),
  grantExtraTime: callable<ExtraTimeResult>()({
    access: ADMIN,
    input: grantExtraTimeSchema,
    refusals: ['not-found'],
  }),
  getApplicantTestResult: callable<ApplicantTestResult>()({
    access: ADMIN,
    input: applicantRefSchema,
    refusals: ['not-found'],
  }),
  previewTest: callable<TestPreview>()({ access: ADMIN, input: testIdSchema, refusals: ['not-found'] }),

  // assessments: the candidate's session
  startTest: callable<TestSessionView>()({
    access: CANDIDATE,
    input: startTestSchema,
    refusals: ['test-not-invited', 'test-invitation-closed', 'not-found', 'test-bank-empty'],
  }),
  getTestSession: callable<TestSessionView>()({
    access: CANDIDATE,
    input: testSessionRefSchema,
    refusals: ['test-not-started'],
  }),
  saveAnswer: callable<SavedAnswer>()({
    access: CANDIDATE,
    input: saveAnswerSchema,
    refusals: [...SESSION, 'question-not-on-screen', 'not-found'],
  }),
  submitStep: callable<TestSessionView>()({
    access: CANDIDATE,
    input: submitStepSchema,
    refusals: SESSION,
  }),
  recordFocusLoss: callable<FocusCounts>()({
    access: CANDIDATE,
    input: focusEventSchema,
    refusals: ['test-not-started'],
  }),
  getQuestionImage: callable<QuestionImage>()({
    access: CANDIDATE,
    input: questionImageSchema,
    refusals: [...SESSION, 'not-found'],
  }),

  // applicants
  shortlistApplicants: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: applicantsSelectionSchema,
    refusals: BATCH,
  }),
  inviteApplicantsToTest: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: applicantsSelectionSchema,
    refusals: [...BATCH, 'job-has-no-test'],
  }),
  inviteApplicantsToInterview: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: inviteToInterviewSchema,
    refusals: BATCH,
  }),
  emailApplicants: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: emailApplicantsSchema,
    refusals: BATCH,
  }),
  rejectApplicants: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: rejectApplicantsSchema,
    refusals: BATCH,
  }),
  removeApplicant: callable<RemoveApplicantResult>()({
    access: ADMIN,
    input: applicantOfJobSchema,
    refusals: ['not-found'],
  }),
  markTopCandidates: callable<TopCandidatesResult>()({
    access: ADMIN,
    input: markTopCandidatesSchema,
    refusals: ['not-found', 'job-not-closed', 'none-shortlisted'],
  }),
  selectApplicants: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: decideApplicantsSchema,
    refusals: BATCH,
  }),
  markApplicantsNotSelected: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: decideApplicantsSchema,
    refusals: BATCH,
  }),
  undoNotSelected: callable<ApplicantsActionResult>()({
    access: ADMIN,
    input: undoNotSelectedSchema,
    refusals: [...BATCH, 'decision-mailed'],
  }),
  saveRemarks: callable<SaveRemarksResult>()({
    access: ADMIN,
    input: saveRemarksSchema,
    refusals: ['not-found'],
  }),
  recordCvDownloads: callable<RecordCvDownloadsResult>()({
    access: ADMIN,
    input: recordCvDownloadsSchema,
    refusals: ['not-found'],
  }),
  listCvDownloads: callable<ListCvDownloadsResult>()({
    access: ADMIN,
    input: jobOfApplicantsSchema,
    refusals: ['not-found'],
  }),
  getApplicantReview: callable<ApplicantReview>()({
    access: ADMIN,
    input: applicantReviewSchema,
    refusals: ['not-found'],
  }),
  // interviews (issue 20): one applicant's, from the review page
  scheduleInterview: callable<InterviewResult>()({
    access: ADMIN,
    input: scheduleInterviewSchema,
    refusals: ['not-found', 'applicant-not-eligible'],
  }),
  cancelInterview: callable<InterviewResult>()({
    access: ADMIN,
    input: cancelInterviewSchema,
    refusals: ['not-found'],
  }),
  recordInterviewOutcome: callable<InterviewResult>()({
    access: ADMIN,
    input: recordInterviewOutcomeSchema,
    refusals: ['not-found', 'applicant-not-eligible'],
  }),

  // mail
  retryMail: callable<RetryMailResult>()({ access: ADMIN, input: retryMailSchema, refusals: ['not-found'] }),

  // the admin team
  listAdmins: callable<AdminTeam>()({ access: ADMIN, input: emptyInputSchema, refusals: [] }),
  inviteAdmin: callable<InviteAdminResult>()({
    access: ADMIN,
    input: inviteAdminSchema,
    refusals: ['already-admin'],
  }),
  // Any signed-in account: the invitee is not an admin yet.
  acceptAdminInvitation: callable<AcceptAdminInvitationResult>()({
    access: 'signed-in',
    input: acceptAdminInvitationSchema,
    refusals: ['link-invalid', 'invitation-expired', 'invitation-used', 'invitation-wrong-account'],
  }),
  removeAdmin: callable<RemoveAdminResult>()({
    access: ADMIN,
    input: removeAdminSchema,
    refusals: ['not-found', 'last-admin', 'cannot-remove-self'],
  }),
  // data rights: a candidate for themself, an admin for any candidate
  exportCandidateData: callable<CandidateDataExport>()({
    access: 'signed-in',
    input: exportCandidateDataSchema,
    refusals: ['not-yours', 'not-found'],
  }),
  eraseCandidate: callable<EraseCandidateResult>()({
    access: 'signed-in',
    input: eraseCandidateSchema,
    refusals: ['not-yours', 'not-found', 'wrong-password', 'legal-hold'],
  }),
  setLegalHold: callable<SetLegalHoldResult>()({
    access: ADMIN,
    input: setLegalHoldSchema,
    refusals: ['not-found'],
  }),
  getCandidateDataRights: callable<CandidateDataRightsView>()({
    access: ADMIN,
    input: candidateRefSchema,
    refusals: ['not-found'],
  }),
  keepAccount: callable<KeepAccountResult>()({
    access: 'public',
    input: keepAccountSchema,
    refusals: ['link-invalid'],
  }),
  getRetentionPolicy: callable<RetentionPolicyResult>()({
    access: ADMIN,
    input: emptyInputSchema,
    refusals: [],
  }),
  setRetentionPolicy: callable<RetentionPolicyResult>()({
    access: ADMIN,
    input: retentionPolicySchema,
    refusals: [],
  }),
  // hiring insights (issue 22): the same figures as GET /api/admin/insights
  getHiringInsights: callable<InsightsReport>()({ access: ADMIN, input: insightsQuerySchema, refusals: [] }),
} as const satisfies Record<CallableName, CallableEntry<object, unknown, CallableAccess, RefusalReason>>;

type Table = typeof CALLABLES;
type TypesOf<N extends CallableName> = NonNullable<Table[N]['types']>;

/** What callable `N` takes. */
export type CallableInput<N extends CallableName> = TypesOf<N>['input'];

/**
 * What a client sends callable `N`: its input as JSON carries it, a Date as its text (ISO 8601, or
 * 'YYYY-MM-DD' for the job's dates), which the callable's schema reads back into a Date. The handler
 * gets `CallableInput<N>`, what the schema makes of it; the two differ only in those dates.
 */
export type CallableRequest<N extends CallableName> = IsoDates<CallableInput<N>>;

/** What callable `N` answers. */
export type CallableOutput<N extends CallableName> = TypesOf<N>['output'];

/** Who may call `N`. */
export type CallableAccessOf<N extends CallableName> = Table[N]['access'];

/** Every refusal `N` can give: declared, implied by its access, and its input's. */
export type CallableRefusal<N extends CallableName> =
  Table[N]['refusals'][number] | (typeof ACCESS_REFUSALS)[CallableAccessOf<N>][number] | typeof INPUT_REFUSAL;

/** The reasons callable `name` may refuse with (the functions check every refusal against these). */
export const refusalsOf = (name: CallableName): ReadonlySet<RefusalReason> =>
  new Set<RefusalReason>([
    ...CALLABLES[name].refusals,
    ...ACCESS_REFUSALS[CALLABLES[name].access],
    INPUT_REFUSAL,
  ]);

// The callables' names on their own, without their schemas: what a page may import at run time
// without loading yup (the table, ./table.ts, holds the schemas). The table must name exactly these
// (table.test.ts); functions/src/index.ts exports exactly these (functions/src/callables.test.ts).

export const CALLABLE_NAMES = [
  // accounts
  'sendPasswordResetEmail',
  'sendVerificationEmail',
  // jobs
  'createJob',
  'updateJob',
  'deleteJob',
  'restoreJob',
  'hideJobs',
  'changeJobStatus',
  // catalogs
  'createCatalogEntry',
  'updateCatalogEntry',
  'deleteCatalogEntry',
  'reorderDepartments',
  // the profile wizard
  'attachProfileFile',
  'savePersonalDetails',
  'saveEducationAndCareer',
  'acceptPrivacyPolicy',
  'submitProfile',
  // applying
  'applyToJob',
  'withdrawApplication',
  // assessments: the admin's tests
  'createTest',
  'updateTest',
  'deleteTest',
  'addTestQuestions',
  'deleteTestQuestion',
  'grantExtraTime',
  'getApplicantTestResult',
  'previewTest',
  // assessments: the candidate's session
  'startTest',
  'getTestSession',
  'saveAnswer',
  'submitStep',
  'recordFocusLoss',
  'getQuestionImage',
  // applicants
  'shortlistApplicants',
  'inviteApplicantsToTest',
  'inviteApplicantsToInterview',
  'emailApplicants',
  'rejectApplicants',
  'removeApplicant',
  'markTopCandidates',
  'selectApplicants',
  'markApplicantsNotSelected',
  'undoNotSelected',
  'saveRemarks',
  'recordCvDownloads',
  'listCvDownloads',
  'getApplicantReview',
  // interviews
  'scheduleInterview',
  'cancelInterview',
  'recordInterviewOutcome',
  // mail
  'retryMail',
  // the admin team
  'listAdmins',
  'inviteAdmin',
  'acceptAdminInvitation',
  'removeAdmin',
  // data rights
  'exportCandidateData',
  'eraseCandidate',
  'setLegalHold',
  'getCandidateDataRights',
  'keepAccount',
  'getRetentionPolicy',
  'setRetentionPolicy',
  // hiring insights
  'getHiringInsights',
] as const;

export type CallableName = (typeof CALLABLE_NAMES)[number];

export const isCallableName = (value: unknown): value is CallableName =>
  typeof value === 'string' && (CALLABLE_NAMES as readonly string[]).includes(value);

export { REFUSALS, REFUSAL_REASONS, isRefusalReason, type RefusalReason } from './refusals.ts';

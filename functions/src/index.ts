// Entry point: only re-exports functions (STYLE.md). Each export is one deployed function: the
// `api` app, one callable per entry of the domain's table (CALLABLES) and the schedules
// (index.test.ts checks that these are all).
export { api } from './http/api.ts';
export { sendPasswordResetEmail, sendVerificationEmail } from './accounts/callables/account-callables.ts';
export {
  changeJobStatus,
  createJob,
  deleteJob,
  hideJobs,
  restoreJob,
  updateJob,
} from './jobs/callables/jobs-callables.ts';
export { sweepEndedJobs } from './jobs/scheduled/close-ended-jobs.ts';
export {
  createCatalogEntry,
  deleteCatalogEntry,
  updateCatalogEntry,
} from './catalogs/callables/catalog-callables.ts';
export {
  acceptPrivacyPolicy,
  attachProfileFile,
  saveEducationAndCareer,
  savePersonalDetails,
  submitProfile,
} from './profiles/callables/profile-callables.ts';
export { applyToJob, withdrawApplication } from './applications/callables/applications-callables.ts';
export { sweepApplicationResumeCopies } from './applications/scheduled/sweep-resume-copies.ts';
export {
  addTestQuestions,
  createTest,
  deleteTest,
  deleteTestQuestion,
  getApplicantTestResult,
  grantExtraTime,
  previewTest,
  updateTest,
} from './assessments/callables/tests-callables.ts';
export {
  getQuestionImage,
  getTestSession,
  recordFocusLoss,
  saveAnswer,
  startTest,
  submitStep,
} from './assessments/callables/test-session-callables.ts';
export { sweepExpiredTestSessions } from './assessments/scheduled/sweep-expired-sessions.ts';
export {
  emailApplicants,
  getApplicantReview,
  inviteApplicantsToInterview,
  inviteApplicantsToTest,
  listCvDownloads,
  markTopCandidates,
  recordCvDownloads,
  rejectApplicants,
  removeApplicant,
  saveRemarks,
  shortlistApplicants,
} from './applicants/callables/applicants-callables.ts';
export { retryMail } from './mail/callables/mail-callables.ts';
export { retryFailedMail } from './mail/scheduled/retry-due-mail.ts';
export { getHiringInsights } from './insights/callables/insights-callables.ts';

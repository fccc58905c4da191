// Entry point: only re-exports functions (STYLE.md). Each export is one deployed function: the
// `api` app, one callable per entry of the domain's table (CALLABLES) and the schedules
// (index.test.ts checks that these are all). They come from each capability's triggers.ts, which
// loads a function's code on its first call (lib/triggers.ts): loading this module, which every
// instance does first, defines the triggers and loads nothing else.
export { api } from './http/api.ts';
export { sendPasswordResetEmail, sendVerificationEmail } from './accounts/triggers.ts';
export {
  changeJobStatus,
  createJob,
  deleteJob,
  hideJobs,
  restoreJob,
  sweepEndedJobs,
  updateJob,
} from './jobs/triggers.ts';
export {
  createCatalogEntry,
  deleteCatalogEntry,
  reorderDepartments,
  updateCatalogEntry,
} from './catalogs/triggers.ts';
export {
  acceptPrivacyPolicy,
  attachProfileFile,
  saveEducationAndCareer,
  savePersonalDetails,
  submitProfile,
  sweepUnattachedUploads,
} from './profiles/triggers.ts';
export { applyToJob, sweepApplicationResumeCopies, withdrawApplication } from './applications/triggers.ts';
export {
  addTestQuestions,
  createTest,
  deleteTest,
  deleteTestQuestion,
  getApplicantTestResult,
  getQuestionImage,
  getTestSession,
  grantExtraTime,
  previewTest,
  recordFocusLoss,
  saveAnswer,
  startTest,
  submitStep,
  sweepExpiredTestSessions,
  updateTest,
} from './assessments/triggers.ts';
export {
  cancelInterview,
  emailApplicants,
  getApplicantReview,
  inviteApplicantsToInterview,
  inviteApplicantsToTest,
  listCvDownloads,
  markApplicantsNotSelected,
  markTopCandidates,
  recordCvDownloads,
  recordInterviewOutcome,
  rejectApplicants,
  removeApplicant,
  saveRemarks,
  selectApplicants,
  scheduleInterview,
  sendInterviewReminders,
  shortlistApplicants,
  undoNotSelected,
} from './applicants/triggers.ts';
export { retryFailedMail, retryMail } from './mail/triggers.ts';
export { acceptAdminInvitation, inviteAdmin, listAdmins, removeAdmin } from './team/triggers.ts';
export {
  eraseCandidate,
  exportCandidateData,
  getCandidateDataRights,
  getRetentionPolicy,
  keepAccount,
  resumeErasures,
  setLegalHold,
  setRetentionPolicy,
  sweepRetention,
} from './datarights/triggers.ts';
export { getHiringInsights } from './insights/triggers.ts';

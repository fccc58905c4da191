// The services as their callables call them: the last argument (the input) checked with the
// callable's schema first (asCallable). Tests of a service call these with what a client sends.

import {
  emailApplicants as emailApplicantsService,
  inviteApplicantsToInterview as inviteApplicantsToInterviewService,
  inviteApplicantsToTest as inviteApplicantsToTestService,
  rejectApplicants as rejectApplicantsService,
  shortlistApplicants as shortlistApplicantsService,
} from '../applicants/services/applicant-actions.ts';
import { getApplicantReview as getApplicantReviewService } from '../applicants/services/applicant-review.ts';
import {
  listCvDownloads as listCvDownloadsService,
  recordCvDownloads as recordCvDownloadsService,
} from '../applicants/services/cv-downloads.ts';
import {
  cancelInterview as cancelInterviewService,
  recordInterviewOutcome as recordInterviewOutcomeService,
  scheduleInterview as scheduleInterviewService,
} from '../applicants/services/interviews.ts';
import { saveRemarks as saveRemarksService } from '../applicants/services/remarks.ts';
import { removeApplicant as removeApplicantService } from '../applicants/services/remove-applicant.ts';
import { markTopCandidates as markTopCandidatesService } from '../applicants/services/top-candidates.ts';
import {
  markApplicantsNotSelected as markApplicantsNotSelectedService,
  selectApplicants as selectApplicantsService,
  undoNotSelected as undoNotSelectedService,
} from '../applicants/services/decisions.ts';
import { getQuestionImage as getQuestionImageService } from '../assessments/services/question-image-access.ts';
import {
  addQuestions as addQuestionsService,
  deleteQuestion as deleteQuestionService,
} from '../assessments/services/questions-service.ts';
import {
  getApplicantTestResult as getApplicantTestResultService,
  grantExtraTime as grantExtraTimeService,
} from '../assessments/services/session-admin.ts';
import {
  getTestSession as getTestSessionService,
  recordFocusEvent as recordFocusEventService,
  saveAnswer as saveAnswerService,
  startTest as startTestService,
  submitStep as submitStepService,
} from '../assessments/services/test-sessions.ts';
import {
  createTest as createTestService,
  deleteTest as deleteTestService,
  updateTest as updateTestService,
} from '../assessments/services/tests-service.ts';
import {
  changeJobStatus as changeJobStatusService,
  deleteJob as deleteJobService,
  hideJobs as hideJobsService,
  restoreJob as restoreJobService,
} from '../jobs/services/job-actions.ts';
import { createJob as createJobService, updateJob as updateJobService } from '../jobs/services/save-job.ts';
import { asCallable } from './checked-input.ts';

export const addQuestions = asCallable('addTestQuestions', addQuestionsService);
export const cancelInterview = asCallable('cancelInterview', cancelInterviewService);
export const changeJobStatus = asCallable('changeJobStatus', changeJobStatusService);
export const createJob = asCallable('createJob', createJobService);
export const createTest = asCallable('createTest', createTestService);
export const deleteJob = asCallable('deleteJob', deleteJobService);
export const deleteQuestion = asCallable('deleteTestQuestion', deleteQuestionService);
export const deleteTest = asCallable('deleteTest', deleteTestService);
export const emailApplicants = asCallable('emailApplicants', emailApplicantsService);
export const getApplicantReview = asCallable('getApplicantReview', getApplicantReviewService);
export const getApplicantTestResult = asCallable('getApplicantTestResult', getApplicantTestResultService);
export const getQuestionImage = asCallable('getQuestionImage', getQuestionImageService);
export const getTestSession = asCallable('getTestSession', getTestSessionService);
export const grantExtraTime = asCallable('grantExtraTime', grantExtraTimeService);
export const hideJobs = asCallable('hideJobs', hideJobsService);
export const inviteApplicantsToInterview = asCallable(
  'inviteApplicantsToInterview',
  inviteApplicantsToInterviewService,
);
export const inviteApplicantsToTest = asCallable('inviteApplicantsToTest', inviteApplicantsToTestService);
export const listCvDownloads = asCallable('listCvDownloads', listCvDownloadsService);
export const markTopCandidates = asCallable('markTopCandidates', markTopCandidatesService);
export const selectApplicants = asCallable('selectApplicants', selectApplicantsService);
export const markApplicantsNotSelected = asCallable(
  'markApplicantsNotSelected',
  markApplicantsNotSelectedService,
);
export const undoNotSelected = asCallable('undoNotSelected', undoNotSelectedService);
export const recordCvDownloads = asCallable('recordCvDownloads', recordCvDownloadsService);
export const recordFocusEvent = asCallable('recordFocusLoss', recordFocusEventService);
export const recordInterviewOutcome = asCallable('recordInterviewOutcome', recordInterviewOutcomeService);
export const rejectApplicants = asCallable('rejectApplicants', rejectApplicantsService);
export const removeApplicant = asCallable('removeApplicant', removeApplicantService);
export const restoreJob = asCallable('restoreJob', restoreJobService);
export const saveAnswer = asCallable('saveAnswer', saveAnswerService);
export const saveRemarks = asCallable('saveRemarks', saveRemarksService);
export const scheduleInterview = asCallable('scheduleInterview', scheduleInterviewService);
export const shortlistApplicants = asCallable('shortlistApplicants', shortlistApplicantsService);
export const startTest = asCallable('startTest', startTestService);
export const submitStep = asCallable('submitStep', submitStepService);
export const updateJob = asCallable('updateJob', updateJobService);
export const updateTest = asCallable('updateTest', updateTestService);

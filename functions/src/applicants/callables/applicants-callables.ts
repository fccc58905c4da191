import { onCallable } from '../../lib/callable.ts';
import * as actions from '../services/applicant-actions.ts';
import * as review from '../services/applicant-review.ts';
import * as decisions from '../services/decisions.ts';
import * as downloads from '../services/cv-downloads.ts';
import * as interviews from '../services/interviews.ts';
import * as remarks from '../services/remarks.ts';
import * as removal from '../services/remove-applicant.ts';
import * as decision from '../services/top-candidates.ts';

// The applicants callables (admins only): each the same service call as its route
// (routes/applicants-router.ts), the input checked with the domain's schemas (schemas/applicants.ts).

/** `{ jobId, applicationIds }` → ApplicantsActionResult. */
export const shortlistApplicants = onCallable('shortlistApplicants', (input, { deps, caller }) =>
  actions.shortlistApplicants(deps, caller, input),
);

/** `{ jobId, applicationIds }` → ApplicantsActionResult ('Mail has been Sent.'). */
export const inviteApplicantsToTest = onCallable('inviteApplicantsToTest', (input, { deps, caller }) =>
  actions.inviteApplicantsToTest(deps, caller, input),
);

/**
 * `{ jobId, applicationIds, date, time, durationMinutes?, place, videoLink?, interviewers?, note }`
 * → ApplicantsActionResult.
 */
export const inviteApplicantsToInterview = onCallable(
  'inviteApplicantsToInterview',
  (input, { deps, caller }) => actions.inviteApplicantsToInterview(deps, caller, input),
);

/** `{ jobId, applicationIds, subject, body }` → ApplicantsActionResult. */
export const emailApplicants = onCallable('emailApplicants', (input, { deps, caller }) =>
  actions.emailApplicants(deps, caller, input),
);

/** `{ jobId, applicationIds, body }` → ApplicantsActionResult ('Mail has been Sent.'). */
export const rejectApplicants = onCallable('rejectApplicants', (input, { deps, caller }) =>
  actions.rejectApplicants(deps, caller, input),
);

/** `{ jobId, applicationId }` → `{ id, status: 'removed' }`. */
export const removeApplicant = onCallable('removeApplicant', (input, { deps, caller }) =>
  removal.removeApplicant(deps, caller, input),
);

/** `{ jobId }` (closed job) → `{ selected, notSelected }`. */
export const markTopCandidates = onCallable('markTopCandidates', (input, { deps, caller }) =>
  decision.markTopCandidates(deps, caller, input),
);

/** `{ jobId, ids, sendMail }` → ApplicantsActionResult: the chosen applicants selected. */
export const selectApplicants = onCallable('selectApplicants', (input, { deps, caller }) =>
  decisions.selectApplicants(deps, caller, input),
);

/** `{ jobId, ids, sendMail }` → ApplicantsActionResult: the chosen applicants not selected. */
export const markApplicantsNotSelected = onCallable('markApplicantsNotSelected', (input, { deps, caller }) =>
  decisions.markApplicantsNotSelected(deps, caller, input),
);

/** `{ jobId, ids }` → ApplicantsActionResult; 'decision-mailed' once the candidate was told. */
export const undoNotSelected = onCallable('undoNotSelected', (input, { deps, caller }) =>
  decisions.undoNotSelected(deps, caller, input),
);

/** `{ applicationId, remarks }` → `{ remarks: RemarkEntry[] }`. */
export const saveRemarks = onCallable('saveRemarks', (input, { deps, caller }) =>
  remarks.saveRemarks(deps, caller, input),
);

/** `{ jobId, applicationIds, archive, missing? }` → `{ recorded }`. */
export const recordCvDownloads = onCallable('recordCvDownloads', (input, { deps, caller }) =>
  downloads.recordCvDownloads(deps, caller, input),
);

/** `{ jobId }` → `{ downloads }`, newest first. */
export const listCvDownloads = onCallable('listCvDownloads', (input, { deps }) =>
  downloads.listCvDownloads(deps, input),
);

/** `{ applicationId }` → ApplicantReview. */
export const getApplicantReview = onCallable('getApplicantReview', (input, { deps }) =>
  review.getApplicantReview(deps, input),
);

/** `{ applicationId, date, time, durationMinutes?, place, videoLink?, interviewers?, note? }` → InterviewResult. */
export const scheduleInterview = onCallable('scheduleInterview', (input, { deps, caller }) =>
  interviews.scheduleInterview(deps, caller, input),
);

/** `{ applicationId, note? }` → InterviewResult. */
export const cancelInterview = onCallable('cancelInterview', (input, { deps, caller }) =>
  interviews.cancelInterview(deps, caller, input),
);

/** `{ applicationId, attendance, score?, notes? }` → InterviewResult. */
export const recordInterviewOutcome = onCallable('recordInterviewOutcome', (input, { deps, caller }) =>
  interviews.recordInterviewOutcome(deps, caller, input),
);

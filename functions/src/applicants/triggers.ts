// The applicants capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const applicantsCallables = () => import('./callables/applicants-callables.ts');

/** The batch actions write and mail up to 500 applicants (top candidates: every applicant of the
 * job): time for the transactions and the deliveries. */
const batch = { timeoutSeconds: 300 };

export const shortlistApplicants = callableTrigger('shortlistApplicants', applicantsCallables, batch);
export const inviteApplicantsToTest = callableTrigger('inviteApplicantsToTest', applicantsCallables, batch);
export const inviteApplicantsToInterview = callableTrigger(
  'inviteApplicantsToInterview',
  applicantsCallables,
  batch,
);
export const emailApplicants = callableTrigger('emailApplicants', applicantsCallables, batch);
export const rejectApplicants = callableTrigger('rejectApplicants', applicantsCallables, batch);
export const removeApplicant = callableTrigger('removeApplicant', applicantsCallables);
export const markTopCandidates = callableTrigger('markTopCandidates', applicantsCallables, batch);
export const selectApplicants = callableTrigger('selectApplicants', applicantsCallables, batch);
export const markApplicantsNotSelected = callableTrigger(
  'markApplicantsNotSelected',
  applicantsCallables,
  batch,
);
export const undoNotSelected = callableTrigger('undoNotSelected', applicantsCallables, batch);
export const saveRemarks = callableTrigger('saveRemarks', applicantsCallables);
export const recordCvDownloads = callableTrigger('recordCvDownloads', applicantsCallables);
export const listCvDownloads = callableTrigger('listCvDownloads', applicantsCallables);
export const getApplicantReview = callableTrigger('getApplicantReview', applicantsCallables);
export const scheduleInterview = callableTrigger('scheduleInterview', applicantsCallables);
export const cancelInterview = callableTrigger('cancelInterview', applicantsCallables);
export const recordInterviewOutcome = callableTrigger('recordInterviewOutcome', applicantsCallables);
export const sendInterviewReminders = scheduleTrigger(
  { schedule: 'every 15 minutes' },
  async () => (await import('./scheduled/send-interview-reminders.ts')).sendInterviewReminders,
);

import { ADMIN_QUERIES, useCallableMutation } from '@/hooks/use-callable-mutation';

// One applicant's interview from the review page (scheduleInterview, cancelInterview,
// recordInterviewOutcome; functions/src/applicants): each changes what the review, the job's
// applicants table and the dashboard show, so every admin read is refreshed.

export const useScheduleInterview = () =>
  useCallableMutation('scheduleInterview', { invalidates: [ADMIN_QUERIES] });

export const useCancelInterview = () =>
  useCallableMutation('cancelInterview', { invalidates: [ADMIN_QUERIES] });

export const useRecordInterviewOutcome = () =>
  useCallableMutation('recordInterviewOutcome', { invalidates: [ADMIN_QUERIES] });

import { ADMIN_QUERIES, useCallableMutation } from './use-callable-mutation';

// The applicant actions that both the job's applicants table and the applicant review offer: one
// client each, shared here rather than written in both features. A status change shows on the
// review, the job's applicants table and the dashboard alike, so every admin read is refreshed.

/** The callables that act on a selection of a job's applicants (functions/src/applicants). */
type ApplicantsAction =
  | 'shortlistApplicants'
  | 'inviteApplicantsToTest'
  | 'inviteApplicantsToInterview'
  | 'emailApplicants'
  | 'rejectApplicants'
  | 'selectApplicants'
  | 'markApplicantsNotSelected'
  | 'undoNotSelected';

export const useApplicantsAction = <N extends ApplicantsAction>(name: N) =>
  useCallableMutation(name, { invalidates: [ADMIN_QUERIES] });

/** Who downloaded which CVs of the job, and when: the applicants page's log. */
export const cvDownloadsQueryKey = (jobId: string) => [...ADMIN_QUERIES, 'cv-downloads', jobId] as const;

/** The audit trail of CV downloads (one CV opened, or the zip of many); the job's log reads it again. */
export const useRecordCvDownloads = () =>
  useCallableMutation('recordCvDownloads', {
    invalidates: (input) => [cvDownloadsQueryKey(input.jobId)],
  });

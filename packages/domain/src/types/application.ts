import type { CandidateSnapshot } from './profile.ts';

export const APPLICATION_STATUSES = [
  'applied',
  'shortlisted',
  'rejected',
  'not-selected',
  'removed',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export type ScreeningAnswer = {
  questionId: string;
  /** The question as it was asked, frozen with the answer. */
  title: string;
  limit: number;
  answer: string;
};

export type TestInvitation = {
  testId: string;
  /** The candidate-facing link: /user_tests/new/test/{jobId}/{testId}. */
  link: string;
  invitedAt: Date;
  taken: boolean;
  takenAt: Date | null;
};

/**
 * `applications/{jobId}_{uid}`: written only by functions. Holds nothing the candidate must not
 * see; remarks and score live in the admin-only `private/review` subdocument.
 */
export type Application = {
  jobId: string;
  jobTitle: string;
  uid: string;
  status: ApplicationStatus;
  /** Marked by "top candidates" on a closed job. */
  topCandidate: boolean;
  answers: ScreeningAnswer[];
  /** The profile exactly as submitted, so admins review what was sent. */
  candidate: CandidateSnapshot;
  privacyPolicyVersion: string;
  appliedAt: Date;
  updatedAt: Date;
  test: TestInvitation | null;
  interviewInvitedAt: Date | null;
};

/** `applications/{id}/private/review`: admin-only. */
export type ApplicationReview = {
  remarks: string;
  score: number | null;
  totalQuestions: number | null;
  updatedAt: Date;
  updatedBy: string;
};

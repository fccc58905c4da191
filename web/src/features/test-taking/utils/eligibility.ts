import type { Application } from '@careers/domain/types';

/** What the instructions page needs of the candidate's application to the job. */
export type InvitedApplication = Pick<Application, 'status' | 'test' | 'jobTitle'>;

export type TestEligibility =
  | { kind: 'invited' }
  /** Started before (the application is marked taken): Start resumes the same session. */
  | { kind: 'started' }
  | { kind: 'not-invited' }
  | { kind: 'closed' };

/** Decided against or given up: the server refuses to start their test (test-sessions.ts). */
const CLOSED: ReadonlySet<Application['status']> = new Set([
  'withdrawn',
  'removed',
  'rejected',
  'not-selected',
]);

/**
 * Whether the candidate may start (or resume) this test: their application to the job invites them
 * to exactly this test. A test already started may be resumed whatever happened to the application
 * since, as the server allows; a closed application cannot start one.
 */
export const testEligibility = (application: InvitedApplication | null, testId: string): TestEligibility => {
  if (!application?.test || application.test.testId !== testId) return { kind: 'not-invited' };
  if (application.test.taken) return { kind: 'started' };
  if (CLOSED.has(application.status)) return { kind: 'closed' };
  return { kind: 'invited' };
};

import type { Application, ApplicationStatus } from '@careers/domain/types';

/** A test the candidate has been invited to and has not taken yet. */
export type TestInvite = {
  jobId: string;
  testId: string;
  /** The test's instructions page: the invitation's link plus /instructions (spec section 2). */
  href: string;
};

/** Applications whose test can no longer be taken, whatever the invitation says. */
const CLOSED_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'rejected',
  'not-selected',
  'removed',
  'withdrawn',
]);

/** The in-app path of a test link, whether stored as a path or as a full URL. */
const pathOf = (link: string): string | null => {
  try {
    const url = new URL(link, 'http://in-app.invalid');
    return url.pathname.replace(/\/+$/, '') || null;
  } catch {
    return null;
  }
};

/**
 * The candidate's pending test invitation for the header's 'Test Invite' link: an application with
 * a test link that is not taken (and still open), the most recently invited first; null if none.
 */
export const pendingTestInvite = (
  applications: readonly Pick<Application, 'jobId' | 'status' | 'test'>[],
): TestInvite | null => {
  const pending = applications
    .filter(
      (application) =>
        application.test && !application.test.taken && !CLOSED_STATUSES.has(application.status),
    )
    .sort((a, b) => (b.test?.invitedAt.getTime() ?? 0) - (a.test?.invitedAt.getTime() ?? 0));
  for (const application of pending) {
    const path = application.test ? pathOf(application.test.link) : null;
    if (application.test && path) {
      return { jobId: application.jobId, testId: application.test.testId, href: `${path}/instructions` };
    }
  }
  return null;
};

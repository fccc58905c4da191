import type { TestSessionView } from '@careers/domain/types';

/**
 * A session view as the page keeps it: with how far the server's clock is ahead of this browser's
 * when the view arrived, so the countdown runs on the server's time (ARCHITECTURE section 4: the
 * server enforces the deadline, the page only shows it).
 */
export type LoadedTestSession = { view: TestSessionView; clockOffsetMs: number };

export const loadedSession = (view: TestSessionView, receivedAt: number = Date.now()): LoadedTestSession => ({
  view,
  clockOffsetMs: view.serverNow - receivedAt,
});

/** One cache entry per job: a candidate has at most one session of a job. */
export const testSessionQueryKey = (jobId: string) => ['test-session', jobId] as const;

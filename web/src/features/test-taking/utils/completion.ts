import { MESSAGES, TEST_TAKING_MESSAGES } from '@careers/domain/constants';
import type { TestSessionView } from '@careers/domain/types';

import { readCallableError } from '@/lib/callable-errors';

/** What the finished page says: the spec's time-over message when the deadline ended the test. */
export const completionMessage = (view: Pick<TestSessionView, 'completion' | 'message'>): string =>
  view.completion === 'time-over' ? (view.message ?? MESSAGES.testTimeOver) : TEST_TAKING_MESSAGES.finished;

/** Whether a callable refused because the test's time is over (the server has finalised it). */
export const isTimeOverError = (error: unknown): boolean =>
  readCallableError(error).reason === 'test-time-over';

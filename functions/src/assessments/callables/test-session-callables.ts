import { onCallable } from '../../lib/callable.ts';
import { getQuestionImage as getQuestionImageService } from '../services/question-image-access.ts';
import * as sessions from '../services/test-sessions.ts';

// The candidate's test callables: each the same service as its route where the spec has one
// (routes/user-tests-router.ts). The caller is always the session's owner: a session is named by
// the job and the caller's uid. Answers carry options as shown, never anything of the key.

/** `{ jobId, testId }` → the session view (step n of N, its questions, deadline, server now). */
export const startTest = onCallable('startTest', (input, { deps, caller }) =>
  sessions.startTest(deps, caller, input),
);

/** `{ jobId }` → the session view, for a reload or another device. */
export const getTestSession = onCallable('getTestSession', (input, { deps, caller }) =>
  sessions.getTestSession(deps, caller, input),
);

/** `{ jobId, questionId, options }` (or `option`) → `{ questionId, options, savedAt, deadline, serverNow }`. */
export const saveAnswer = onCallable('saveAnswer', (input, { deps, caller }) =>
  sessions.saveAnswer(deps, caller, input),
);

/**
 * `{ jobId, step, answers: [{ questionId, options }], focusLosses?, tabSwitches? }` → the session
 * view of the next step, or completed.
 */
export const submitStep = onCallable('submitStep', (input, { deps, caller }) =>
  sessions.submitStep(deps, caller, input),
);

/** `{ jobId, kind: 'focus-loss' | 'tab-switch' }` → `{ focusLosses, tabSwitches }`. */
export const recordFocusLoss = onCallable('recordFocusLoss', (input, { deps, caller }) =>
  sessions.recordFocusEvent(deps, caller, input),
);

/** `{ jobId, questionId }` → `{ questionId, dataUrl }` while the question is on screen. */
export const getQuestionImage = onCallable('getQuestionImage', (input, { deps, caller }) =>
  getQuestionImageService(deps, caller, input),
);

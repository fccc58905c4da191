import { FUNCTIONS_REGION, MESSAGES } from '@careers/domain';
import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';

import { defaultAdminDeps, type AdminDeps } from '../../admin/admin-deps.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { ServiceError } from '../../lib/service-error.ts';
import { getQuestionImage as getQuestionImageService } from '../services/question-image-access.ts';
import * as sessions from '../services/test-sessions.ts';

// The candidate's test callables: thin, each the same service as its route where the spec has one
// (routes/user-tests-router.ts). The caller is always the session's owner: a session is named by
// the job and the caller's uid. Answers carry options as shown, never anything of the key.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => AdminDeps;

const options: CallableOptions = { region: FUNCTIONS_REGION };

const candidateOf = (auth: CallableRequest['auth']): sessions.Candidate => {
  if (!auth) throw new ServiceError('unauthenticated', MESSAGES.signInRequired);
  return { uid: auth.uid };
};

/** `data`: `{ jobId, testId }` → the session view (step n of N, its questions, deadline, server now). */
export const handleStartTest = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessions.startTest(deps(), candidateOf(request.auth), request.data));

/** `data`: `{ jobId }` → the session view, for a reload or another device. */
export const handleGetTestSession = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessions.getTestSession(deps(), candidateOf(request.auth), request.data));

/** `data`: `{ jobId, questionId, options }` (or `option`) → `{ questionId, options, savedAt, deadline, serverNow }`. */
export const handleSaveAnswer = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessions.saveAnswer(deps(), candidateOf(request.auth), request.data));

/**
 * `data`: `{ jobId, step, answers: [{ questionId, options }], focusLosses?, tabSwitches? }` → the
 * session view of the next step, or completed.
 */
export const handleSubmitStep = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessions.submitStep(deps(), candidateOf(request.auth), request.data));

/** `data`: `{ jobId, kind: 'focus-loss' | 'tab-switch' }` → `{ focusLosses, tabSwitches }`. */
export const handleRecordFocusLoss = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessions.recordFocusEvent(deps(), candidateOf(request.auth), request.data));

/** `data`: `{ jobId, questionId }` → `{ questionId, dataUrl }` while the question is on screen. */
export const handleGetQuestionImage = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => getQuestionImageService(deps(), candidateOf(request.auth), request.data));

export const startTest = onCall(options, (request) => handleStartTest(request));
export const getTestSession = onCall(options, (request) => handleGetTestSession(request));
export const saveAnswer = onCall(options, (request) => handleSaveAnswer(request));
export const submitStep = onCall(options, (request) => handleSubmitStep(request));
export const recordFocusLoss = onCall(options, (request) => handleRecordFocusLoss(request));
export const getQuestionImage = onCall(options, (request) => handleGetQuestionImage(request));

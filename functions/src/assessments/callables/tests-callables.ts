import { onCall, type CallableRequest } from 'firebase-functions/v2/https';

import { defaultAdminDeps, type AdminDeps } from '../../admin/admin-deps.ts';
import { adminCallableOptions } from '../../admin/callable-options.ts';
import { adminActorOfCallable } from '../../admin/require-admin.ts';
import { callableBody } from '../../lib/callable-errors.ts';
import { inputObject } from '../../lib/service-error.ts';
import * as questions from '../services/questions-service.ts';
import * as sessionAdmin from '../services/session-admin.ts';
import { previewTest as previewTestService } from '../services/test-preview.ts';
import * as tests from '../services/tests-service.ts';

// The admin's test callables: thin, admin-only, each the same service call as its route
// (routes/tests-router.ts). Admins read tests and banks straight from Firestore (the rules allow
// them, and only them); every write goes through here. Errors arrive as HttpsError with per-field
// messages in `details.fields`.

type Request = Pick<CallableRequest, 'auth' | 'data'>;
type Deps = () => AdminDeps;

/** `data`: the test form's fields (testSchema, with `copyFrom`) → `{ id, _id, message: 'Test has been created.' }`. */
export const handleCreateTest = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => tests.createTest(deps(), adminActorOfCallable(request.auth), request.data));

/** `data`: `{ testId, test }` → `{ id, message: 'Test has been updated.' }`. */
export const handleUpdateTest = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const actor = adminActorOfCallable(request.auth);
    const { testId, test } = inputObject(request.data);
    return tests.updateTest(deps(), actor, testId, test);
  });

/** `data`: `{ testId }` → `{ id, message: 'Test has been deleted.' }`; refused naming the jobs that use it. */
export const handleDeleteTest = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const actor = adminActorOfCallable(request.auth);
    return tests.deleteTest(deps(), actor, inputObject(request.data)['testId']);
  });

/**
 * `data`: `{ testId, questions: [{ statement, type, image?, correctOptions, wrongOptions }] }` → the
 * test with its bank. Drafts without a statement are skipped, empty options dropped.
 */
export const handleAddTestQuestions = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const actor = adminActorOfCallable(request.auth);
    const data = inputObject(request.data);
    return questions.addQuestions(deps(), actor, data['testId'], data);
  });

/** `data`: `{ testId, questionId }` → the test with its bank. */
export const handleDeleteTestQuestion = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    const actor = adminActorOfCallable(request.auth);
    const { testId, questionId } = inputObject(request.data);
    return questions.deleteQuestion(deps(), actor, { testId, questionId });
  });

/** `data`: `{ jobId, applicantId, minutes }` → `{ extraMinutes, deadline, message }`. */
export const handleGrantExtraTime = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => sessionAdmin.grantExtraTime(deps(), adminActorOfCallable(request.auth), request.data));

/** `data`: `{ jobId, applicantId }` → session summary, score, totalQuestions and test details. */
export const handleGetApplicantTestResult = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    adminActorOfCallable(request.auth);
    return sessionAdmin.getApplicantTestResult(deps(), request.data);
  });

/**
 * `data`: `{ testId }` → a paper drawn as a candidate's would be, with the key marked (TestPreview).
 * Records nothing.
 */
export const handlePreviewTest = (request: Request, deps: Deps = defaultAdminDeps) =>
  callableBody(() => {
    adminActorOfCallable(request.auth);
    return previewTestService(deps(), request.data);
  });

export const createTest = onCall(adminCallableOptions, (request) => handleCreateTest(request));
export const updateTest = onCall(adminCallableOptions, (request) => handleUpdateTest(request));
export const deleteTest = onCall(adminCallableOptions, (request) => handleDeleteTest(request));
export const addTestQuestions = onCall(adminCallableOptions, (request) => handleAddTestQuestions(request));
export const deleteTestQuestion = onCall(adminCallableOptions, (request) =>
  handleDeleteTestQuestion(request),
);
export const grantExtraTime = onCall(adminCallableOptions, (request) => handleGrantExtraTime(request));
export const getApplicantTestResult = onCall(adminCallableOptions, (request) =>
  handleGetApplicantTestResult(request),
);
export const previewTest = onCall(adminCallableOptions, (request) => handlePreviewTest(request));

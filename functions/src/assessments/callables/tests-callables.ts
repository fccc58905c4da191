import { onCallable } from '../../lib/callable.ts';
import * as questions from '../services/questions-service.ts';
import * as sessionAdmin from '../services/session-admin.ts';
import { previewTest as previewTestService } from '../services/test-preview.ts';
import * as tests from '../services/tests-service.ts';

// The admin's test callables (admins only): each the same service call as its route
// (routes/tests-router.ts). Admins read tests and banks straight from Firestore (the rules allow
// them, and only them); every write goes through here.

/** The test form's fields (testSchema, with `copyFrom`) → `{ id, _id, message: 'Test has been created.' }`. */
export const createTest = onCallable('createTest', (input, { deps, caller }) =>
  tests.createTest(deps, caller, input),
);

/** `{ testId, test }` → `{ id, message: 'Test has been updated.' }`. */
export const updateTest = onCallable('updateTest', (input, { deps, caller }) =>
  tests.updateTest(deps, caller, input),
);

/** `{ testId }` → `{ id, message: 'Test has been deleted.' }`; 'in-use' naming the jobs that use it. */
export const deleteTest = onCallable('deleteTest', (input, { deps, caller }) =>
  tests.deleteTest(deps, caller, input),
);

/**
 * `{ testId, questions: [{ statement, type, image?, correctOptions, wrongOptions }] }` → the test
 * with its bank. Drafts without a statement are skipped, empty options dropped.
 */
export const addTestQuestions = onCallable('addTestQuestions', (input, { deps, caller }) =>
  questions.addQuestions(deps, caller, input),
);

/** `{ testId, questionId }` → the test with its bank. */
export const deleteTestQuestion = onCallable('deleteTestQuestion', (input, { deps, caller }) =>
  questions.deleteQuestion(deps, caller, input),
);

/** `{ jobId, applicantId, minutes }` → `{ extraMinutes, deadline, message }`. */
export const grantExtraTime = onCallable('grantExtraTime', (input, { deps, caller }) =>
  sessionAdmin.grantExtraTime(deps, caller, input),
);

/** `{ jobId, applicantId }` → session summary, score, totalQuestions and test details. */
export const getApplicantTestResult = onCallable('getApplicantTestResult', (input, { deps }) =>
  sessionAdmin.getApplicantTestResult(deps, input),
);

/** `{ testId }` → a paper drawn as a candidate's would be, with the key marked. Records nothing. */
export const previewTest = onCallable('previewTest', (input, { deps }) => previewTestService(deps, input));

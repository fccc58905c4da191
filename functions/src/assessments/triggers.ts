// The assessments capability's deployed functions (src/index.ts exports them): each trigger loads its
// module on its instance's first call, so a cold start loads only that function's code
// (lib/triggers.ts).
import { callableTrigger, scheduleTrigger } from '../lib/triggers.ts';

const testSessionCallables = () => import('./callables/test-session-callables.ts');
const testsCallables = () => import('./callables/tests-callables.ts');

export const startTest = callableTrigger('startTest', testSessionCallables);
export const getTestSession = callableTrigger('getTestSession', testSessionCallables);
export const saveAnswer = callableTrigger('saveAnswer', testSessionCallables);
export const submitStep = callableTrigger('submitStep', testSessionCallables);
export const recordFocusLoss = callableTrigger('recordFocusLoss', testSessionCallables);
export const getQuestionImage = callableTrigger('getQuestionImage', testSessionCallables);
export const createTest = callableTrigger('createTest', testsCallables);
export const updateTest = callableTrigger('updateTest', testsCallables);
export const deleteTest = callableTrigger('deleteTest', testsCallables);
export const addTestQuestions = callableTrigger('addTestQuestions', testsCallables);
export const deleteTestQuestion = callableTrigger('deleteTestQuestion', testsCallables);
export const grantExtraTime = callableTrigger('grantExtraTime', testsCallables);
export const getApplicantTestResult = callableTrigger('getApplicantTestResult', testsCallables);
export const previewTest = callableTrigger('previewTest', testsCallables);
export const sweepExpiredTestSessions = scheduleTrigger(
  { schedule: 'every 5 minutes' },
  async () => (await import('./scheduled/sweep-expired-sessions.ts')).sweepExpiredTestSessions,
);

// The assessments capability as the others use it: tests as jobs freeze them, the check that a
// test's bank can serve an open job, and the finalising of a session whose time is over. Its
// callables, routes and schedule are wired by src/index.ts and http/app.ts.
export { readTest, testRef, testsOfDepartment } from './repositories/tests-repository.ts';
export { assertTestCanServeOpenJob } from './services/test-bank-guard.ts';
export { finaliseIfExpired } from './services/finalise-session.ts';
export { deleteSessionsOfCandidate } from './services/erase-sessions.ts';

// The applicants capability as the others use it: an erasure moves the candidate's interviews
// (`interviews/{applicationId}`, which it owns). Its callables, routes and schedule are wired by
// src/index.ts and http/app.ts.
export { pseudonymiseInterviews } from './services/interviews-erasure.ts';
export { interviewsOfCandidate } from './repositories/interviews-repository.ts';

// The applications capability as the others use it: `applications/{jobId}_{uid}` and its admin-only
// review are read and written through here. Its callables, routes and schedule are wired by
// src/index.ts and http/app.ts.
export {
  applicationRef,
  applicationStatusesOfCandidate,
  countApplicationsOfJob,
  isResumeHeldByApplication,
  neighbourIds,
  rawApplicationRef,
  readApplications,
  readApplicationsOfCandidate,
  readApplicationsOfJob,
  reviewRef,
  visibleApplicantsOfJob,
  type StoredReview,
} from './repositories/applications-repository.ts';
export {
  ERASED_SNAPSHOT,
  pseudonymiseApplications,
  pseudonymousApplicationIds,
} from './services/pseudonymise.ts';
export {
  changeApplicationStatus,
  countTestScore,
  createApplication,
  type StatusChange,
  type StatusChangeOutcome,
  type StatusSubject,
} from './services/application-status.ts';
export { readInsightCounters } from './repositories/insight-counters.ts';
export {
  applicantSearchQuery,
  applicantSearchRef,
  matchingApplicationIds,
  writeApplicantSearchScore,
} from './repositories/applicant-search-repository.ts';

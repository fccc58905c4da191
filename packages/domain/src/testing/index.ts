// Test data for the other workspaces' suites, fixtures and benchmarks, kept out of the package's
// runtime exports ('.', './rules', …): only code that tests imports '@careers/domain/testing'.
export { activeTest, type StoredTest } from './assessments.ts';
export { completeProfile } from './profiles.ts';
export { makeIndexEntry, makeJob } from './jobs.ts';

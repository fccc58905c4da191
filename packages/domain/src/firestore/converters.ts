import type { ApplicantSearchEntry } from '../types/applicant-search.ts';
import type { Application } from '../types/application.ts';
import type { Company, Degree, Department, ScreeningQuestion } from '../types/catalog.ts';
import type { Job } from '../types/job.ts';
import type { Profile } from '../types/profile.ts';
import type { Test } from '../types/test.ts';
import { createConverter } from './converter.ts';

/**
 * One converter per collection that web and functions both read, typed with its document's domain
 * type. Each SDK boundary (web/src/lib/firebase/converter.ts, functions/src/lib/converter.ts) casts
 * it to its SDK's converter type, so a document is converted the same way on both sides.
 */
export const CONVERTERS = {
  profiles: createConverter<Profile>(),
  applications: createConverter<Application>(),
  departments: createConverter<Department>(),
  degrees: createConverter<Degree>(),
  companies: createConverter<Company>(),
  screeningQuestions: createConverter<ScreeningQuestion>(),
  jobs: createConverter<Job>(),
  tests: createConverter<Test>(),
  applicantSearch: createConverter<ApplicantSearchEntry>(),
} as const;

import type { CareerLevel, JobStatus, JobType, TestLevel } from '../constants/enums.ts';
import type { CatalogRef, Timestamps } from './common.ts';

export type ScreeningQuestionRef = CatalogRef & { limit: number };

export type JobTestRef = CatalogRef & {
  level: TestLevel;
  timeMinutes: number;
  totalQuestions: number;
};

/**
 * `jobs/{id}`: a job with frozen snapshots of its company, department, degrees, screening
 * questions and test, so the public job page needs one read. Written only by the save-job callable,
 * which also rebuilds the public job index in the same transaction.
 */
export type Job = Timestamps & {
  title: string;
  /** Rich text (HTML), sanitized on display. */
  description: string;
  company: CatalogRef;
  department: CatalogRef;
  /** Required degrees. */
  educations: CatalogRef[];
  screeningQuestions: ScreeningQuestionRef[];
  /** Key requirements, each rich text (HTML). */
  skills: string[];
  cgpa: number | null;
  percentage: number | null;
  /** Years of experience required. */
  experience: number;
  careerLevel: CareerLevel;
  jobType: JobType;
  /** Posting date shown on the careers page and used by the Date Posted filter. */
  postedAt: Date;
  startDate: Date;
  endDate: Date;
  /** One of OFFICE_LOCATIONS' labels. */
  location: string;
  coordinates: { lat: number; lng: number };
  conductTest: boolean;
  test: JobTestRef | null;
  status: JobStatus;
  /** Bulk "delete" from the jobs grid hides instead (soft hide). */
  hidden: boolean;
  applicantCount: number;
  createdBy: string;
};

/** One compact entry of `jobIndex/open`: what the careers listing needs, nothing more. */
export type JobIndexEntry = {
  id: string;
  title: string;
  /** Plain-text excerpt of the description (the card's teaser), at most JOB_INDEX_EXCERPT_LENGTH. */
  excerpt: string;
  location: string;
  jobType: JobType;
  experience: number;
  careerLevel: CareerLevel;
  department: CatalogRef;
  company: CatalogRef;
  /** Milliseconds since the epoch: compact and cheap to compare in the browser. */
  postedAt: number;
  endDate: number;
};

/** `jobIndex/open`: every open, visible job; the careers page reads this one document. */
export type JobIndex = {
  jobs: JobIndexEntry[];
  updatedAt: Date;
};

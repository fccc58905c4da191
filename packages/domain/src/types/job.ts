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
 * questions and test, so the public job page needs one read. Written only by the jobs service
 * (functions/src/jobs), which updates the open-jobs index (`jobIndex/…`) and the audit log in the
 * same transaction. Applicant counts are not stored here: they come from `count()` queries on
 * `applications`, so applying never writes to a job or to the shared index.
 */
export type Job = Timestamps & {
  title: string;
  /** Rich text (HTML), sanitized on display. */
  description: string;
  company: CatalogRef;
  department: CatalogRef;
  /** Required degrees. */
  educations: CatalogRef[];
  /** The ids of `educations`, for `array-contains` queries (is this degree used by a job?). */
  educationIds: string[];
  screeningQuestions: ScreeningQuestionRef[];
  /** The ids of `screeningQuestions`, for `array-contains` queries. */
  screeningQuestionIds: string[];
  /**
   * The normalised words of the title and the department (rules/search-tokens.ts), for the admin
   * search's `array-contains` queries. Derived on every job write (functions/src/jobs/job-writes.ts).
   */
  searchTokens: string[];
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
  /**
   * Soft delete: a deleted job is not public and not in the index, its applications are kept, and
   * it can be restored. A boolean (not only `deletedAt`) so the admin grid filters it by equality.
   */
  deleted: boolean;
  deletedAt: Date | null;
  createdBy: string;
  /** Uid of the admin who last changed the job. */
  updatedBy: string;
  /**
   * The job's public address, /job-detail/{slug} (jobAddressOf): its title's slug, following the
   * title when the job is renamed (the document id never changes: applications are keyed by it).
   * Every slug it had stays in `jobSlugs/{slug}`, so an old address finds the job and redirects.
   * Absent on jobs made before issue 31: the address is the id.
   */
  slug?: string;
};

/** `jobSlugs/{slug}`: a public address a job has (or had), written by functions only. */
export type JobSlug = { jobId: string; createdAt: Date };

/** The job's current public address: its slug, or its id (jobs made before slugs followed titles). */
export const jobAddressOf = (job: { id: string; slug?: string }): string => job.slug ?? job.id;

/** One compact entry of `jobIndex/open`: what the careers listing needs, nothing more. */
export type JobIndexEntry = {
  id: string;
  /** The job's address when it is not its id (a renamed job, Job.slug): the card links there. */
  slug?: string;
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

/**
 * A further shard of the open-jobs index, `jobIndex/{shardId}`: more entries, same shape. Exists only
 * when more jobs are listed than one document holds (JOB_INDEX_SHARD_CAPACITY).
 */
export type JobIndexShard = {
  jobs: JobIndexEntry[];
  updatedAt: Date;
};

/**
 * `jobIndex/open`: the first shard of the open-jobs index plus the ids of the others. Every listed
 * job (open, not hidden, not deleted) has exactly one entry in exactly one shard. Up to
 * JOB_INDEX_SHARD_CAPACITY jobs `shardIds` is empty and the careers page needs this one read; past
 * it, the page also reads `jobIndex/{shardId}` for each id and concatenates the `jobs` (entries are
 * newest first within a shard, not across shards: the page sorts).
 */
export type JobIndex = JobIndexShard & {
  shardIds: string[];
};

/** What the job writes answer (create, update, delete, restore, status): the job and the toast's text. */
export type JobWriteResult = { id: string; message: string };

/** `hideJobs`: the jobs hidden (or shown again) and the toast's text. */
export type HideJobsResult = { ids: string[]; message: string };

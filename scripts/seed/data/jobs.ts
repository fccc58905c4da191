// The demo job openings, in jobs.json. Dates are given relative to the seed time (`postedHoursAgo`),
// so the careers page's "Last hour" and "Last 24 hours" filters always have hits right after seeding.
import { readFileSync } from 'node:fs';
import {
  DOCUMENT_ID_PATTERN,
  jobSchema,
  JOB_STATUSES,
  type CareerLevel,
  type JobStatus,
  type JobType,
} from '@careers/domain';

export type JobSeed = {
  id: string;
  title: string;
  departmentId: string;
  companyId: string;
  /** One of OFFICE_LOCATIONS' labels. */
  location: string;
  jobType: JobType;
  careerLevel: CareerLevel;
  experience: number;
  cgpa: number | null;
  percentage: number | null;
  educationIds: string[];
  screeningQuestionIds: string[];
  /** Key requirements, each short HTML. */
  skills: string[];
  /** HTML paragraphs. */
  description: string;
  /** Set when the job conducts a test: the test's id. */
  testId: string | null;
  status: JobStatus;
  hidden: boolean;
  /** Posting time, in hours before the seed time. */
  postedHoursAgo: number;
};

/** The job form's fields, without its dates: the seed gives the posting's age instead. */
const formSchema = jobSchema.omit(['startDate', 'endDate']);

/**
 * One entry of jobs.json, checked as it is read: its form fields with the job form's schema (strict:
 * no trimming or casting, so what is checked is what is seeded), its id and the seed's own fields.
 */
const checkedJob = (entry: JobSeed, index: number): JobSeed => {
  const where = `Seed data: jobs.json[${String(index)}] (${String(entry.id)})`;
  const refuse = (message: string): never => {
    throw new Error(`${where}: ${message}`);
  };
  if (typeof entry.id !== 'string' || !DOCUMENT_ID_PATTERN.test(entry.id)) refuse('id is not a document id.');
  if (!JOB_STATUSES.includes(entry.status)) refuse(`status must be one of ${JOB_STATUSES.join(', ')}.`);
  if (typeof entry.hidden !== 'boolean') refuse('hidden must be true or false.');
  if (!Number.isFinite(entry.postedHoursAgo) || entry.postedHoursAgo < 0) {
    refuse('postedHoursAgo must be a number of hours, 0 or more.');
  }
  try {
    formSchema.validateSync(
      { ...entry, conductTest: entry.testId !== null },
      { strict: true, abortEarly: false },
    );
  } catch (error) {
    refuse((error as Error).message);
  }
  return entry;
};

const entries: unknown = JSON.parse(readFileSync(new URL('./jobs.json', import.meta.url), 'utf8'));
if (!Array.isArray(entries)) throw new Error('Seed data: jobs.json must hold a list of jobs.');

export const JOBS: readonly JobSeed[] = entries.map(checkedJob);

import { randomUUID } from 'node:crypto';

import {
  COLLECTIONS,
  companyIsoDate,
  JOB_INDEX_DOC_ID,
  jobSchema,
  type Job,
  type JobInput,
  type JobIndex,
  type JobIndexEntry,
  type JobIndexShard,
  type Test,
} from '@careers/domain';
import { makeJob } from '@careers/domain/testing';
import { getApps } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

import type { AuditActor } from '../audit/index.ts';
import type { Deps } from '../deps.ts';
import { adminDb } from '../lib/admin.ts';
import { parseInput } from '../lib/parse-input.ts';
import { emulatorDeps } from './deps.ts';

// Test support for the admin console's services (jobs, catalogs, audit), against the emulators.
// Test files share the emulators and run in parallel, so each test names its own entries with a
// unique suffix, and tests that assert the exact contents of the open-jobs index use a database of
// their own (isolatedDb).

export { TEST_BUCKET } from './deps.ts';

/** The services on the emulators, on `db` (a suite's own database, or the shared one). */
export const emulatorAdminDeps = (db: Firestore = adminDb()): Deps => emulatorDeps({ db });

/** A named Firestore database of its own (the emulator keeps databases apart): exact index assertions. */
export const isolatedDb = (label: string): Firestore => {
  adminDb(); // initialises the default app
  return getFirestore(getApps()[0]!, `${label}-${randomUUID().slice(0, 8)}`);
};

/** A real 1×1 PNG, for department pictures. */
export const TEST_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const TEST_ADMIN: AuditActor = { uid: 'admin-uid', email: 'admin@careers.test' };

/** A short unique suffix for ids and titles. */
export const unique = (): string => randomUUID().slice(0, 8);

export type SeededCatalogs = {
  companyId: string;
  departmentId: string;
  degreeIds: [string, string];
  questionIds: [string, string];
  testId: string;
};

const AT = new Date(Date.UTC(2026, 10, 1, 9));

/**
 * One entry of each catalog (two degrees, two questions) and an active Mid-level test of the
 * department, written directly as the seed script does, with unique ids.
 */
export const seedCatalogs = async (db: Firestore, label = unique()): Promise<SeededCatalogs> => {
  const ids: SeededCatalogs = {
    companyId: `company-${label}`,
    departmentId: `department-${label}`,
    degreeIds: [`bsc-${label}`, `msc-${label}`],
    questionIds: [`notice-${label}`, `why-${label}`],
    testId: `test-${label}`,
  };
  const stamp = { createdAt: AT, updatedAt: AT };
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.companies).doc(ids.companyId), {
    title: `Sunehri Mills ${label}`,
    ...stamp,
  });
  batch.set(db.collection(COLLECTIONS.departments).doc(ids.departmentId), {
    title: `Spinning ${label}`,
    description: 'Ring and open-end spinning.',
    image: null,
    order: 1,
    ...stamp,
  });
  batch.set(db.collection(COLLECTIONS.degrees).doc(ids.degreeIds[0]), {
    title: `BSc Textile ${label}`,
    ...stamp,
  });
  batch.set(db.collection(COLLECTIONS.degrees).doc(ids.degreeIds[1]), {
    title: `MSc Textile ${label}`,
    ...stamp,
  });
  batch.set(db.collection(COLLECTIONS.screeningQuestions).doc(ids.questionIds[0]), {
    title: `Notice period ${label}?`,
    limit: 200,
    ...stamp,
  });
  batch.set(db.collection(COLLECTIONS.screeningQuestions).doc(ids.questionIds[1]), {
    title: `Why us ${label}?`,
    limit: 500,
    ...stamp,
  });
  const test: Test = {
    title: `Spinning basics ${label}`,
    level: 'mid',
    timeMinutes: 30,
    totalQuestions: 20,
    aptitudePercentage: 50,
    technicalPercentage: 50,
    department: { id: ids.departmentId, title: `Spinning ${label}` },
    status: 'active',
    questionCounts: { aptitude: 10, technical: 10 },
    ...stamp,
  };
  batch.set(db.collection(COLLECTIONS.tests).doc(ids.testId), test);
  await batch.commit();
  return ids;
};

/**
 * The company's calendar day (YYYY-MM-DD, as the job form sends dates) `days` after the one `now`
 * falls on. Jobs close once their end date has passed (job-end-date.ts), so job dates are relative
 * to the clock the services under test read: the real one by default, or a suite's own `now`.
 */
export const companyDay = (days: number, now: Date = new Date()): string => {
  const [year = 0, month = 1, day = 1] = companyIsoDate(now).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
};

/** The dates of a job that started 25 days before `now` and takes applications for 35 days more. */
export const openJobDates = (now: Date = new Date()): { startDate: string; endDate: string } => ({
  startDate: companyDay(-25, now),
  endDate: companyDay(35, now),
});

/**
 * The job form's fields (jobSchema) for the seeded catalogs, open around today (real clock), with
 * the requirements of the domain's test job (makeJob). Suites whose services read a clock of their
 * own pass `openJobDates(theirNow)` or explicit dates.
 */
export const jobInput = (
  catalogs: SeededCatalogs,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => {
  const { skills, cgpa, percentage, experience, careerLevel, jobType, location } = makeJob();
  return {
    title: `Spinning Shift Engineer ${unique()}`,
    description: '<p>Run the ring-spinning floor &amp; keep output on plan.</p>',
    companyId: catalogs.companyId,
    departmentId: catalogs.departmentId,
    educationIds: [...catalogs.degreeIds],
    screeningQuestionIds: [catalogs.questionIds[0]],
    skills,
    cgpa,
    percentage,
    experience,
    careerLevel,
    jobType,
    ...openJobDates(),
    location,
    conductTest: true,
    testId: catalogs.testId,
    status: 'open',
    ...overrides,
  };
};

/** jobInput as the job form's schema makes it: what createJob takes once a callable or route checked it. */
export const checkedJobInput = (
  catalogs: SeededCatalogs,
  overrides: Record<string, unknown> = {},
): Promise<JobInput> => parseInput(jobSchema, jobInput(catalogs, overrides));

/** Every entry of the open-jobs index (first document and shards), and the stored documents. */
export const readIndex = async (
  db: Firestore,
): Promise<{ open: JobIndex | undefined; shards: Map<string, JobIndexShard>; entries: JobIndexEntry[] }> => {
  const open = (await db.collection(COLLECTIONS.jobIndex).doc(JOB_INDEX_DOC_ID).get()).data() as
    JobIndex | undefined;
  const shards = new Map<string, JobIndexShard>();
  for (const id of open?.shardIds ?? []) {
    const shard = (await db.collection(COLLECTIONS.jobIndex).doc(id).get()).data() as
      JobIndexShard | undefined;
    if (shard) shards.set(id, shard);
  }
  return {
    open,
    shards,
    entries: [...(open?.jobs ?? []), ...[...shards.values()].flatMap((shard) => shard.jobs)],
  };
};

/** The index entries of one job (exactly one when listed, none otherwise). */
export const indexEntriesOf = async (db: Firestore, jobId: string): Promise<JobIndexEntry[]> =>
  (await readIndex(db)).entries.filter((entry) => entry.id === jobId);

export const readJob = async (db: Firestore, jobId: string): Promise<Job | undefined> =>
  (await db.collection(COLLECTIONS.jobs).doc(jobId).get()).data() as Job | undefined;

/** The audit entries about one target, oldest first. */
export const auditEntriesOf = async (db: Firestore, targetId: string) =>
  (await db.collection(COLLECTIONS.auditLog).where('target.id', '==', targetId).get()).docs
    .map((doc) => doc.data())
    .sort(
      (a, b) =>
        (a['at'] as { toMillis(): number }).toMillis() - (b['at'] as { toMillis(): number }).toMillis(),
    );

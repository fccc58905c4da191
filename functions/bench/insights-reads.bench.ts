// Benchmark of the /insights page's first paint (issue 22, "Reads stay bounded"): what the
// getHiringInsights call the page makes as it opens (the default range: the last 30 days, all
// companies and departments) costs with 10,000 applications to 200 jobs, all of them in that range
// (the worst case: every job has applications in both months the 30 days touch, and its counter
// document of each, issue 31). Not a timed test: it prints the figures and fails (exit 1) only when
// the first paint reads more than one document per job and month (400).
//
//   npm run bench:insights -w functions
//
// Starts the project's Firestore emulator in a process of its own on free ports (unless
// FIRESTORE_EMULATOR_HOST points at a running one) and works in a database of its own. The
// applications are made through the status-change function (createApplication,
// changeApplicationStatus), 100 per transaction, as the services make them, so the counters are
// what production would hold. Reads are counted as Firestore bills them: each document a query or
// a get returns, at least one per query (an empty one too), and one per 1,000 index entries of an
// aggregation; the Admin SDK's read methods are wrapped to count every read the service makes.
import { performance } from 'node:perf_hooks';

import type { Application, ApplicationStatus as Status } from '@careers/domain';
import type {
  DocumentReference as DocumentReferenceType,
  Firestore as FirestoreType,
  Query as QueryType,
} from 'firebase-admin/firestore';

import type { Deps } from '../src/deps.ts';
import { startEmulatorProcess } from '../src/testing/emulator-process.ts';

const APPLICATIONS = 10_000;
const JOBS = 200;
/** One counter document per job and month, and 30 days touch at most two months. */
const READ_TARGET = 2 * JOBS;
const RUNS = 7;
const PER_TRANSACTION = 100;
const SOURCES = ['linkedin', 'indeed', null, 'facebook', 'https://www.rozee.pk/', 'referral'];

let closeEmulators = async (): Promise<void> => {};
if (!process.env['FIRESTORE_EMULATOR_HOST']) {
  const emulator = await startEmulatorProcess();
  process.env['FIRESTORE_EMULATOR_HOST'] = emulator.firestore;
  closeEmulators = emulator.stop;
}
process.env['GCLOUD_PROJECT'] ??= 'demo-careers';
process.env['METADATA_SERVER_DETECTION'] = 'none';

const { DocumentReference, Firestore, Query } = await import('firebase-admin/firestore');
const { companyIsoDate, normaliseSource } = await import('@careers/domain');
const { applicationRef, changeApplicationStatus, createApplication } =
  await import('../src/applications/index.ts');
const { readHiringInsights } = await import('../src/insights/index.ts');
const { isolatedDb } = await import('../src/testing/admin-console.ts');

// ---- read counting ------------------------------------------------------------------------------

let reads = 0;
const queryGet = Query.prototype.get;
Query.prototype.get = async function countedGet(this: QueryType, ...args: []) {
  const snapshot = await queryGet.apply(this, args);
  reads += Math.max(1, snapshot.size);
  return snapshot;
} as typeof Query.prototype.get;
const docGet = DocumentReference.prototype.get;
DocumentReference.prototype.get = async function countedGet(this: DocumentReferenceType) {
  reads += 1;
  return docGet.call(this);
} as typeof DocumentReference.prototype.get;
const getAll = Firestore.prototype.getAll;
Firestore.prototype.getAll = async function countedGetAll(
  this: FirestoreType,
  ...refs: Parameters<typeof getAll>
) {
  const snapshots = await getAll.apply(this, refs);
  reads += snapshots.length;
  return snapshots;
} as typeof Firestore.prototype.getAll;
// ---- seeding ------------------------------------------------------------------------------------

const NOW = new Date();
const DAY_MS = 24 * 60 * 60 * 1000;
const db = isolatedDb('bench-insights');
// The insights read nothing but Firestore and the clock (no Auth or Storage emulator needed).
const deps = { db, now: () => NOW } as unknown as Deps;

// The SDK does not export AggregateQuery's class: its prototype is reached through an instance.
const aggregatePrototype = Object.getPrototypeOf(db.collection('any').count()) as {
  get: () => Promise<unknown>;
};
const aggregateGet = aggregatePrototype.get;
aggregatePrototype.get = async function countedAggregate(this: unknown) {
  // Unknown entry counts are billed at least one read; the service runs none today.
  reads += 1;
  return aggregateGet.call(this);
};

/** A fixed pseudo-random sequence, so every run seeds the same data. */
let seed = 22;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const jobMeta = (index: number) => ({
  title: `Job ${String(index + 1)}`,
  companyId: `company-${String(index % 5)}`,
  companyTitle: `Company ${String(index % 5)}`,
  departmentId: `department-${String(index % 12)}`,
  departmentTitle: `Department ${String(index % 12)}`,
  postedOn: companyIsoDate(new Date(NOW.getTime() - 60 * DAY_MS)),
  endsOn: companyIsoDate(new Date(NOW.getTime() + 30 * DAY_MS)),
  testId: index % 2 === 0 ? `test-${String(index % 7)}` : '',
  testTitle: index % 2 === 0 ? `Test ${String(index % 7)}` : '',
});

const seedStarted = performance.now();
const ids: string[] = [];
for (let start = 0; start < APPLICATIONS; start += PER_TRANSACTION) {
  await db.runTransaction(async (transaction) => {
    for (let index = start; index < Math.min(APPLICATIONS, start + PER_TRANSACTION); index += 1) {
      const jobIndex = index % JOBS;
      const appliedAt = new Date(NOW.getTime() - Math.floor(random() * 29 * DAY_MS) - 60_000);
      const id = `job-${String(jobIndex)}_candidate-${String(index)}`;
      const application = {
        jobId: `job-${String(jobIndex)}`,
        jobTitle: `Job ${String(jobIndex + 1)}`,
        uid: `candidate-${String(index)}`,
        status: 'applied',
        statusHistory: [{ status: 'applied', at: appliedAt }],
        topCandidate: false,
        answers: [],
        candidate: {},
        privacyPolicyVersion: '2026-01',
        appliedAt,
        updatedAt: appliedAt,
        test: null,
        interviewInvitedAt: null,
        insight: { ...jobMeta(jobIndex), source: normaliseSource(SOURCES[index % SOURCES.length]) },
      } as unknown as Application;
      createApplication(transaction, db, id, application);
      ids.push(id);
    }
  });
}
// A third shortlisted, a tenth of those on to the test: later stages, written as the services do.
const PATH: readonly Status[] = [
  'shortlisted',
  'test-invited',
  'test-taken',
  'interview-invited',
  'selected',
];
const progressed = ids.filter((_, index) => index % 3 === 0);
for (let start = 0; start < progressed.length; start += PER_TRANSACTION) {
  const chunk = progressed.slice(start, start + PER_TRANSACTION);
  await db.runTransaction(async (transaction) => {
    const stored = await transaction.getAll(...chunk.map((id) => applicationRef(db, id)));
    stored.forEach((snapshot, index) => {
      const application = snapshot.data();
      if (!application) return;
      const steps = index % 10 === 0 ? PATH.length : 1;
      let current = application;
      for (const status of PATH.slice(0, steps)) {
        const at = new Date(
          Math.min(NOW.getTime(), current.appliedAt.getTime() + (1 + random() * 5) * DAY_MS),
        );
        changeApplicationStatus(transaction, db, {
          id: chunk[index] as string,
          application: current,
          status,
          now: at,
        });
        current = { ...current, status, statusHistory: [...current.statusHistory, { status, at }] };
      }
    });
  });
}
const seedSeconds = (performance.now() - seedStarted) / 1000;

// ---- the first paint ----------------------------------------------------------------------------

const firstPaint = { from: '', to: '', company: '', department: '' };
const runs: { reads: number; ms: number }[] = [];
let applicants = 0;
for (let run = 0; run < RUNS; run += 1) {
  reads = 0;
  const started = performance.now();
  const report = await readHiringInsights(deps, firstPaint);
  runs.push({ reads, ms: performance.now() - started });
  applicants = report.funnel[0]?.count ?? 0;
}
reads = 0;
const filtered = await readHiringInsights(deps, {
  ...firstPaint,
  company: 'company-1',
  department: 'department-1',
});
const filteredReads = reads;

const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;
const firstPaintReads = Math.max(...runs.map((run) => run.reads));
console.log(
  `Seeded ${String(APPLICATIONS)} applications to ${String(JOBS)} jobs (last 30 days) in ${seedSeconds.toFixed(1)} s.`,
);
console.log(
  `/insights first paint (getHiringInsights, the last 30 days, all): ${String(applicants)} applications counted`,
);
console.log(`  reads: ${String(firstPaintReads)} (target ≤ ${String(READ_TARGET)})`);
console.log(
  `  time: median ${median.toFixed(0)} ms, max ${(times.at(-1) ?? 0).toFixed(0)} ms over ${String(RUNS)} runs`,
);
console.log(
  `  with a company and department: ${String(filteredReads)} reads, ${String(filtered.jobs.length)} jobs`,
);

await closeEmulators();
if (applicants !== APPLICATIONS || firstPaintReads > READ_TARGET) {
  console.error(
    applicants !== APPLICATIONS
      ? `FAILED: counted ${String(applicants)} applications, seeded ${String(APPLICATIONS)}.`
      : `FAILED: ${String(firstPaintReads)} reads, over ${String(READ_TARGET)}.`,
  );
  process.exit(1);
}
process.exit(0);

// `npm run bench:insight-counters -w scripts` (issue 31 item 14): do the hiring-insight counters stay
// within Firestore's limits of 20,000 fields and 40,000 index entries per document through a year
// at ten times the group's volume? Not a timed test: it prints the largest counter document's
// fields and index entries against the limits, and fails (exit 1) when one is over or the emulator
// refuses to store it.
//
// The volume. The demo seed (scripts/seed) posts 48 jobs over two months: 24 a month, 288 a year.
// Nothing in the spec or the seed gives applicants per job; issue 31 calls 600 applicants a large
// job, so the group is taken at 100 applications per job on average: about 29,000 a year. Ten times
// that, with the load piled on single jobs (where a counter document's fields come from): 240 jobs
// posted a month (2,880 a year), each open 30 days with most applications in its first days; every
// 200th job draws 6,000 applicants (ten times the large job), every 20th 1,000 and the others 50, in
// all about 350,000 applications, 1,000 a day. Each applicant comes from one of 14 sources; 30% are
// shortlisted within 20 days, 70% of those take the job's test (a score of 0–100%), 40% of the
// shortlisted are invited to interview and 20% selected.
//
// The documents are what the status-change function writes (functions/src/applications: the
// integration test checks stored counters against the domain's recountInsights), built here with
// recountInsights and insightMonthsOfDays, and measured with the emulator's own counting
// (emulator/src/firestore/document-limits.ts, index-entries.ts) under the repository's
// firestore.indexes.json. The largest is then written to an in-process emulator with that file,
// which enforces both limits on every write. For comparison it also measures the layout before
// issue 31: every job of a day in one document (each of the day's four shards held nearly every
// job of the day, as each change picked a shard at random).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import {
  addIsoDays,
  COLLECTIONS,
  insightCounterDocId,
  insightMonthsOfDays,
  mergeInsightDocs,
  normaliseSource,
  recountInsights,
  type ApplicationStatus,
  type CountedApplication,
  type InsightCounterDoc,
  type InsightCounterMonthDoc,
} from '@careers/domain';
import { startEmulator } from '@careers/emulator';
import {
  fieldCount,
  indexEntryCount,
  MAX_FIELDS,
  MAX_INDEX_ENTRIES,
  parseIndexesFile,
  type MapFields,
  type Value,
} from '@careers/emulator/indexes';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

const INDEXES_FILE = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
const YEAR_START = '2026-01-01';
const JOBS_PER_MONTH = 240;
const OPEN_DAYS = 30;
const SOURCES = [
  'linkedin',
  'indeed',
  'rozee',
  'facebook',
  'instagram',
  'google',
  'glassdoor',
  'email',
  'referral',
  null,
  'mustakbil.com',
  'brightspyre.com',
  'careerokay.com',
  'jobs.example.pk',
];

/** A small deterministic generator (mulberry32), so every run measures the same year. */
const random = (() => {
  let state = 31;
  return (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
})();
const between = (low: number, high: number): number => low + Math.floor(random() * (high - low + 1));

const applicantsOf = (job: number): number => (job % 200 === 0 ? 6_000 : job % 20 === 0 ? 1_000 : 50);

/** The year's applications, as the recount needs them. */
const simulateYear = (): { applications: CountedApplication[]; jobs: number } => {
  const applications: CountedApplication[] = [];
  const jobs = JOBS_PER_MONTH * 12;
  for (let job = 0; job < jobs; job++) {
    const jobId = `job${String(job).padStart(4, '0')}`;
    const postedOn = addIsoDays(YEAR_START, Math.floor((job * 365) / jobs));
    const insight = {
      title: `Job ${String(job)}`,
      companyId: `company${String(job % 6)}`,
      companyTitle: `Company ${String(job % 6)}`,
      departmentId: `department${String(job % 12)}`,
      departmentTitle: `Department ${String(job % 12)}`,
      postedOn,
      endsOn: addIsoDays(postedOn, OPEN_DAYS),
      testId: `test${String(job % 3)}`,
      testTitle: `Test ${String(job % 3)}`,
    };
    for (let applicant = 0; applicant < applicantsOf(job); applicant++) {
      // Most applications in the first days of the opening.
      const day = Math.floor(OPEN_DAYS * random() ** 2);
      const appliedAt = new Date(
        `${addIsoDays(postedOn, day)}T${String(between(4, 14)).padStart(2, '0')}:00:00Z`,
      );
      const at = (days: number) => new Date(appliedAt.getTime() + days * 24 * 60 * 60 * 1000);
      const history: { status: ApplicationStatus; at: Date }[] = [{ status: 'applied', at: appliedAt }];
      let scorePercent: number | null = null;
      if (random() < 0.3) {
        let after = between(0, 20);
        history.push({ status: 'shortlisted', at: at(after) });
        if (random() < 0.7) {
          history.push({ status: 'test-invited', at: at(after) });
          after += between(1, 7);
          history.push({ status: 'test-taken', at: at(after) });
          scorePercent = between(0, 100);
        }
        if (random() < 0.4) {
          after += between(1, 14);
          history.push({ status: 'interview-invited', at: at(after) });
          if (random() < 0.5) history.push({ status: 'selected', at: at(after + between(1, 20)) });
        }
      }
      const source = SOURCES[between(0, SOURCES.length - 1)] ?? null;
      applications.push({
        jobId,
        jobTitle: insight.title,
        appliedAt,
        statusHistory: history,
        insight: { ...insight, source: normaliseSource(source) },
        scorePercent,
      });
    }
  }
  return { applications, jobs };
};

/** A plain value as Firestore's wire Value (enough for counting: numbers, strings, maps, arrays). */
const toValue = (value: unknown): Value => {
  if (value === null || value === undefined) return { nullValue: null };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  return { mapValue: { fields: toFields(value as Record<string, unknown>) } };
};
const toFields = (object: Record<string, unknown>): MapFields =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, toValue(value)]));

type Measured<T> = { id: string; doc: T; fields: number; entries: number };

const measure = <T extends object>(
  docs: readonly T[],
  idOf: (doc: T) => string,
  config: ReturnType<typeof parseIndexesFile>,
): { byFields: Measured<T>; byEntries: Measured<T> } => {
  let byFields: Measured<T> | undefined;
  let byEntries: Measured<T> | undefined;
  for (const doc of docs) {
    const id = idOf(doc);
    const fields = toFields(doc as Record<string, unknown>);
    const measured = {
      id,
      doc,
      fields: fieldCount(fields),
      entries: indexEntryCount(`${COLLECTIONS.insightCounters}/${id}`, fields, config),
    };
    if (!byFields || measured.fields > byFields.fields) byFields = measured;
    if (!byEntries || measured.entries > byEntries.entries) byEntries = measured;
  }
  if (!byFields || !byEntries) throw new Error('no counter documents');
  return { byFields, byEntries };
};

const figure = (n: number): string => n.toLocaleString('en-US');
const share = (n: number, limit: number): string => `${((n / limit) * 100).toFixed(1)}% of the limit`;

const started = performance.now();
const { applications, jobs } = simulateYear();
const days = recountInsights(applications);
const months = insightMonthsOfDays(days);
const config = parseIndexesFile(readFileSync(INDEXES_FILE, 'utf8'));
const now = measure<InsightCounterMonthDoc>(
  months,
  (doc) => insightCounterDocId(doc.jobId, doc.month),
  config,
);
const before = measure<InsightCounterDoc>(mergeInsightDocs(days), (doc) => `${doc.day}_0`, config);
const busiestDay = Math.max(
  ...days.map((day) => Object.values(day.jobs).reduce((sum, job) => sum + (job.stages?.applied ?? 0), 0)),
);

console.log(
  `A year at ten times the group's volume: ${figure(jobs)} jobs, ${figure(applications.length)} applications ` +
    `(busiest day ${figure(busiestDay)}), ${figure(months.length)} counter documents (one per job and month).`,
);
console.log(`Limits per document: ${figure(MAX_FIELDS)} fields, ${figure(MAX_INDEX_ENTRIES)} index entries.`);
console.log(
  `  largest document by fields:  ${now.byFields.id}: ${figure(now.byFields.fields)} fields ` +
    `(${share(now.byFields.fields, MAX_FIELDS)}), ${figure(now.byFields.entries)} index entries`,
);
console.log(
  `  largest by index entries:    ${now.byEntries.id}: ${figure(now.byEntries.entries)} index entries ` +
    `(${share(now.byEntries.entries, MAX_INDEX_ENTRIES)}), ${figure(now.byEntries.fields)} fields`,
);
console.log(
  `  before issue 31 (every job of a day in one document, nothing exempt): busiest ${before.byFields.id.slice(0, 10)}: ` +
    `${figure(before.byFields.fields)} fields, ${figure(before.byFields.entries)} index entries ` +
    `(${share(before.byFields.entries, MAX_INDEX_ENTRIES)})`,
);

// The largest documents through the emulator, which enforces both limits on every write.
const emulator = await startEmulator({
  firestorePort: 0,
  storagePort: 0,
  firestoreIndexesFile: INDEXES_FILE,
  quiet: true,
});
process.env['FIRESTORE_EMULATOR_HOST'] = `${emulator.host}:${String(emulator.firestorePort)}`;
process.env['METADATA_SERVER_DETECTION'] = 'none';
const app = initializeApp({ projectId: 'demo-bench-insight-counters' }, 'bench-insight-counters');
const db = getFirestore(app);
const write = async (id: string, doc: object): Promise<string> =>
  db
    .collection(COLLECTIONS.insightCounters)
    .doc(id)
    .set(doc)
    .then(
      () => 'stored',
      (error: { details?: string; message: string }) => `refused: ${error.details ?? error.message}`,
    );
const stored = await write(now.byFields.id, now.byFields.doc);
const storedByEntries = await write(now.byEntries.id, now.byEntries.doc);
const old = await write(before.byFields.id, before.byFields.doc);
console.log(
  `  written to the emulator: the largest document ${stored}, the largest by index entries ${storedByEntries}`,
);
console.log(`  (the busiest day before issue 31: ${old.length > 200 ? `${old.slice(0, 200)}…` : old})`);
await deleteApp(app);
await emulator.close();
console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);

const over = now.byFields.fields > MAX_FIELDS || now.byEntries.entries > MAX_INDEX_ENTRIES;
if (over || stored !== 'stored' || storedByEntries !== 'stored') {
  console.error('FAILED: a counter document is over Firestore’s limits.');
  process.exitCode = 1;
}

// Benchmark (issue "Admin console", Performance): what the first page of the admin /jobs grid costs
// with 500 and with 5,000 jobs stored. Runs the web app's own queries
// (web/src/lib/firebase/queries/jobs-grid-query.ts) through the Firebase web SDK, signed in as an
// admin, against the project's emulator with the real security rules, and prints:
//   - reads: documents returned + the count() aggregation (one read per 1,000 index entries it
//     goes through, at least one) + one count() per shown job for its applicants;
//   - the time of the first page (median and max of several runs, the page's query and its count()
//     in parallel as the page sends them, then the applicant counts of the rows shown);
// for the page as it opens (every listed job, newest first) and with a column filter, a date range
// and a sort (experience at least 5, posted in the last 120 days, by title).
//
//   npm run bench:admin-jobs -w scripts
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';

import { ADMIN_CLAIM } from '@careers/domain/constants';
import { COLLECTIONS } from '@careers/domain/firestore';
import { JOBS_GRID_DEFAULT_SPEC, type JobsGridSpec } from '@careers/domain/rules';
import { startEmulator } from '@careers/emulator';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore, Timestamp } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getCount, getDocs, getFirestore } from 'firebase/firestore/lite';

import {
  applicantsOfJobQuery,
  jobsPageQuery,
  jobsQuery,
} from '../../web/src/lib/firebase/queries/jobs-grid-query.ts';

const PROJECT_ID = 'demo-careers-bench';
const SIZES = [500, 5000];
const PAGE_SIZE = 10;
const RUNS = 7;
const READ_TARGET = 100;
const isoDay = (millis: number) => new Date(millis).toISOString().slice(0, 10);
const PAGES: readonly { name: string; spec: JobsGridSpec }[] = [
  { name: 'as it opens', spec: JOBS_GRID_DEFAULT_SPEC },
  {
    name: 'filtered and sorted',
    spec: {
      filter: {
        status: 'all',
        show: 'listed',
        from: isoDay(Date.now() - 120 * 86_400_000),
        to: isoDay(Date.now()),
      },
      column: { field: 'experience', operator: '>=', value: 5 },
      sort: { field: 'title', direction: 'asc' },
    },
  },
];

const rulesFile = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
const emulator = await startEmulator({
  firestorePort: 0,
  storagePort: 0,
  firestoreRulesFile: rulesFile,
  firestoreIndexesFile: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
  projectId: PROJECT_ID,
  quiet: true,
});
const host = `${emulator.host}:${String(emulator.firestorePort)}`;
process.env['FIRESTORE_EMULATOR_HOST'] = host;
// Otherwise the Admin SDK asks the (absent) cloud metadata server which project this is.
process.env['GCLOUD_PROJECT'] = PROJECT_ID;

const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'bench-admin-sdk');
const adminDb = getAdminFirestore(adminApp);
const webApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, 'bench-web');
const db = getFirestore(webApp);
connectFirestoreEmulator(db, emulator.host, emulator.firestorePort, {
  mockUserToken: { sub: 'bench-admin', [ADMIN_CLAIM]: true },
});

/** Stored jobs up to `total`, spread over the last year, a few hidden, closed or deleted. */
const seedJobs = async (from: number, total: number) => {
  const now = Date.now();
  for (let start = from; start < total; start += 400) {
    const batch = adminDb.batch();
    for (let index = start; index < Math.min(total, start + 400); index += 1) {
      const postedAt = Timestamp.fromMillis(now - index * 3_600_000);
      batch.set(adminDb.collection(COLLECTIONS.jobs).doc(`bench-job-${String(index).padStart(5, '0')}`), {
        title: `Bench job ${String(index)}`,
        description: '<p>Runs the looms.</p>',
        skills: ['<p>Looms</p>'],
        cgpa: 2.5,
        percentage: null,
        experience: index % 10,
        status: index % 7 === 0 ? 'closed' : 'open',
        hidden: index % 50 === 0,
        deleted: index % 97 === 0,
        postedAt,
        createdAt: postedAt,
        updatedAt: postedAt,
      });
    }
    await batch.commit();
  }
};

const firstPage = async (spec: JobsGridSpec) => {
  const base = jobsQuery(db, spec);
  const started = performance.now();
  const [page, count] = await Promise.all([
    getDocs(jobsPageQuery(base, PAGE_SIZE, undefined)),
    getCount(base),
  ]);
  const counts = await Promise.all(page.docs.map((job) => getCount(applicantsOfJobQuery(db, job.id))));
  const ms = performance.now() - started;
  const total = count.data().count;
  const reads = page.docs.length + Math.max(1, Math.ceil(total / 1000)) + counts.length;
  return { ms, reads, shown: page.docs.length, total };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let failed = false;
let seeded = 0;
console.log(
  `Admin /jobs, first page (${String(PAGE_SIZE)} rows), emulator with the security rules, ${String(RUNS)} runs each:\n`,
);
for (const size of SIZES) {
  await seedJobs(seeded, size);
  seeded = size;
  for (const { name, spec } of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await firstPage(spec));
    const { reads, shown, total } = runs[0]!;
    const times = runs.map((run) => run.ms);
    const ok = reads <= READ_TARGET;
    if (!ok) failed = true;
    console.log(
      `  ${String(size).padStart(5)} jobs stored, ${name.padEnd(19)}: ${String(shown)} shown of ${String(total).padStart(4)} matching, ${String(reads)} reads (target ≤ ${String(READ_TARGET)}) ${ok ? 'ok' : 'OVER'}, ` +
        `time median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
}

await deleteApp(webApp);
await deleteAdminApp(adminApp);
await emulator.close();
if (failed) process.exitCode = 1;

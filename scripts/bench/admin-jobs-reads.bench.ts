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

import { COLLECTIONS } from '@careers/domain/firestore';
import { JOBS_GRID_DEFAULT_SPEC, type JobsGridSpec } from '@careers/domain/rules';
import { Timestamp } from 'firebase-admin/firestore';
import { getCount, getDocs } from 'firebase/firestore/lite';

import { measurePage, type PageRun, startReadsBench } from './reads-bench.ts';
import {
  applicantsOfJobQuery,
  jobsPageQuery,
  jobsQuery,
} from '../../web/src/lib/firebase/queries/jobs-grid-query.ts';

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
        search: '',
      },
      column: { field: 'experience', operator: '>=', value: 5 },
      sort: { field: 'title', direction: 'asc' },
    },
  },
  {
    name: 'searched',
    spec: { ...JOBS_GRID_DEFAULT_SPEC, filter: { ...JOBS_GRID_DEFAULT_SPEC.filter, search: 'Weaving' } },
  },
];

const { adminDb, db, close } = await startReadsBench();

/** Stored jobs up to `total`, spread over the last year, a few hidden, closed or deleted. */
const seedJobs = async (from: number, total: number) => {
  const now = Date.now();
  for (let start = from; start < total; start += 400) {
    const batch = adminDb.batch();
    for (let index = start; index < Math.min(total, start + 400); index += 1) {
      const postedAt = Timestamp.fromMillis(now - index * 3_600_000);
      batch.set(adminDb.collection(COLLECTIONS.jobs).doc(`bench-job-${String(index).padStart(5, '0')}`), {
        title: `Bench job ${String(index)}`,
        // One job in three is a weaving job, for the search.
        searchTokens: ['bench', 'job', String(index), ...(index % 3 === 0 ? ['weaving'] : [])],
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

const firstPage = async (spec: JobsGridSpec): Promise<PageRun> => {
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

let failed = false;
let seeded = 0;
console.log(
  `Admin /jobs, first page (${String(PAGE_SIZE)} rows), emulator with the security rules, ${String(RUNS)} runs each:\n`,
);
for (const size of SIZES) {
  await seedJobs(seeded, size);
  seeded = size;
  for (const { name, spec } of PAGES) {
    const { ok, line } = await measurePage(() => firstPage(spec), RUNS, READ_TARGET);
    if (!ok) failed = true;
    console.log(`  ${String(size).padStart(5)} jobs stored, ${name.padEnd(19)}: ${line}`);
  }
}

await close();
if (failed) process.exitCode = 1;

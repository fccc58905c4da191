// Benchmark (issue 11 "Applicants", Performance): what the first page of a job's applicants table
// (/jobs/show/{id}) costs with 1,000 applications to that job (and 1,000 to another job beside it).
// Runs the web app's own queries (web/src/lib/firebase/queries/applicants-grid-query.ts, paged with
// jobsPageQuery as the page does) through the Firebase web SDK, signed in as an admin, against the
// project's emulator with the real security rules, and prints:
//   - reads: documents returned + the count() aggregation (one read per 1,000 index entries it
//     goes through, at least one) + one review read per shown applicant who has taken the test
//     (the Test score column);
//   - the time of the first page (median and max of several runs);
// for the table as it opens (every active applicant, newest first), sorted by name, and the
// "Shortlisted" view. Target: at most 100 reads.
//
//   npm run bench:applicants-reads -w scripts
import { performance } from 'node:perf_hooks';

import { COLLECTIONS, REVIEW_PATH } from '@careers/domain/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { getCount, getDoc, getDocs } from 'firebase/firestore/lite';

import { measurePage, type PageRun, startReadsBench } from './reads-bench.ts';
import {
  applicantsQuery,
  applicationReviewRef,
  type ApplicantsGridSpec,
} from '../../web/src/lib/firebase/queries/applicants-grid-query.ts';
import { jobsPageQuery } from '../../web/src/lib/firebase/queries/jobs-grid-query.ts';

const APPLICATIONS = 1000;
const PAGE_SIZE = 25;
const RUNS = 7;
const READ_TARGET = 100;
const JOB_ID = 'bench-job';
const STATUSES = [
  'applied',
  'under-review',
  'shortlisted',
  'test-invited',
  'test-taken',
  'rejected',
  'removed',
];

const PAGES: readonly { name: string; spec: ApplicantsGridSpec }[] = [
  {
    name: 'as it opens',
    spec: { jobId: JOB_ID, view: 'active', sort: { field: 'appliedAt', direction: 'desc' } },
  },
  {
    name: 'sorted by name',
    spec: { jobId: JOB_ID, view: 'active', sort: { field: 'name', direction: 'asc' } },
  },
  {
    name: 'test taken only',
    spec: { jobId: JOB_ID, view: 'test-taken', sort: { field: 'appliedAt', direction: 'desc' } },
  },
];

const { adminDb, db, close } = await startReadsBench();

/** `count` applications to `jobId`, one a minute, statuses in turn; test-taken ones get a review. */
const seedApplications = async (jobId: string, count: number) => {
  const now = Date.now();
  for (let start = 0; start < count; start += 200) {
    const batch = adminDb.batch();
    for (let index = start; index < Math.min(count, start + 200); index += 1) {
      const uid = `bench-candidate-${String(index).padStart(5, '0')}`;
      const id = `${jobId}_${uid}`;
      const status = STATUSES[index % STATUSES.length] ?? 'applied';
      const at = Timestamp.fromMillis(now - index * 60_000);
      const taken = status === 'test-taken';
      batch.set(adminDb.collection(COLLECTIONS.applications).doc(id), {
        jobId,
        jobTitle: 'Bench job',
        uid,
        status,
        statusHistory: [{ status, at }],
        topCandidate: false,
        answers: [],
        candidate: {
          firstName: `First${String(index)}`,
          middleName: '',
          lastName: `Last${String((index * 7919) % count)}`,
          email: `${uid}@example.com`,
          phoneNumber: '03001234567',
          city: 'Lahore',
          address: 'Gulberg',
          avatar: null,
          resume: null,
          totalExperience: index % 12,
          education: [],
          career: [],
        },
        privacyPolicyVersion: '2026-01',
        appliedAt: at,
        updatedAt: at,
        test: taken ? { testId: 't', link: '/x', invitedAt: at, taken: true, takenAt: at } : null,
        interviewInvitedAt: null,
      });
      if (taken) {
        batch.set(
          adminDb
            .collection(COLLECTIONS.applications)
            .doc(id)
            .collection(REVIEW_PATH.collection)
            .doc(REVIEW_PATH.id),
          { remarks: '', score: index % 20, totalQuestions: 20, updatedAt: at, updatedBy: 'bench' },
        );
      }
    }
    await batch.commit();
  }
};

const firstPage = async (spec: ApplicantsGridSpec): Promise<PageRun> => {
  const base = applicantsQuery(db, spec);
  const started = performance.now();
  const [page, count] = await Promise.all([
    getDocs(jobsPageQuery(base, PAGE_SIZE, undefined)),
    getCount(base),
  ]);
  const taken = page.docs.filter(
    (document) => (document.data() as { test: { taken: boolean } | null }).test?.taken,
  );
  await Promise.all(taken.map((document) => getDoc(applicationReviewRef(db, document.id))));
  const ms = performance.now() - started;
  const total = count.data().count;
  const reads = page.docs.length + taken.length + Math.max(1, Math.ceil(total / 1000));
  return { ms, reads, shown: page.docs.length, total };
};

await seedApplications(JOB_ID, APPLICATIONS);
await seedApplications('bench-other-job', APPLICATIONS);
let failed = false;
console.log(
  `Applicants table of a job with ${String(APPLICATIONS)} applications, first page (${String(PAGE_SIZE)} rows), emulator with the security rules, ${String(RUNS)} runs each:\n`,
);
for (const { name, spec } of PAGES) {
  const { ok, line } = await measurePage(() => firstPage(spec), RUNS, READ_TARGET);
  if (!ok) failed = true;
  console.log(`  ${name.padEnd(16)}: ${line}`);
}

await close();
if (failed) process.exitCode = 1;

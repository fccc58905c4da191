// Benchmark (issue 20, "Search"): what the first page of the applicant search costs at 10,000
// applications (10 jobs of 1,000): a job's applicants narrowed by a word and a score range (the
// entries, then each shown application and its review, as the table reads them), and the
// candidates page across every job by a degree word and an experience floor (the entries alone).
// Runs the web app's own query (web/src/lib/firebase/queries/applicant-search-query.ts, paged with
// jobsPageQuery) through the Firebase web SDK, signed in as an admin, against the project's emulator
// with the real rules and indexes, and prints reads (documents + count(): one per 1,000 matches)
// and the time of the first page (median and max). Target: at most 100 reads.
//
//   npm run bench:applicant-search -w scripts
import { performance } from 'node:perf_hooks';

import { EMPTY_APPLICANT_QUERY, type ApplicantQuery, type Application } from '@careers/domain';
import { COLLECTIONS } from '@careers/domain/firestore';
import { applicantSearchEntryOf } from '@careers/domain/rules';
import { doc, getCount, getDoc, getDocs } from 'firebase/firestore/lite';

import { measurePage, type PageRun, startReadsBench } from './reads-bench.ts';
import { applicantSearchQuery } from '../../web/src/lib/firebase/queries/applicant-search-query.ts';
import { applicationReviewRef } from '../../web/src/lib/firebase/queries/applicants-grid-query.ts';
import { jobsPageQuery } from '../../web/src/lib/firebase/queries/jobs-grid-query.ts';

const JOBS = 10;
const PER_JOB = 1000;
const PAGE_SIZE = 25;
const RUNS = 7;
const READ_TARGET = 100;
const STATUSES = ['applied', 'under-review', 'shortlisted', 'test-taken', 'rejected'] as const;
const DEGREES = ['BS Textile Engineering', 'BBA', 'MBA', 'DAE Textile', 'BS Chemistry'];
const CITIES = ['Lahore', 'Faisalabad', 'Karachi', 'Multan'];

const { adminDb, db, close } = await startReadsBench();

/** 1,000 applications to each job, with their search entries and (tested ones) their reviews. */
const seed = async () => {
  const now = Date.now();
  for (let job = 0; job < JOBS; job += 1) {
    const jobId = `bench-job-${String(job)}`;
    for (let start = 0; start < PER_JOB; start += 150) {
      const batch = adminDb.batch();
      for (let index = start; index < Math.min(PER_JOB, start + 150); index += 1) {
        const uid = `bench-candidate-${String(job)}-${String(index)}`;
        const id = `${jobId}_${uid}`;
        const status = STATUSES[index % STATUSES.length] ?? 'applied';
        const appliedAt = new Date(now - index * 60_000);
        const tested = status === 'test-taken';
        const review = tested ? { score: index % 21, totalQuestions: 20 } : null;
        const application: Omit<Application, 'statusHistory' | 'test'> & {
          statusHistory: unknown;
          test: unknown;
        } = {
          jobId,
          jobTitle: `Bench job ${String(job)}`,
          uid,
          status,
          statusHistory: [{ status, at: appliedAt }],
          topCandidate: false,
          answers: [],
          candidate: {
            firstName: `First${String(index)}`,
            middleName: '',
            lastName: `Last${String(index % 97)}`,
            email: `${uid}@example.com`,
            phoneNumber: '03001234567',
            city: CITIES[index % CITIES.length] ?? 'Lahore',
            address: 'Gulberg',
            avatar: null,
            resume: null,
            totalExperience: index % 12,
            education: [
              {
                institute: 'NTU',
                degree: DEGREES[index % DEGREES.length] ?? 'BBA',
                fieldOfStudy: '',
                cgpa: 2 + (index % 20) / 10,
                percentage: null,
                from: 2015,
                to: 2019,
              },
            ],
            career: [],
          },
          privacyPolicyVersion: '2026-01',
          appliedAt,
          updatedAt: appliedAt,
          test: tested
            ? { testId: 't', link: '/x', invitedAt: appliedAt, taken: true, takenAt: appliedAt }
            : null,
          interviewInvitedAt: null,
        };
        const ref = adminDb.collection(COLLECTIONS.applications).doc(id);
        batch.set(ref, application);
        batch.set(
          adminDb.collection(COLLECTIONS.applicantSearch).doc(id),
          applicantSearchEntryOf(application, review, appliedAt),
        );
        if (review) batch.set(ref.collection('private').doc('review'), { remarks: '', ...review });
      }
      await batch.commit();
    }
  }
};

/** The table's first page: the entries, then each shown application and, once tested, its review. */
const applicantsPage = async (search: ApplicantQuery): Promise<PageRun> => {
  const base = applicantSearchQuery(db, search);
  const started = performance.now();
  const [page, count] = await Promise.all([
    getDocs(jobsPageQuery(base, PAGE_SIZE, undefined)),
    getCount(base),
  ]);
  const applications = await Promise.all(
    page.docs.map((entry) => getDoc(doc(db, COLLECTIONS.applications, entry.id))),
  );
  const tested = applications.filter((application) => application.get('test.taken') === true);
  await Promise.all(tested.map((application) => getDoc(applicationReviewRef(db, application.id))));
  const total = count.data().count;
  return {
    ms: performance.now() - started,
    reads: page.docs.length * 2 + tested.length + Math.max(1, Math.ceil(total / 1000)),
    shown: page.docs.length,
    total,
  };
};

/** The candidates page's first page: the entries hold what it shows. */
const candidatesPage = async (search: ApplicantQuery): Promise<PageRun> => {
  const base = applicantSearchQuery(db, search);
  const started = performance.now();
  const [page, count] = await Promise.all([
    getDocs(jobsPageQuery(base, PAGE_SIZE, undefined)),
    getCount(base),
  ]);
  const total = count.data().count;
  return {
    ms: performance.now() - started,
    reads: page.docs.length + Math.max(1, Math.ceil(total / 1000)),
    shown: page.docs.length,
    total,
  };
};

await seed();
const query = (change: Partial<ApplicantQuery>): ApplicantQuery => ({ ...EMPTY_APPLICANT_QUERY, ...change });
const PAGES: { name: string; run: () => Promise<PageRun> }[] = [
  { name: 'applicants, every active one', run: () => applicantsPage(query({ jobId: 'bench-job-3' })) },
  {
    name: 'applicants, "lahore" + score ≥ 50%',
    run: () =>
      applicantsPage(query({ jobId: 'bench-job-3', view: 'test-taken', text: 'lahore', scoreMin: 50 })),
  },
  { name: 'candidates, every job', run: () => candidatesPage(query({})) },
  {
    name: 'candidates, "textile" + 3 years',
    run: () => candidatesPage(query({ text: 'textile', experienceMin: 3, cgpaMin: 2.5 })),
  },
];
let failed = false;
console.log(
  `Applicant search at ${String(JOBS * PER_JOB)} applications (${String(JOBS)} jobs), first page (${String(PAGE_SIZE)} rows), emulator with the security rules, ${String(RUNS)} runs each:\n`,
);
for (const { name, run } of PAGES) {
  const { ok, line } = await measurePage(run, RUNS, READ_TARGET);
  if (!ok) failed = true;
  console.log(`  ${name.padEnd(36)}: ${line}`);
}
await close();
if (failed) process.exitCode = 1;

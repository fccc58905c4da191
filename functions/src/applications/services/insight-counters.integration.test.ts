import {
  applicationId,
  COLLECTIONS,
  insightDaysOfMonths,
  insightsReport,
  mergeInsightDocs,
  recountInsights,
  type InsightCounterDoc,
  type InsightCounterMonthDoc,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { TEST_ADMIN } from '../../testing/admin-console.ts';
import { applicationsSuite } from '../../testing/applications.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { shortlistApplicants } from '../../testing/checked-services.ts';
import { readInsightCounters } from '../repositories/insight-counters.ts';
import { countTestScore, type StatusSubject } from './application-status.ts';
import { applyToJob } from './apply.ts';

// The insight counters under load (issue 22, acceptance): fifty applications made at once, then
// fifty shortlists made at once (each its own call, so its own transaction), leave the counters
// exactly what a recount of the applications' status histories gives. Counting is a blind
// increment in each change's transaction, so nothing is lost to contention and nothing counted twice.
// And the layout (issue 31): one document per job and month, so a busy day's jobs do not share one
// document that outgrows Firestore's 20,000 fields and 40,000 index entries.

const APPLICANTS = 50;

const { bed } = applicationsSuite('insight-counters');

const storedDocs = async (): Promise<InsightCounterMonthDoc[]> =>
  (await bed.deps.db.collection(COLLECTIONS.insightCounters).get()).docs.map(
    (doc) => doc.data() as InsightCounterMonthDoc,
  );

const storedCounters = async (): Promise<InsightCounterDoc[]> =>
  mergeInsightDocs(insightDaysOfMonths(await storedDocs()));

const recount = async (ids: readonly string[]): Promise<InsightCounterDoc[]> => {
  const applications = await Promise.all(ids.map((id) => bed.readApplication(id)));
  return recountInsights(applications.map((application) => application as NonNullable<typeof application>));
};

describe('insight counters: simultaneous applications and shortlists', () => {
  it(`${String(APPLICANTS)} simultaneous applications and ${String(APPLICANTS)} simultaneous shortlists leave the counters equal to a recount`, async () => {
    const jobId = await bed.postJob();
    const candidates: TestCandidate[] = [];
    // Created a few at a time: Auth and Storage are not what is under test.
    for (let start = 0; start < APPLICANTS; start += 10) {
      candidates.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, APPLICANTS - start) }, (_, index) =>
            createCandidate(bed.deps, { label: `load${String(start + index)}`, now: new Date('2026-11-01') }),
          ),
        )),
      );
    }
    const sources = ['linkedin', 'LinkedIn', 'utm_source=indeed', null, 'https://www.rozee.pk/jobs'];

    const applied = await Promise.allSettled(
      candidates.map((candidate, index) =>
        applyToJob(bed.deps, candidate.caller, {
          jobId,
          answers: bed.answers(),
          source: sources[index % sources.length] ?? null,
        }),
      ),
    );
    expect(applied.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const ids = candidates.map((candidate) => applicationId(jobId, candidate.caller.uid));

    const afterApplying = await storedCounters();
    expect(afterApplying).toEqual(await recount(ids));
    const jobCounters = afterApplying[0]?.jobs[jobId];
    expect(jobCounters?.stages).toEqual({ applied: APPLICANTS });
    expect(jobCounters?.sources).toEqual({
      LinkedIn: { applied: 20, shortlisted: 0 },
      Indeed: { applied: 10, shortlisted: 0 },
      Direct: { applied: 10, shortlisted: 0 },
      'Rozee.pk': { applied: 10, shortlisted: 0 },
    });

    const shortlisted = await Promise.allSettled(
      ids.map((id) => shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: [id] })),
    );
    expect(shortlisted.filter((outcome) => outcome.status === 'rejected')).toEqual([]);

    const afterShortlisting = await storedCounters();
    expect(afterShortlisting).toEqual(await recount(ids));
    expect(afterShortlisting[0]?.jobs[jobId]?.stages).toEqual({
      applied: APPLICANTS,
      shortlisted: APPLICANTS,
    });
    expect(afterShortlisting[0]?.jobs[jobId]?.days).toEqual({ shortlisted: { '0': APPLICANTS } });
  }, 180_000);
});

describe('insight counters: one document per job and month', () => {
  const subject = (jobId: string, appliedAt: string): StatusSubject => ({
    jobId,
    jobTitle: `Job ${jobId}`,
    status: 'test-taken',
    appliedAt: new Date(appliedAt),
    statusHistory: [],
  });

  it('a day with many jobs writes a document per job (id, month, days), read back by month for any range of days', async () => {
    const db = bed.deps.db;
    const JOBS = 120;
    const jobIds = Array.from({ length: JOBS }, (_, index) => `layout${String(index).padStart(3, '0')}`);
    // Each job: three test scores of applications made on 2 November; job 0 also one made on
    // 28 October (a month before) and one on 20 October.
    await Promise.all(
      jobIds.map((jobId) =>
        db.runTransaction(async (transaction) => {
          for (const percent of [40, 70, 90]) {
            countTestScore(transaction, db, subject(jobId, '2026-11-02T09:00:00Z'), percent);
          }
        }),
      ),
    );
    await db.runTransaction(async (transaction) => {
      countTestScore(transaction, db, subject('layout000', '2026-10-28T09:00:00Z'), 55);
      countTestScore(transaction, db, subject('layout000', '2026-10-20T09:00:00Z'), 15);
    });

    const docs = (await db.collection(COLLECTIONS.insightCounters).get()).docs.filter((doc) =>
      doc.id.startsWith('layout'),
    );
    expect(docs.map((doc) => doc.id).sort()).toEqual(
      ['layout000_2026-10', ...jobIds.map((jobId) => `${jobId}_2026-11`)].sort(),
    );
    const first = docs.find((doc) => doc.id === 'layout001_2026-11')?.data() as InsightCounterMonthDoc;
    expect(first).toEqual({
      jobId: 'layout001',
      month: '2026-11',
      meta: expect.objectContaining({ title: 'Job layout001' }),
      days: { '2026-11-02': { scores: { '40': { taken: 1 }, '70': { taken: 1 }, '90': { taken: 1 } } } },
    });

    // A range across the months reads both months' documents and counts only its days.
    const range = { from: '2026-10-25', to: '2026-11-05' };
    // (The suite's other test counted its applications in this database too, on 20 November.)
    const read = (await readInsightCounters(db, range)).filter((day) =>
      Object.keys(day.jobs).every((jobId) => jobId.startsWith('layout')),
    );
    expect(new Set(read.map((day) => day.day))).toEqual(new Set(['2026-10-20', '2026-10-28', '2026-11-02']));
    const report = insightsReport(read, range, '2026-11-30');
    expect(report.jobs.filter((job) => job.jobId.startsWith('layout'))).toHaveLength(JOBS);
    const counted = read
      .filter((day) => day.day >= range.from && day.day <= range.to)
      .flatMap((day) => Object.values(day.jobs))
      .reduce(
        (sum, job) =>
          sum + Object.values(job.scores ?? {}).reduce((total, score) => total + (score.taken ?? 0), 0),
        0,
      );
    expect(counted).toBe(JOBS * 3 + 1);
  }, 120_000);
});

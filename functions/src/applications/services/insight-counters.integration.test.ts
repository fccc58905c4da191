import {
  applicationId,
  COLLECTIONS,
  mergeInsightDocs,
  recountInsights,
  type InsightCounterDoc,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { TEST_ADMIN } from '../../testing/admin-console.ts';
import { applicationsSuite } from '../../testing/applications.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { shortlistApplicants } from '../../testing/checked-services.ts';
import { applyToJob } from './apply.ts';

// The insight counters under load (issue 22, acceptance): fifty applications made at once, then
// fifty shortlists made at once (each its own call, so its own transaction), leave the counters
// exactly what a recount of the applications' status histories gives. Counting is a blind sharded
// increment in each change's transaction, so nothing is lost to contention and nothing counted twice.

const APPLICANTS = 50;

const { bed } = applicationsSuite('insight-counters');

const storedCounters = async (): Promise<InsightCounterDoc[]> =>
  mergeInsightDocs(
    (await bed.deps.db.collection(COLLECTIONS.insightCounters).get()).docs.map(
      (doc) => doc.data() as InsightCounterDoc,
    ),
  );

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

import { applicationId, COLLECTIONS, EMPTY_APPLICANT_QUERY, type ApplicantQuery } from '@careers/domain';
import { Query, type QuerySnapshot } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { TEST_ADMIN } from '../../testing/admin-console.ts';
import { startApplicationsTestBed, type ApplicationsTestBed } from '../../testing/applications.ts';
import { createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { shortlistApplicants } from '../../testing/checked-services.ts';
import { applicantSearchRef, matchingApplicationIds, writeApplicantSearchScore } from '../index.ts';
import { applyToJob } from './apply.ts';
import { pseudonymiseApplications } from './pseudonymise.ts';

// The applicant search's entries (issue 20) follow each change in its own transaction, and the
// domain's query plan finds them through the project's indexes (the emulator refuses a query
// without its index, as production does).

let bed: ApplicationsTestBed;
let jobId: string;
const candidates: TestCandidate[] = [];

const NOW = new Date('2026-11-01T09:00:00Z');
const PROFILES = [
  {
    firstName: 'Ayesha',
    lastName: 'Khán',
    city: 'Faisalabad',
    totalExperience: 4,
    degree: 'BS Textile Engineering',
    cgpa: 3.4,
  },
  { firstName: 'Bilal', lastName: 'Ahmed', city: 'Lahore', totalExperience: 1, degree: 'BBA', cgpa: 2.8 },
  {
    firstName: 'Sana',
    lastName: 'Iqbal',
    city: 'Karachi',
    totalExperience: 8,
    degree: 'MS Textile',
    cgpa: 3.9,
  },
];

const find = async (change: Partial<ApplicantQuery>): Promise<string[]> => {
  const { ids } = await matchingApplicationIds(
    bed.deps.db,
    { ...EMPTY_APPLICANT_QUERY, jobId, ...change },
    100,
  );
  if (ids === null) throw new Error('More than 100 applicants match');
  return ids;
};
const idOf = (index: number) => applicationId(jobId, candidates[index]!.caller.uid);

beforeAll(async () => {
  bed = await startApplicationsTestBed('applicant-search');
  jobId = await bed.postJob();
  for (const [index, profile] of PROFILES.entries()) {
    const candidate = await createCandidate(bed.deps, {
      label: `search${String(index)}`,
      now: NOW,
      profile: {
        firstName: profile.firstName,
        middleName: '',
        lastName: profile.lastName,
        city: profile.city,
        totalExperience: profile.totalExperience,
        education: [
          {
            institute: 'NTU',
            degree: profile.degree,
            fieldOfStudy: '',
            cgpa: profile.cgpa,
            percentage: null,
            from: 2015,
            to: 2019,
          },
        ],
      },
    });
    candidates.push(candidate);
    await applyToJob(bed.deps, candidate.caller, { jobId, answers: bed.answers(), source: null });
  }
});
afterAll(async () => {
  await bed.close();
});

describe('applicant search', () => {
  it('has an entry for each application made, found by any word of name, city or degree, any case or accent', async () => {
    const entry = (await applicantSearchRef(bed.deps.db, idOf(0)).get()).data();
    expect(entry).toMatchObject({
      jobId,
      status: 'applied',
      name: 'Ayesha Khán',
      experience: 4,
      cgpa: 3.4,
      scorePercent: null,
    });
    expect(await find({ text: 'KHAN' })).toEqual([idOf(0)]);
    expect(await find({ text: 'textile' })).toEqual(expect.arrayContaining([idOf(0), idOf(2)]));
    expect(await find({ text: 'textile' })).toHaveLength(2);
    expect(await find({ text: candidates[1]!.email.toUpperCase() })).toEqual([idOf(1)]);
    expect(await find({ text: 'karachi', experienceMin: 5, cgpaMin: 3.5 })).toEqual([idOf(2)]);
    expect(await find({ experienceMax: 3 })).toEqual([idOf(1)]);
    // Every job: the candidates page.
    expect(await find({ jobId: null, text: 'faisalabad' })).toContain(idOf(0));
  });

  it('reads at most the cap and one more entry, and past the cap answers how many match instead of ids', async () => {
    const read = vi.spyOn(Query.prototype, 'get');
    try {
      const matching = async (max: number) => {
        read.mockClear();
        const answer = await matchingApplicationIds(bed.deps.db, { ...EMPTY_APPLICANT_QUERY, jobId }, max);
        const results = await Promise.all(
          read.mock.results.map((result) => result.value as Promise<QuerySnapshot>),
        );
        return { answer, entriesRead: results.reduce((sum, snapshot) => sum + snapshot.size, 0) };
      };
      expect(await matching(1)).toEqual({ answer: { ids: null, tooMany: 3 }, entriesRead: 2 });
      const all = await matching(3);
      expect(all.answer.ids).toHaveLength(3);
      expect(all.entriesRead).toBe(3);
    } finally {
      read.mockRestore();
    }
  });

  it('follows a status change and a test score, each in its transaction', async () => {
    await shortlistApplicants(bed.deps, TEST_ADMIN, { jobId, applicationIds: [idOf(0), idOf(2)] });
    expect((await find({ view: 'shortlisted' })).sort()).toEqual([idOf(0), idOf(2)].sort());
    expect(await find({ view: 'applied' })).toEqual([idOf(1)]);

    await bed.deps.db.runTransaction(async (transaction) => {
      writeApplicantSearchScore(transaction, bed.deps.db, idOf(0), 80, NOW);
      writeApplicantSearchScore(transaction, bed.deps.db, idOf(2), 35, NOW);
    });
    expect(await find({ scoreMin: 50 })).toEqual([idOf(0)]);
    expect(await find({ scoreMin: 30, scoreMax: 40, view: 'shortlisted' })).toEqual([idOf(2)]);
    // No score yet: in no score range.
    expect(await find({ scoreMax: 100 })).not.toContain(idOf(1));
  });

  it("moves an erased candidate's entry under the pseudonym, without their words", async () => {
    const before = idOf(1);
    await pseudonymiseApplications(bed.deps, candidates[1]!.caller.uid, 'erased-search-1', NOW);
    expect((await applicantSearchRef(bed.deps.db, before).get()).exists).toBe(false);
    const moved = applicationId(jobId, 'erased-search-1');
    expect((await applicantSearchRef(bed.deps.db, moved).get()).data()).toMatchObject({
      uid: 'erased-search-1',
      city: '',
    });
    expect(await find({ text: 'bilal' })).toEqual([]);
    expect(await find({})).toContain(moved);
    expect(
      (
        await bed.deps.db
          .collection(COLLECTIONS.applicantSearch)
          .where('uid', '==', candidates[1]!.caller.uid)
          .get()
      ).empty,
    ).toBe(true);
  });
});

import {
  candidateDataExportSchema,
  COLLECTIONS,
  ERASED_CANDIDATE_NAME,
  ERASURE_STEPS,
  type Application,
  type ErasureRecord,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { readApplicationsOfCandidate } from '../../applications/index.ts';
import { TEST_ADMIN } from '../../testing/admin-console.ts';
import { CANDIDATE_PASSWORD } from '../../testing/candidates.ts';
import { signInOnEmulator } from '../../testing/emulators.ts';
import { serviceError } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { erasureRef } from '../repositories/erasures-repository.ts';
import { resumeStalledErasures, ERASURE_STALL_MS } from '../scheduled/resume-erasures.ts';
import {
  createFullCandidate,
  everyDocument,
  jobFigures,
  startDataRightsTestBed,
  type FullCandidate,
} from '../testing/data-rights-test-bed.ts';
import { eraseCandidate } from './erase-candidate.ts';
import { exportCandidateData } from './export-data.ts';

// Export and erasure against the emulators (issue 21's acceptance): a candidate with a profile, a
// CV, two applications (one tested, one invited to an interview), mails, remarks and audit
// entries is exported, then erased; every document of the suite's database and every Storage
// object is then scanned for their address, names, phone, address and uid.

const bed = suiteFixture(() => startDataRightsTestBed('data-rights'), 60_000);

const ADMIN_CALLER = { ...TEST_ADMIN, admin: true };

const needlesOf = (candidate: FullCandidate): string[] => [
  candidate.uid,
  candidate.email,
  candidate.details.firstName,
  candidate.details.middleName,
  candidate.details.lastName,
  candidate.details.phoneNumber,
  candidate.details.address,
];

/** Every place in the database and in Storage where one of the candidate's details is found. */
const traces = async (candidate: FullCandidate): Promise<string[]> => {
  const needles = needlesOf(candidate).map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const doc of await everyDocument(bed.deps.db)) {
    const text = `${doc.path} ${doc.json}`.toLowerCase();
    for (const needle of needles) if (text.includes(needle)) found.push(`${doc.path}: ${needle}`);
  }
  const [files] = await bed.deps.bucket.getFiles();
  for (const file of files) {
    const described = `${file.name} ${JSON.stringify(file.metadata.metadata ?? {})}`.toLowerCase();
    // The bucket is shared with the test files running beside this one: an object they delete
    // between the listing and its read is gone, and holds no trace of this candidate.
    const content =
      Number(file.metadata.size) < 256_000
        ? await file.download().then(
            ([bytes]) => bytes.toString('latin1').toLowerCase(),
            (error: unknown) => {
              if ((error as { code?: number }).code === 404) return '';
              throw error;
            },
          )
        : '';
    for (const needle of needles) {
      if (described.includes(needle) || content.includes(needle))
        found.push(`storage ${file.name}: ${needle}`);
    }
  }
  return found;
};

describe('exportCandidateData', () => {
  it("includes the interview's recorded outcome", async () => {
    const candidate = await createFullCandidate(bed);
    const interviewId = candidate.applicationIds.find((id) => id.startsWith(candidate.interviewJobId))!;
    // As recordInterviewOutcome stores it once the interview has taken place.
    await bed.deps.db.doc(`interviews/${interviewId}`).update({
      outcome: {
        attendance: 'attended',
        score: 4,
        notes: 'Knows ring frames well.',
        recordedAt: new Date('2026-12-02T11:00:00Z'),
        recordedBy: 'admin-1',
        recordedByName: 'Sana Admin',
      },
    });
    const archive = await exportCandidateData(bed.deps, candidate.caller, {});
    expect(await candidateDataExportSchema.isValid(archive)).toBe(true);
    const interviewed = archive.applications.find((application) => application.id === interviewId)!;
    expect(interviewed.interview?.record?.outcome).toEqual({
      attendance: 'attended',
      score: 4,
      notes: 'Knows ring frames well.',
      recordedAt: '2026-12-02T11:00:00.000Z',
    });
    expect(JSON.stringify(archive)).not.toContain('Sana Admin');
  });

  it('answers everything held about the candidate, valid against the domain schema, never a key', async () => {
    const candidate = await createFullCandidate(bed);
    const archive = await exportCandidateData(bed.deps, candidate.caller, {});

    expect(await candidateDataExportSchema.isValid(archive)).toBe(true);
    expect(archive.account).toMatchObject({ uid: candidate.uid, email: candidate.email });
    expect(archive.profile).toMatchObject(candidate.details);
    expect(archive.applications.map((application) => application.id).sort()).toEqual(
      [...candidate.applicationIds].sort(),
    );
    const tested = archive.applications.find((application) => application.jobId === candidate.testedJobId)!;
    expect(tested.status).toBe('test-taken');
    expect(tested.test).toMatchObject({
      taken: true,
      totalQuestions: 20,
      tabSwitches: 2,
      completion: 'submitted',
    });
    expect(tested.test?.score).toEqual(expect.any(Number));
    const interviewed = archive.applications.find(
      (application) => application.jobId === candidate.interviewJobId,
    )!;
    expect(interviewed.interview?.invitedAt).toEqual(expect.any(String));
    // Issue 31: the interview's record, not only the invitation's time.
    expect(interviewed.interview?.record).toMatchObject({
      status: 'scheduled',
      date: '2026-12-02',
      time: '14:30',
      place: 'Head Office',
      note: 'Gate 2.',
      outcome: null,
    });
    expect(archive.mails.map((mail) => mail.kind).sort()).toEqual(
      ['custom', 'cv-submitted', 'cv-submitted', 'interview-invitation', 'test-invitation'].sort(),
    );
    expect(archive.files.map((file) => file.kind).sort()).toEqual([
      'application-resume',
      'application-resume',
      'resume',
    ]);
    // No question, option or key of the test (the bank's options read 'right …' and 'wrong …').
    expect(JSON.stringify(archive)).not.toMatch(/correctOptions|wrongOptions|right (aptitude|technical)/);
    // The schema refuses what the export must never hold.
    expect(
      await candidateDataExportSchema.isValid({
        ...archive,
        applications: [{ ...tested, test: { ...tested.test, correctOptions: ['a'] } }],
      }),
    ).toBe(false);

    const audit = await bed.deps.db
      .collection(COLLECTIONS.auditLog)
      .where('action', '==', 'export')
      .where('target.id', '==', candidate.uid)
      .get();
    expect(audit.docs.map((doc) => doc.get('actor.uid'))).toEqual([candidate.uid]);
  }, 60_000);

  it("refuses another candidate's data ('not-yours') and lets an admin export anyone's", async () => {
    const candidate = await createFullCandidate(bed);
    const other = await createFullCandidate(bed);
    expect(
      (await serviceError(exportCandidateData(bed.deps, other.caller, { uid: candidate.uid }))).reason,
    ).toBe('not-yours');
    const archive = await exportCandidateData(bed.deps, ADMIN_CALLER, { uid: candidate.uid });
    expect(archive.account.uid).toBe(candidate.uid);
  }, 60_000);
});

describe('eraseCandidate', () => {
  it('leaves nothing of the candidate but pseudonymous records, with counts and scores unchanged', async () => {
    const candidate = await createFullCandidate(bed);
    const before = {
      tested: await jobFigures(bed.deps.db, candidate.testedJobId),
      interview: await jobFigures(bed.deps.db, candidate.interviewJobId),
    };
    expect((await traces(candidate)).length).toBeGreaterThan(0);

    const wrong = await serviceError(
      eraseCandidate(bed.deps, candidate.caller, { password: 'not-my-password' }),
    );
    expect(wrong.reason).toBe('wrong-password');
    const result = await eraseCandidate(bed.deps, candidate.caller, { password: CANDIDATE_PASSWORD });
    expect(result.state).toBe('done');

    expect(await traces(candidate)).toEqual([]);
    expect({
      tested: await jobFigures(bed.deps.db, candidate.testedJobId),
      interview: await jobFigures(bed.deps.db, candidate.interviewJobId),
    }).toEqual(before);
    const kept = await readApplicationsOfCandidate(bed.deps.db, result.pseudonym);
    expect(kept.map((application: Application) => application.candidate.firstName)).toEqual([
      ERASED_CANDIDATE_NAME,
      ERASED_CANDIDATE_NAME,
    ]);
    expect(kept.map((application) => application.status).sort()).toEqual(['interview-invited', 'test-taken']);
    expect(kept.map((application) => application.erasedAt)).toEqual([bed.clock.now, bed.clock.now]);
    // The interview's copy on the application keeps when and where; the note to them goes, as it
    // does from interviews/{id}.
    expect(
      kept.find((application) => application.jobId === candidate.interviewJobId)?.interview,
    ).toMatchObject({
      place: 'Head Office',
      note: '',
    });
    await expect(bed.deps.auth.getUser(candidate.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signInOnEmulator(candidate.email, CANDIDATE_PASSWORD)).rejects.toThrow();

    // The confirmation reached the address before it was erased.
    const delivered = bed.catcher
      .messages()
      .filter((message) => JSON.stringify(message.to).includes(candidate.email));
    expect(delivered.map((message) => message.subject)).toContainEqual(
      expect.stringMatching(/has been erased/),
    );

    // Running it again (an admin's request) changes nothing.
    const snapshot = await everyDocument(bed.deps.db);
    const again = await eraseCandidate(bed.deps, ADMIN_CALLER, {
      uid: candidate.uid,
      reason: 'Asked twice.',
    });
    expect(again.pseudonym).toBe(result.pseudonym);
    expect(await everyDocument(bed.deps.db)).toEqual(snapshot);
  }, 120_000);

  it('completes an erasure killed half-way, on the next run or by the scheduled sweep', async () => {
    for (const resume of ['next call', 'sweep'] as const) {
      const candidate = await createFullCandidate(bed);
      const killed = eraseCandidate(
        bed.deps,
        candidate.caller,
        { password: CANDIDATE_PASSWORD },
        {
          afterStep: (step) => {
            if (step === 'mail') throw new Error('killed');
          },
        },
      );
      await expect(killed).rejects.toThrow('killed');
      const record = (await erasureRef(bed.deps.db, candidate.uid).get()).data() as ErasureRecord;
      expect(record.state).toBe('running');
      expect(record.stepsDone).toEqual(ERASURE_STEPS.slice(0, ERASURE_STEPS.indexOf('mail') + 1));
      expect((await traces(candidate)).length).toBeGreaterThan(0);

      if (resume === 'next call') {
        await eraseCandidate(bed.deps, candidate.caller, { password: CANDIDATE_PASSWORD });
      } else {
        bed.clock.advance(ERASURE_STALL_MS + 60_000);
        expect(await resumeStalledErasures(bed.deps)).toBeGreaterThanOrEqual(1);
      }
      const done = (await erasureRef(bed.deps.db, candidate.uid).get()).data() as ErasureRecord;
      expect(done).toMatchObject({ state: 'done', subject: null, stepsDone: [...ERASURE_STEPS] });
      expect(await traces(candidate)).toEqual([]);
    }
  }, 180_000);

  it("refuses another candidate's account and an admin without a reason", async () => {
    const candidate = await createFullCandidate(bed);
    const other = await createFullCandidate(bed);
    expect(
      (
        await serviceError(
          eraseCandidate(bed.deps, other.caller, { uid: candidate.uid, password: CANDIDATE_PASSWORD }),
        )
      ).reason,
    ).toBe('not-yours');
    const noReason = await serviceError(eraseCandidate(bed.deps, ADMIN_CALLER, { uid: candidate.uid }));
    expect(noReason.fields).toHaveProperty('reason');
    expect((await erasureRef(bed.deps.db, candidate.uid).get()).exists).toBe(false);
  }, 120_000);
});

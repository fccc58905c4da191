import { createHash } from 'node:crypto';

import {
  candidateDataExportSchema,
  COLLECTIONS,
  ERASED_CANDIDATE_NAME,
  ERASED_TEXT,
  ERASURE_STEPS,
  MESSAGES,
  type Application,
  type AuditEntry,
  type ErasureRecord,
  type Mail,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { readApplicationsOfCandidate } from '../../applications/index.ts';
import { TEST_ADMIN } from '../../testing/admin-console.ts';
import { authOf } from '../../testing/callers.ts';
import { CANDIDATE_PASSWORD, createCandidate } from '../../testing/candidates.ts';
import { putOnRoster, signInOnEmulator } from '../../testing/emulators.ts';
import * as checked from '../../testing/checked-services.ts';
import { callError, serviceError } from '../../testing/refusals.ts';
import { eraseCandidate as eraseCandidateCallable } from '../callables/data-rights-callables.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { erasureIdOf, erasureRef } from '../repositories/erasures-repository.ts';
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
import { setLegalHold } from './legal-hold.ts';

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

  it('replaces what admins typed about the candidate, and keys the erasure record', async () => {
    // Issue 31: a custom mail's subject, an interview's cancellation note, a hold's and the
    // erasure's reasons, each naming the candidate, as admins type them.
    const candidate = await createFullCandidate(bed);
    const { firstName, lastName } = candidate.details;
    const interviewId = candidate.applicationIds[1];
    await checked.emailApplicants(bed.deps, TEST_ADMIN, {
      jobId: candidate.interviewJobId,
      applicationIds: [interviewId],
      subject: `${firstName}, your documents`,
      body: 'Please bring your degree.',
    });
    await checked.cancelInterview(bed.deps, TEST_ADMIN, {
      applicationId: interviewId,
      note: `${firstName} asked to move it.`,
    });
    await setLegalHold(bed.deps, TEST_ADMIN, {
      uid: candidate.uid,
      hold: true,
      reason: `${firstName} ${lastName}'s tribunal claim`,
    });
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: false });

    const result = await eraseCandidate(bed.deps, ADMIN_CALLER, {
      uid: candidate.uid,
      reason: `${firstName} ${lastName} asked by phone.`,
    });

    expect(await traces(candidate)).toEqual([]);
    // The mails' subjects: the one the admin typed is replaced, the templates' stay.
    const mails = (
      await bed.deps.db
        .collection(COLLECTIONS.mail)
        .where('applicantIds', 'array-contains', result.pseudonym)
        .get()
    ).docs.map((doc) => doc.data() as Mail);
    const custom = mails.filter((mail) => mail.kind === 'custom');
    expect(custom.map((mail) => mail.subject)).toEqual([ERASED_TEXT, ERASED_TEXT]);
    expect(mails.find((mail) => mail.kind === 'interview-invitation')?.subject).not.toBe(ERASED_TEXT);
    // The audit log's free text about them: the marker, whatever it said.
    const audit = (
      await bed.deps.db
        .collection(COLLECTIONS.auditLog)
        .where('target.id', 'in', [result.pseudonym, `${candidate.interviewJobId}_${result.pseudonym}`])
        .get()
    ).docs.map((doc) => doc.data() as AuditEntry);
    const typed = (action: string, field: string) =>
      audit.filter((entry) => entry.action === action).map((entry) => entry.changes[field]?.after);
    expect(typed('email', 'subject')).toContain(ERASED_TEXT);
    expect(typed('interview-cancel', 'note')).toEqual([ERASED_TEXT]);
    expect(typed('legal-hold', 'legalHold')).toEqual([ERASED_TEXT]);
    expect(typed('erase', 'reason')).toEqual([ERASED_TEXT]);
    // The record: its reason goes too, and its id is no hash anyone can compute from the uid.
    const records = await bed.deps.db
      .collection(COLLECTIONS.erasures)
      .where('pseudonym', '==', result.pseudonym)
      .get();
    expect(records.docs).toHaveLength(1);
    const [record] = records.docs;
    expect(record!.id).not.toBe(createHash('sha256').update(candidate.uid).digest('hex'));
    expect(record!.id).toBe(erasureIdOf(bed.deps.erasureIdKey, candidate.uid));
    expect(erasureIdOf('another key, as long as the real one', candidate.uid)).not.toBe(record!.id);
    expect(record!.get('reason')).toBe(ERASED_TEXT);
    expect(record!.get('adminUid')).toBe(TEST_ADMIN.uid);
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
      const record = (await erasureRef(bed.deps, candidate.uid).get()).data() as ErasureRecord;
      expect(record.state).toBe('running');
      expect(record.stepsDone).toEqual(ERASURE_STEPS.slice(0, ERASURE_STEPS.indexOf('mail') + 1));
      expect((await traces(candidate)).length).toBeGreaterThan(0);

      if (resume === 'next call') {
        await eraseCandidate(bed.deps, candidate.caller, { password: CANDIDATE_PASSWORD });
      } else {
        bed.clock.advance(ERASURE_STALL_MS + 60_000);
        expect(await resumeStalledErasures(bed.deps)).toBeGreaterThanOrEqual(1);
      }
      const done = (await erasureRef(bed.deps, candidate.uid).get()).data() as ErasureRecord;
      expect(done).toMatchObject({ state: 'done', subject: null, stepsDone: [...ERASURE_STEPS] });
      expect(await traces(candidate)).toEqual([]);
    }
  }, 180_000);

  it('stops at a hold placed between the check and the erasure (issue 31)', async () => {
    const candidate = await createCandidate(bed.deps, { label: 'raced' });
    const refused = await serviceError(
      eraseCandidate(
        bed.deps,
        candidate.caller,
        { password: CANDIDATE_PASSWORD },
        {
          // After any check made before the erasure's transaction, before that transaction.
          beforeRecord: async () => {
            await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: true, reason: 'Case 7' });
          },
        },
      ),
    );
    expect(refused.reason).toBe('legal-hold');
    expect((await erasureRef(bed.deps, candidate.uid).get()).exists).toBe(false);
    expect((await bed.deps.auth.getUser(candidate.uid)).uid).toBe(candidate.uid);
  }, 60_000);

  it("refuses an admin's erasure of a held candidate until the hold is lifted (issue 31)", async () => {
    const candidate = await createCandidate(bed.deps, { label: 'held' });
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: true, reason: 'Case 8' });
    // Through the callable, whose guard wants the admin on the team's roster (issue 31 item 5).
    await putOnRoster(bed.deps.db, ADMIN_CALLER.uid);
    const refused = await callError(
      eraseCandidateCallable.handle(
        { auth: authOf(ADMIN_CALLER), data: { uid: candidate.uid, reason: 'Asked by letter.' } },
        () => bed.deps,
      ),
    );
    expect(refused.code).toBe('failed-precondition');
    expect(refused.message).toBe(MESSAGES.legalHoldLiftBeforeErasing);
    expect(refused.details?.reason).toBe('legal-hold');
    expect((await erasureRef(bed.deps, candidate.uid).get()).exists).toBe(false);

    await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: false });
    const erased = await eraseCandidate(bed.deps, ADMIN_CALLER, {
      uid: candidate.uid,
      reason: 'Asked by letter.',
    });
    expect(erased.state).toBe('done');
  }, 60_000);

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
    expect((await erasureRef(bed.deps, candidate.uid).get()).exists).toBe(false);
  }, 120_000);
});

import {
  COLLECTIONS,
  DEFAULT_RETENTION_MONTHS,
  MESSAGES,
  RETENTION_SETTINGS_DOC_ID,
  RETENTION_SWEEP_DOC_ID,
  RETENTION_WARNING_DAYS,
} from '@careers/domain';
import { describe, expect, it } from 'vitest';

import { startApplicantsTestBed } from '../../applicants/testing/applicants-test-bed.ts';
import { auditEntriesOf, TEST_ADMIN } from '../../testing/admin-console.ts';
import { CANDIDATE_PASSWORD, createCandidate, type TestCandidate } from '../../testing/candidates.ts';
import { serviceError } from '../../testing/refusals.ts';
import { suiteAccounts } from '../../testing/suite-accounts.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { eraseCandidate } from './erase-candidate.ts';
import { setLegalHold } from './legal-hold.ts';
import { getCandidateDataRights, keepAccount, setRetentionPolicy, sweepRetention } from './retention.ts';

// Retention with the clock advanced (issue 21): the warning mail arrives thirty days before, a
// candidate who follows its "keep" link is kept, one who does not is erased, one on legal hold is
// neither warned nor erased. A database of its own, and Auth as the sweep sees it listing only the
// suite's accounts (suiteAccounts: the emulator is shared by the test files running at once).

const DAY = 86_400_000;

const bed = suiteFixture(async () => {
  const started = await startApplicantsTestBed('retention');
  return { ...started, deps: { ...started.deps, auth: suiteAccounts(started.deps.auth) } };
}, 60_000);

const exists = async (candidate: TestCandidate) =>
  bed.deps.auth.getUser(candidate.uid).then(
    () => true,
    () => false,
  );

const keepLinkOf = (candidate: TestCandidate): string | undefined =>
  bed.catcher
    .messages()
    .find((message) => message.to.includes(candidate.email) && /Keep your/.test(message.subject))
    ?.links.find((link) => link.includes('/keep-account?token='));

describe('sweepRetention', () => {
  it('warns, keeps who clicks "keep", erases who does not, and leaves a held candidate alone', async () => {
    const keeper = await createCandidate(bed.deps, { label: 'keeper' });
    const silent = await createCandidate(bed.deps, { label: 'silent' });
    const held = await createCandidate(bed.deps, { label: 'held' });
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: held.uid, hold: true, reason: 'Tribunal case 12/2026' });
    expect((await auditEntriesOf(bed.deps.db, held.uid)).map((entry) => entry.action)).toContain(
      'legal-hold',
    );

    // Created now: the period ends DEFAULT_RETENTION_MONTHS from now.
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + DEFAULT_RETENTION_MONTHS);

    bed.clock.set(new Date(end.getTime() - (RETENTION_WARNING_DAYS + 2) * DAY));
    expect((await sweepRetention(bed.deps)).warned).toEqual([]);

    bed.clock.set(new Date(end.getTime() - (RETENTION_WARNING_DAYS - 1) * DAY));
    const warning = await sweepRetention(bed.deps);
    expect(warning.warned.sort()).toEqual([keeper.uid, silent.uid].sort());
    expect(keepLinkOf(silent)).toBeDefined();
    expect(keepLinkOf(held)).toBeUndefined();
    // A second sweep the same day sends nothing more.
    expect((await sweepRetention(bed.deps)).warned).toEqual([]);

    const token = new URL(keepLinkOf(keeper)!).searchParams.get('token')!;
    expect(await keepAccount(bed.deps, { token })).toEqual({ message: MESSAGES.accountKept });
    expect((await serviceError(keepAccount(bed.deps, { token }))).reason).toBe('link-invalid');

    bed.clock.advance(RETENTION_WARNING_DAYS * DAY);
    const erasing = await sweepRetention(bed.deps);
    expect(erasing.erased).toEqual([silent.uid]);
    expect(await exists(silent)).toBe(false);
    expect(await exists(keeper)).toBe(true);
    expect(await exists(held)).toBe(true);
    expect((await getCandidateDataRights(bed.deps, { uid: held.uid })).legalHold?.reason).toBe(
      'Tribunal case 12/2026',
    );

    // The hold also stops the candidate's own request, until it is lifted.
    const refused = await serviceError(
      eraseCandidate(bed.deps, held.caller, { password: CANDIDATE_PASSWORD }),
    );
    expect(refused.reason).toBe('legal-hold');
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: held.uid, hold: false });
    expect((await eraseCandidate(bed.deps, held.caller, { password: CANDIDATE_PASSWORD })).state).toBe(
      'done',
    );
    expect(await exists(held)).toBe(false);
  }, 120_000);

  it('follows the admin setting', async () => {
    const candidate = await createCandidate(bed.deps, { label: 'short' });
    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: 6 });
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + 6);
    bed.clock.set(new Date(end.getTime() - 10 * DAY));
    expect((await sweepRetention(bed.deps)).warned).toContain(candidate.uid);
    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: DEFAULT_RETENTION_MONTHS });
  }, 60_000);
});

describe('sweepRetention and the legal hold (issue 31)', () => {
  it('keeps a hold an admin places while the sweep reviews the candidate: not warned, not erased', async () => {
    const raced = await createCandidate(bed.deps, { label: 'raced' });
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + DEFAULT_RETENTION_MONTHS);
    bed.clock.set(new Date(end.getTime() - (RETENTION_WARNING_DAYS - 1) * DAY));

    // Between the sweep's reads and its decision, an admin places a hold.
    const run = await sweepRetention(bed.deps, {
      hooks: {
        beforeDecision: async (uid) => {
          if (uid !== raced.uid) return;
          await setLegalHold(bed.deps, TEST_ADMIN, { uid, hold: true, reason: 'Raced hold' });
        },
      },
    });
    expect(run.warned).not.toContain(raced.uid);
    expect(keepLinkOf(raced)).toBeUndefined();
    expect((await getCandidateDataRights(bed.deps, { uid: raced.uid })).legalHold?.reason).toBe('Raced hold');

    bed.clock.advance((RETENTION_WARNING_DAYS + 1) * DAY);
    expect((await sweepRetention(bed.deps)).erased).not.toContain(raced.uid);
    expect(await exists(raced)).toBe(true);
    expect((await getCandidateDataRights(bed.deps, { uid: raced.uid })).legalHold?.reason).toBe('Raced hold');
  }, 60_000);
});

describe('sweepRetention after a change (issue 31)', () => {
  it('withdraws a warning the restored period no longer makes due (24 months set to 2, then back)', async () => {
    const candidate = await createCandidate(bed.deps, { label: 'mistaken' });
    const short = new Date();
    short.setUTCMonth(short.getUTCMonth() + 2);
    bed.clock.set(new Date(short.getTime() - 10 * DAY));
    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: 2 });
    expect((await sweepRetention(bed.deps)).warned).toContain(candidate.uid);

    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: DEFAULT_RETENTION_MONTHS });
    // The admin's page shows the full period's date at once, and the next sweep withdraws the warning.
    const shown = (await getCandidateDataRights(bed.deps, { uid: candidate.uid })).retentionEraseAfter;
    expect(new Date(shown!).getTime()).toBeGreaterThan(bed.clock.now.getTime() + 300 * DAY);
    const restored = await sweepRetention(bed.deps);
    // No longer scheduled: the erasure date is the full period's again.
    const eraseAfter = (await getCandidateDataRights(bed.deps, { uid: candidate.uid })).retentionEraseAfter;
    expect(new Date(eraseAfter!).getTime()).toBeGreaterThan(bed.clock.now.getTime() + 300 * DAY);
    expect(restored.withdrawn).toContain(candidate.uid);

    bed.clock.advance(11 * DAY);
    expect((await sweepRetention(bed.deps)).erased).not.toContain(candidate.uid);
    expect(await exists(candidate)).toBe(true);
  }, 60_000);

  it('warns afresh, with the full notice, a candidate warned before a hold that is lifted', async () => {
    const candidate = await createCandidate(bed.deps, { label: 'lifted' });
    const warnings = () =>
      bed.catcher
        .messages()
        .filter((message) => message.to.includes(candidate.email) && /Keep your/.test(message.subject));
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + DEFAULT_RETENTION_MONTHS);
    bed.clock.set(new Date(end.getTime() - (RETENTION_WARNING_DAYS - 1) * DAY));
    expect((await sweepRetention(bed.deps)).warned).toContain(candidate.uid);
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: true, reason: 'Inquiry' });

    // The warning's date passes during the hold; the hold is lifted the next morning.
    bed.clock.advance((RETENTION_WARNING_DAYS + 10) * DAY);
    expect((await sweepRetention(bed.deps)).erased).not.toContain(candidate.uid);
    await setLegalHold(bed.deps, TEST_ADMIN, { uid: candidate.uid, hold: false });
    const afterLift = await sweepRetention(bed.deps);
    expect(afterLift.erased).not.toContain(candidate.uid);
    expect(afterLift.warned).toContain(candidate.uid);
    expect(warnings()).toHaveLength(2);
    const eraseAfter = (await getCandidateDataRights(bed.deps, { uid: candidate.uid })).retentionEraseAfter;
    expect(new Date(eraseAfter!).getTime()).toBe(bed.clock.now.getTime() + RETENTION_WARNING_DAYS * DAY);

    bed.clock.advance((RETENTION_WARNING_DAYS - 1) * DAY);
    expect((await sweepRetention(bed.deps)).erased).not.toContain(candidate.uid);
    bed.clock.advance(DAY);
    expect((await sweepRetention(bed.deps)).erased).toContain(candidate.uid);
    expect(await exists(candidate)).toBe(false);
  }, 90_000);
});

describe('sweepRetention over every account (issue 31)', () => {
  it('reviews an account registration left without a profile: warned, then erased', async () => {
    const bare = await createCandidate(bed.deps, { label: 'bare', profile: null });
    const end = new Date();
    end.setUTCMonth(end.getUTCMonth() + DEFAULT_RETENTION_MONTHS);
    bed.clock.set(new Date(end.getTime() - (RETENTION_WARNING_DAYS - 1) * DAY));
    expect((await sweepRetention(bed.deps)).warned).toContain(bare.uid);
    expect(keepLinkOf(bare)).toBeDefined();
    bed.clock.advance(RETENTION_WARNING_DAYS * DAY);
    expect((await sweepRetention(bed.deps)).erased).toContain(bare.uid);
    expect(await exists(bare)).toBe(false);
  }, 60_000);

  it('reaches every candidate over successive runs when one run cannot review them all', async () => {
    bed.clock.set(new Date());
    const many: TestCandidate[] = [];
    for (let index = 0; index < 5; index += 1) {
      many.push(await createCandidate(bed.deps, { label: `many${String(index)}` }));
    }
    const runs: string[][] = [];
    const reached = new Set<string>();
    // Two reviews a run: a run stops there and the next resumes after them.
    while (runs.length < 30 && !many.every((candidate) => reached.has(candidate.uid))) {
      const run = await sweepRetention(bed.deps, { budget: { reviews: 2 } });
      expect(run.reviewed.length).toBeLessThanOrEqual(2);
      runs.push(run.reviewed);
      for (const uid of run.reviewed) reached.add(uid);
    }
    expect(many.filter((candidate) => !reached.has(candidate.uid)).map((candidate) => candidate.uid)).toEqual(
      [],
    );
    // Each run resumed where the last stopped: none was reviewed twice before all were reached.
    const inOrder = runs.flat();
    expect(new Set(inOrder.slice(0, reached.size)).size).toBe(reached.size);
    // Past the last account, the runs start again from the first.
    const first = runs[0]![0]!;
    let again = false;
    for (let more = 0; more < 30 && !again; more += 1) {
      again = (await sweepRetention(bed.deps, { budget: { reviews: 2 } })).reviewed.includes(first);
    }
    expect(again).toBe(true);
  }, 120_000);

  it('starts again from the first account when Auth refuses the saved page token', async () => {
    bed.clock.set(new Date());
    const candidate = await createCandidate(bed.deps, { label: 'token' });
    await bed.deps.db
      .collection(COLLECTIONS.settings)
      .doc(RETENTION_SWEEP_DOC_ID)
      .set({ pageToken: 'stale', after: null, updatedAt: new Date() });
    const refusing = new Proxy(bed.deps.auth, {
      get: (target, property) =>
        property === 'listUsers'
          ? (max?: number, token?: string) =>
              token === 'stale'
                ? Promise.reject(new Error('INVALID_PAGE_SELECTION'))
                : target.listUsers(max, token)
          : (Reflect.get(target, property, target) as unknown),
    });
    const run = await sweepRetention({ ...bed.deps, auth: refusing });
    expect(run.reviewed).toContain(candidate.uid);
  }, 60_000);
});

describe('setRetentionPolicy', () => {
  it('records each change in the audit log, by whom and from what to what', async () => {
    const before = (await auditEntriesOf(bed.deps.db, RETENTION_SETTINGS_DOC_ID)).length;
    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: 12 });
    await setRetentionPolicy(bed.deps, TEST_ADMIN, { months: DEFAULT_RETENTION_MONTHS });
    const entries = (await auditEntriesOf(bed.deps.db, RETENTION_SETTINGS_DOC_ID)).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({
        actor: { uid: TEST_ADMIN.uid, email: TEST_ADMIN.email },
        action: 'retention-policy',
        target: { type: 'setting', id: RETENTION_SETTINGS_DOC_ID, title: null },
        changes: { months: { before: expect.any(Number), after: 12 } },
      }),
      expect.objectContaining({
        changes: { months: { before: 12, after: DEFAULT_RETENTION_MONTHS } },
      }),
    ]);
  }, 60_000);
});

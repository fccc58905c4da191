import { COLLECTIONS, MESSAGES, TEST_RULES } from '@careers/domain';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Deps } from '../../deps.ts';
import { emulatorAdminDeps, TEST_PNG, unique } from '../../testing/admin-console.ts';
import { callableAuth, seedTestWithBank } from '../../testing/assessments.ts';
import { checked } from '../../testing/checked-input.ts';
import { addQuestions } from '../../testing/checked-services.ts';
import { putOnRoster } from '../../testing/emulators.ts';
import { callError } from '../../testing/refusals.ts';
import { previewTest as previewTestCallable } from '../callables/tests-callables.ts';
import { previewTest as previewTestService } from './test-preview.ts';

const previewTest = (deps: Deps, input: { testId: string }, seed?: number) =>
  checked('previewTest', input).then((checkedInput) => previewTestService(deps, checkedInput, seed));

// The admin's Test Preview against the emulators: a paper drawn as a candidate's would be (steps
// of 10, aptitude then technical in the test's split), the key marked, pictures inlined, and
// nothing written anywhere.

const deps = emulatorAdminDeps();
// The callables' admin ('root') is on the team's roster.
beforeAll(() => putOnRoster(deps.db, 'root'));
const db = deps.db;

const writesOf = async (testId: string) => {
  const [sessions, audit, test] = await Promise.all([
    db.collection(COLLECTIONS.testSessions).where('testId', '==', testId).count().get(),
    db.collection(COLLECTIONS.auditLog).where('target.id', '==', testId).count().get(),
    db.collection(COLLECTIONS.tests).doc(testId).get(),
  ]);
  return {
    sessions: sessions.data().count,
    audit: audit.data().count,
    updatedAt: test.updateTime?.toMillis(),
  };
};

describe('previewTest', () => {
  it('draws a full paper in steps of 10, aptitude first in the split, the key marked, and records nothing', async () => {
    const seeded = await seedTestWithBank(db, {
      aptitude: 12,
      technical: 15,
      totalQuestions: 30,
      aptitudePercentage: 40,
    });
    const before = await writesOf(seeded.testId);

    const preview = await previewTestCallable.handle(
      { auth: callableAuth('root', true), data: { testId: seeded.testId } },
      () => deps,
    );

    expect(preview).toMatchObject({
      testId: seeded.testId,
      title: seeded.test.title,
      totalQuestions: 30,
      wanted: { aptitude: 12, technical: 18 },
      // The technical bank holds 15: the draw fills the gap from aptitude only as far as it can.
      drawn: { aptitude: 12, technical: 15 },
      shortBy: 3,
    });
    expect(preview.steps.map((step) => step.length)).toEqual([10, 10, 7]);
    const all = preview.steps.flat();
    expect(new Set(all.map((question) => question.id)).size).toBe(all.length);
    // Aptitude then technical: the first step is all aptitude, the last all technical.
    expect(preview.steps[0]!.every((question) => question.type === 'aptitude')).toBe(true);
    expect(preview.steps[2]!.every((question) => question.type === 'technical')).toBe(true);
    for (const question of all) {
      const stored = seeded.questions.get(question.id)!;
      expect(question.statement).toBe(stored.statement);
      expect(
        question.options
          .filter((option) => option.correct)
          .map((option) => option.text)
          .sort(),
      ).toEqual([...stored.correctOptions].sort());
      expect(question.options).toHaveLength(stored.correctOptions.length + stored.wrongOptions.length);
    }
    expect(preview.steps.length).toBeLessThanOrEqual(TEST_RULES.maxSteps);

    expect(await writesOf(seeded.testId)).toEqual(before);
  });

  it('replays a draw from its seed, and another seed shuffles differently', async () => {
    const seeded = await seedTestWithBank(db, { aptitude: 10, technical: 10, totalQuestions: 20 });
    const order = async (seed: number) =>
      (await previewTest(deps, { testId: seeded.testId }, seed)).steps.flat().map((question) => question.id);
    expect(await order(7)).toEqual(await order(7));
    expect(await order(7)).not.toEqual(await order(8));
  });

  it("inlines a question's picture as a data URL", async () => {
    const seeded = await seedTestWithBank(db, { aptitude: 0, technical: 0, totalQuestions: 10 });
    await addQuestions(
      deps,
      { uid: 'root', email: null },
      {
        ...{
          questions: [
            {
              statement: `Which weave is shown? ${unique()}`,
              type: 'aptitude',
              image: `data:image/png;base64,${TEST_PNG.toString('base64')}`,
              correctOptions: ['Twill'],
              wrongOptions: ['Plain'],
            },
          ],
        },
        testId: seeded.testId,
      },
    );
    const preview = await previewTest(deps, { testId: seeded.testId });
    expect(preview.shortBy).toBe(9);
    expect(preview.steps[0]![0]!.image).toBe(`data:image/png;base64,${TEST_PNG.toString('base64')}`);
  });

  it('refuses signed-out callers and candidates, a bad id and an unknown test', async () => {
    const seeded = await seedTestWithBank(db, { aptitude: 1, technical: 1, totalQuestions: 10 });
    const data = { testId: seeded.testId };
    expect((await callError(previewTestCallable.handle({ auth: undefined, data }, () => deps))).code).toBe(
      'unauthenticated',
    );
    expect(
      (await callError(previewTestCallable.handle({ auth: callableAuth('candidate'), data }, () => deps)))
        .code,
    ).toBe('permission-denied');
    const admin = callableAuth('root', true);
    const invalid = await callError(
      previewTestCallable.handle({ auth: admin, data: { testId: '' } }, () => deps),
    );
    expect(invalid.code).toBe('invalid-argument');
    expect(invalid.details?.fields?.['testId']).toBeDefined();
    const missing = await callError(
      previewTestCallable.handle({ auth: admin, data: { testId: `no-such-${unique()}` } }, () => deps),
    );
    expect(missing.code).toBe('not-found');
    expect(missing.message).toBe(MESSAGES.noSuchTest);
  });
});

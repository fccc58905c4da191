import { COLLECTIONS, MESSAGES, type Test } from '@careers/domain';
import { describe, expect, it } from 'vitest';

import {
  auditEntriesOf,
  emulatorAdminDeps,
  jobInput,
  readJob,
  seedCatalogs,
  TEST_ADMIN,
  TEST_PNG,
  unique,
  type SeededCatalogs,
} from '../../testing/admin-console.ts';
import { inviteToTest, seedTestWithBank } from '../../testing/assessments.ts';
import * as checked from '../../testing/checked-services.ts';
import { serviceError } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { getTest, listTests } from './tests-service.ts';

// The admin's tests and question banks against the emulators: validation, the department snapshot,
// the bank's counts kept with its questions, pictures in the test's Storage folder, the audit log,
// and the guard that keeps a test on an open job able to serve a full paper.

const deps = emulatorAdminDeps();
const db = deps.db;
const catalogs = suiteFixture(() => seedCatalogs(db));

const testForm = (overrides: Record<string, unknown> = {}) => ({
  title: `Ring spinning ${unique()}`,
  level: 'mid',
  departmentId: catalogs.departmentId,
  timeMinutes: 25,
  totalQuestions: 10,
  aptitudePercentage: 60,
  technicalPercentage: 40,
  status: 'active',
  ...overrides,
});

const draft = (type: 'aptitude' | 'technical', n: number, overrides: Record<string, unknown> = {}) => ({
  statement: `${type} ${String(n)}: which count system is indirect?`,
  type,
  image: null,
  correctOptions: [`Ne ${String(n)}`],
  wrongOptions: [`Tex ${String(n)}`, `Denier ${String(n)}`],
  ...overrides,
});

const drafts = (aptitude: number, technical: number) => [
  ...Array.from({ length: aptitude }, (_, n) => draft('aptitude', n + 1)),
  ...Array.from({ length: technical }, (_, n) => draft('technical', n + 1)),
];

const readTestDoc = async (id: string) =>
  (await db.collection(COLLECTIONS.tests).doc(id).get()).data() as Test;

const bankCounts = async (id: string) => {
  const questions = await db.collection(COLLECTIONS.tests).doc(id).collection(COLLECTIONS.questions).get();
  const counts = { aptitude: 0, technical: 0 };
  for (const doc of questions.docs) counts[doc.get('type') as 'aptitude' | 'technical'] += 1;
  return counts;
};

describe('create and update', () => {
  it('creates a test with its department frozen in and an empty bank, audited', async () => {
    const form = testForm();
    const created = await checked.createTest(deps, TEST_ADMIN, form);
    expect(created).toEqual({ id: created.id, _id: created.id, message: MESSAGES.testCreated });
    expect(await readTestDoc(created.id)).toMatchObject({
      title: form.title,
      level: 'mid',
      timeMinutes: 25,
      totalQuestions: 10,
      aptitudePercentage: 60,
      technicalPercentage: 40,
      department: { id: catalogs.departmentId, title: expect.stringContaining('Spinning') },
      status: 'active',
      questionCounts: { aptitude: 0, technical: 0 },
    });
    const [audit] = await auditEntriesOf(db, created.id);
    expect(audit).toMatchObject({
      action: 'create',
      actor: TEST_ADMIN,
      target: { type: 'test', title: form.title },
    });
    expect((await listTests(deps)).some((test) => test.id === created.id)).toBe(true);
  });

  it.each([
    ['totalQuestions', { totalQuestions: 25 }, 'Questions must be 10, 20, 30, 40, 50 or 60.'],
    ['totalQuestions', { totalQuestions: 70 }, 'Questions must be 10, 20, 30, 40, 50 or 60.'],
    ['technicalPercentage', { technicalPercentage: 50 }, 'Aptitude % and technical % must add up to 100.'],
    ['level', { level: 'senior' }, 'Choose a level.'],
    ['timeMinutes', { timeMinutes: 0 }, 'Time must be at least 1 minute.'],
    ['timeMinutes', { timeMinutes: 'soon' }, 'Time must be a number of minutes.'],
    ['title', { title: ' ' }, 'Title is required.'],
    ['status', { status: 'draft' }, 'Status must be active or inactive.'],
    ['departmentId', { departmentId: 'no-such-department' }, 'No such department.'],
    ['copyFrom', { copyFrom: 'no-such-test' }, MESSAGES.noSuchTest],
  ])('refuses a bad %s with its message and writes nothing', async (field, overrides, message) => {
    const title = `Refused ${unique()}`;
    const error = await serviceError(checked.createTest(deps, TEST_ADMIN, testForm({ title, ...overrides })));
    expect(error.code).toBe('invalid-argument');
    expect(error.fields?.[field]).toBe(message);
    expect((await db.collection(COLLECTIONS.tests).where('title', '==', title).get()).empty).toBe(true);
  });

  it('copies another test’s bank (pictures into its own folder) with consistent counts', async () => {
    const source = await checked.createTest(deps, TEST_ADMIN, testForm());
    await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [
          ...drafts(3, 2),
          draft('technical', 9, { image: `data:image/png;base64,${TEST_PNG.toString('base64')}` }),
        ],
      },
      testId: source.id,
    });
    const copy = await checked.createTest(deps, TEST_ADMIN, testForm({ copyFrom: source.id }));
    const copied = await getTest(deps, copy.id);
    expect(copied.questionCounts).toEqual({ aptitude: 3, technical: 3 });
    expect(await bankCounts(copy.id)).toEqual({ aptitude: 3, technical: 3 });
    const pictured = copied.questions.find((question) => question.image);
    expect(pictured?.image).toMatch(new RegExp(`^tests/${copy.id}/questions/${pictured!.id}/image\\.png$`));
    const [bytes] = await deps.bucket.file(pictured!.image!).download();
    expect(bytes.equals(TEST_PNG)).toBe(true);
    // The copy is independent: deleting from the source leaves it whole.
    await checked.deleteQuestion(deps, TEST_ADMIN, {
      testId: source.id,
      questionId: (await getTest(deps, source.id)).questions[0]!.id,
    });
    expect((await getTest(deps, copy.id)).questions).toHaveLength(6);
  });

  it('updates the fields, keeps the bank, and refreshes the snapshot of the jobs using it', async () => {
    const own = await seedCatalogs(db);
    const job = await checked.createJob(deps, TEST_ADMIN, jobInput(own, { status: 'closed' }));
    const updated = await checked.updateTest(deps, TEST_ADMIN, {
      testId: own.testId,
      test: {
        ...testForm({
          departmentId: own.departmentId,
          title: 'Spinning essentials',
          totalQuestions: 20,
          aptitudePercentage: 50,
          technicalPercentage: 50,
        }),
        timeMinutes: 40,
      },
    });
    expect(updated).toEqual({ id: own.testId, message: MESSAGES.testUpdated });
    expect(await readTestDoc(own.testId)).toMatchObject({
      title: 'Spinning essentials',
      timeMinutes: 40,
      questionCounts: { aptitude: 10, technical: 10 },
    });
    expect((await readJob(db, job.id))?.test).toEqual({
      id: own.testId,
      title: 'Spinning essentials',
      level: 'mid',
      timeMinutes: 40,
      totalQuestions: 20,
    });
    const audits = await auditEntriesOf(db, own.testId);
    expect(audits.at(-1)).toMatchObject({
      action: 'update',
      changes: { title: { after: 'Spinning essentials' }, timeMinutes: { before: 30, after: 40 } },
    });
  });

  it('refuses a new level or department while jobs use the test, naming them', async () => {
    const own = await seedCatalogs(db);
    await checked.createJob(
      deps,
      TEST_ADMIN,
      jobInput(own, { title: 'Doffer Supervisor', status: 'closed' }),
    );
    const error = await serviceError(
      checked.updateTest(deps, TEST_ADMIN, {
        testId: own.testId,
        test: testForm({
          departmentId: own.departmentId,
          level: 'entry',
          totalQuestions: 20,
          aptitudePercentage: 50,
          technicalPercentage: 50,
        }),
      }),
    );
    expect(error.fields?.['level']).toMatch(/^Test '.*' is used by a job: 'Doffer Supervisor'\./);
    expect((await readTestDoc(own.testId)).level).toBe('mid');
  });

  it('404 for an unknown test', async () => {
    expect(
      (await serviceError(checked.updateTest(deps, TEST_ADMIN, { testId: 'no-such-test', test: testForm() })))
        .code,
    ).toBe('not-found');
    expect((await serviceError(getTest(deps, 'no-such-test'))).message).toBe(MESSAGES.noSuchTest);
  });
});

describe('questions', () => {
  it('adds many at once: skips drafts without a statement, drops empty options, keeps counts', async () => {
    const { id } = await checked.createTest(deps, TEST_ADMIN, testForm());
    const result = await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [
          draft('aptitude', 1, { correctOptions: ['4', ''], wrongOptions: [' ', '5', null] }),
          { statement: '   ', type: 'technical', correctOptions: ['x'], wrongOptions: ['y'] },
          draft('technical', 2, { correctOptions: ['Ne', 'English count'] }),
        ],
      },
      testId: id,
    });
    expect(
      result.questions.map((question) => [question.type, question.correctOptions, question.wrongOptions]),
    ).toEqual([
      ['aptitude', ['4'], ['5']],
      ['technical', ['Ne', 'English count'], ['Tex 2', 'Denier 2']],
    ]);
    expect(result.questionCounts).toEqual({ aptitude: 1, technical: 1 });
    expect(await bankCounts(id)).toEqual({ aptitude: 1, technical: 1 });
    expect((await auditEntriesOf(db, id)).at(-1)).toMatchObject({
      action: 'add-questions',
      changes: { questionCounts: { after: expect.any(String) } },
    });
  });

  it('reports errors under the row they were sent in, skipped rows counted', async () => {
    const { id } = await checked.createTest(deps, TEST_ADMIN, testForm());
    const error = await serviceError(
      checked.addQuestions(deps, TEST_ADMIN, {
        ...{
          questions: [
            { statement: '' },
            draft('aptitude', 1),
            draft('technical', 2, { wrongOptions: ['', ' '] }),
            draft('aptitude', 3, { type: 'verbal' }),
          ],
        },
        testId: id,
      }),
    );
    expect(error.fields).toEqual({
      'questions[2].wrongOptions': 'Add at least one wrong option.',
      'questions[3].type': 'Choose aptitude or technical.',
    });
    expect(await bankCounts(id)).toEqual({ aptitude: 0, technical: 0 });
  });

  it("stores a picture sent as a data URL in the test's admin-only folder; refuses what is not JPG or PNG", async () => {
    const { id } = await checked.createTest(deps, TEST_ADMIN, testForm());
    const result = await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [draft('aptitude', 1, { image: `data:image/png;base64,${TEST_PNG.toString('base64')}` })],
      },
      testId: id,
    });
    const [question] = result.questions;
    expect(question?.image).toBe(`tests/${id}/questions/${question!.id}/image.png`);
    const error = await serviceError(
      checked.addQuestions(deps, TEST_ADMIN, {
        ...{
          questions: [
            draft('aptitude', 2, {
              image: `data:image/gif;base64,${Buffer.from('GIF89a....').toString('base64')}`,
            }),
            draft('aptitude', 3, { image: `departments/${catalogs.departmentId}/picture.png` }),
          ],
        },
        testId: id,
      }),
    );
    expect(error.fields).toEqual({
      'questions[0].image': MESSAGES.pictureType,
      'questions[1].image': MESSAGES.questionImageOutsideTest,
    });

    // A picture the admin uploaded to the test's folder first is kept where it is.
    const uploaded = `tests/${id}/uploads/diagram.png`;
    await deps.bucket.file(uploaded).save(TEST_PNG, { contentType: 'image/png' });
    const withUpload = await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [draft('technical', 4, { image: uploaded })],
      },
      testId: id,
    });
    expect(withUpload.questions.at(-1)?.image).toBe(uploaded);
    const outside = await serviceError(
      checked.addQuestions(deps, TEST_ADMIN, {
        ...{
          questions: [draft('technical', 5, { image: `tests/other-test/uploads/diagram.png` })],
        },
        testId: id,
      }),
    );
    expect(outside.fields).toEqual({ 'questions[0].image': MESSAGES.questionImageOutsideTest });
  });

  it('deletes a question (and its picture), keeping the counts', async () => {
    const { id } = await checked.createTest(deps, TEST_ADMIN, testForm());
    const added = await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [
          draft('aptitude', 1, { image: `data:image/png;base64,${TEST_PNG.toString('base64')}` }),
          draft('technical', 1),
        ],
      },
      testId: id,
    });
    const [pictured] = added.questions;
    const after = await checked.deleteQuestion(deps, TEST_ADMIN, { testId: id, questionId: pictured!.id });
    expect(after.questions.map((question) => question.id)).not.toContain(pictured!.id);
    expect(after.questionCounts).toEqual({ aptitude: 0, technical: 1 });
    const [exists] = await deps.bucket.file(pictured!.image!).exists();
    expect(exists).toBe(false);
    const missing = await serviceError(
      checked.deleteQuestion(deps, TEST_ADMIN, { testId: id, questionId: pictured!.id }),
    );
    expect([missing.code, missing.message]).toEqual(['not-found', MESSAGES.noSuchQuestion]);
  });
});

describe('a test on an open job must serve a full paper', () => {
  const smallBankTest = async (aptitude: number, technical: number, own: SeededCatalogs) => {
    await db
      .collection(COLLECTIONS.tests)
      .doc(own.testId)
      .update({ totalQuestions: 10, aptitudePercentage: 60, technicalPercentage: 40 });
    const { questions } = await getTest(deps, own.testId);
    expect(questions).toHaveLength(0);
    await checked.addQuestions(deps, TEST_ADMIN, {
      ...{ questions: drafts(aptitude, technical) },
      testId: own.testId,
    });
  };

  it('refuses to save an open job with a test whose bank is too small, giving the counts', async () => {
    const own = await seedCatalogs(db);
    await db
      .collection(COLLECTIONS.tests)
      .doc(own.testId)
      .update({ questionCounts: { aptitude: 0, technical: 0 } });
    await smallBankTest(3, 9, own);
    const error = await serviceError(
      checked.createJob(deps, TEST_ADMIN, jobInput(own, { title: 'Carding Lead' })),
    );
    expect(error.fields).toEqual({
      testId:
        'This test needs 6 aptitude and 4 technical questions; its bank has 3 aptitude and 9 technical.',
    });
    // Closed is fine; opening it later is refused the same way, until the bank is big enough.
    const closed = await checked.createJob(
      deps,
      TEST_ADMIN,
      jobInput(own, { title: 'Carding Lead', status: 'closed' }),
    );
    const opening = await serviceError(
      checked.changeJobStatus(deps, TEST_ADMIN, { jobId: closed.id, status: 'open' }),
    );
    expect(opening.fields?.['testId']).toMatch(/^This test needs 6 aptitude/);
    const updating = await serviceError(
      checked.updateJob(deps, TEST_ADMIN, {
        jobId: closed.id,
        job: jobInput(own, { title: 'Carding Lead' }),
      }),
    );
    expect(updating.fields?.['testId']).toMatch(/its bank has 3 aptitude and 9 technical\.$/);

    await checked.addQuestions(deps, TEST_ADMIN, { ...{ questions: drafts(3, 0) }, testId: own.testId });
    await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: closed.id, status: 'open' });
    expect((await readJob(db, closed.id))?.status).toBe('open');
  });

  it('refuses deleting a question or changing the split when an open job would be left short', async () => {
    const own = await seedCatalogs(db);
    await db
      .collection(COLLECTIONS.tests)
      .doc(own.testId)
      .update({ questionCounts: { aptitude: 0, technical: 0 } });
    await smallBankTest(6, 4, own);
    const job = await checked.createJob(deps, TEST_ADMIN, jobInput(own, { title: 'Winding Supervisor' }));
    const bank = await getTest(deps, own.testId);
    const technical = bank.questions.find((question) => question.type === 'technical')!;
    const refused = await serviceError(
      checked.deleteQuestion(deps, TEST_ADMIN, { testId: own.testId, questionId: technical.id }),
    );
    expect([refused.code, refused.message]).toEqual([
      'failed-precondition',
      "This test needs 6 aptitude and 4 technical questions; its bank has 6 aptitude and 3 technical. It is used by the open job 'Winding Supervisor'.",
    ]);
    const split = await serviceError(
      checked.updateTest(deps, TEST_ADMIN, {
        testId: own.testId,
        test: testForm({ departmentId: own.departmentId, aptitudePercentage: 30, technicalPercentage: 70 }),
      }),
    );
    expect(split.fields).toEqual({
      totalQuestions:
        'This test needs 3 aptitude and 7 technical questions; its bank has 6 aptitude and 4 technical.',
    });
    // Once the job is closed, the bank may shrink.
    await checked.changeJobStatus(deps, TEST_ADMIN, { jobId: job.id, status: 'closed' });
    expect(
      (await checked.deleteQuestion(deps, TEST_ADMIN, { testId: own.testId, questionId: technical.id }))
        .questionCounts,
    ).toEqual({
      aptitude: 6,
      technical: 3,
    });
  });
});

describe('delete', () => {
  it('deletes an unused test with its bank and pictures, audited', async () => {
    const { id } = await checked.createTest(deps, TEST_ADMIN, testForm());
    const added = await checked.addQuestions(deps, TEST_ADMIN, {
      ...{
        questions: [draft('aptitude', 1, { image: `data:image/png;base64,${TEST_PNG.toString('base64')}` })],
      },
      testId: id,
    });
    expect(await checked.deleteTest(deps, TEST_ADMIN, { testId: id })).toEqual({
      id,
      message: MESSAGES.testDeleted,
    });
    expect((await db.collection(COLLECTIONS.tests).doc(id).get()).exists).toBe(false);
    expect(await bankCounts(id)).toEqual({ aptitude: 0, technical: 0 });
    expect((await deps.bucket.file(added.questions[0]!.image!).exists())[0]).toBe(false);
    expect((await auditEntriesOf(db, id)).at(-1)).toMatchObject({
      action: 'delete',
      target: { type: 'test' },
    });
  });

  it('refuses deleting a test used by jobs (naming them) or taken by candidates', async () => {
    const own = await seedCatalogs(db);
    await checked.createJob(
      deps,
      TEST_ADMIN,
      jobInput(own, { title: 'Ring Frame Fitter', status: 'closed' }),
    );
    const used = await serviceError(checked.deleteTest(deps, TEST_ADMIN, { testId: own.testId }));
    expect([used.code, used.message]).toEqual([
      'failed-precondition',
      expect.stringMatching(
        /^Test '.*' is used by a job: 'Ring Frame Fitter'\. Change or delete that job first\.$/,
      ),
    ]);

    const taken = await seedTestWithBank(db, { aptitude: 10, technical: 10 });
    const uid = `candidate-${unique()}`;
    await inviteToTest(db, { jobId: `job-${unique()}`, uid, testId: taken.testId });
    const application = await db.collection(COLLECTIONS.applications).where('uid', '==', uid).get();
    await checked.startTest(
      deps,
      { uid },
      {
        jobId: application.docs[0]!.get('jobId') as string,
        testId: taken.testId,
      },
    );
    const refused = await serviceError(checked.deleteTest(deps, TEST_ADMIN, { testId: taken.testId }));
    expect(refused.message).toBe(
      `Test '${taken.test.title}' has been taken by 1 candidate, so it cannot be deleted. Set it inactive instead.`,
    );
    expect((await db.collection(COLLECTIONS.tests).doc(taken.testId).get()).exists).toBe(true);
  });
});

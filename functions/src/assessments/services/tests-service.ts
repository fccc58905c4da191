import {
  bankShortfallMessage,
  catalogInUseMessage,
  COLLECTIONS,
  MESSAGES,
  STORAGE_PATHS,
  testSchema,
  testTakenCannotDeleteMessage,
  type CatalogRef,
  type Department,
  type JobTestRef,
  type Question,
  type QuestionType,
  type Test,
  type TestCreateResult,
  type TestInput,
  type UpdateTestInput,
  type TestWithQuestions,
  type TestWriteResult,
  type WithId,
} from '@careers/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';
import { catalogEntryRef } from '../../catalogs/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { jobRef, jobsNaming } from '../../jobs/index.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse } from '../../lib/service-error.ts';
import {
  questionRef,
  questionsCollection,
  readTest,
  sessionsOfTest,
  testRef,
  testsCollection,
} from '../repositories/tests-repository.ts';
import { copyQuestionImage, deleteImages } from './question-images.ts';
import { jobTitles, openJobsOf } from './test-bank-guard.ts';

// The admin's tests (spec section 2: /create-test, /tests, /tests/show/{id}, /tests/edit/{id}) and
// the routes of section 7. Tests and their banks hold the answer keys, so they are read and written
// only by admins, here: the security rules deny every client write, so the bank's counts
// (`questionCounts`) always match its questions and every write is in the audit log.

/** Questions per write: Firestore commits at most 500 writes, and the test and its audit entry ride along. */
export const QUESTION_WRITE_CHUNK = 400;

/** How many jobs a refusal names before '… and N more'. */
const NAMED_JOBS = 3;

const notFound = () => refuse('not-found', MESSAGES.noSuchTest);

/** The department snapshot a test keeps (the jobs' test selector filters by it). */
const readDepartment = async (
  transaction: Transaction,
  db: Firestore,
  departmentId: string,
): Promise<CatalogRef> => {
  const department = (await transaction.get(catalogEntryRef(db, 'departments', departmentId))).data() as
    Department | undefined;
  if (!department) throw invalidInput({ departmentId: 'No such department.' });
  return { id: departmentId, title: department.title };
};

/** What the test form sets of a test (testSchema has checked the values), its department frozen. */
const formFields = (
  fields: TestInput,
  department: CatalogRef,
): Omit<Test, 'questionCounts' | 'createdAt' | 'updatedAt'> => ({
  title: fields.title,
  level: fields.level as Test['level'],
  timeMinutes: fields.timeMinutes,
  totalQuestions: fields.totalQuestions as Test['totalQuestions'],
  aptitudePercentage: fields.aptitudePercentage,
  technicalPercentage: fields.technicalPercentage,
  passPercentage: fields.passPercentage ?? null,
  department,
  status: fields.status as Test['status'],
});

const countsOf = (questions: readonly Pick<Question, 'type'>[]): Record<QuestionType, number> => {
  const counts: Record<QuestionType, number> = { aptitude: 0, technical: 0 };
  for (const question of questions) counts[question.type] += 1;
  return counts;
};

/** The job's snapshot of a test (JobTestRef): what jobs show of it. */
const jobSnapshotOf = (id: string, test: Test): JobTestRef => ({
  id,
  title: test.title,
  level: test.level,
  timeMinutes: test.timeMinutes,
  totalQuestions: test.totalQuestions,
});

const sameSnapshot = (a: JobTestRef | null, b: JobTestRef): boolean =>
  a !== null &&
  a.id === b.id &&
  a.title === b.title &&
  a.level === b.level &&
  a.timeMinutes === b.timeMinutes &&
  a.totalQuestions === b.totalQuestions;

// ---------------------------------------------------------------------------------------- reads

/** Every test, by title (the admin grid filters and pages in the browser). */
export const listTests = async (deps: Deps): Promise<WithId<Test>[]> =>
  (await testsCollection(deps.db).orderBy('title').get()).docs.map((doc) => doc.data() as WithId<Test>);

/** A test with its bank (admins only: the questions carry their correct options), oldest question first. */
export const getTest = async (deps: Pick<Deps, 'db'>, id: string): Promise<TestWithQuestions> => {
  const [test, questions] = await Promise.all([
    testRef(deps.db, id).get(),
    questionsCollection(deps.db, id).get(),
  ]);
  if (!test.exists) throw notFound();
  return {
    ...(test.data() as WithId<Test>),
    questions: questions.docs
      .map((doc) => doc.data() as WithId<Question>)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)),
  };
};

// --------------------------------------------------------------------------------------- create

/**
 * Creates a test from the form (testSchema), its department frozen into it. With `copyFrom`, the
 * other test's bank is copied in (pictures included, into the new test's own folder); the copies
 * are written with the test's counts in the same transaction (past QUESTION_WRITE_CHUNK questions,
 * the rest follow in batches that each raise the counts with their questions).
 */
export const createTest = async (
  deps: Deps,
  actor: AuditActor,
  fields: TestInput,
): Promise<TestCreateResult> => {
  const { db, bucket } = deps;
  const ref = testsCollection(db).doc();

  let source: { title: string; questions: WithId<Question>[] } | null = null;
  if (fields.copyFrom) {
    const [sourceTest, sourceQuestions] = await Promise.all([
      testRef(db, fields.copyFrom).get(),
      questionsCollection(db, fields.copyFrom).get(),
    ]);
    if (!sourceTest.exists) throw invalidInput({ copyFrom: MESSAGES.noSuchTest });
    source = {
      title: sourceTest.get('title') as string,
      questions: sourceQuestions.docs.map((doc) => doc.data() as WithId<Question>),
    };
  }

  const copies: { id: string; question: Omit<Question, 'createdAt' | 'updatedAt'> }[] = [];
  try {
    const inBankOrder = [...(source?.questions ?? [])].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    for (const original of inBankOrder) {
      const id = questionsCollection(db, ref.id).doc().id;
      const { id: _id, createdAt: _created, updatedAt: _updated, ...question } = original;
      copies.push({
        id,
        question: { ...question, image: await copyQuestionImage(bucket, question.image, ref.id, id) },
      });
    }
    const [first, ...rest] = chunks(copies, QUESTION_WRITE_CHUNK);

    await db.runTransaction(async (transaction) => {
      const department = await readDepartment(transaction, db, fields.departmentId);
      const now = nowOf(deps);
      const test: Test = {
        ...formFields(fields, department),
        questionCounts: countsOf((first ?? []).map((copy) => copy.question)),
        createdAt: now,
        updatedAt: now,
      };
      transaction.create(ref, test);
      // Copies keep the source bank's order: each is stamped a millisecond after the one before.
      (first ?? []).forEach((copy, index) =>
        transaction.set(questionRef(db, ref.id, copy.id), {
          ...copy.question,
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        }),
      );
      appendAuditEntry(transaction, db, actor, {
        action: 'create',
        target: { type: 'test', id: ref.id, title: test.title },
        before: null,
        after: {
          ...test,
          ...(source
            ? { copiedFrom: source.title, questionCounts: countsOf(copies.map((copy) => copy.question)) }
            : {}),
        },
      });
    });
    for (const chunk of rest) {
      const batch = db.batch();
      const now = nowOf(deps);
      chunk.forEach((copy, index) =>
        batch.set(questionRef(db, ref.id, copy.id), {
          ...copy.question,
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        }),
      );
      const added = countsOf(chunk.map((copy) => copy.question));
      batch.update(testRef(db, ref.id), {
        'questionCounts.aptitude': FieldValue.increment(added.aptitude),
        'questionCounts.technical': FieldValue.increment(added.technical),
      });
      await batch.commit();
    }
  } catch (error) {
    await deleteImages(
      bucket,
      copies.map((copy) => copy.question.image),
    );
    throw error;
  }
  return { id: ref.id, _id: ref.id, message: MESSAGES.testCreated };
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
};

// --------------------------------------------------------------------------------------- update

/**
 * Replaces a test's fields with the form's (the bank and its counts stay; copyFrom applies only when
 * creating). Jobs that use the test get its new snapshot in the same transaction. Refused, per
 * field: a new department or level while jobs use the test (their test selector matched both), and
 * a split its bank cannot serve while an open job uses it. The fields are checked here, on their
 * own (their messages are keyed as createTest's).
 */
export const updateTest = async (
  deps: Deps,
  actor: AuditActor,
  { testId: id, test }: UpdateTestInput,
): Promise<TestWriteResult> => {
  const fields = await parseInput(testSchema, test);
  const { db } = deps;
  await db.runTransaction(async (transaction) => {
    const stored = await readTest(transaction, db, id);
    if (!stored) throw notFound();
    const { id: _id, ...before } = stored;
    const department = await readDepartment(transaction, db, fields.departmentId);
    const jobs = (await transaction.get(jobsNaming(db, 'test', id))).docs.map((doc) => doc.data());

    const after: Test = {
      ...before,
      ...formFields(fields, department),
      updatedAt: nowOf(deps),
    };

    const errors: Record<string, string> = {};
    if (jobs.length > 0) {
      const inUse = catalogInUseMessage('Test', before.title, {
        noun: 'job',
        titles: jobTitles(jobs, NAMED_JOBS),
        count: jobs.length,
      });
      if (after.department.id !== before.department.id) errors['departmentId'] = inUse;
      if (after.level !== before.level) errors['level'] = inUse;
    }
    if (openJobsOf(jobs).length > 0) {
      const shortfall = bankShortfallMessage(after, before.questionCounts);
      if (shortfall) errors['totalQuestions'] = shortfall;
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);

    transaction.set(testRef(db, id), after);
    const snapshot = jobSnapshotOf(id, after);
    for (const job of jobs) {
      // Like a catalog rename: the job shows the test as it is now; its own edit history is unchanged.
      if (!sameSnapshot(job.test, snapshot)) transaction.update(jobRef(db, job.id), { test: snapshot });
    }
    appendAuditEntry(transaction, db, actor, {
      action: 'update',
      target: { type: 'test', id, title: after.title },
      before,
      after,
    });
  });
  return { id, message: MESSAGES.testUpdated };
};

// --------------------------------------------------------------------------------------- delete

/**
 * Deletes a test with its bank and pictures. Refused while a job names it (deleted jobs too: they
 * can be restored), naming the jobs, and once candidates have taken it (their results refer to its
 * questions; an inactive test is no longer offered to jobs).
 */
export const deleteTest = async (
  deps: Deps,
  actor: AuditActor,
  { testId: id }: { testId: string },
): Promise<TestWriteResult> => {
  const { db, bucket } = deps;
  const outcome = await db.runTransaction(async (transaction) => {
    const stored = await readTest(transaction, db, id);
    if (!stored) throw notFound();
    const { id: _id, ...before } = stored;
    if (!(await transaction.get(jobsNaming(db, 'test', id).limit(1))).empty)
      return { refused: 'jobs' as const, title: before.title };
    if (!(await transaction.get(sessionsOfTest(db, id).limit(1))).empty)
      return { refused: 'sessions' as const, title: before.title };
    transaction.delete(testRef(db, id));
    appendAuditEntry(transaction, db, actor, {
      action: 'delete',
      target: { type: 'test', id, title: before.title },
      before,
      after: null,
    });
    return { refused: null, title: before.title };
  });

  if (outcome.refused === 'jobs') {
    const query = jobsNaming(db, 'test', id);
    const [count, first] = await Promise.all([query.count().get(), query.limit(NAMED_JOBS).get()]);
    const jobs = first.docs.map((doc) => doc.data());
    throw refuse(
      'in-use',
      catalogInUseMessage('Test', outcome.title, {
        noun: 'job',
        titles: jobTitles(jobs, NAMED_JOBS),
        count: Math.max(count.data().count, jobs.length),
      }),
    );
  }
  if (outcome.refused === 'sessions') {
    const count = (await sessionsOfTest(db, id).count().get()).data().count;
    throw refuse('in-use', testTakenCannotDeleteMessage(outcome.title, Math.max(1, count)));
  }

  // The test is gone; its questions and pictures are unreachable leftovers, removed now.
  await deleteQuestionsOf(db, id);
  await bucket
    .deleteFiles({ prefix: STORAGE_PATHS.testFolder(id) })
    .catch((error: unknown) => console.warn(`Could not delete the pictures of test ${id}`, error));
  return { id, message: MESSAGES.testDeleted };
};

const deleteQuestionsOf = async (db: Firestore, testId: string): Promise<void> => {
  const snapshot = await db
    .collection(COLLECTIONS.tests)
    .doc(testId)
    .collection(COLLECTIONS.questions)
    .select()
    .get();
  for (const chunk of chunks(snapshot.docs, QUESTION_WRITE_CHUNK)) {
    const batch = db.batch();
    for (const doc of chunk) batch.delete(doc.ref);
    await batch.commit();
  }
};

import {
  bankShortfallMessage,
  MESSAGES,
  normalizeQuestionDrafts,
  questionsBatchSchema,
  testBankInUseMessage,
  validateInput,
  type FieldErrors,
  type Question,
  type AddTestQuestionsInput,
  type QuestionDraft,
  type QuestionInput,
  type QuestionType,
  type TestWithQuestions,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { jobsNaming } from '../../jobs/index.ts';
import { inputObject, invalidInput, refuse } from '../../lib/service-error.ts';
import { forgetCachedQuestion } from '../repositories/question-cache.ts';
import { questionRef, questionsCollection, readTest, testRef } from '../repositories/tests-repository.ts';
import {
  deleteImages,
  prepareQuestionImage,
  storeQuestionImage,
  type PreparedImage,
} from './question-images.ts';
import { jobTitles, openJobsOf } from './test-bank-guard.ts';
import { getTest } from './tests-service.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

// A test's question bank: the form that adds many questions at once, and deleting one. The bank's
// counts on the test (`questionCounts`, which the jobs service checks before a job with the test is
// saved open) change in the same transaction as the questions.

/**
 * The form's drafts (spec section 5): a question without a statement is skipped and empty options
 * are dropped (normalizeQuestionDrafts), then each is validated. Messages are keyed by the draft's
 * place in what was sent (`questions[3].correctOptions`), skipped drafts included, so they land
 * under the right form row.
 */
const validDrafts = async (sent: unknown): Promise<{ questions: QuestionInput[]; rows: number[] }> => {
  if (!Array.isArray(sent)) throw invalidInput({ questions: 'Add at least one question.' });
  const drafts = sent.map((draft) => inputObject(draft) as QuestionDraft);
  const rows = drafts.flatMap((draft, row) =>
    (draft.statement ?? '').toString().trim() === '' ? [] : [row],
  );
  const result = await validateInput(questionsBatchSchema, { questions: normalizeQuestionDrafts(drafts) });
  if (!result.ok) {
    const errors: FieldErrors = {};
    for (const [path, message] of Object.entries(result.errors)) {
      const renamed = path.replace(
        /^questions\[(\d+)\]/,
        (_match, index: string) => `questions[${String(rows[Number(index)])}]`,
      );
      errors[renamed] = message;
    }
    throw invalidInput(errors);
  }
  return { questions: result.value.questions as QuestionInput[], rows };
};

/**
 * Adds the form's questions to a test's bank and returns the test with its bank. Pictures (data
 * URLs or paths in the test's folder) are checked first and stored under
 * `tests/{testId}/questions/{questionId}/`; if the questions cannot be written, the pictures stored
 * for them are deleted again.
 */
export const addQuestions = async (
  deps: Deps,
  actor: AuditActor,
  { testId: id, questions: drafts }: AddTestQuestionsInput,
): Promise<TestWithQuestions> => {
  const { db, bucket } = deps;
  if (!(await testRef(db, id).get()).exists) throw refuse('not-found', MESSAGES.noSuchTest);
  const { questions, rows } = await validDrafts(drafts);

  const errors: FieldErrors = {};
  const prepared: PreparedImage[] = [];
  for (const [index, question] of questions.entries())
    prepared.push(
      await prepareQuestionImage(
        bucket,
        id,
        question.image,
        `questions[${String(rows[index])}].image`,
        errors,
      ),
    );
  if (Object.keys(errors).length > 0) throw invalidInput(errors);

  const ids = questions.map(() => questionsCollection(db, id).doc().id);
  const stored: (string | null)[] = [];
  try {
    for (const [index, image] of prepared.entries())
      stored.push(await storeQuestionImage(bucket, id, ids[index]!, image));

    await db.runTransaction(async (transaction) => {
      const test = await readTest(transaction, db, id);
      if (!test) throw refuse('not-found', MESSAGES.noSuchTest);
      const now = nowOf(deps);
      const counts: Record<QuestionType, number> = { ...test.questionCounts };
      questions.forEach((input, index) => {
        const type = input.type as QuestionType;
        counts[type] = (counts[type] ?? 0) + 1;
        const question: Question = {
          statement: input.statement,
          type,
          image: stored[index] ?? null,
          correctOptions: input.correctOptions as string[],
          wrongOptions: input.wrongOptions as string[],
          // The bank lists questions by creation: one form's questions keep the form's order.
          createdAt: new Date(now.getTime() + index),
          updatedAt: now,
        };
        transaction.set(questionRef(db, id, ids[index]!), question);
      });
      transaction.update(testRef(db, id), { questionCounts: counts, updatedAt: now });
      appendAuditEntry(transaction, db, actor, {
        action: 'add-questions',
        target: { type: 'test', id, title: test.title },
        before: { questionCounts: test.questionCounts },
        after: { questionCounts: counts, questionsAdded: questions.map((question) => question.statement) },
      });
    });
  } catch (error) {
    // Only pictures stored for these questions: an admin's own upload stays where it was.
    await deleteImages(
      bucket,
      stored.filter((_path, index) => prepared[index]?.kind === 'upload'),
    );
    throw error;
  }
  return getTest(deps, id);
};

/**
 * Deletes a question from a test's bank and returns the test with its bank. Refused while an open
 * job uses the test and the bank would then be too small for one draw (the message gives the
 * counts and names the jobs).
 */
export const deleteQuestion = async (
  deps: Deps,
  actor: AuditActor,
  { testId, questionId }: { testId: string; questionId: string },
): Promise<TestWithQuestions> => {
  const { db, bucket } = deps;
  const image = await db.runTransaction(async (transaction) => {
    const test = await readTest(transaction, db, testId);
    if (!test) throw refuse('not-found', MESSAGES.noSuchTest);
    const question = (await transaction.get(questionRef(db, testId, questionId))).data();
    if (!question) throw refuse('not-found', MESSAGES.noSuchQuestion);
    const counts: Record<QuestionType, number> = { ...test.questionCounts };
    counts[question.type] = Math.max(0, (counts[question.type] ?? 0) - 1);

    const openJobs = openJobsOf(
      (await transaction.get(jobsNaming(db, 'test', testId))).docs.map((doc) => doc.data()),
    );
    const shortfall = openJobs.length > 0 ? bankShortfallMessage(test, counts) : null;
    if (shortfall) throw refuse('in-use', testBankInUseMessage(shortfall, jobTitles(openJobs)));

    const now = nowOf(deps);
    transaction.delete(questionRef(db, testId, questionId));
    transaction.update(testRef(db, testId), { questionCounts: counts, updatedAt: now });
    appendAuditEntry(transaction, db, actor, {
      action: 'delete-question',
      target: { type: 'test', id: testId, title: test.title },
      before: { questionCounts: test.questionCounts, question: question.statement },
      after: { questionCounts: counts, question: null },
    });
    return question.image;
  });
  forgetCachedQuestion(db, testId, questionId);
  if (image?.startsWith(`tests/${testId}/`)) await deleteImages(bucket, [image]);
  return getTest(deps, testId);
};

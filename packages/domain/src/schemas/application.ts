import * as yup from 'yup';

import { SOURCE_INPUT_MAX_LENGTH } from '../rules/insights.ts';
import type { ScreeningQuestionRef } from '../types/job.ts';
import { documentId } from './common.ts';

/**
 * Screening answers for one job: one required answer per question, each within that question's own
 * limit. Errors are reported per answer index (`answers[2].answer`), as the spec shows them.
 */
export const buildScreeningAnswersSchema = (questions: readonly ScreeningQuestionRef[]) =>
  yup.object({
    answers: yup
      .array(
        yup.object({
          questionId: yup.string().required('Say which question this answers.'),
          answer: yup.string().trim().required('An answer is required.'),
        }),
      )
      .typeError('Send the answers as a list.')
      .required('Answer every question.')
      // Exactly one answer per question of the job: none missing, none unknown, none twice.
      .test('one-per-question', 'Answer every question.', (answers) => {
        const ids = new Set((answers ?? []).map((entry) => entry.questionId));
        return (
          questions.every((question) => ids.has(question.id)) &&
          ids.size === questions.length &&
          (answers ?? []).length === questions.length
        );
      })
      .test('within-limits', function withinLimits(answers) {
        for (const [index, entry] of (answers ?? []).entries()) {
          const question = questions.find((candidate) => candidate.id === entry.questionId);
          if (question && (entry.answer ?? '').length > question.limit) {
            return this.createError({
              path: `answers[${index}].answer`,
              message: `The answer must be at most ${question.limit} characters.`,
            });
          }
        }
        return true;
      }),
  });

/**
 * Answers as either client sends them, as `{ questionId, answer }` entries in the same order (so
 * error paths like `answers[2].answer` name the client's own entries): the web app's callable sends
 * `{ questionId, answer }`, spec section 7's `POST /api/jobs/{jobId}/{userId}` sends
 * `{ employment_question_id, answer }`. Anything that is not a list is left for the schema to refuse.
 */
export const screeningAnswersFromClient = (answers: unknown): unknown => {
  if (!Array.isArray(answers)) return answers;
  return answers.map((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const { questionId, employment_question_id: questionIdOfApi, answer } = entry as Record<string, unknown>;
    return { questionId: questionId ?? questionIdOfApi, answer };
  });
};

/** One screening answer as the web app's callable sends it. */
export type ScreeningAnswerInput = { questionId: string; answer: string };

/**
 * `applyToJob`: the job and the answers to its employment questions. Only the job id is checked
 * here: the answers are checked against the job's own questions by the apply service
 * (buildScreeningAnswersSchema, after screeningAnswersFromClient), which needs the job first.
 */
export const applyToJobInputSchema = yup.object({
  jobId: documentId('Job'),
  answers: yup.mixed<ScreeningAnswerInput[]>(),
  /**
   * Where the candidate came from (`?source=` / `utm_source` of the job link, or the referring
   * site), as the browser kept it; normalised by the server (rules/insights.ts). Optional.
   */
  source: yup.string().trim().max(SOURCE_INPUT_MAX_LENGTH).nullable(),
});

/** Largest page of `GET /api/user_jobs/all/user-jobs`: each application carries a whole profile. */
export const APPLICATIONS_PAGE_MAX = 500;

/** A page of all applications (admins): `limit` (default 100) and the previous page's `cursor`. */
export const applicationsPageSchema = yup.object({
  limit: yup
    .number()
    .typeError('Limit must be a number.')
    .integer('Limit must be a whole number.')
    .min(1, 'Limit must be at least 1.')
    .max(APPLICATIONS_PAGE_MAX, `Limit must be at most ${APPLICATIONS_PAGE_MAX}.`)
    .default(100),
  cursor: yup.string().typeError('Cursor must be text.').max(300, 'Cursor is not valid.').optional(),
});

import type { Question, QuestionType } from '@careers/domain';

/** A bank question of the demo data: the stored fields (no timestamps) and its fixed id. */
export type QuestionSeed = Omit<Question, 'createdAt' | 'updatedAt'> & { id: string };

/** A hand-written multiple-choice question without its id: one correct option, three wrong ones. */
export type Mcq = Omit<QuestionSeed, 'id'>;

export const mcq = (
  type: QuestionType,
  statement: string,
  correct: string,
  wrong: readonly [string, string, string],
): Mcq => ({ statement, type, image: null, correctOptions: [correct], wrongOptions: [...wrong] });

/** Gives a list of questions fixed ids (`{prefix}-01`, `{prefix}-02`, ...), stable between runs. */
export const withIds = (prefix: string, questions: readonly Mcq[]): QuestionSeed[] =>
  questions.map((question, index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    ...question,
  }));

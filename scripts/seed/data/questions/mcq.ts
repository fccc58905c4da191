import { readFileSync } from 'node:fs';
import { questionSchema, type Question, type QuestionType } from '@careers/domain';

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

/** A question as a bank file (questions/*.json) holds it. */
type McqEntry = { statement: string; correct: string; wrong: [string, string, string] };

/**
 * The hand-written questions of a bank file (`file`, beside this module), each checked with the
 * question form's schema as it is read, so a mistake in the data stops the seed with its place.
 */
export const mcqBank = (file: string, type: QuestionType): Mcq[] => {
  const entries: unknown = JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
  if (!Array.isArray(entries)) throw new Error(`Seed data: ${file} must hold a list of questions.`);
  return entries.map((entry: McqEntry, index) => {
    const where = `Seed data: ${file}[${String(index)}]`;
    if (!Array.isArray(entry.wrong) || entry.wrong.length !== 3) {
      throw new Error(`${where}: a question has one correct option and three wrong ones.`);
    }
    const question = mcq(type, entry.statement, entry.correct, entry.wrong);
    try {
      questionSchema.validateSync(question, { strict: true, abortEarly: false });
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`, { cause: error });
    }
    return question;
  });
};

/** Gives a list of questions fixed ids (`{prefix}-01`, `{prefix}-02`, ...), stable between runs. */
export const withIds = (prefix: string, questions: readonly Mcq[]): QuestionSeed[] =>
  questions.map((question, index) => ({
    id: `${prefix}-${String(index + 1).padStart(2, '0')}`,
    ...question,
  }));

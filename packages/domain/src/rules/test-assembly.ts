import { TEST_RULES } from '../constants/limits.ts';
import type { QuestionType } from '../constants/enums.ts';
import type { PresentedQuestion, Question, Test } from '../types/test.ts';

// Assembling and scoring a candidate's test (spec section 4, "Test flow"). These run in the
// start-test and submit-step callables; the answer key never leaves the server (ARCHITECTURE
// section 4). Randomness is injected so tests — and any dispute about a drawn paper — can replay a
// draw exactly.

/** A source of uniform numbers in [0, 1), like Math.random. */
export type RandomSource = () => number;

/** Number of steps: total / 10 rounded up, at most 6. */
export const stepCount = (totalQuestions: number): number => {
  if (!Number.isFinite(totalQuestions) || totalQuestions <= 0) return 0;
  return Math.min(TEST_RULES.maxSteps, Math.ceil(totalQuestions / TEST_RULES.questionsPerStep));
};

/** The most questions a test can hold: 6 steps of 10. */
export const MAX_TEST_QUESTIONS = TEST_RULES.maxSteps * TEST_RULES.questionsPerStep;

export type QuestionSplit = { aptitude: number; technical: number };

/**
 * Aptitude count = round(total × aptitude% / 100), technical = the rest, so the two always add up
 * to the total even when the percentages do not divide it evenly (25% of 10 → 3 + 7).
 */
export const questionSplit = (test: Pick<Test, 'totalQuestions' | 'aptitudePercentage'>): QuestionSplit => {
  const total = Math.max(0, Math.min(MAX_TEST_QUESTIONS, Math.floor(test.totalQuestions) || 0));
  const percentage = Math.max(0, Math.min(100, test.aptitudePercentage || 0));
  const aptitude = Math.min(total, Math.round((total * percentage) / 100));
  return { aptitude, technical: total - aptitude };
};

/** Index in [0, length) from a random source, robust to a source that returns exactly 1. */
const randomIndex = (random: RandomSource, length: number): number =>
  Math.min(length - 1, Math.floor(random() * length));

/** Fisher–Yates shuffle of a copy. */
export const shuffle = <T>(items: readonly T[], random: RandomSource): T[] => {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = randomIndex(random, index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
};

/** `count` distinct items, uniformly, without replacement (a partial Fisher–Yates). */
export const sampleWithoutReplacement = <T>(
  items: readonly T[],
  count: number,
  random: RandomSource,
): T[] => {
  const pool = [...items];
  const take = Math.max(0, Math.min(count, pool.length));
  for (let index = 0; index < take; index += 1) {
    const other = index + randomIndex(random, pool.length - index);
    [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
  }
  return pool.slice(0, take);
};

export type DrawnTest = {
  /** Question ids per step: up to 10 each, aptitude first then technical, shuffled within a step. */
  steps: string[][];
  /** How many of each type were drawn, after filling a short bank from the other. */
  drawn: QuestionSplit;
  /** Questions missing because both banks together were too small; 0 when the paper is full. */
  shortBy: number;
};

/**
 * Draws a candidate's paper: the split of questionSplit, aptitude questions then technical, each
 * without replacement. When one bank is short the other fills the gap (a 20-question test with 8
 * aptitude questions in the bank still gets 20 questions); what both banks cannot cover is
 * `shortBy`. The sequence is cut into steps of 10 and shuffled within each step, so a step mixes
 * types only at the aptitude/technical seam, as the spec orders them.
 */
export const drawQuestions = (input: {
  aptitudeIds: readonly string[];
  technicalIds: readonly string[];
  test: Pick<Test, 'totalQuestions' | 'aptitudePercentage'>;
  random: RandomSource;
}): DrawnTest => {
  const { random } = input;
  // An id listed twice (or in both banks) must not be asked twice.
  const aptitudeBank = [...new Set(input.aptitudeIds)];
  const aptitudeSet = new Set(aptitudeBank);
  const technicalBank = [...new Set(input.technicalIds)].filter((id) => !aptitudeSet.has(id));

  const wanted = questionSplit(input.test);
  const total = wanted.aptitude + wanted.technical;
  const aptitudeFromOwn = Math.min(wanted.aptitude, aptitudeBank.length);
  const technicalFromOwn = Math.min(wanted.technical, technicalBank.length);
  const aptitudeCount = Math.min(
    aptitudeBank.length,
    aptitudeFromOwn + (wanted.technical - technicalFromOwn),
  );
  const technicalCount = Math.min(
    technicalBank.length,
    technicalFromOwn + (wanted.aptitude - aptitudeFromOwn),
  );

  const sequence = [
    ...sampleWithoutReplacement(aptitudeBank, aptitudeCount, random),
    ...sampleWithoutReplacement(technicalBank, technicalCount, random),
  ];
  const steps: string[][] = [];
  for (let start = 0; start < sequence.length; start += TEST_RULES.questionsPerStep) {
    steps.push(shuffle(sequence.slice(start, start + TEST_RULES.questionsPerStep), random));
  }
  return {
    steps,
    drawn: { aptitude: aptitudeCount, technical: technicalCount },
    shortBy: total - sequence.length,
  };
};

/**
 * mulberry32: a small, fast, well-distributed 32-bit PRNG. Deterministic for a seed, which is what
 * tests and replays need; not for secrets. A string seed (e.g. a session id) is hashed first.
 */
export const seededRandom = (seed: number | string): RandomSource => {
  let state = typeof seed === 'string' ? hashString(seed) : seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
};

/** FNV-1a, 32 bits: turns a string seed into mulberry32's state. */
const hashString = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/**
 * A question as the candidate sees it: correct and wrong options together in random order, with
 * nothing that tells them apart. An option text listed twice is shown once. The picture is not
 * inlined (only whether there is one): the page fetches it through the session.
 */
export const presentQuestion = (
  question: Pick<Question, 'statement' | 'image' | 'correctOptions' | 'wrongOptions'> & { id: string },
  random: RandomSource,
): PresentedQuestion => ({
  id: question.id,
  statement: question.statement,
  hasImage: Boolean(question.image),
  multipleChoice: new Set(question.correctOptions).size > 1,
  options: shuffle([...new Set([...question.correctOptions, ...question.wrongOptions])], random),
});

/**
 * The random source of one question's option order in a session: fixed by the session's seed and
 * the question, so a reload or another device shows the options in the same order.
 */
export const optionOrderRandom = (seed: number, questionId: string): RandomSource =>
  seededRandom(`${String(seed)}:${questionId}`);

export type AnswerKey = Record<string, { correctOptions: readonly string[] }>;

/** A candidate's choice for one question: the options ticked (one option may come as a string). */
export type ChosenOptions = readonly string[] | string;

/**
 * Whether a choice is right: the chosen options are exactly the correct options, as sets (order
 * and repeats do not matter). Choosing nothing is never right; choosing one of two correct options
 * is not right either: a question counts when the chosen options equal its correct options.
 */
export const isCorrectChoice = (chosen: ChosenOptions, correctOptions: readonly string[]): boolean => {
  const picked = new Set(typeof chosen === 'string' ? [chosen] : chosen);
  const correct = new Set(correctOptions);
  if (picked.size === 0 || picked.size !== correct.size) return false;
  for (const option of correct) if (!picked.has(option)) return false;
  return true;
};

/**
 * Number of questions answered right (isCorrectChoice). No negative marking; an unanswered
 * question, or an answer to a question not in the key, scores nothing.
 */
export const scoreAnswers = (
  answers: Readonly<Record<string, ChosenOptions>>,
  key: Readonly<AnswerKey>,
): number => {
  let score = 0;
  for (const [questionId, chosen] of Object.entries(answers)) {
    // hasOwn: a question id like "constructor" must not reach Object.prototype.
    if (!Object.hasOwn(key, questionId)) continue;
    if (typeof chosen !== 'string' && !Array.isArray(chosen)) continue;
    if (isCorrectChoice(chosen, key[questionId]?.correctOptions ?? [])) score += 1;
  }
  return score;
};

/**
 * The score split by question type, over the questions still in the bank (a deleted one has no
 * type left; it counts in the whole score's total only): '3 / 10 aptitude, 2 / 20 technical'.
 */
export const scoreByType = (
  questions: readonly ({ id: string; type: QuestionType } | null)[],
  answers: Readonly<Record<string, ChosenOptions>>,
  key: Readonly<AnswerKey>,
): Record<QuestionType, { score: number; total: number }> => {
  const split = { aptitude: { score: 0, total: 0 }, technical: { score: 0, total: 0 } };
  for (const question of questions) {
    if (!question) continue;
    split[question.type].total += 1;
    split[question.type].score += scoreAnswers(
      Object.hasOwn(answers, question.id) ? { [question.id]: answers[question.id] ?? [] } : {},
      key,
    );
  }
  return split;
};

const MINUTE_MS = 60_000;

const toMillis = (date: Date | number): number => (typeof date === 'number' ? date : date.getTime());

/** The deadline of a session started at `startedAt` for a test of `timeMinutes`. */
export const testDeadline = (startedAt: Date | number, timeMinutes: number): Date =>
  new Date(toMillis(startedAt) + Math.max(0, timeMinutes) * MINUTE_MS);

/**
 * Whole minutes left, rounded up (the countdown shows 1 until the last second), never negative.
 * Computed from the stored deadline, so it survives steps and reloads as the spec requires.
 */
export const remainingMinutes = (deadline: Date | number, now: Date | number): number =>
  Math.max(0, Math.ceil((toMillis(deadline) - toMillis(now)) / MINUTE_MS));

/**
 * Whether a submission arriving at `now` is too late. `graceMs` absorbs network latency and the
 * page's own auto-submit at zero; a submission exactly at deadline + grace is still accepted.
 */
export const isPastDeadline = (
  deadline: Date | number,
  now: Date | number,
  graceMs: number = TEST_RULES.answerGraceMs,
): boolean => toMillis(now) > toMillis(deadline) + graceMs;

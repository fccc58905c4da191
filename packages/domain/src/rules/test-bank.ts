import type { QuestionType } from '../constants/enums.ts';
import { testBankTooSmallMessage } from '../constants/messages.ts';
import type { Test } from '../types/test.ts';
import { questionSplit, type QuestionSplit } from './test-assembly.ts';

// Whether a test's question bank can serve a candidate. drawQuestions fills a short aptitude bank
// from the technical one (and the reverse) so a paper is never short when it need not be; but a
// test attached to an open job must give every candidate the split the admin chose, so the bank
// must hold enough questions of each type for one draw.

export type BankCounts = Record<QuestionType, number>;

/** What one draw needs against what the bank holds, when the bank is too small; null when it is not. */
export type BankShortfall = { needed: QuestionSplit; has: BankCounts };

/** Missing or broken counts read as an empty bank: the check then refuses rather than allows. */
const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

export const bankShortfall = (
  test: Pick<Test, 'totalQuestions' | 'aptitudePercentage'>,
  counts: Partial<Record<QuestionType, unknown>> | null | undefined,
): BankShortfall | null => {
  const needed = questionSplit(test);
  const has: BankCounts = { aptitude: countOf(counts?.aptitude), technical: countOf(counts?.technical) };
  return has.aptitude >= needed.aptitude && has.technical >= needed.technical ? null : { needed, has };
};

/** The predicate the jobs service asks before a job with this test is saved open. */
export const bankCanServeDraw = (
  test: Pick<Test, 'totalQuestions' | 'aptitudePercentage'>,
  counts: Partial<Record<QuestionType, unknown>> | null | undefined,
): boolean => bankShortfall(test, counts) === null;

/**
 * The refusal for a bank that cannot serve one draw, giving the counts, e.g. 'This test needs 6
 * aptitude and 4 technical questions; its bank has 3 aptitude and 9 technical.'; null when it can.
 */
export const bankShortfallMessage = (
  test: Pick<Test, 'totalQuestions' | 'aptitudePercentage'>,
  counts: Partial<Record<QuestionType, unknown>> | null | undefined,
): string | null => {
  const shortfall = bankShortfall(test, counts);
  return shortfall ? testBankTooSmallMessage(shortfall.needed, shortfall.has) : null;
};

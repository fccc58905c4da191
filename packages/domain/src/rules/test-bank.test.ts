import { describe, expect, it } from 'vitest';
import { bankCanServeDraw, bankShortfall, bankShortfallMessage } from './test-bank.ts';

describe('test bank predicate', () => {
  const test = { totalQuestions: 10 as const, aptitudePercentage: 60 };

  it('a bank with enough questions of each type for one draw can serve', () => {
    expect(bankShortfall(test, { aptitude: 6, technical: 4 })).toBeNull();
    expect(bankCanServeDraw(test, { aptitude: 60, technical: 40 })).toBe(true);
    expect(bankShortfallMessage(test, { aptitude: 6, technical: 4 })).toBeNull();
  });

  it('is refused when either type is short, even if the total is enough, with the counts', () => {
    expect(bankCanServeDraw(test, { aptitude: 3, technical: 9 })).toBe(false);
    expect(bankShortfall(test, { aptitude: 3, technical: 9 })).toEqual({
      needed: { aptitude: 6, technical: 4 },
      has: { aptitude: 3, technical: 9 },
    });
    expect(bankShortfallMessage(test, { aptitude: 3, technical: 9 })).toBe(
      'This test needs 6 aptitude and 4 technical questions; its bank has 3 aptitude and 9 technical.',
    );
    expect(bankCanServeDraw(test, { aptitude: 6, technical: 3 })).toBe(false);
  });

  it('reads missing or broken counts as an empty bank', () => {
    expect(bankShortfall(test, undefined)?.has).toEqual({ aptitude: 0, technical: 0 });
    expect(bankCanServeDraw(test, { aptitude: Number.NaN, technical: '9' as never })).toBe(false);
    expect(bankCanServeDraw({ totalQuestions: 10, aptitudePercentage: 100 }, { aptitude: 10 })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import { jobSearchTokens, SEARCH_TOKENS_LIMIT, searchTokensOf, searchWordOf } from './search-tokens.ts';

describe('searchTokensOf', () => {
  it('splits on anything not a letter or digit, lower-cases and drops repeats', () => {
    expect(searchTokensOf('Senior Spinning Engineer — Spinning (Ring-frames) 2026')).toEqual([
      'senior',
      'spinning',
      'engineer',
      'ring',
      'frames',
      '2026',
    ]);
  });

  it('takes accents off, so a word matches however it was written', () => {
    expect(searchTokensOf('Café Gérant', 'ÇAĞRI')).toEqual(['cafe', 'gerant', 'cagri']);
  });

  it('keeps words of other scripts, normalised as a search for them is', () => {
    const tokens = searchTokensOf('انجینئر Engineer');
    expect(tokens).toHaveLength(2);
    expect(tokens).toContain(searchWordOf('انجینئر'));
  });

  it('keeps at most SEARCH_TOKENS_LIMIT words and no overlong one', () => {
    const many = Array.from({ length: 100 }, (_, index) => `w${String(index)}`).join(' ');
    expect(searchTokensOf(many)).toHaveLength(SEARCH_TOKENS_LIMIT);
    expect(searchTokensOf(`ok ${'x'.repeat(41)}`)).toEqual(['ok']);
  });
});

describe('searchWordOf', () => {
  it('looks a text up by its longest normalised word', () => {
    expect(searchWordOf('  Senior ENGINEER ')).toBe('engineer');
    expect(searchWordOf('Tèxtile')).toBe('textile');
  });

  it('is null when the text has no word', () => {
    expect(searchWordOf('  — ')).toBeNull();
    expect(searchWordOf('')).toBeNull();
  });
});

describe('jobSearchTokens', () => {
  it("holds the title's and the department's words", () => {
    expect(
      jobSearchTokens({ title: 'Senior Spinning Engineer', department: { title: 'Quality Assurance' } }),
    ).toEqual(['senior', 'spinning', 'engineer', 'quality', 'assurance']);
  });
});

import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it('takes the singular for one only', () => {
    expect(countOf(1, 'year')).toBe('1 year');
    expect(countOf(0, 'year')).toBe('0 years');
    expect(countOf(2, 'year')).toBe('2 years');
    expect(countOf(1.5, 'year')).toBe('1.5 years');
    expect(countOf(2, 'person', 'people')).toBe('2 people');
  });
});

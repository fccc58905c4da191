import { describe, expect, it } from 'vitest';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';
import { JOB_SLUG_ATTEMPTS, JOB_SLUG_MAX_LENGTH, jobSlug, jobSlugCandidates } from './job-slug.ts';

describe('jobSlug', () => {
  it('makes a readable document id of a title', () => {
    expect(jobSlug('Senior Spinning Engineer (Shift A)')).toBe('senior-spinning-engineer-shift-a');
    expect(jobSlug('  Café Manager – Lahore  ')).toBe('cafe-manager-lahore');
    expect(jobSlug('QA/QC Officer, Dyeing & Printing')).toBe('qa-qc-officer-dyeing-printing');
    expect(jobSlug('مینیجر')).toBe('');
  });

  it('cuts long titles at a word, within the limit, and always gives a valid id', () => {
    const slug = jobSlug('Assistant Manager Production Planning and Control for the Home Textile Division');
    expect(slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX_LENGTH);
    expect(slug).toBe('assistant-manager-production-planning-and-control-for-the');
    expect(DOCUMENT_ID_PATTERN.test(`${slug}-${String(JOB_SLUG_ATTEMPTS)}`)).toBe(true);
  });
});

describe('jobSlugCandidates', () => {
  it('tries the slug, then numbered ones', () => {
    const candidates = jobSlugCandidates('Weaving Master');
    expect(candidates.slice(0, 3)).toEqual(['weaving-master', 'weaving-master-2', 'weaving-master-3']);
    expect(candidates).toHaveLength(JOB_SLUG_ATTEMPTS);
    expect(jobSlugCandidates('!!!')).toEqual([]);
  });
});

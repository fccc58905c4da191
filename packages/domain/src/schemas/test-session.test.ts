import { describe, expect, it } from 'vitest';
import { grantExtraTimeSchema, saveAnswerSchema, submitStepSchema, validateInput } from './index.ts';

describe('test session inputs', () => {
  it('saveAnswer takes the ticked options; a bad id or a non-list is refused per field', async () => {
    const ok = await validateInput(saveAnswerSchema, { jobId: 'job1', questionId: 'q1', options: ['4'] });
    expect(ok.ok && ok.value).toEqual({ jobId: 'job1', questionId: 'q1', options: ['4'] });
    const bad = await validateInput(saveAnswerSchema, { jobId: 'a/b', questionId: 'q1', options: 'four' });
    expect(bad.ok ? null : Object.keys(bad.errors).sort()).toEqual(['jobId', 'options']);
  });

  it('submitStep defaults its counts and bounds the answers to one part', async () => {
    const ok = await validateInput(submitStepSchema, { jobId: 'job1' });
    expect(ok.ok && ok.value).toEqual({
      jobId: 'job1',
      step: null,
      answers: [],
      focusLosses: 0,
      tabSwitches: 0,
    });
    const tooMany = await validateInput(submitStepSchema, {
      jobId: 'job1',
      answers: Array.from({ length: 11 }, (_, index) => ({
        questionId: `q${String(index)}`,
        options: ['a'],
      })),
      focusLosses: -1,
    });
    expect(tooMany.ok ? null : tooMany.errors).toEqual({
      answers: 'A part has at most 10 answers.',
      focusLosses: 'Focus losses cannot be negative.',
    });
  });

  it('grantExtraTime: whole minutes up to the limit', async () => {
    const over = await validateInput(grantExtraTimeSchema, { jobId: 'j', applicantId: 'u', minutes: 241 });
    expect(over.ok ? null : over.errors).toEqual({ minutes: 'Minutes must be at most 240.' });
    expect(
      (await validateInput(grantExtraTimeSchema, { jobId: 'j', applicantId: 'u', minutes: 30 })).ok,
    ).toBe(true);
  });
});

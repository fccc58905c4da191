import { describe, expect, it } from 'vitest';
import { buildScreeningAnswersSchema, screeningAnswersFromClient } from './application.ts';
import { listingDateRange, publicJobsQuerySchema } from './job-listing.ts';
import { validateInput } from './validate.ts';

const questions = [
  { id: 'q1', title: 'Why us?', limit: 10 },
  { id: 'q2', title: 'Notice period?', limit: 50 },
];
const schema = buildScreeningAnswersSchema(questions);
const errorsOf = async (input: unknown) => {
  const result = await validateInput(schema, input);
  return result.ok ? null : result.errors;
};

describe('screening answers', () => {
  it('refuses an answer given twice, even when every question is answered', async () => {
    expect(
      await errorsOf({
        answers: [
          { questionId: 'q1', answer: 'a' },
          { questionId: 'q1', answer: 'b' },
          { questionId: 'q2', answer: 'c' },
        ],
      }),
    ).toEqual({ answers: 'Answer every question.' });
  });

  it('refuses answers to questions the job does not ask', async () => {
    expect(
      await errorsOf({
        answers: [
          { questionId: 'q1', answer: 'a' },
          { questionId: 'q9', answer: 'b' },
        ],
      }),
    ).toEqual({ answers: 'Answer every question.' });
  });

  it('refuses answers that are not a list, with a readable message', async () => {
    expect(await errorsOf({ answers: 'all good' })).toEqual({ answers: 'Send the answers as a list.' });
    expect(await errorsOf({})).toEqual({ answers: 'Answer every question.' });
  });

  it('refuses a missing answer by its index instead of failing on it', async () => {
    // abortEarly: false runs every test, the limit check included, on an entry with no answer.
    await expect(
      schema.validate(
        { answers: [{ questionId: 'q1' }, { questionId: 'q2', answer: 'x' }] },
        { abortEarly: false },
      ),
    ).rejects.toMatchObject({ name: 'ValidationError' });
    expect(await errorsOf({ answers: [{ questionId: 'q1' }, { questionId: 'q2', answer: 'x' }] })).toEqual({
      'answers[0].answer': 'An answer is required.',
    });
  });

  it('counts the limit after trimming, and names the over-limit answer by its index', async () => {
    expect(
      await errorsOf({
        answers: [
          { questionId: 'q2', answer: 'One month' },
          { questionId: 'q1', answer: `  ${'x'.repeat(10)}  ` },
        ],
      }),
    ).toBeNull();
    expect(
      await errorsOf({
        answers: [
          { questionId: 'q2', answer: 'One month' },
          { questionId: 'q1', answer: 'x'.repeat(11) },
        ],
      }),
    ).toEqual({ 'answers[1].answer': 'The answer must be at most 10 characters.' });
  });

  it('accepts no answers for a job without questions', async () => {
    const result = await validateInput(buildScreeningAnswersSchema([]), { answers: [] });
    expect(result.ok).toBe(true);
  });
});

describe('screeningAnswersFromClient', () => {
  it("reads the API's employment_question_id and the callable's questionId, keeping the order", () => {
    expect(
      screeningAnswersFromClient([
        { employment_question_id: 'q2', answer: 'One month' },
        { questionId: 'q1', answer: 'Growth', extra: true },
      ]),
    ).toEqual([
      { questionId: 'q2', answer: 'One month' },
      { questionId: 'q1', answer: 'Growth' },
    ]);
  });

  it('leaves anything else for the schema to refuse', () => {
    expect(screeningAnswersFromClient('text')).toBe('text');
    expect(screeningAnswersFromClient([null])).toEqual([null]);
  });
});

describe('publicJobsQuerySchema', () => {
  const check = (query: unknown) => validateInput(publicJobsQuerySchema, query);

  it('takes days as whole days in Pakistan, and date-times as instants', async () => {
    const result = await check({ fromDate: '2026-11-01', toDate: '2026-11-30' });
    expect(result.ok && listingDateRange(result.value)).toEqual({
      from: new Date('2026-10-31T19:00:00.000Z'),
      to: new Date('2026-11-30T18:59:59.999Z'),
    });
    const instants = await check({ fromDate: '2026-11-01T09:00:00Z' });
    expect(instants.ok && listingDateRange(instants.value)).toEqual({
      from: new Date('2026-11-01T09:00:00Z'),
      to: null,
    });
  });

  it('accepts no dates at all', async () => {
    const result = await check({});
    expect(result.ok && listingDateRange(result.value)).toEqual({ from: null, to: null });
  });

  it('refuses what is not a day, days that do not exist, and a range that ends before it starts', async () => {
    const result = await check({ fromDate: '2026-02-30', toDate: 'yesterday' });
    expect(result.ok ? null : Object.keys(result.errors).sort()).toEqual(['fromDate', 'toDate']);
    const reversed = await check({ fromDate: '2026-11-30', toDate: '2026-11-01' });
    expect(reversed.ok ? null : reversed.errors).toEqual({ toDate: 'To date cannot be before From date.' });
    const repeated = await check({ fromDate: ['2026-11-01', '2026-11-02'] });
    expect(repeated.ok).toBe(false);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';

import type { ScreeningAnswerInput } from '../schemas/application.ts';
import type { CreateCatalogEntryInput } from '../schemas/catalog.ts';
import type { ApplyToJobResult } from '../types/application.ts';
import type { TestSessionView } from '../types/test.ts';
import { CALLABLE_NAMES, isCallableName, type CallableName } from './names.ts';
import { CALLABLE_CODE_STATUS, isRefusalReason, REFUSAL_REASONS, REFUSALS } from './refusals.ts';
import {
  ACCESS_REFUSALS,
  CALLABLES,
  refusalsOf,
  type CallableInput,
  type CallableOutput,
  type CallableRefusal,
  type CallableRequest,
} from './table.ts';

const names = Object.keys(CALLABLES) as CallableName[];

describe('the callable table', () => {
  it('has one entry per name of CALLABLE_NAMES, and no other', () => {
    expect(new Set(CALLABLE_NAMES).size).toBe(CALLABLE_NAMES.length);
    expect([...names].sort()).toEqual([...CALLABLE_NAMES].sort());
    expect(isCallableName('applyToJob')).toBe(true);
    expect(isCallableName('applyToJobs')).toBe(false);
  });

  it('gives every entry a known access, a yup schema and known refusal reasons', () => {
    for (const name of names) {
      const entry = CALLABLES[name];
      expect(Object.keys(ACCESS_REFUSALS), name).toContain(entry.access);
      expect(typeof entry.input.validate, name).toBe('function');
      for (const reason of entry.refusals) expect(isRefusalReason(reason), `${name}: ${reason}`).toBe(true);
      expect(new Set(entry.refusals).size, name).toBe(entry.refusals.length);
    }
  });

  it('lets a callable refuse with its own reasons, its access level’s and invalid input, nothing else', () => {
    expect([...refusalsOf('applyToJob')]).toEqual(
      expect.arrayContaining([
        'profile-incomplete',
        'email-unconfirmed',
        'already-applied',
        'sign-in-required',
        'candidates-only',
        'invalid-input',
      ]),
    );
    expect(refusalsOf('applyToJob').has('admins-only')).toBe(false);
    expect(refusalsOf('createJob').has('admins-only')).toBe(true);
    expect(refusalsOf('createJob').has('profile-incomplete')).toBe(false);
    expect([...refusalsOf('sendPasswordResetEmail')].sort()).toEqual(['invalid-input', 'rate-limited']);
  });

  it('checks inputs with the domain’s messages, keyed by field', async () => {
    await expect(CALLABLES.applyToJob.input.validate({ answers: [] })).rejects.toMatchObject({
      path: 'jobId',
      message: 'Job is required.',
    });
    await expect(
      CALLABLES.createCatalogEntry.input.validate({ kind: 'tests', entry: {} }),
    ).rejects.toMatchObject({
      path: 'kind',
      message: 'Kind must be one of departments, degrees, companies, screeningQuestions.',
    });
    // The spec's API sends one option as `option`; it counts as `options`.
    await expect(
      CALLABLES.saveAnswer.input.validate({ jobId: 'job-1', questionId: 'q-1', option: 'Cotton' }),
    ).resolves.toEqual({ jobId: 'job-1', questionId: 'q-1', options: ['Cotton'] });
  });
});

describe('refusal reasons', () => {
  it('are kebab-case, each answered with a code of the callable protocol', () => {
    for (const reason of REFUSAL_REASONS) {
      expect(reason).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(Object.keys(CALLABLE_CODE_STATUS)).toContain(REFUSALS[reason].code);
    }
    expect(isRefusalReason('profile-incomplete')).toBe(true);
    expect(isRefusalReason('toString')).toBe(false);
    expect(REFUSALS['profile-incomplete'].code).toBe('failed-precondition');
    expect(CALLABLE_CODE_STATUS[REFUSALS['already-applied'].code]).toBe(409);
  });
});

describe('the table’s types', () => {
  it('give each callable its input and output', () => {
    expectTypeOf<CallableInput<'applyToJob'>>().toEqualTypeOf<{
      jobId: string;
      answers?: ScreeningAnswerInput[] | undefined;
      source?: string | null | undefined;
    }>();
    expectTypeOf<CallableOutput<'applyToJob'>>().toEqualTypeOf<ApplyToJobResult>();
    expectTypeOf<CallableOutput<'startTest'>>().toEqualTypeOf<TestSessionView>();
    expectTypeOf<CallableInput<'createCatalogEntry'>>().toEqualTypeOf<CreateCatalogEntryInput>();
    expectTypeOf<CallableInput<'withdrawApplication'>>().toEqualTypeOf<{ jobId: string }>();
    expectTypeOf<CallableRefusal<'applyToJob'>>().toExtend<string>();
    // What a client sends: the same, but dates as text (JSON has no dates; the schema reads them).
    expectTypeOf<CallableRequest<'applyToJob'>>().toEqualTypeOf<CallableInput<'applyToJob'>>();
    expectTypeOf<CallableInput<'createJob'>['startDate']>().toEqualTypeOf<Date>();
    expectTypeOf<CallableRequest<'createJob'>['startDate']>().toEqualTypeOf<string>();
    expectTypeOf<CallableRequest<'updateJob'>['job']['endDate']>().toEqualTypeOf<string>();
    expectTypeOf<'profile-incomplete'>().toExtend<CallableRefusal<'applyToJob'>>();
    expectTypeOf<'admins-only'>().not.toExtend<CallableRefusal<'applyToJob'>>();
  });
});

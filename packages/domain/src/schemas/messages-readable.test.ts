import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import * as schemas from './index.ts';

// Every message a schema can give is a sentence for people (issue 20: the job form showed
// "skills[0] is a required field"): no yup default with its path, no `type` words, no array index.
// Each exported object schema is fed inputs that break every kind of field: nothing at all, wrong
// types, and lists of empty or oversized items.

const objectSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, yup.AnyObjectSchema] =>
    yup.isSchema(entry[1]) && (entry[1] as yup.Schema).type === 'object',
);

const huge = 'x'.repeat(30_000);

/** Inputs that fail each field in a different way: missing, mistyped, empty items, too long. */
const breakingInputs = (schema: yup.AnyObjectSchema): unknown[] => {
  const fields = Object.keys(schema.fields);
  const all = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    {},
    all(null),
    all(42),
    all('not right'),
    all(true),
    all({}),
    all([]),
    all(['']),
    all([{}]),
    all([null]),
    all([huge]),
    all(huge),
    all(-1),
  ];
};

/** What a yup default message looks like: its path, a type in backticks, an index. */
const PATH_STYLE =
  /is a required field|must be a `|\[\d+\]|must be one of the following|field must|is invalid$|\w+\.\w+ /;

describe('schema messages', () => {
  it('finds the schemas to check', () => {
    expect(objectSchemas.length).toBeGreaterThan(20);
  });

  it.each(objectSchemas)('%s gives readable sentences for every field', async (_name, schema) => {
    const messages = new Set<string>();
    for (const input of breakingInputs(schema)) {
      try {
        await schema.validate(input, {
          abortEarly: false,
          context: { now: new Date('2026-11-26T09:00:00Z') },
        });
      } catch (error) {
        // yup's trim throws a TypeError on an object given for a string: no message to read there.
        if (!(error instanceof yup.ValidationError)) continue;
        for (const message of error.errors) messages.add(message);
      }
    }
    expect([...messages].filter((message) => PATH_STYLE.test(message))).toEqual([]);
  });
});

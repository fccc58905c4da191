import * as yup from 'yup';

// Every message a schema can give is a sentence for people (issue 20: the job form showed
// "skills[0] is a required field"): no yup default with its path, no `type` words, no array index.
// Used by schemas/messages-readable.test.ts and scripts/repo-checks/schema-messages-alone.test.ts.
// It imports no schema module: the repo check loads it after the one module it checks.

/** What a yup default message looks like: its path, a type in backticks, an index. */
export const YUP_DEFAULT_MESSAGE =
  /is a required field|must be a `|\[\d+\]|must be one of the following|field must|is invalid$|\w+\.\w+ /;

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

/** The messages of `schema` that read like yup's defaults, for inputs that break every field. */
export const yupDefaultMessages = async (schema: yup.AnyObjectSchema): Promise<string[]> => {
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
  return [...messages].filter((message) => YUP_DEFAULT_MESSAGE.test(message));
};

/** The exports of a module that are yup object schemas, by name. */
export const objectSchemasOf = (module: Record<string, unknown>): [string, yup.AnyObjectSchema][] =>
  Object.entries(module).filter(
    (entry): entry is [string, yup.AnyObjectSchema] =>
      yup.isSchema(entry[1]) && (entry[1] as yup.Schema).type === 'object',
  );

import { validateInput, type FieldErrors } from '@careers/domain';

import { inputObject, invalidInput } from './service-error.ts';

/** A domain schema, as validateInput takes it. */
export type InputSchema = Parameters<typeof validateInput>[0];

/** What parseInput makes of input checked with `Schema`. */
export type InferInput<Schema extends InputSchema> = Extract<
  Awaited<ReturnType<typeof validateInput<Schema>>>,
  { ok: true }
>['value'];

/**
 * The one validation prologue of callables, routes and services: untrusted input checked with a
 * domain schema (anything but an object counts as empty), or 'invalid-input' with every field's
 * message. Callables get it from their table entry (lib/callable.ts); routes call it themselves.
 * `alsoCheck` gives the messages of fields the server judges beside the schema (a CV the profile
 * lacks), so that a refused form gets all its messages at once.
 */
export const parseInput = async <Schema extends InputSchema>(
  schema: Schema,
  input: unknown,
  alsoCheck?: () => Promise<FieldErrors>,
) => {
  const result = await validateInput(schema, inputObject(input));
  if (!result.ok) throw invalidInput({ ...result.errors, ...(await alsoCheck?.()) });
  return result.value;
};

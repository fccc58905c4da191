import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';

/** Per-field messages keyed by the field's path, e.g. `{ email: '...', 'answers[1].answer': '...' }`. */
export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/**
 * Validates untrusted input with a shared schema, collecting every field's first message. The
 * first line of each callable and route (→ `invalid-argument` / HTTP 400 with these messages).
 */
export const validateInput = async <S extends AnyObjectSchema>(
  schema: S,
  input: unknown,
): Promise<ValidationResult<InferType<S>>> => {
  try {
    const value = await schema.validate(input, { abortEarly: false, stripUnknown: true });
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: FieldErrors = {};
    const details = error.inner.length > 0 ? error.inner : [error];
    for (const detail of details) {
      const key = detail.path || '_';
      errors[key] ??= detail.message;
    }
    return { ok: false, errors };
  }
};

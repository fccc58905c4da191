import { validateInput } from '@careers/domain';
import { setIn, type FormikErrors } from 'formik';
import type { AnyObjectSchema } from 'yup';

/**
 * formik's `validate` from a domain schema, run on the values as the callable will get them
 * (`toInput`: text inputs to numbers, blank entries left out): every field's first message, under
 * its path ('answers[1].answer', 'career[0].to'). Unlike `validationSchema`, formik does not turn
 * empty strings into undefined first, which the schemas' own checks do not expect.
 */
export const validateWith =
  <Values>(schema: AnyObjectSchema, toInput: (values: Values) => unknown = (values) => values) =>
  async (values: Values): Promise<FormikErrors<Values>> => {
    const result = await validateInput(schema, toInput(values));
    if (result.ok) return {};
    let errors: FormikErrors<Values> = {};
    for (const [path, message] of Object.entries(result.errors)) errors = setIn(errors, path, message);
    return errors;
  };

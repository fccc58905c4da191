import * as yup from 'yup';
import { YEAR_RANGE } from '../constants/limits.ts';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';

// yup's own messages name the field by its path ("skills[0] is a required field", "career must be
// a `array` type…"): a field without a message of ours gets a sentence instead (issue 20). Set
// here, before any schema is built (every schema module imports this one first), because yup reads
// its locale when a rule is added, not when it fails. Fields name themselves in their own messages.
yup.setLocale({
  mixed: {
    default: 'This value is not valid.',
    required: 'This field is required.',
    defined: 'This field is required.',
    notNull: 'This field is required.',
    oneOf: 'Choose one of the options.',
    notOneOf: 'Choose another value.',
    notType: ({ type }: { type: string }) =>
      type === 'array'
        ? 'This should be a list.'
        : type === 'object'
          ? 'This is not valid.'
          : `Enter a valid ${type === 'date' ? 'date' : type === 'number' ? 'number' : 'value'}.`,
  },
  string: {
    length: ({ length }: { length: number }) => `Use exactly ${String(length)} characters.`,
    min: ({ min }: { min: number }) => `Use at least ${String(min)} characters.`,
    max: ({ max }: { max: number }) => `Use at most ${String(max)} characters.`,
    matches: 'This value is not in the expected format.',
    email: 'Enter a valid email address.',
    url: 'Enter a valid web address.',
    uuid: 'This value is not valid.',
    trim: 'Remove the spaces at the start and end.',
    lowercase: 'Use lowercase letters only.',
    uppercase: 'Use uppercase letters only.',
  },
  number: {
    min: ({ min }: { min: number }) => `Enter ${String(min)} or more.`,
    max: ({ max }: { max: number }) => `Enter ${String(max)} or less.`,
    lessThan: ({ less }: { less: number }) => `Enter less than ${String(less)}.`,
    moreThan: ({ more }: { more: number }) => `Enter more than ${String(more)}.`,
    positive: 'Enter a positive number.',
    negative: 'Enter a negative number.',
    integer: 'Enter a whole number.',
  },
  date: {
    min: 'This date is too early.',
    max: 'This date is too late.',
  },
  boolean: { isValue: 'This value is not valid.' },
  object: { noUnknown: 'This has fields that are not allowed.' },
  array: {
    min: ({ min }: { min: number }) => `Add at least ${String(min)}.`,
    max: ({ max }: { max: number }) => `Add at most ${String(max)}.`,
    length: ({ length }: { length: number }) => `Add exactly ${String(length)}.`,
  },
});

/** Trimmed required text with a readable message naming the field. */
export const requiredText = (label: string, max = 200) =>
  yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

export const optionalText = (label: string, max = 200) =>
  yup.string().trim().max(max, `${label} must be at most ${max} characters.`).default('');

export const documentId = (label: string) =>
  yup
    .string()
    .trim()
    .required(`${label} is required.`)
    .matches(DOCUMENT_ID_PATTERN, `${label} is not a valid id.`);

export const emailField = () =>
  yup.string().trim().lowercase().required('Email is required.').email('Enter a valid email address.');

export const yearField = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a year.`)
    .integer(`${label} must be a year.`)
    .min(YEAR_RANGE.min, `${label} must be ${YEAR_RANGE.min} or later.`)
    .max(YEAR_RANGE.max, `${label} must be ${YEAR_RANGE.max} or earlier.`);

/** A percentage a form may leave empty ('' and missing are null). */
export const optionalPercentage = () =>
  yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError('Percentage must be a number.')
    .min(0, 'Percentage cannot be negative.')
    .max(100, 'Percentage must be at most 100.')
    .default(null);

/** Empty inputs arrive as '' from forms; treat them as "not given". */
export const emptyToNull = (value: unknown, original: unknown) =>
  original === '' || original === undefined ? null : value;

/** A call that takes no input (anything sent is ignored). */
export const emptyInputSchema = yup.object({});

import * as yup from 'yup';
import { YEAR_RANGE } from '../constants/limits.ts';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';

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

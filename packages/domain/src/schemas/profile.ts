import * as yup from 'yup';
import { CAREER_DESCRIPTION_MAX, CGPA_RANGE, FILE_LIMITS, PHONE_MAX_DIGITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { emailField, emptyToNull, optionalText, requiredText, yearField } from './common.ts';

export const phoneNumberField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required('Phone number is required.')
    .matches(/^\d+$/, 'Phone number must contain digits only, e.g. 03001234567.')
    .max(PHONE_MAX_DIGITS, `Phone number must be at most ${PHONE_MAX_DIGITS} digits.`);

/** Step 1 fields (the files are checked by `validateResumeFile` / `validatePictureFile`). */
export const profileStep1Schema = yup.object({
  firstName: requiredText('First name', 60),
  middleName: optionalText('Middle name', 60),
  lastName: requiredText('Last name', 60),
  email: emailField(),
  phoneNumber: phoneNumberField(),
  city: requiredText('City', 80),
  address: requiredText('Address', 300),
});
export type ProfileStep1Input = yup.InferType<typeof profileStep1Schema>;

export const educationEntrySchema = yup.object({
  institute: requiredText('Institute', 150),
  degree: requiredText('Degree', 150),
  fieldOfStudy: optionalText('Field of study', 150),
  cgpa: yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError('CGPA must be a number.')
    .min(0, 'CGPA cannot be negative.')
    .max(CGPA_RANGE.max, `CGPA must be at most ${CGPA_RANGE.max}.`)
    .default(null),
  percentage: yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError('Percentage must be a number.')
    .min(0, 'Percentage cannot be negative.')
    .max(100, 'Percentage must be at most 100.')
    .default(null),
  from: yearField('From').required('From is required.'),
  to: yearField('To').required('To is required.').min(yup.ref('from'), 'To cannot be before From.'),
});
export type EducationEntryInput = yup.InferType<typeof educationEntrySchema>;

export const careerEntrySchema = yup.object({
  company: requiredText('Company', 150),
  position: requiredText('Position', 150),
  from: yearField('From').required('From is required.'),
  to: yearField('To').required('To is required.').min(yup.ref('from'), 'To cannot be before From.'),
  description: yup
    .string()
    .trim()
    .max(CAREER_DESCRIPTION_MAX, `Description must be at most ${CAREER_DESCRIPTION_MAX} characters.`)
    .default(''),
  currentJob: yup.boolean().default(false),
});
export type CareerEntryInput = yup.InferType<typeof careerEntrySchema>;

export const profileStep2Schema = yup.object({
  totalExperience: yup
    .number()
    .typeError('Overall experience must be a number of years.')
    .integer('Overall experience must be whole years.')
    .min(0, 'Overall experience cannot be negative.')
    .max(60, 'Overall experience must be at most 60 years.')
    .required('Overall experience is required (0 for none).'),
  education: yup.array(educationEntrySchema).min(1, 'Add at least one education entry.').max(20).required(),
  career: yup.array(careerEntrySchema).max(30).required(),
});
export type ProfileStep2Input = yup.InferType<typeof profileStep2Schema>;

export const termsSchema = yup.object({
  termsAndConditions: yup
    .boolean()
    .oneOf([true], 'Please accept the privacy policy to continue.')
    .required('Please accept the privacy policy to continue.'),
});

export type FileLike = { name: string; size: number; type: string };

const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

const isAllowedType = (
  file: FileLike,
  limits: { extensions: readonly string[]; contentTypes: readonly string[] },
) =>
  limits.extensions.includes(extensionOf(file.name)) &&
  (file.type === '' || limits.contentTypes.includes(file.type));

/** The CV check of step 1: required, at most 3 MB, pdf / doc / docx. */
export const validateResumeFile = (
  file: FileLike | null | undefined,
  alreadyUploaded = false,
): string | null => {
  if (!file) return alreadyUploaded ? null : MESSAGES.resumeRequired;
  if (file.size > FILE_LIMITS.resume.maxBytes) return MESSAGES.resumeTooLarge;
  if (!isAllowedType(file, FILE_LIMITS.resume)) return 'The Resume must be a PDF, DOC or DOCX file.';
  return null;
};

/** The picture check: at most 1.5 MB, jpg / png. Required only where the caller says so. */
export const validatePictureFile = (
  file: FileLike | null | undefined,
  options: { required?: boolean; alreadyUploaded?: boolean } = {},
): string | null => {
  if (!file) return options.required && !options.alreadyUploaded ? MESSAGES.pictureRequired : null;
  if (file.size > FILE_LIMITS.picture.maxBytes) return MESSAGES.pictureTooLarge;
  if (!isAllowedType(file, FILE_LIMITS.picture)) return 'The Picture must be a JPG or PNG image.';
  return null;
};

import * as yup from 'yup';
import {
  CAREER_DESCRIPTION_MAX,
  CGPA_RANGE,
  FILE_LIMITS,
  PHONE_EXAMPLE,
  PHONE_MAX_DIGITS,
  PROFILE_LIMITS,
  YEAR_RANGE,
} from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import {
  emailField,
  emptyToNull,
  optionalPercentage,
  optionalText,
  requiredText,
  yearField,
} from './common.ts';

export const phoneNumberField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value))
    .required('Phone number is required.')
    .matches(/^\d+$/, `Phone number must contain digits only, e.g. ${PHONE_EXAMPLE}.`)
    .max(PHONE_MAX_DIGITS, `Phone number must be at most ${PHONE_MAX_DIGITS} digits.`);

/** Step 1 fields (the files are checked by `validateResumeFile` / `validatePictureFile`). */
export const profileStep1Schema = yup.object({
  firstName: requiredText('First name', PROFILE_LIMITS.firstName),
  middleName: optionalText('Middle name', PROFILE_LIMITS.middleName),
  lastName: requiredText('Last name', PROFILE_LIMITS.lastName),
  email: emailField(),
  phoneNumber: phoneNumberField(),
  city: requiredText('City', PROFILE_LIMITS.city),
  address: requiredText('Address', PROFILE_LIMITS.address),
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
  percentage: optionalPercentage(),
  from: yearField('From').required('From is required.'),
  to: yearField('To').required('To is required.').min(yup.ref('from'), 'To cannot be before From.'),
});

export const careerEntrySchema = yup
  .object({
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
  })
  // A current job has no end: the form hides "to", and a missing one is the newest year choice (spec
  // section 5: "a missing from or to defaults to the newest year"). Any other entry needs its end
  // ('' from an empty select counts as missing: "To is required.").
  .transform((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return entry;
    const { currentJob, to } = entry as { currentJob?: unknown; to?: unknown };
    if (to !== undefined && to !== null && to !== '') return entry;
    return { ...entry, to: currentJob === true ? YEAR_RANGE.max : undefined };
  });

export const profileStep2Schema = yup.object({
  totalExperience: yup
    .number()
    .typeError('Overall experience must be a number of years.')
    .integer('Overall experience must be whole years.')
    .min(0, 'Overall experience cannot be negative.')
    .max(
      PROFILE_LIMITS.totalExperience,
      `Overall experience must be at most ${PROFILE_LIMITS.totalExperience} years.`,
    )
    .required('Overall experience is required (0 for none).'),
  education: yup
    .array(educationEntrySchema)
    .min(1, 'Add at least one education entry.')
    .max(PROFILE_LIMITS.educationEntries)
    .required(),
  career: yup
    .array(careerEntrySchema)
    .max(PROFILE_LIMITS.careerEntries)
    .required()
    // Section 4 needs career entries; "0 meaning none" is the one case without any (wizard.ts).
    .test('career-when-experienced', MESSAGES.careerHistoryRequired, function hasCareer(career) {
      const experience: unknown = this.parent?.totalExperience;
      return !(typeof experience === 'number' && experience > 0 && (career?.length ?? 0) === 0);
    }),
});

export const termsSchema = yup.object({
  termsAndConditions: yup
    .boolean()
    .oneOf([true], MESSAGES.acceptPrivacyPolicy)
    .required(MESSAGES.acceptPrivacyPolicy),
});

// The documented calls of the wizard (spec section 7) and the functions behind them. Each body
// carries the account's email, checked against the caller's by the server.

/** `POST /api/users/create/step-one` fields (the files travel beside them) and `savePersonalDetails`. */
export const personalDetailsRequestSchema = profileStep1Schema;
export type PersonalDetailsRequest = yup.InferType<typeof personalDetailsRequestSchema>;

/** `POST /api/users/create/step-two` and `saveEducationAndCareer`. */
export const educationAndCareerRequestSchema = profileStep2Schema.shape({ email: emailField() });
export type EducationAndCareerRequest = yup.InferType<typeof educationAndCareerRequestSchema>;

/** `POST /api/users/create/step-four` and `acceptPrivacyPolicy`. */
export const privacyAcceptanceRequestSchema = termsSchema.shape({ email: emailField() });
export type PrivacyAcceptanceRequest = yup.InferType<typeof privacyAcceptanceRequestSchema>;

export const PROFILE_FILE_KINDS = ['resume', 'avatar'] as const;
export type ProfileFileKind = (typeof PROFILE_FILE_KINDS)[number];

/**
 * `attachProfileFile`: a file the browser uploaded to `candidates/{uid}/{kind}/…`, for the profile
 * to point at once the server has checked it. `fileName` is the name the user's file had.
 */
export const attachProfileFileSchema = yup.object({
  kind: yup
    .string()
    .required('Say which file this is: resume or avatar.')
    .oneOf(PROFILE_FILE_KINDS, 'Kind must be resume or avatar.'),
  path: yup.string().trim().required(MESSAGES.uploadNotFound).max(1024, MESSAGES.uploadOutsideOwnFolder),
  fileName: requiredText('File name', PROFILE_LIMITS.fileName),
});
export type AttachProfileFileInput = yup.InferType<typeof attachProfileFileSchema>;

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
  if (!isAllowedType(file, FILE_LIMITS.resume)) return MESSAGES.resumeType;
  return null;
};

/** The picture check: at most 1.5 MB, jpg / png. Required only where the caller says so. */
export const validatePictureFile = (
  file: FileLike | null | undefined,
  options: { required?: boolean; alreadyUploaded?: boolean } = {},
): string | null => {
  if (!file) return options.required && !options.alreadyUploaded ? MESSAGES.pictureRequired : null;
  if (file.size > FILE_LIMITS.picture.maxBytes) return MESSAGES.pictureTooLarge;
  if (!isAllowedType(file, FILE_LIMITS.picture)) return MESSAGES.pictureType;
  return null;
};

import * as yup from 'yup';
import { CAREER_LEVELS, JOB_STATUSES, JOB_TYPES, OFFICE_LOCATIONS } from '../constants/enums.ts';
import { CGPA_RANGE } from '../constants/limits.ts';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';
import { MESSAGES } from '../constants/messages.ts';
import { documentId, emptyToNull, optionalPercentage, requiredText } from './common.ts';

/**
 * Jobs per bulk hide: each one is a job write plus its audit entry in one transaction, within
 * Firestore's 500 writes per commit with room for the index documents.
 */
export const JOB_BULK_LIMIT = 200;

const dateField = (label: string) =>
  yup.date().typeError(`${label} must be a valid date.`).required(`${label} is required.`);

/**
 * What the job form sends and the jobs service validates first (createJob / updateJob callables,
 * POST /api/admin/jobs/create and /update/{id}). Catalog entries are sent by id; the service freezes
 * their titles into the job.
 */
export const jobSchema = yup.object({
  title: requiredText('Title', 150),
  description: requiredText('Description', 20000),
  companyId: documentId('Company'),
  departmentId: documentId('Department'),
  educationIds: yup
    .array(documentId('Degree'))
    .max(20, 'At most 20 degrees.')
    .default([])
    .typeError('Degrees must be a list.'),
  screeningQuestionIds: yup
    .array(documentId('Employment question'))
    .max(20, 'At most 20 employment questions.')
    .default([])
    .typeError('Employment questions must be a list.'),
  skills: yup
    .array(
      yup
        .string()
        .trim()
        .required('Each skill needs some text: fill it in or remove it.')
        .max(5000, 'Each skill must be at most 5000 characters.'),
    )
    .typeError('Skills must be a list.')
    .min(1, 'Add at least one skill.')
    .max(30, 'At most 30 skills.')
    .required('Add at least one skill.'),
  cgpa: yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError(MESSAGES.cgpaRange)
    .min(CGPA_RANGE.min, MESSAGES.cgpaRange)
    .max(CGPA_RANGE.max, MESSAGES.cgpaRange)
    .default(null),
  percentage: optionalPercentage(),
  experience: yup
    .number()
    .typeError('Experience must be a number of years.')
    .integer('Experience must be whole years.')
    .min(0, 'Experience cannot be negative.')
    .max(60, 'Experience must be at most 60 years.')
    .required('Experience is required.'),
  careerLevel: yup.string().oneOf(CAREER_LEVELS, 'Choose a career level.').required('Choose a career level.'),
  jobType: yup.string().oneOf(JOB_TYPES, 'Choose a job type.').required('Choose a job type.'),
  startDate: dateField('Start date'),
  endDate: dateField('End date').min(yup.ref('startDate'), 'End date cannot be before the start date.'),
  location: yup
    .string()
    .oneOf(
      OFFICE_LOCATIONS.map((office) => office.label),
      'Choose a location.',
    )
    .required('Choose a location.'),
  conductTest: yup.boolean().default(false),
  testId: yup
    .string()
    .nullable()
    .default(null)
    .when('conductTest', {
      is: true,
      then: (schema) =>
        schema
          .trim()
          .required('Choose a test, or untick "Conduct test".')
          .matches(DOCUMENT_ID_PATTERN, 'Test is not a valid id.'),
      otherwise: (schema) => schema.transform(() => null),
    }),
  status: yup.string().oneOf(JOB_STATUSES, 'Status must be open, closed or archived.').default('open'),
});
export type JobInput = yup.InferType<typeof jobSchema>;

/**
 * `updateJob`: the job and the form's fields. The fields are checked with jobSchema on their own
 * (so their messages are keyed `title`, `skills`…, as for createJob), by the jobs service.
 */
export const updateJobInputSchema = yup.object({
  jobId: documentId('Job'),
  job: yup.mixed<JobInput>().required("Send the job form's fields."),
});
export type UpdateJobInput = yup.InferType<typeof updateJobInputSchema>;

/** A job addressed by id (delete, restore, get). */
export const jobIdSchema = yup.object({ jobId: documentId('Job') });

export const jobStatusSchema = yup.object({
  jobId: documentId('Job'),
  status: yup
    .string()
    .oneOf(JOB_STATUSES, 'Status must be open, closed or archived.')
    .required('Status must be open, closed or archived.'),
});

/** Bulk hide from the jobs grid ("Delete Selected Jobs"); `hidden: false` shows them again. */
export const jobIdsSchema = yup.object({
  jobIds: yup
    .array(documentId('Job'))
    .min(1, 'Select at least one job.')
    .max(JOB_BULK_LIMIT, `Select at most ${String(JOB_BULK_LIMIT)} jobs at a time.`)
    .required('Select at least one job.')
    .typeError('Select at least one job.'),
  hidden: yup.boolean().default(true),
});

import * as yup from 'yup';
import { CAREER_LEVELS, JOB_STATUSES, JOB_TYPES, OFFICE_LOCATIONS } from '../constants/enums.ts';
import { CGPA_RANGE } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { documentId, emptyToNull, requiredText } from './common.ts';

const dateField = (label: string) =>
  yup.date().typeError(`${label} must be a valid date.`).required(`${label} is required.`);

/** What the job form sends and the save-job callable / route validates first. */
export const jobSchema = yup.object({
  title: requiredText('Title', 150),
  description: requiredText('Description', 20000),
  companyId: documentId('Company'),
  departmentId: documentId('Department'),
  educationIds: yup.array(yup.string().required()).max(20).default([]),
  screeningQuestionIds: yup.array(yup.string().required()).max(20).default([]),
  skills: yup
    .array(yup.string().trim().required().max(5000, 'Each skill must be at most 5000 characters.'))
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
  percentage: yup
    .number()
    .transform(emptyToNull)
    .nullable()
    .typeError('Percentage must be a number.')
    .min(0, 'Percentage cannot be negative.')
    .max(100, 'Percentage must be at most 100.')
    .default(null),
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
      then: (schema) => schema.required('Choose a test, or untick "Conduct test".'),
      otherwise: (schema) => schema.transform(() => null),
    }),
  status: yup.string().oneOf(JOB_STATUSES).default('open'),
});
export type JobInput = yup.InferType<typeof jobSchema>;

export const jobStatusSchema = yup.object({
  status: yup.string().oneOf(JOB_STATUSES, 'Status must be open, closed or archived.').required(),
});

export const jobIdsSchema = yup.object({
  jobIds: yup.array(documentId('Job')).min(1, 'Select at least one job.').max(500).required(),
});

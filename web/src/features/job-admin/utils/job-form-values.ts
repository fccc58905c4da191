import type { CallableRequest } from '@careers/domain/callables';
import type { CareerLevel, JobStatus, JobType } from '@careers/domain/constants';
import type { Job } from '@careers/domain/types';

/** The job form's values as the inputs hold them (text), for new, edit and "copy from". */
export type JobFormValues = {
  title: string;
  companyId: string;
  departmentId: string;
  description: string;
  skills: string[];
  cgpa: string;
  percentage: string;
  experience: string;
  careerLevel: CareerLevel | '';
  jobType: JobType | '';
  startDate: string;
  endDate: string;
  location: string;
  educationIds: string[];
  screeningQuestionIds: string[];
  conductTest: boolean;
  testId: string;
  status: JobStatus;
};

const isoDate = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
};

export const emptyJobForm = (today = new Date()): JobFormValues => ({
  title: '',
  companyId: '',
  departmentId: '',
  description: '',
  skills: [''],
  cgpa: '',
  percentage: '',
  experience: '',
  careerLevel: '',
  jobType: '',
  startDate: isoDate(today),
  endDate: isoDate(new Date(today.getTime() + 30 * 86_400_000)),
  location: '',
  educationIds: [],
  screeningQuestionIds: [],
  conductTest: false,
  testId: '',
  status: 'open',
});

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * A stored job in the form. Copying keeps everything but the dates (a new posting runs from today)
 * and opens it: the admin reviews it before saving.
 */
export const jobFormValues = (job: Job, mode: 'edit' | 'copy', today = new Date()): JobFormValues => ({
  title: job.title,
  companyId: job.company.id,
  departmentId: job.department.id,
  description: job.description,
  skills: job.skills.length > 0 ? [...job.skills] : [''],
  cgpa: text(job.cgpa),
  percentage: text(job.percentage),
  experience: String(job.experience),
  careerLevel: job.careerLevel,
  jobType: job.jobType,
  startDate: mode === 'copy' ? emptyJobForm(today).startDate : isoDate(job.startDate),
  endDate: mode === 'copy' ? emptyJobForm(today).endDate : isoDate(job.endDate),
  location: job.location,
  educationIds: [...job.educationIds],
  screeningQuestionIds: [...job.screeningQuestionIds],
  conductTest: job.conductTest,
  testId: job.test?.id ?? '',
  status: mode === 'copy' ? 'open' : job.status,
});

/** A job as the job callables take it (dates as 'YYYY-MM-DD'). */
export type JobRequest = CallableRequest<'createJob'>;

/**
 * What the callables receive (the domain's jobSchema checks it again on the server). The form's
 * schema has refused a blank career level or job type before this runs.
 */
export const jobInputOf = (values: JobFormValues): JobRequest => ({
  ...values,
  careerLevel: values.careerLevel as CareerLevel,
  jobType: values.jobType as JobType,
  skills: values.skills.filter((skill) => skill.trim() !== ''),
  cgpa: values.cgpa === '' ? null : Number(values.cgpa),
  percentage: values.percentage === '' ? null : Number(values.percentage),
  experience: values.experience === '' ? Number.NaN : Number(values.experience),
  testId: values.conductTest && values.testId ? values.testId : null,
});

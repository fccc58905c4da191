import * as yup from 'yup';
import { requiredText } from './common.ts';

export const departmentSchema = yup.object({
  title: requiredText('Title', 100),
  description: requiredText('Description', 1000),
});
export type DepartmentInput = yup.InferType<typeof departmentSchema>;

export const degreeSchema = yup.object({ title: requiredText('Title', 150) });
export type DegreeInput = yup.InferType<typeof degreeSchema>;

export const companySchema = yup.object({ title: requiredText('Title', 150) });
export type CompanyInput = yup.InferType<typeof companySchema>;

export const SCREENING_ANSWER_MAX_LIMIT = 5000;

export const screeningQuestionSchema = yup.object({
  title: requiredText('Title', 500),
  limit: yup
    .number()
    .typeError('Limit must be a number.')
    .integer('Limit must be a whole number of characters.')
    .min(1, 'Limit must be at least 1 character.')
    .max(SCREENING_ANSWER_MAX_LIMIT, `Limit must be at most ${SCREENING_ANSWER_MAX_LIMIT} characters.`)
    .required('Limit is required.'),
});
export type ScreeningQuestionInput = yup.InferType<typeof screeningQuestionSchema>;

import * as yup from 'yup';
import type { ScreeningQuestionRef } from '../types/job.ts';
import { documentId } from './common.ts';

/**
 * Screening answers for one job: one required answer per question, each within that question's own
 * limit. Errors are reported per answer index (`answers[2].answer`), as the spec shows them.
 */
export const buildScreeningAnswersSchema = (questions: readonly ScreeningQuestionRef[]) =>
  yup.object({
    answers: yup
      .array(
        yup.object({
          questionId: yup.string().required(),
          answer: yup.string().trim().required('An answer is required.'),
        }),
      )
      .required()
      .test('one-per-question', 'Answer every question.', (answers) => {
        const ids = new Set((answers ?? []).map((entry) => entry.questionId));
        return questions.every((question) => ids.has(question.id)) && ids.size === questions.length;
      })
      .test('within-limits', function withinLimits(answers) {
        for (const [index, entry] of (answers ?? []).entries()) {
          const question = questions.find((candidate) => candidate.id === entry.questionId);
          if (question && entry.answer.length > question.limit) {
            return this.createError({
              path: `answers[${index}].answer`,
              message: `The answer must be at most ${question.limit} characters.`,
            });
          }
        }
        return true;
      }),
  });

export const applySchema = yup.object({
  jobId: documentId('Job'),
  answers: yup
    .array(yup.object({ questionId: yup.string().required(), answer: yup.string().default('') }))
    .default([]),
});
export type ApplyInput = yup.InferType<typeof applySchema>;

export const remarksSchema = yup.object({
  remarks: yup
    .string()
    .trim()
    .required('Remarks are required.')
    .max(5000, 'Remarks must be at most 5000 characters.'),
});
export type RemarksInput = yup.InferType<typeof remarksSchema>;

export const applicantSelectionSchema = yup.object({
  jobId: documentId('Job'),
  applicantIds: yup
    .array(documentId('Applicant'))
    .min(1, 'Select at least one applicant.')
    .max(500)
    .required(),
});

export const sendEmailSchema = yup.object({
  jobId: documentId('Job'),
  applicantIds: yup
    .array(documentId('Applicant'))
    .min(1, 'Select at least one applicant.')
    .max(500)
    .required(),
  subject: yup.string().trim().required('Subject is required.').max(200),
  message: yup.string().trim().required('Message is required.').max(20000),
});
export type SendEmailInput = yup.InferType<typeof sendEmailSchema>;

import * as yup from 'yup';
import { QUESTION_TYPES, TEST_LEVELS, TEST_QUESTION_COUNTS } from '../constants/enums.ts';
import { DOCUMENT_ID_PATTERN } from '../constants/platform.ts';
import { TEST_STATUSES } from '../types/test.ts';
import { documentId, emptyToNull, requiredText } from './common.ts';

const percentage = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(100, `${label} must be at most 100.`)
    .required(`${label} is required.`);

export const testSchema = yup.object({
  title: requiredText('Title', 150),
  level: yup.string().oneOf(TEST_LEVELS, 'Choose a level.').required('Choose a level.'),
  departmentId: documentId('Department'),
  timeMinutes: yup
    .number()
    .typeError('Time must be a number of minutes.')
    .integer('Time must be whole minutes.')
    .min(1, 'Time must be at least 1 minute.')
    .max(300, 'Time must be at most 300 minutes.')
    .required('Time is required.'),
  totalQuestions: yup
    .number()
    .typeError('Choose the number of questions.')
    .oneOf(TEST_QUESTION_COUNTS, 'Questions must be 10, 20, 30, 40, 50 or 60.')
    .required('Choose the number of questions.'),
  aptitudePercentage: percentage('Aptitude %'),
  technicalPercentage: percentage('Technical %').test(
    'sums-to-100',
    'Aptitude % and technical % must add up to 100.',
    function sumsTo100(technical) {
      return (this.parent as { aptitudePercentage?: number }).aptitudePercentage! + (technical ?? 0) === 100;
    },
  ),
  /** The pass mark, a percentage of the paper; none when empty. Shown beside each score (issue 20). */
  passPercentage: yup
    .number()
    .typeError('Pass mark must be a number.')
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .min(0, 'Pass mark cannot be negative.')
    .max(100, 'Pass mark must be at most 100.')
    .nullable()
    .default(null),
  status: yup.string().oneOf(TEST_STATUSES, 'Status must be active or inactive.').default('active'),
  /** Copy the question bank of another test when creating ('' from the form means none). */
  copyFrom: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .transform(emptyToNull)
    .matches(DOCUMENT_ID_PATTERN, { message: 'Choose a test to copy from.', excludeEmptyString: true }),
});
export type TestInput = yup.InferType<typeof testSchema>;

/**
 * `updateTest`: the test and the form's fields, checked with testSchema on their own (messages keyed
 * `title`, `timeMinutes`…) by the tests service.
 */
export const updateTestInputSchema = yup.object({
  testId: documentId('Test'),
  test: yup.mixed<TestInput>().required("Send the test form's fields."),
});
export type UpdateTestInput = yup.InferType<typeof updateTestInputSchema>;

const optionList = (label: string) =>
  yup
    .array(yup.string().trim().required().max(500, 'Each option must be at most 500 characters.'))
    .min(1, `Add at least one ${label}.`)
    .max(10, `At most 10 ${label}s.`)
    .required(`Add at least one ${label}.`);

export const questionSchema = yup.object({
  statement: requiredText('Statement', 2000),
  type: yup.string().oneOf(QUESTION_TYPES, 'Choose aptitude or technical.').required(),
  image: yup
    .string()
    .nullable()
    .default(null)
    .max(1_400_000, 'The image must be at most 1 MB.')
    .matches(/^(data:image\/(png|jpeg|gif|webp);base64,|departments\/|tests\/)/, {
      message: 'The image must be a PNG, JPEG, GIF or WebP picture.',
      excludeEmptyString: true,
    }),
  correctOptions: optionList('correct option'),
  wrongOptions: optionList('wrong option'),
});
export type QuestionInput = yup.InferType<typeof questionSchema>;

export const questionsBatchSchema = yup.object({
  questions: yup.array(questionSchema).min(1, 'Add at least one question.').max(200).required(),
});

export type QuestionDraft = {
  statement?: string | null;
  type?: string;
  image?: string | null;
  correctOptions?: (string | null | undefined)[];
  wrongOptions?: (string | null | undefined)[];
};

/**
 * The question form's rule (spec section 5): a question without a statement is skipped and empty
 * option entries are dropped, before validation.
 */
export const normalizeQuestionDrafts = (drafts: QuestionDraft[]) =>
  drafts
    .filter((draft) => (draft.statement ?? '').trim() !== '')
    .map((draft) => ({
      statement: (draft.statement ?? '').trim(),
      type: draft.type,
      image: draft.image ?? null,
      correctOptions: (draft.correctOptions ?? []).map((option) => (option ?? '').trim()).filter(Boolean),
      wrongOptions: (draft.wrongOptions ?? []).map((option) => (option ?? '').trim()).filter(Boolean),
    }));

/**
 * `addTestQuestions`: the question form's drafts for a test. The drafts are normalised
 * (normalizeQuestionDrafts) and checked by the tests service, which keys each message by the
 * draft's row in the form (`questions[3].correctOptions`).
 */
export const addTestQuestionsInputSchema = yup.object({
  testId: documentId('Test'),
  questions: yup.mixed<QuestionDraft[]>(),
});
export type AddTestQuestionsInput = yup.InferType<typeof addTestQuestionsInputSchema>;

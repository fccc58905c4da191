import * as yup from 'yup';
import { TEST_RULES } from '../constants/limits.ts';
import { documentId } from './common.ts';

// Inputs of the tests service's calls other than the test form (schemas/test.ts): the candidate's
// session (start, answer, submit a part, focus losses, a question's picture) and the admin's
// question and extra-time calls. Each is the first line of its callable and its route.

/** The most options one question offers (the question form's limit on each list, twice). */
const MAX_CHOSEN_OPTIONS = 20;
/** Focus losses or tab switches one call may report: a page reports as they happen. */
const MAX_REPORTED_EVENTS = 1000;

/** The options a candidate ticked for one question; none clears the answer. */
export const chosenOptionsField = () =>
  yup
    .array(
      yup.string().required('An option cannot be empty.').max(500, 'An option is at most 500 characters.'),
    )
    .max(MAX_CHOSEN_OPTIONS, `Choose at most ${String(MAX_CHOSEN_OPTIONS)} options.`)
    .required('Choose an option.');

const eventCount = (label: string) =>
  yup
    .number()
    .typeError(`${label} must be a number.`)
    .integer(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_REPORTED_EVENTS, `${label} must be at most ${String(MAX_REPORTED_EVENTS)}.`)
    .default(0);

/**
 * `{ option }` (one choice, as the spec's API sends it) is `{ options: [option] }`; anything else is
 * left for the schema to judge.
 */
const withOptionsAlias = (value: unknown): unknown => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if ('options' in value || !('option' in value)) return value;
  const { option, ...rest } = value as Record<string, unknown>;
  return { ...rest, options: typeof option === 'string' ? [option] : option };
};

export const testIdSchema = yup.object({ testId: documentId('Test') });

export const questionRefSchema = yup.object({
  testId: documentId('Test'),
  questionId: documentId('Question'),
});

/** startTest: the job applied to and the test it invites to. */
export const startTestSchema = yup.object({
  jobId: documentId('Job'),
  testId: documentId('Test'),
});
export type StartTestInput = yup.InferType<typeof startTestSchema>;

/** getTestSession, recordFocusLoss: the caller's session is named by its job. */
export const testSessionRefSchema = yup.object({ jobId: documentId('Job') });

export const saveAnswerSchema = yup
  .object({
    jobId: documentId('Job'),
    questionId: documentId('Question'),
    options: chosenOptionsField(),
  })
  .transform(withOptionsAlias);
export type SaveAnswerInput = yup.InferType<typeof saveAnswerSchema>;

export const stepAnswerSchema = yup
  .object({
    questionId: documentId('Question'),
    options: chosenOptionsField(),
  })
  .transform(withOptionsAlias);

/**
 * 'Save this Part': the answers on screen (merged over those already saved), focus losses and tab
 * switches since the last report, and the 1-based step the page shows, so a retried submission of
 * a step already saved changes nothing.
 */
export const submitStepSchema = yup.object({
  jobId: documentId('Job'),
  step: yup
    .number()
    .typeError('Step must be a number.')
    .integer('Step must be a whole number.')
    .min(1, 'Step must be at least 1.')
    .max(TEST_RULES.maxSteps, `Step must be at most ${String(TEST_RULES.maxSteps)}.`)
    .nullable()
    .default(null),
  answers: yup
    .array(stepAnswerSchema)
    .max(TEST_RULES.questionsPerStep, `A part has at most ${String(TEST_RULES.questionsPerStep)} answers.`)
    .default([]),
  focusLosses: eventCount('Focus losses'),
  tabSwitches: eventCount('Tab switches'),
});
export type SubmitStepInput = yup.InferType<typeof submitStepSchema>;

export const FOCUS_EVENT_KINDS = ['focus-loss', 'tab-switch'] as const;
export type FocusEventKind = (typeof FOCUS_EVENT_KINDS)[number];

/** recordFocusLoss: the page lost focus (window blur) or was hidden (tab switch). */
export const focusEventSchema = yup.object({
  jobId: documentId('Job'),
  kind: yup.string().oneOf(FOCUS_EVENT_KINDS, 'Kind must be focus-loss or tab-switch.').default('focus-loss'),
});

/** getQuestionImage: a question of the caller's session. */
export const questionImageSchema = yup.object({
  jobId: documentId('Job'),
  questionId: documentId('Question'),
});

/** grantExtraTime: the minutes an applicant gets on top of the test's time (0 withdraws them). */
export const grantExtraTimeSchema = yup.object({
  jobId: documentId('Job'),
  applicantId: documentId('Applicant'),
  minutes: yup
    .number()
    .typeError('Minutes must be a number.')
    .integer('Minutes must be whole minutes.')
    .min(0, 'Minutes cannot be negative.')
    .max(TEST_RULES.maxExtraMinutes, `Minutes must be at most ${String(TEST_RULES.maxExtraMinutes)}.`)
    .required('Minutes are required.'),
});
export type GrantExtraTimeInput = yup.InferType<typeof grantExtraTimeSchema>;

/** An admin's read of one applicant's test result (finalising an abandoned session first). */
export const applicantRefSchema = yup.object({
  jobId: documentId('Job'),
  applicantId: documentId('Applicant'),
});

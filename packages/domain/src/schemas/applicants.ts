import * as yup from 'yup';
import { APPLICANTS_BATCH_MAX } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import type { ApplicantQuery } from '../types/applicant-search.ts';
import { DEFAULT_INTERVIEW_MINUTES, INTERVIEW_ATTENDANCE, INTERVIEW_SCORE } from '../types/interview.ts';
import { applicantQuerySchema } from './applicant-query.ts';
import { documentId, optionalText, requiredText } from './common.ts';

// The admin's applicant actions (issue 11): what the callables of functions/src/applicants validate
// first, and what the web's dialogs use as formik `validationSchema` (the field schemas: the
// dialog's own fields without the job and the selection).

/** Longest remark (the same bound as firestore.rules on `private/review`). */
export const REMARKS_MAX_LENGTH = 5000;

export const APPLICANT_MAIL_LIMITS = { subject: 200, body: 10_000, place: 200, note: 2000 } as const;

/**
 * An application's id, `{jobId}_{uid}`: two document ids and an underscore (longer than one
 * document id may be).
 */
export const APPLICATION_ID_PATTERN = /^[A-Za-z0-9_-]{1,257}$/;

const applicationIdField = () =>
  yup
    .string()
    .trim()
    .required('Applicant is required.')
    .matches(APPLICATION_ID_PATTERN, 'Applicant is not a valid id.');

export const applicationIdsField = () =>
  yup
    .array(applicationIdField())
    .typeError('Send the applicants as a list of application ids.')
    .min(1, 'Select at least one applicant.')
    .max(APPLICANTS_BATCH_MAX, `Select at most ${String(APPLICANTS_BATCH_MAX)} applicants at a time.`)
    .required('Select at least one applicant.');

/** `{ jobId, applicationIds }`: applicants chosen one by one in a job's table. */
export const applicantIdsSelectionSchema = yup.object({
  jobId: documentId('Job'),
  applicationIds: applicationIdsField(),
});

/**
 * What a batch action runs on: the applicants chosen in a job's table (`applicationIds`), or every
 * applicant of the job matching the table's search (`matching`, "select all 312 matching", issue
 * 20; its `jobId` is the action's), never both. The server finds the matches when it runs.
 */
export const applicantsSelectionSchema = yup.object({
  jobId: documentId('Job'),
  matching: applicantQuerySchema.nullable().optional().default(undefined),
  applicationIds: yup
    .array(applicationIdField())
    .typeError('Send the applicants as a list of application ids.')
    .default([])
    .when('matching', {
      is: (matching: unknown) => matching !== null && matching !== undefined,
      then: (ids) => ids.max(0, 'Send the chosen applicants or the search, not both.'),
      otherwise: () => applicationIdsField(),
    }),
});
export type ApplicantsSelectionInput = {
  jobId: string;
  applicationIds: string[];
  matching?: ApplicantQuery | null;
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isCalendarDay = (value: string | undefined): boolean => {
  const match = ISO_DAY.exec(value ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The interview dialog: date 'YYYY-MM-DD' and time 'HH:mm' (the company's local time), place, an
 * optional note. A date in the past is refused by the server, which knows today's date.
 */
export const interviewDetailsSchema = yup.object({
  date: yup
    .string()
    .trim()
    .required('Date is required.')
    .test('calendar-day', 'Enter the date as YYYY-MM-DD.', isCalendarDay),
  time: yup
    .string()
    .trim()
    .required('Time is required.')
    .matches(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the time as HH:mm (24-hour clock).'),
  place: requiredText('Place', APPLICANT_MAIL_LIMITS.place),
  note: yup
    .string()
    .trim()
    .max(APPLICANT_MAIL_LIMITS.note, `Note must be at most ${String(APPLICANT_MAIL_LIMITS.note)} characters.`)
    .default(''),
});
export type InterviewDetailsInput = yup.InferType<typeof interviewDetailsSchema>;

/** The email dialog: subject and text. */
export const applicantEmailSchema = yup.object({
  subject: requiredText('Subject', APPLICANT_MAIL_LIMITS.subject),
  body: requiredText('Message', APPLICANT_MAIL_LIMITS.body),
});
export type ApplicantEmailInput = yup.InferType<typeof applicantEmailSchema>;

export const emailApplicantsSchema = applicantsSelectionSchema.concat(applicantEmailSchema);

/** The reject dialog: the rejection text (pre-filled with defaultRejectionText, editable). */
export const rejectionTextSchema = yup.object({
  body: requiredText('Rejection text', APPLICANT_MAIL_LIMITS.body),
});

export const rejectApplicantsSchema = applicantsSelectionSchema.concat(rejectionTextSchema);

/** One applicant of a job: remove. */
export const applicantOfJobSchema = yup.object({
  jobId: documentId('Job'),
  applicationId: applicationIdField(),
});

/** A job's decision ("top candidates") and its CV download list. */
export const jobOfApplicantsSchema = yup.object({ jobId: documentId('Job') });

/** The remarks box of the applicant review: required (spec section 5). */
export const remarksFieldSchema = yup.object({
  remarks: yup
    .string()
    .typeError(MESSAGES.remarksRequired)
    .trim()
    .required(MESSAGES.remarksRequired)
    .max(REMARKS_MAX_LENGTH, `Remarks must be at most ${String(REMARKS_MAX_LENGTH)} characters.`),
});

export const saveRemarksSchema = yup
  .object({ applicationId: applicationIdField() })
  .concat(remarksFieldSchema);

/** The applicant review page. */
export const applicantReviewSchema = yup.object({ applicationId: applicationIdField() });

/**
 * A CV download to record: the applications whose CVs were asked for, whether as the zip, and those
 * whose file could not be fetched (a subset of the first).
 */
export const recordCvDownloadsSchema = applicantIdsSelectionSchema.shape({
  archive: yup.boolean().typeError('Say whether this was the zip.').required('Say whether this was the zip.'),
  missing: yup
    .array(applicationIdField())
    .typeError('Send the missing files as a list of application ids.')
    .max(APPLICANTS_BATCH_MAX)
    .default([])
    .test(
      'among-downloaded',
      'Missing files must be among the applicants asked for.',
      function among(missing) {
        const asked = new Set((this.parent as { applicationIds?: string[] }).applicationIds ?? []);
        return (missing ?? []).every((id) => asked.has(id));
      },
    ),
});

/** The mail log's Retry. */
export const retryMailSchema = yup.object({ mailId: documentId('Message') });

export const INTERVIEW_LIMITS = {
  interviewers: 300,
  videoLink: 500,
  notes: 5000,
  minMinutes: 15,
  maxMinutes: 480,
} as const;

/**
 * What an interview needs beyond the invitation's date, time and note (issue 20): how long it
 * lasts, who interviews, and where, as a place, a video link, or both (one of them at least).
 */
export const interviewSchema = interviewDetailsSchema.shape({
  place: optionalText('Place', APPLICANT_MAIL_LIMITS.place).test(
    'place-or-link',
    MESSAGES.interviewPlaceOrLink,
    function placeOrLink(place) {
      return Boolean(place) || Boolean((this.parent as { videoLink?: string }).videoLink);
    },
  ),
  videoLink: yup
    .string()
    .trim()
    .max(
      INTERVIEW_LIMITS.videoLink,
      `Video link must be at most ${String(INTERVIEW_LIMITS.videoLink)} characters.`,
    )
    .matches(/^https:\/\/\S+$/, {
      message: 'Enter the video link as an https:// address.',
      excludeEmptyString: true,
    })
    .default(''),
  durationMinutes: yup
    .number()
    .typeError('Enter the length in minutes.')
    .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
    .integer('Enter the length in whole minutes.')
    .min(
      INTERVIEW_LIMITS.minMinutes,
      `An interview lasts at least ${String(INTERVIEW_LIMITS.minMinutes)} minutes.`,
    )
    .max(
      INTERVIEW_LIMITS.maxMinutes,
      `An interview lasts at most ${String(INTERVIEW_LIMITS.maxMinutes)} minutes.`,
    )
    .default(DEFAULT_INTERVIEW_MINUTES),
  interviewers: optionalText('Interviewers', INTERVIEW_LIMITS.interviewers),
});
export type InterviewInput = yup.InferType<typeof interviewSchema>;

/** The applicants table's "Invite to interview": the same interview for every selected applicant. */
export const inviteToInterviewSchema = applicantsSelectionSchema.concat(interviewSchema);

/** Schedules one applicant's interview, or reschedules the one they have. */
export const scheduleInterviewSchema = yup
  .object({ applicationId: applicationIdField() })
  .concat(interviewSchema);

export const cancelInterviewSchema = yup.object({
  applicationId: applicationIdField(),
  note: optionalText('Note', APPLICANT_MAIL_LIMITS.note),
});

/** After the interview: attended or not, a score 1–5 when attended, notes. */
export const interviewOutcomeFieldsSchema = yup.object({
  attendance: yup
    .string()
    .oneOf(INTERVIEW_ATTENDANCE, 'Say whether the candidate attended.')
    .required('Say whether the candidate attended.'),
  score: yup
    .number()
    .typeError('Choose a score.')
    .integer('Choose a score.')
    .min(INTERVIEW_SCORE.min, 'Choose a score.')
    .max(INTERVIEW_SCORE.max, 'Choose a score.')
    .nullable()
    .default(null)
    // A form's empty choice is no score.
    .transform((value: unknown, original: unknown) => (original === '' ? null : value))
    .test('attended', MESSAGES.interviewScoreNeedsAttendance, function attended(score) {
      return score === null || (this.parent as { attendance?: string }).attendance === 'attended';
    }),
  notes: optionalText('Notes', INTERVIEW_LIMITS.notes),
});

export const recordInterviewOutcomeSchema = yup
  .object({ applicationId: applicationIdField() })
  .concat(interviewOutcomeFieldsSchema);

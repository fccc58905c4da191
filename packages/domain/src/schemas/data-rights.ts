import * as yup from 'yup';

import { APPLICATION_STATUSES, type ApplicationStatus } from '../types/application.ts';
import { CANDIDATE_EXPORT_FORMAT } from '../types/data-rights.ts';
import {
  INTERVIEW_ATTENDANCE,
  INTERVIEW_STATUSES,
  type InterviewAttendance,
  type InterviewStatus,
} from '../types/interview.ts';
import { MAIL_KINDS, MAIL_STATUSES, type MailKind, type MailStatus } from '../types/mail.ts';
import { TEST_COMPLETIONS, type TestCompletion } from '../types/test.ts';
import { documentId } from './common.ts';

// The candidate's data rights (issue 21): the callables' inputs, and the schema the export's JSON
// validates against (strict, unknown keys refused: an answer key slipped into the export fails it).

/** Whose data: a candidate names nobody (or themself); an admin names the candidate. */
export const exportCandidateDataSchema = yup.object({
  uid: documentId('Candidate').optional().default(undefined),
});

export const ERASURE_REASON_MAX = 500;

/**
 * Erasing: a candidate re-enters their password; an admin names the candidate and gives a reason
 * (the service checks which applies to the caller).
 */
export const eraseCandidateSchema = yup.object({
  uid: documentId('Candidate').optional().default(undefined),
  password: yup.string().max(200).optional(),
  reason: yup
    .string()
    .trim()
    .max(ERASURE_REASON_MAX, `Reason must be at most ${ERASURE_REASON_MAX} characters.`)
    .optional(),
});

const text = () => yup.string().defined().strict();
const nullableText = () => yup.string().nullable().defined().strict();
const iso = () =>
  yup
    .string()
    .defined()
    .strict()
    .test('iso-date', '${path} is not an ISO 8601 date.', (value) => !Number.isNaN(Date.parse(value ?? '')));
const nullableIso = () =>
  yup
    .string()
    .nullable()
    .defined()
    .strict()
    .test(
      'iso-date',
      '${path} is not an ISO 8601 date.',
      (value) => value === null || !Number.isNaN(Date.parse(value ?? '')),
    );
const num = () => yup.number().defined().strict();
const nullableNum = () => yup.number().nullable().defined().strict();
const object = <T extends yup.ObjectShape>(shape: T) => yup.object(shape).noUnknown().strict().defined();
const list = <T extends yup.Schema>(item: T) => yup.array().of(item).defined().strict();

const fileRef = () => ({
  path: text(),
  fileName: text(),
  contentType: text(),
  size: num(),
  uploadedAt: iso(),
});

const personalDetails = {
  firstName: text(),
  middleName: text(),
  lastName: text(),
  email: text(),
  phoneNumber: text(),
  city: text(),
  address: text(),
  avatar: object(fileRef()).nullable().default(null),
  resume: object(fileRef()).nullable().default(null),
  totalExperience: num(),
  education: list(
    object({
      institute: text(),
      degree: text(),
      fieldOfStudy: text(),
      cgpa: nullableNum(),
      percentage: nullableNum(),
      from: num(),
      to: num(),
    }),
  ),
  career: list(
    object({
      company: text(),
      position: text(),
      from: num(),
      to: num(),
      description: text(),
      currentJob: yup.boolean().defined().strict(),
    }),
  ),
};

const status = () => yup.mixed<ApplicationStatus>().oneOf(APPLICATION_STATUSES).defined();

/** The export's JSON (CandidateDataExport), checked as a reader of the archive would. */
export const candidateDataExportSchema = object({
  format: yup.string().oneOf([CANDIDATE_EXPORT_FORMAT]).defined(),
  exportedAt: iso(),
  account: object({
    uid: text(),
    email: text(),
    emailVerified: yup.boolean().defined().strict(),
    createdAt: nullableIso(),
    lastSignInAt: nullableIso(),
  }),
  profile: object({
    ...personalDetails,
    privacyPolicyVersion: nullableText(),
    termsAcceptedAt: nullableIso(),
    consents: list(object({ version: text(), acceptedAt: iso() })),
    submittedAt: nullableIso(),
    createdAt: iso(),
    updatedAt: iso(),
  })
    .nullable()
    .default(null),
  applications: list(
    object({
      id: text(),
      jobId: text(),
      jobTitle: text(),
      status: status(),
      statusHistory: list(object({ status: status(), at: iso() })),
      appliedAt: iso(),
      answers: list(object({ questionId: text(), title: text(), limit: num(), answer: text() })),
      candidate: object(personalDetails),
      privacyPolicyVersion: text(),
      test: object({
        testId: text(),
        invitedAt: iso(),
        taken: yup.boolean().defined().strict(),
        takenAt: nullableIso(),
        score: nullableNum(),
        totalQuestions: nullableNum(),
        timeUsedSeconds: nullableNum(),
        answered: nullableNum(),
        focusLosses: nullableNum(),
        tabSwitches: nullableNum(),
        completion: yup.mixed<TestCompletion>().oneOf(TEST_COMPLETIONS).nullable().defined(),
      })
        .nullable()
        .default(null),
      interview: object({
        invitedAt: iso(),
        record: object({
          status: yup.mixed<InterviewStatus>().oneOf(INTERVIEW_STATUSES).defined(),
          date: text(),
          time: text(),
          durationMinutes: num(),
          startsAt: iso(),
          endsAt: iso(),
          place: text(),
          videoLink: nullableText(),
          interviewers: text(),
          note: text(),
          outcome: object({
            attendance: yup.mixed<InterviewAttendance>().oneOf(INTERVIEW_ATTENDANCE).defined(),
            score: nullableNum(),
            notes: text(),
            recordedAt: iso(),
          })
            .nullable()
            .default(null),
        })
          .nullable()
          .default(null),
      })
        .nullable()
        .default(null),
    }),
  ),
  mails: list(
    object({
      id: text(),
      kind: yup.mixed<MailKind>().oneOf(MAIL_KINDS).defined(),
      subject: text(),
      text: text(),
      status: yup.mixed<MailStatus>().oneOf(MAIL_STATUSES).defined(),
      createdAt: iso(),
      sentAt: nullableIso(),
    }),
  ),
  files: list(
    object({
      ...fileRef(),
      kind: yup
        .mixed<'resume' | 'avatar' | 'application-resume'>()
        .oneOf(['resume', 'avatar', 'application-resume'])
        .defined(),
      applicationId: nullableText(),
      archivePath: text(),
    }),
  ),
});

export const LEGAL_HOLD_REASON_MAX = 500;

/** An admin places (`hold: true`, with a reason) or lifts a candidate's legal hold. */
export const setLegalHoldSchema = yup.object({
  uid: documentId('Candidate'),
  hold: yup.boolean().required('Say whether to hold or release.'),
  reason: yup
    .string()
    .trim()
    .max(LEGAL_HOLD_REASON_MAX, `Reason must be at most ${LEGAL_HOLD_REASON_MAX} characters.`)
    .when('hold', {
      is: true,
      then: (schema) => schema.required('Give the reason for the legal hold.'),
      otherwise: (schema) => schema.optional(),
    }),
});

export const candidateRefSchema = yup.object({ uid: documentId('Candidate') });

/** The retention warning's "keep my account" link carries this token. */
export const keepAccountSchema = yup.object({
  token: yup
    .string()
    .trim()
    .required('The link is incomplete.')
    .matches(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not valid.'),
});

export const RETENTION_MONTHS_RANGE = { min: 1, max: 120 } as const;

export const retentionPolicySchema = yup.object({
  months: yup
    .number()
    .typeError('Months must be a number.')
    .integer('Months must be a whole number.')
    .min(RETENTION_MONTHS_RANGE.min, `Keep candidates at least ${RETENTION_MONTHS_RANGE.min} month.`)
    .max(RETENTION_MONTHS_RANGE.max, `Keep candidates at most ${RETENTION_MONTHS_RANGE.max} months.`)
    .required('Months is required.'),
});

import { APPLICANT_MAIL_LIMITS } from '@careers/domain';

import type { ActionField } from './action-form-dialog';

// The applicant email's form (applicantEmailSchema): the job's applicants table mails a selection,
// the applicant review one applicant, with the same two fields.

export type ApplicantEmailValues = { subject: string; body: string };

export const NEW_APPLICANT_EMAIL: ApplicantEmailValues = { subject: '', body: '' };

export const APPLICANT_EMAIL_FIELDS: readonly ActionField<ApplicantEmailValues>[] = [
  { name: 'subject', label: 'Subject', required: true, maxLength: APPLICANT_MAIL_LIMITS.subject },
  { name: 'body', label: 'Message', required: true, multiline: true, maxLength: APPLICANT_MAIL_LIMITS.body },
];

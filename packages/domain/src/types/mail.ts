export const MAIL_KINDS = [
  'rejection',
  'test-invitation',
  'interview-invitation',
  'custom',
  'cv-submitted',
  'email-verification',
  'password-reset',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `mail/{id}`: the outbox. Every message is kept with its delivery state. */
export type Mail = {
  kind: MailKind;
  to: string[];
  subject: string;
  text: string;
  html: string;
  status: MailStatus;
  attempts: number;
  error: string | null;
  jobId: string | null;
  applicantIds: string[];
  createdAt: Date;
  sentAt: Date | null;
  createdBy: string;
};

// The mail capability as the others use it: the mailer with its outbox, the SMTP transport, and
// the templates of every message the portal sends. Its callable and schedule are wired by
// src/index.ts.
export { defaultMailer } from './mailer.ts';
export {
  createMailer,
  deliverQueued,
  queueMail,
  type DeliveryClaim,
  type DeliveryResult,
  type MailerOptions,
  type OutboxMailer,
  type SendMailInput,
} from './services/send-mail.ts';
export { cancelMailInTransaction, readMails } from './repositories/mail-outbox.ts';
export { createSmtpTransport, type MailTransport } from './transport.ts';
export type { RenderedEmail } from './templates/layout.ts';
export { passwordResetEmail, verificationEmail } from './templates/account-emails.ts';
export { customMessageEmail, rejectionEmail, testInvitationEmail } from './templates/applicant-emails.ts';
export {
  INTERVIEW_ORGANIZER_NAME,
  interviewEmail,
  type InterviewEmailInput,
  type InterviewMailKind,
} from './templates/interview-emails.ts';
export { cvSubmittedEmail } from './templates/application-emails.ts';
export { notSelectedEmail, selectedEmail } from './templates/decision-emails.ts';
export { adminInvitationEmail } from './templates/team-emails.ts';
export { mailOfCandidate, scrubMailOfCandidate } from './services/erase-mail.ts';
export { erasureConfirmationEmail, retentionWarningEmail } from './templates/data-rights-emails.ts';

import { formatCompanyDateTime } from '@careers/domain/rules';
import type { MailKind, MailStatus } from '@careers/domain/types';

/** A time in the company's time zone, as on every admin screen; '—' when there is none. */
export const formatMailTime = (date: Date | null | undefined): string =>
  date ? formatCompanyDateTime(date) : '—';

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  rejection: 'Rejection',
  'test-invitation': 'Test invitation',
  'interview-invitation': 'Interview invitation',
  'interview-rescheduled': 'Interview moved',
  'interview-cancelled': 'Interview cancelled',
  'interview-reminder': 'Interview reminder',
  custom: 'Email to applicants',
  'cv-submitted': 'CV submitted',
  selection: 'Selected',
  'not-selected': 'Not selected',
  'admin-invitation': 'Admin invitation',
  'email-verification': 'Email confirmation',
  'password-reset': 'Password reset',
  'erasure-confirmation': 'Erasure confirmation',
  'retention-warning': 'Retention warning',
};

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export const MAIL_STATUS_COLORS: Record<MailStatus, 'default' | 'success' | 'error'> = {
  queued: 'default',
  sent: 'success',
  failed: 'error',
  cancelled: 'default',
};

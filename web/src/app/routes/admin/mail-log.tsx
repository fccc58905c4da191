import { MailLogPage } from '@/features/mail-log/components/mail-log-page';

/** /mail-log: the outbox with its delivery state (the mail-log feature). */
export function MailLogRoute() {
  return <MailLogPage />;
}

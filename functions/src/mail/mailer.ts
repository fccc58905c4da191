import { readSmtpConfig } from '../config/env.ts';
import { adminDb } from '../lib/admin.ts';
import { createMailer, type OutboxMailer } from './services/send-mail.ts';
import { createSmtpTransport } from './transport.ts';

let mailer: OutboxMailer | undefined;

/** The mailer of this function instance: SMTP from the environment, the outbox in Firestore. */
export const defaultMailer = (): OutboxMailer => {
  if (!mailer) {
    const smtp = readSmtpConfig();
    mailer = createMailer({ db: adminDb(), transport: createSmtpTransport(smtp), from: smtp.from });
  }
  return mailer;
};

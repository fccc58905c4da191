import { readSmtpConfig } from '../config/env.ts';
import { adminDb } from '../lib/admin.ts';
import { createMailer, type Mailer } from './services/send-mail.ts';
import { createSmtpTransport } from './transport.ts';

let mailer: Mailer | undefined;

/** The mailer of this function instance: SMTP from the environment, the outbox in Firestore. */
export const defaultMailer = (): Mailer => {
  if (!mailer) {
    const smtp = readSmtpConfig();
    mailer = createMailer({ db: adminDb(), transport: createSmtpTransport(smtp), from: smtp.from });
  }
  return mailer;
};

import type { Firestore } from 'firebase-admin/firestore';

import type { MailCatcher } from '@careers/scripts/mail-catcher';
import { adminDb } from '../lib/admin.ts';
import { createMailer, createSmtpTransport, type MailerOptions, type OutboxMailer } from '../mail/index.ts';

// The local SMTP catcher of the stack (scripts/mail-catcher), for tests that deliver real mail, and
// the mailer that delivers to it. A relative import: scripts is not a package the functions depend
// on at run time.
export {
  startMailCatcher,
  type CaughtMessage,
  type MailCatcher,
} from '../../../scripts/mail-catcher/mail-catcher.ts';

/** The From of every test's mail. */
export const TEST_MAIL_FROM = 'careers@careers.test';

/** SMTP to a test's mail catcher. */
export const catcherTransport = (catcher: MailCatcher) =>
  createSmtpTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    secure: false,
    auth: null,
    from: TEST_MAIL_FROM,
  });

/** The outbox mailer delivering to a test's mail catcher, its outbox in `db`. */
export const catcherMailer = (
  catcher: MailCatcher,
  db: Firestore = adminDb(),
  options: Partial<MailerOptions> = {},
): OutboxMailer =>
  createMailer({ db, transport: catcherTransport(catcher), from: TEST_MAIL_FROM, ...options });

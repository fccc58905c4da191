import type { Firestore } from 'firebase-admin/firestore';

import type { MailCatcher } from '@careers/scripts/mail-catcher';
import { startMailCatcher } from '../../../scripts/mail-catcher/mail-catcher.ts';
import type { Deps } from '../deps.ts';
import { adminDb } from '../lib/admin.ts';
import {
  createMailer,
  createSmtpTransport,
  queueMail,
  type DeliveryResult,
  type MailerOptions,
  type OutboxMailer,
  type SendMailInput,
} from '../mail/index.ts';
import { emulatorAccountsDeps } from './emulators.ts';

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

/**
 * A message queued in a transaction of its own and delivered at once, as a service does after its
 * commit: for tests of the outbox itself, which have no change to commit it with.
 */
export const queueAndDeliver = async (
  mailer: OutboxMailer,
  db: Firestore,
  input: SendMailInput,
  now: Date = new Date(),
): Promise<DeliveryResult> => {
  const id = await db.runTransaction(async (transaction) => queueMail(transaction, db, input, now));
  return mailer.deliver(id, 'held');
};

export type MailingTestBed = { deps: Deps; catcher: MailCatcher; close: () => Promise<void> };

/** The account services on the emulators (emulatorAccountsDeps), mailing to a catcher of their own. */
export const startMailingTestBed = async (now?: () => Date): Promise<MailingTestBed> => {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  return { deps: emulatorAccountsDeps(catcherMailer(catcher), now), catcher, close: () => catcher.close() };
};

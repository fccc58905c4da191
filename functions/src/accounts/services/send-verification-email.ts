import { applyingForJobId, firstNameOf, MESSAGES, type Profile } from '@careers/domain';
import type { Transaction } from 'firebase-admin/firestore';

import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { deliverQueued, queueMail, verificationEmail, type SendMailInput } from '../../mail/index.ts';
import { profileDocument } from '../../profiles/index.ts';
import { confirmEmailUrl, oobCodeOf } from './action-links.ts';
import { assertEmailRequestAllowed, countEmailRequest } from './email-rate-limits.ts';

const isUserNotFound = (error: unknown) =>
  (error as { code?: string } | null)?.code === 'auth/user-not-found';

/**
 * The account a verification mail is for; `jobId`, the job its candidate is applying for (the
 * link carries it to /confirm, which leads back to it).
 */
export type VerificationAccount = {
  uid: string;
  email: string;
  displayName?: string | undefined;
  jobId?: string | null;
};

/** The confirmation mail of `account`, with a fresh action code in the web app's /confirm link. */
export const verificationMail = async (deps: Deps, account: VerificationAccount): Promise<SendMailInput> => {
  const code = oobCodeOf(await deps.auth.generateEmailVerificationLink(account.email));
  const email = verificationEmail({
    firstName: firstNameOf(account.displayName),
    link: confirmEmailUrl(deps.appUrl, code, account.jobId ?? null),
  });
  return { kind: 'email-verification', to: account.email, ...email, createdBy: account.uid };
};

/**
 * Counts the request against the account's limits and queues `mail`, both in `transaction`: a
 * request refused by the limits queues nothing, and a mail is never queued uncounted. Returns the
 * mail's id ('resource-exhausted' past a limit).
 */
export const queueVerificationMail = async (
  transaction: Transaction,
  deps: Deps,
  input: { uid: string; mail: SendMailInput; now: Date },
): Promise<string> => {
  await countEmailRequest(transaction, deps.db, { kind: 'verify-email', subject: input.uid }, input.now);
  return queueMail(transaction, deps.db, input.mail, input.now);
};

/**
 * Mails the signed-in account a link to /confirm/{code}. Fails with 'failed-precondition' when the
 * address is already confirmed, 'resource-exhausted' when asked for too often and 'unavailable'
 * when the mail server did not take the message (the outbox keeps it and retries a temporary
 * failure). The count and the mail are committed together; the mail is delivered after that.
 */
export const sendVerificationEmail = async (
  deps: Deps,
  caller: { uid: string },
): Promise<{ sentTo: string; mailId: string }> => {
  const now = nowOf(deps);
  const user = await deps.auth.getUser(caller.uid).catch((error: unknown) => {
    if (isUserNotFound(error)) throw refuse('sign-in-required', MESSAGES.signInRequired);
    throw error;
  });
  if (!user.email) throw refuse('account-has-no-email', MESSAGES.accountHasNoEmail);
  if (user.emailVerified) throw refuse('email-already-confirmed', MESSAGES.emailAlreadyConfirmed);

  // Refused before a code is made for nothing; the count in the transaction below decides.
  await assertEmailRequestAllowed(deps.db, { kind: 'verify-email', subject: user.uid }, now);
  // The job on the profile (Apply Now's, else registration's), for the link to lead back to.
  const profile = (await profileDocument(deps.db, user.uid).get()).data() as Partial<Profile> | undefined;
  const mail = await verificationMail(deps, {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    jobId: applyingForJobId(profile),
  });
  const mailId = await deps.db.runTransaction((transaction) =>
    queueVerificationMail(transaction, deps, { uid: user.uid, mail, now }),
  );
  const [delivery] = await deliverQueued(deps.mailer, [mailId]);
  if (delivery?.status !== 'sent') throw refuse('mail-not-sent', MESSAGES.emailNotSent);
  return { sentTo: user.email, mailId };
};

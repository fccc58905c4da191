import { randomUUID } from 'node:crypto';

import { COLLECTIONS, type Mail, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `mail/{id}`: the outbox. Every message is written in the transaction of the change it reports
// and updated with each delivery's outcome, so admins can see what went out, what failed and why
// (ARCHITECTURE section 3). A message is "held" while its status is 'queued' and `nextAttemptAt`
// (the lease's end) is in the future: first by the committer of the change, until its delivery
// claims it; then by whichever delivery claimed it last (`lease` names that claim). Each claim is a
// transaction that checks and replaces the lease, so of two deliverers only one ever sends; whoever
// finds a message queued with an expired lease, or failed and due, may claim it.

const converter = adminConverter<Mail>();

const outbox = (db: Firestore) => db.collection(COLLECTIONS.mail).withConverter(converter);

export const mailRef = (db: Firestore, id: string): DocumentReference<Mail> => outbox(db).doc(id);

/** What the sender decides; the delivery fields start empty. */
export type QueuedMail = Pick<
  Mail,
  | 'kind'
  | 'to'
  | 'subject'
  | 'text'
  | 'html'
  | 'jobId'
  | 'applicantIds'
  | 'createdAt'
  | 'createdBy'
  | 'replyTo'
  | 'calendar'
>;

/**
 * Queues a message in the caller's transaction: it is committed with the change it reports (a
 * status, an invitation, an application, a rate-limit count) or not at all. The committer holds it
 * until `leaseUntil`. `id` names it when the caller must find it again after a lost commit answer
 * (one message per application, say); otherwise Firestore picks one. Returns the id.
 */
export const queueMailInTransaction = (
  transaction: Transaction,
  db: Firestore,
  mail: QueuedMail,
  leaseUntil: Date,
  id?: string,
): string => {
  const ref = id === undefined ? outbox(db).doc() : outbox(db).doc(id);
  transaction.create(ref, {
    ...mail,
    status: 'queued',
    attempts: 0,
    lastError: null,
    nextAttemptAt: leaseUntil,
    lastAttemptAt: null,
    sentAt: null,
    lease: null,
  });
  return ref.id;
};

/** Sent is final and true whoever holds the message now: recorded whatever the lease says. */
export const recordMailSent = async (db: Firestore, id: string, outcome: { attempts: number; at: Date }) => {
  await mailRef(db, id).update({
    status: 'sent',
    attempts: outcome.attempts,
    lastError: null,
    nextAttemptAt: null,
    lastAttemptAt: outcome.at,
    sentAt: outcome.at,
    lease: null,
  });
};

/**
 * A failure, recorded only while `lease` still holds the message: a delivery that outlived its
 * lease must not overwrite the outcome of the one that took over (nor turn its 'sent' back).
 * Returns whether it was recorded.
 */
export const recordMailFailed = (
  db: Firestore,
  id: string,
  lease: string,
  outcome: { attempts: number; at: Date; error: string; nextAttemptAt: Date | null },
): Promise<boolean> =>
  db.runTransaction(async (transaction) => {
    const mail = (await transaction.get(mailRef(db, id))).data();
    if (mail?.status !== 'queued' || mail.lease !== lease) return false;
    transaction.update(mailRef(db, id), {
      status: 'failed',
      attempts: outcome.attempts,
      lastError: outcome.error,
      nextAttemptAt: outcome.nextAttemptAt,
      lastAttemptAt: outcome.at,
      lease: null,
    });
    return true;
  });

/**
 * The messages with these ids, in order (null where there is none), read by `reader`: the database,
 * or the caller's transaction.
 */
export const readMails = async (
  reader: Firestore | Transaction,
  db: Firestore,
  ids: readonly string[],
): Promise<(Mail | null)[]> => {
  if (ids.length === 0) return [];
  const snapshots = await (reader as Pick<Firestore, 'getAll'>).getAll(...ids.map((id) => mailRef(db, id)));
  return snapshots.map((snapshot) => (snapshot.data() as Mail | undefined) ?? null);
};

/**
 * Withdraws a message nobody holds (queued and unclaimed, or failed) in the caller's transaction,
 * which read it there: 'cancelled' is final, so no delivery claims it (a claim is a transaction on
 * the same document, so one that races this one reads it again and finds it cancelled).
 */
export const cancelMailInTransaction = (transaction: Transaction, db: Firestore, id: string): void => {
  transaction.update(mailRef(db, id), { status: 'cancelled', nextAttemptAt: null, lease: null });
};

export const readMail = async (db: Firestore, id: string): Promise<Mail | null> =>
  (await mailRef(db, id).get()).data() ?? null;

/**
 * Messages whose next attempt is due: failed ones whose backoff has passed, and queued ones whose
 * holder's lease ran out (it died midway). Sent messages have no `nextAttemptAt` and never match
 * (a range filter only matches values of its own type). Oldest due first.
 */
export const dueMail = (db: Firestore, now: Date, limit: number): Query<Mail> =>
  outbox(db).where('nextAttemptAt', '<=', now).orderBy('nextAttemptAt').limit(limit);

export type MailClaim =
  { mail: WithId<Mail>; claimed: false } | { mail: WithId<Mail>; claimed: true; lease: string };

/**
 * Claims a message for delivery when `mayClaim` says so: marks it queued, held until `leaseUntil`
 * under a new lease token, in a transaction, so two deliverers never send it at the same time.
 * Returns the message as read and, when claimed, the token; null when there is no such message.
 */
export const claimMail = (
  db: Firestore,
  id: string,
  mayClaim: (mail: Mail) => boolean,
  leaseUntil: Date,
): Promise<MailClaim | null> =>
  db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(mailRef(db, id));
    const mail = snapshot.data();
    if (!mail) return null;
    if (!mayClaim(mail)) return { mail: { ...mail, id }, claimed: false };
    const lease = randomUUID();
    transaction.update(mailRef(db, id), { status: 'queued', nextAttemptAt: leaseUntil, lease });
    return {
      mail: { ...mail, id, status: 'queued', nextAttemptAt: leaseUntil, lease },
      claimed: true,
      lease,
    };
  });

import { COLLECTIONS, type Mail, type WithId } from '@careers/domain';
import type { DocumentReference, Firestore, Query, Transaction } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `mail/{id}`: the outbox. Every message is recorded before it is sent and updated with the outcome,
// so admins can see what went out, what failed and why (ARCHITECTURE section 3). A message is
// "held" by whoever is delivering it: status 'queued' with `nextAttemptAt` in the future (the
// lease). Whoever finds it queued with an expired lease, or failed and due, may take it over.

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
>;

const queuedDocument = (mail: QueuedMail, leaseUntil: Date): Mail => ({
  ...mail,
  status: 'queued',
  attempts: 0,
  lastError: null,
  nextAttemptAt: leaseUntil,
  lastAttemptAt: null,
  sentAt: null,
});

/** Records a message as queued and held by its sender until `leaseUntil`; returns its id. */
export const recordQueuedMail = async (
  db: Firestore,
  mail: QueuedMail,
  leaseUntil: Date,
): Promise<string> => {
  const ref = outbox(db).doc();
  await ref.create(queuedDocument(mail, leaseUntil));
  return ref.id;
};

/**
 * The same in the caller's transaction: the message is committed with the change it reports (a
 * status, an invitation) or not at all. Whoever commits it holds it until `leaseUntil`.
 */
export const queueMailInTransaction = (
  transaction: Transaction,
  db: Firestore,
  mail: QueuedMail,
  leaseUntil: Date,
): string => {
  const ref = outbox(db).doc();
  transaction.create(ref, queuedDocument(mail, leaseUntil));
  return ref.id;
};

export const recordMailSent = async (db: Firestore, id: string, outcome: { attempts: number; at: Date }) => {
  await mailRef(db, id).update({
    status: 'sent',
    attempts: outcome.attempts,
    lastError: null,
    nextAttemptAt: null,
    lastAttemptAt: outcome.at,
    sentAt: outcome.at,
  });
};

export const recordMailFailed = async (
  db: Firestore,
  id: string,
  outcome: { attempts: number; at: Date; error: string; nextAttemptAt: Date | null },
) => {
  await mailRef(db, id).update({
    status: 'failed',
    attempts: outcome.attempts,
    lastError: outcome.error,
    nextAttemptAt: outcome.nextAttemptAt,
    lastAttemptAt: outcome.at,
  });
};

export const readMail = async (db: Firestore, id: string): Promise<Mail | null> =>
  (await mailRef(db, id).get()).data() ?? null;

/**
 * Messages whose next attempt is due: failed ones whose backoff has passed, and queued ones whose
 * sender's lease ran out (it died midway). Sent messages have no `nextAttemptAt` and never match
 * (a range filter only matches values of its own type). Oldest due first.
 */
export const dueMail = (db: Firestore, now: Date, limit: number): Query<Mail> =>
  outbox(db).where('nextAttemptAt', '<=', now).orderBy('nextAttemptAt').limit(limit);

/**
 * Takes a message over for delivery when `mayClaim` says so: marks it queued and held until
 * `leaseUntil`, in a transaction, so two deliverers never send it at the same time. Returns the
 * message as read and whether it was claimed; null when there is no such message.
 */
export const claimMail = (
  db: Firestore,
  id: string,
  mayClaim: (mail: Mail) => boolean,
  leaseUntil: Date,
): Promise<{ mail: WithId<Mail>; claimed: boolean } | null> =>
  db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(mailRef(db, id));
    const mail = snapshot.data();
    if (!mail) return null;
    if (!mayClaim(mail)) return { mail: { ...mail, id }, claimed: false };
    transaction.update(mailRef(db, id), { status: 'queued', nextAttemptAt: leaseUntil });
    return { mail: { ...mail, id, status: 'queued', nextAttemptAt: leaseUntil }, claimed: true };
  });

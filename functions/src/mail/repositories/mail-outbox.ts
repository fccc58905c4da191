import { COLLECTIONS, type Mail } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

// `mail/{id}`: the outbox. Every message is recorded before it is sent and updated with the outcome,
// so admins can see what went out, what failed and why (ARCHITECTURE section 3).

const converter = adminConverter<Mail>();

const outbox = (db: Firestore) => db.collection(COLLECTIONS.mail).withConverter(converter);

export type QueuedMail = Omit<Mail, 'status' | 'attempts' | 'error' | 'sentAt'>;

/** Records a message as queued; returns its id. */
export const recordQueuedMail = async (db: Firestore, mail: QueuedMail): Promise<string> => {
  const ref = outbox(db).doc();
  await ref.create({ ...mail, status: 'queued', attempts: 0, error: null, sentAt: null });
  return ref.id;
};

export const recordMailSent = async (db: Firestore, id: string, attempts: number, sentAt: Date) => {
  await outbox(db).doc(id).update({ status: 'sent', attempts, error: null, sentAt });
};

export const recordMailFailed = async (db: Firestore, id: string, attempts: number, error: string) => {
  await outbox(db).doc(id).update({ status: 'failed', attempts, error });
};

export const readMail = async (db: Firestore, id: string) => (await outbox(db).doc(id).get()).data() ?? null;

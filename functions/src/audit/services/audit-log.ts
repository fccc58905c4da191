import {
  auditChanges,
  COLLECTIONS,
  type AuditEntry,
  type AuditTargetType,
  type WithId,
} from '@careers/domain';
import { FieldValue, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';

import { adminConverter } from '../../lib/converter.ts';

/** Who did it: the signed-in admin, from the verified ID token. */
export type AuditActor = AuditEntry['actor'];

export type AuditRecord = {
  action: string;
  target: { type: AuditTargetType; id: string; title: string | null };
  /** The document before the write (null: it did not exist). */
  before: Readonly<Record<string, unknown>> | null;
  /** The document after the write (null: it was deleted). */
  after: Readonly<Record<string, unknown>> | null;
  /** Fields derived from others, left out of the summary (e.g. `educationIds` beside `educations`). */
  derivedFields?: readonly string[];
};

/**
 * Appends `auditLog/{auto id}` to the caller's transaction or batch, so the entry is committed with
 * the write it records or not at all. `at` is the server's commit time; the changes are the
 * domain's before → after summary of the fields that differ.
 */
export const appendAuditEntry = (
  write: Transaction | WriteBatch,
  db: Firestore,
  actor: AuditActor,
  record: AuditRecord,
): void => {
  const entry: Omit<AuditEntry, 'at'> & { at: FieldValue } = {
    actor: { uid: actor.uid, email: actor.email },
    action: record.action,
    target: record.target,
    changes: auditChanges(record.before, record.after, record.derivedFields),
    at: FieldValue.serverTimestamp(),
  };
  // Transaction.set and WriteBatch.set have the same shape; TypeScript cannot call the union.
  (write as Transaction).set(db.collection(COLLECTIONS.auditLog).doc(), entry);
};

/**
 * The newest `limit` entries of one action on one target, newest first (composite index action,
 * target.id, at desc in firestore.indexes.json).
 */
export const readAuditEntries = async (
  db: Firestore,
  query: { action: string; targetId: string; limit: number },
): Promise<WithId<AuditEntry>[]> =>
  (
    await db
      .collection(COLLECTIONS.auditLog)
      .withConverter(adminConverter<WithId<AuditEntry>>())
      .where('action', '==', query.action)
      .where('target.id', '==', query.targetId)
      .orderBy('at', 'desc')
      .limit(query.limit)
      .get()
  ).docs.map((doc) => doc.data());

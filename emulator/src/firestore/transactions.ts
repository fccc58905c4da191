// Transactions with optimistic concurrency. Firestore's server SDKs rely on the backend to detect
// contention: a read-write transaction records the version of every document it read (and the
// result of every query it ran); if any of them changed before the commit, the commit fails with
// ABORTED and the SDK retries the whole transaction. (Firebase's production backend gets the same
// observable result with locks; an emulator serialises everything on one thread, so checking
// versions at commit time is enough.)

import { randomBytes } from 'node:crypto';
import type { DocumentStore, StoredDocument } from './document-store.ts';
import { FirestoreError } from './errors.ts';
import { executeQuery } from './query-engine.ts';
import type { Query, TransactionOptions } from './wire-decode.ts';

export type Transaction = {
  readonly id: string;
  readonly readOnly: boolean;
  readonly readTime?: number;
  /** document path → updateTime when read (0 when the document did not exist). */
  readonly reads: Map<string, number>;
  readonly queries: { query: Query; versions: Map<string, number> }[];
  readonly expiresAt: number;
};

// Firestore expires transactions after 270 seconds.
const LIFETIME_MS = 270_000;

export const CONTENTION_MESSAGE =
  'Transaction aborted due to contention: a document read in this transaction was changed by another ' +
  'request before the commit. Firestore SDKs retry the transaction.';

export class TransactionRegistry {
  private readonly active = new Map<string, Transaction>();

  begin(options: TransactionOptions): Transaction {
    this.expire();
    if (options.retryTransaction) this.active.delete(options.retryTransaction);
    const transaction: Transaction = {
      id: randomBytes(16).toString('base64'),
      readOnly: options.readOnly,
      reads: new Map(),
      queries: [],
      expiresAt: Date.now() + LIFETIME_MS,
      ...(options.readTime !== undefined ? { readTime: options.readTime } : {}),
    };
    this.active.set(transaction.id, transaction);
    return transaction;
  }

  get(id: string): Transaction {
    const transaction = this.active.get(id);
    if (!transaction || transaction.expiresAt < Date.now()) {
      this.active.delete(id);
      // The admin SDK retries INVALID_ARGUMENT only when it says the transaction has expired.
      throw FirestoreError.invalidArgument('The referenced transaction has expired or is no longer valid.');
    }
    return transaction;
  }

  end(id: string): void {
    this.active.delete(id);
  }

  clear(): void {
    this.active.clear();
  }

  private expire(): void {
    const now = Date.now();
    for (const [id, transaction] of this.active) if (transaction.expiresAt < now) this.active.delete(id);
  }
}

export function recordRead(transaction: Transaction, path: string, doc: StoredDocument | null): void {
  if (transaction.readOnly) return;
  const version = doc ? doc.updateTime : 0;
  const previous = transaction.reads.get(path);
  if (previous === undefined) transaction.reads.set(path, version);
  else if (previous !== version) throw new FirestoreError('ABORTED', CONTENTION_MESSAGE);
}

export function recordQuery(transaction: Transaction, query: Query, docs: readonly StoredDocument[]): void {
  if (transaction.readOnly) return;
  transaction.queries.push({ query, versions: new Map(docs.map((d) => [d.path, d.updateTime])) });
}

/** Throws ABORTED if anything the transaction read has changed since. */
export function validateReads(transaction: Transaction, store: DocumentStore): void {
  for (const [path, version] of transaction.reads) {
    const current = store.get(path);
    if ((current ? current.updateTime : 0) !== version)
      throw new FirestoreError('ABORTED', CONTENTION_MESSAGE);
  }
  for (const { query, versions } of transaction.queries) {
    const now = executeQuery(store, query);
    if (now.length !== versions.size || now.some((d) => versions.get(d.path) !== d.updateTime)) {
      throw new FirestoreError('ABORTED', CONTENTION_MESSAGE);
    }
  }
}

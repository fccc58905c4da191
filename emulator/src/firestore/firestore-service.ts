// The Firestore API, independent of transport: every RPC of google.firestore.v1.Firestore except
// the two streams (see listen-session.ts and the Write stream in grpc-api.ts), over in-memory
// databases partitioned by project and database id, with Security Rules on every non-owner call.
// Transports decode requests with wire-decode.ts, call these methods, and encode the results.

import type { Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import type { DocumentLookups } from '../rules/index.ts';
import { applyWrite } from './apply-write.ts';
import { checkDocumentLimits, checkDocumentName } from './document-limits.ts';
import { DocumentStore, type DocumentChange, type StoredDocument } from './document-store.ts';
import { FirestoreError, toFirestoreError, type StatusName } from './errors.ts';
import type { IndexRegistry } from './index-registry.ts';
import { aggregate, executeQuery } from './query-engine.ts';
import { documentName, type DatabaseRef } from './resource-names.ts';
import { RulesGate, type RulesCheck, type RulesProvider } from './rules-gate.ts';
import { Clock } from './timestamps.ts';
import {
  recordQuery,
  recordRead,
  TransactionRegistry,
  validateReads,
  type Transaction,
} from './transactions.ts';
import { comparePaths, type Value } from './values.ts';
import { compareUtf8 } from './utf8.ts';
import type { Aggregation, ConsistencySelector, Query, TransactionOptions, Write } from './wire-decode.ts';

export type DatabaseState = {
  readonly ref: DatabaseRef;
  readonly store: DocumentStore;
  readonly transactions: TransactionRegistry;
};

export type ReadResult<T> = {
  /** Set when the request asked for a new transaction (newTransaction). */
  transaction?: string;
  readTime: number;
  result: T;
};

export type WriteResult = { updateTime?: number; transformResults: Value[] };

export type CommitResult = { commitTime: number; writeResults: WriteResult[] };

export type BatchWriteResult = {
  writeResults: (WriteResult | null)[];
  status: { code: number; message: string; status: StatusName | 'OK' }[];
};

export type ListedDocument = StoredDocument | { path: string; missing: true };

export type FirestoreServiceOptions = {
  rules: RulesProvider;
  logger: Logger;
  /** The project's indexes; without them no query needs one. */
  indexes?: IndexRegistry;
};

const AUTO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function autoId(): string {
  let id = '';
  for (let i = 0; i < 20; i++) id += AUTO_ID_ALPHABET[Math.floor(Math.random() * AUTO_ID_ALPHABET.length)];
  return id;
}

/** One page of sorted items after the page token (the last key of the previous page). */
function paginate<T>(
  items: readonly T[],
  keyOf: (item: T) => string,
  compare: (a: string, b: string) => number,
  options: { pageSize?: number; pageToken?: string },
): { page: T[]; nextPageToken?: string } {
  const after = options.pageToken ? Buffer.from(options.pageToken, 'base64').toString('utf8') : undefined;
  const rest = after === undefined ? items : items.filter((item) => compare(keyOf(item), after) > 0);
  const page = rest.slice(0, options.pageSize && options.pageSize > 0 ? options.pageSize : rest.length);
  const last = page[page.length - 1];
  return rest.length > page.length && last !== undefined
    ? { page, nextPageToken: Buffer.from(keyOf(last)).toString('base64') }
    : { page };
}

function databaseKey(ref: DatabaseRef): string {
  return `${ref.projectId}/${ref.databaseId}`;
}

export class FirestoreService {
  readonly clock = new Clock();
  readonly logger: Logger;
  private readonly gate: RulesGate;
  private readonly indexes: IndexRegistry | undefined;
  private readonly databases = new Map<string, DatabaseState>();

  constructor(options: FirestoreServiceOptions) {
    this.logger = options.logger;
    this.gate = new RulesGate(options.rules, options.logger);
    this.indexes = options.indexes;
  }

  database(ref: DatabaseRef): DatabaseState {
    const key = databaseKey(ref);
    let state = this.databases.get(key);
    if (!state) {
      state = { ref: { ...ref }, store: new DocumentStore(), transactions: new TransactionRegistry() };
      this.databases.set(key, state);
    }
    return state;
  }

  /** Every database with data, for export. */
  allDatabases(): DatabaseState[] {
    return [...this.databases.values()];
  }

  /** Deletes all documents of a project (all its databases, or one). */
  clear(projectId: string, databaseId?: string): void {
    for (const state of this.databases.values()) {
      if (state.ref.projectId !== projectId) continue;
      if (databaseId !== undefined && state.ref.databaseId !== databaseId) continue;
      state.transactions.clear();
      state.store.clear(this.clock.tick());
    }
  }

  checkRules(caller: Caller, database: DatabaseRef, checks: readonly RulesCheck[]): void {
    this.gate.checkAll(caller, database, checks);
  }

  /** FAILED_PRECONDITION when the project's indexes do not serve the query (see index-registry.ts). */
  checkQueryIndexes(database: DatabaseRef, query: Query, aggregations: readonly Aggregation[] = []): void {
    this.indexes?.check(database, query, aggregations);
  }

  checkQueryRules(caller: Caller, database: DatabaseRef, query: Query): void {
    this.gate.checkQuery(caller, database, query, this.lookups(this.database(database)));
  }

  // ---- reads -------------------------------------------------------------------------------

  /** Resolves a read request's consistency selector to a transaction (if any) and a read time. */
  private beginRead(
    db: DatabaseState,
    consistency: ConsistencySelector,
  ): { transaction?: Transaction; newTransaction?: string; readTime: number } {
    switch (consistency.kind) {
      case 'transaction':
        return { transaction: db.transactions.get(consistency.id), readTime: this.clock.now() };
      case 'newTransaction': {
        const transaction = db.transactions.begin(consistency.options);
        return { transaction, newTransaction: transaction.id, readTime: this.clock.now() };
      }
      default:
        // Reads at a past readTime are served from the current state: the emulator keeps no history.
        return { readTime: this.clock.now() };
    }
  }

  private readResult<T>(read: { newTransaction?: string; readTime: number }, result: T): ReadResult<T> {
    return read.newTransaction
      ? { transaction: read.newTransaction, readTime: read.readTime, result }
      : { readTime: read.readTime, result };
  }

  getDocument(
    caller: Caller,
    database: DatabaseRef,
    path: string,
    consistency: ConsistencySelector,
  ): ReadResult<StoredDocument> {
    const db = this.database(database);
    const read = this.beginRead(db, consistency);
    const doc = db.store.get(path);
    this.gate.check(caller, database, {
      method: 'get',
      path,
      resource: doc,
      lookups: this.lookups(db),
      time: read.readTime,
    });
    if (read.transaction) recordRead(read.transaction, path, doc);
    if (!doc) throw new FirestoreError('NOT_FOUND', `Document "${documentName(database, path)}" not found.`);
    return this.readResult(read, doc);
  }

  batchGet(
    caller: Caller,
    database: DatabaseRef,
    paths: readonly string[],
    consistency: ConsistencySelector,
  ): ReadResult<{ path: string; doc: StoredDocument | null }[]> {
    const db = this.database(database);
    const read = this.beginRead(db, consistency);
    const results = paths.map((path) => ({ path, doc: db.store.get(path) }));
    const accessLimit = paths.length > 1 || read.transaction ? 20 : 10;
    for (const { path, doc } of results) {
      this.gate.check(caller, database, {
        method: 'get',
        path,
        resource: doc,
        lookups: this.lookups(db),
        accessLimit,
        time: read.readTime,
      });
    }
    if (read.transaction) for (const { path, doc } of results) recordRead(read.transaction, path, doc);
    return this.readResult(read, results);
  }

  runQuery(
    caller: Caller,
    database: DatabaseRef,
    query: Query,
    consistency: ConsistencySelector,
  ): ReadResult<StoredDocument[]> {
    const { read, docs } = this.readQuery(caller, database, query, [], consistency);
    return this.readResult(read, docs);
  }

  runAggregationQuery(
    caller: Caller,
    database: DatabaseRef,
    query: Query,
    aggregations: readonly Aggregation[],
    consistency: ConsistencySelector,
  ): ReadResult<Record<string, Value>> {
    const { read, docs } = this.readQuery(caller, database, query, aggregations, consistency);
    return this.readResult(read, aggregate(docs, aggregations));
  }

  private readQuery(
    caller: Caller,
    database: DatabaseRef,
    query: Query,
    aggregations: readonly Aggregation[],
    consistency: ConsistencySelector,
  ) {
    // Production plans the query on its indexes before it reads anything.
    this.checkQueryIndexes(database, query, aggregations);
    const db = this.database(database);
    const read = this.beginRead(db, consistency);
    this.gate.checkQuery(caller, database, query, this.lookups(db), read.readTime);
    const docs = executeQuery(db.store, query);
    if (read.transaction) recordQuery(read.transaction, query, docs);
    return { read, docs };
  }

  listDocuments(
    caller: Caller,
    database: DatabaseRef,
    parentPath: string,
    collectionId: string,
    options: {
      pageSize?: number;
      pageToken?: string;
      showMissing?: boolean;
      consistency: ConsistencySelector;
    },
  ): ReadResult<{ documents: ListedDocument[]; nextPageToken?: string }> {
    const db = this.database(database);
    const read = this.beginRead(db, options.consistency);
    const query: Query = { parentPath, collectionId, allDescendants: false, orderBy: [], offset: 0 };
    this.gate.checkQuery(caller, database, query, this.lookups(db), read.readTime);
    const collectionPath = parentPath === '' ? collectionId : `${parentPath}/${collectionId}`;
    let listed: ListedDocument[] = executeQuery(db.store, query);
    if (options.showMissing) {
      const missing = [...db.store.missingDocumentIds(collectionPath)].map((id) => ({
        path: `${collectionPath}/${id}`,
        missing: true as const,
      }));
      listed = [...listed, ...missing].sort((a, b) => comparePaths(a.path, b.path));
    }
    const { page, nextPageToken } = paginate(listed, (d) => d.path, comparePaths, options);
    return this.readResult(read, nextPageToken ? { documents: page, nextPageToken } : { documents: page });
  }

  listCollectionIds(
    caller: Caller,
    database: DatabaseRef,
    parentPath: string,
    options: { pageSize?: number; pageToken?: string },
  ): { collectionIds: string[]; nextPageToken?: string } {
    // Client SDKs cannot list collections; in Firebase this needs IAM, here the owner token.
    if (caller.kind !== 'owner') {
      this.logger.warn(
        `DENIED listCollectionIds /${parentPath} (project ${database.projectId}): only the owner (admin) may list collections`,
      );
      throw new FirestoreError(
        'PERMISSION_DENIED',
        'Missing or insufficient permissions. Listing collection ids requires admin (owner) credentials.',
      );
    }
    const ids = [...this.database(database).store.collectionIds(parentPath)].sort(compareUtf8);
    const { page, nextPageToken } = paginate(ids, (id) => id, compareUtf8, options);
    return nextPageToken ? { collectionIds: page, nextPageToken } : { collectionIds: page };
  }

  // ---- transactions ------------------------------------------------------------------------

  beginTransaction(_caller: Caller, database: DatabaseRef, options: TransactionOptions): string {
    return this.database(database).transactions.begin(options).id;
  }

  rollback(_caller: Caller, database: DatabaseRef, transactionId: string): void {
    const db = this.database(database);
    db.transactions.get(transactionId);
    db.transactions.end(transactionId);
  }

  // ---- writes ------------------------------------------------------------------------------

  /** Applies writes atomically (all or nothing), optionally as the end of a transaction. */
  commit(
    caller: Caller,
    database: DatabaseRef,
    writes: readonly Write[],
    transactionId?: string,
  ): CommitResult {
    const db = this.database(database);
    let transaction: Transaction | undefined;
    if (transactionId) {
      transaction = db.transactions.get(transactionId);
      // The transaction ends here whatever happens: a failed commit is retried with a new one.
      db.transactions.end(transactionId);
      if (transaction.readOnly && writes.length > 0) {
        throw FirestoreError.invalidArgument('Cannot modify entities in a read-only transaction.');
      }
      validateReads(transaction, db.store);
    }
    // One time for the whole commit: its server timestamps, its documents' update times and the
    // rules' request.time all carry it.
    const commitTime = this.clock.tick();
    const staged = new Map<string, StoredDocument | null>();
    const current = (path: string): StoredDocument | null =>
      staged.has(path) ? (staged.get(path) ?? null) : db.store.get(path);
    const writeResults: WriteResult[] = [];
    const checks: RulesCheck[] = [];
    const accessLimit = writes.length > 1 || transaction ? 20 : 10;
    for (const write of writes) {
      const name = documentName(database, write.path);
      checkDocumentName(write.path, name);
      const before = current(write.path);
      const outcome = applyWrite(before, write, commitTime, name);
      if (outcome.changed && outcome.after)
        checkDocumentLimits(outcome.after, name, this.indexes?.config ?? null);
      staged.set(write.path, outcome.after);
      const result: WriteResult = { transformResults: outcome.transformResults };
      if (outcome.after && write.kind !== 'delete' && write.kind !== 'verify')
        result.updateTime = outcome.after.updateTime;
      writeResults.push(result);
      if (write.kind !== 'verify') {
        const method = write.kind === 'delete' ? 'delete' : before ? 'update' : 'create';
        const check: RulesCheck = {
          method,
          path: write.path,
          resource: before,
          accessLimit,
          time: commitTime,
        };
        if (method !== 'delete') check.requestResource = outcome.after;
        checks.push(check);
      }
    }
    if (caller.kind !== 'owner') {
      const lookups: DocumentLookups = {
        get: (path) => db.store.get(path),
        getAfter: (path) => current(path),
      };
      this.gate.checkAll(
        caller,
        database,
        checks.map((c) => ({ ...c, lookups })),
      );
    }
    const changes: DocumentChange[] = [];
    for (const [path, after] of staged) {
      const before = db.store.get(path);
      if (before !== after) changes.push({ path, before, after });
    }
    db.store.apply(changes, commitTime);
    return { commitTime, writeResults };
  }

  /** Applies writes independently (BatchWrite): each succeeds or fails on its own. */
  batchWrite(caller: Caller, database: DatabaseRef, writes: readonly Write[]): BatchWriteResult {
    const seen = new Set<string>();
    for (const write of writes) {
      if (seen.has(write.path))
        throw FirestoreError.invalidArgument(
          `BatchWrite cannot write the same document twice: ${write.path}`,
        );
      seen.add(write.path);
    }
    const result: BatchWriteResult = { writeResults: [], status: [] };
    for (const write of writes) {
      try {
        const committed = this.commit(caller, database, [write]);
        result.writeResults.push(committed.writeResults[0] ?? { transformResults: [] });
        result.status.push({ code: 0, message: '', status: 'OK' });
      } catch (error) {
        const e = toFirestoreError(error);
        result.writeResults.push(null);
        result.status.push({ code: e.grpcCode, message: e.message, status: e.status });
      }
    }
    return result;
  }

  /** Applies one write and returns the resulting document (CreateDocument / UpdateDocument). */
  writeDocument(caller: Caller, database: DatabaseRef, write: Write): StoredDocument {
    this.commit(caller, database, [write]);
    const doc = this.database(database).store.get(write.path);
    if (!doc) throw new FirestoreError('INTERNAL', 'The written document vanished.');
    return doc;
  }

  /** Rules lookups (`get()`/`exists()` in rules) against the current state. */
  lookups(db: DatabaseState): DocumentLookups {
    return { get: (path) => db.store.get(path) };
  }
}

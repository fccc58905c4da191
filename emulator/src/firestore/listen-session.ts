// One Listen stream: the targets a client listens to and the watch protocol the SDKs expect.
//
// For each added target: ADD, a documentChange per matching document, CURRENT (with a resume
// token), then a global NO_CHANGE (no target ids) carrying the read time — that last message is
// what makes the SDK raise a snapshot. After every commit that touches a target, the session
// sends documentChange / documentDelete / documentRemove messages and another global NO_CHANGE.
// A target added with a resume token gets RESET after ADD (the client then drops what it had and
// takes the full current result), since the emulator keeps no change history to send a delta.

import type { Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import type { DocumentChange, StoredDocument } from './document-store.ts';
import { FirestoreError, toFirestoreError } from './errors.ts';
import type { DatabaseState, FirestoreService } from './firestore-service.ts';
import { executeQuery, inQueryScope, planQuery, type QueryPlan } from './query-engine.ts';
import {
  documentName,
  documentPathIn,
  parseDatabaseName,
  parseParentName,
  type DatabaseRef,
} from './resource-names.ts';
import { asObject, asString, decodeStructuredQuery, type Query } from './wire-decode.ts';
import { encodeDocument, grpcFormat } from './wire-encode.ts';

type Json = Record<string, unknown>;

type TargetState = {
  id: number;
  once: boolean;
  /** Documents currently in the target's result: path → updateTime. */
  current: Map<string, number>;
} & ({ kind: 'query'; query: Query; plan: QueryPlan } | { kind: 'documents'; paths: Set<string> });

export type ListenSink = {
  send(message: Json): void;
  fail(error: unknown): void;
};

export function resumeTokenFor(readTime: number): string {
  const buffer = Buffer.alloc(8);
  buffer.writeBigUInt64BE(BigInt(readTime));
  return buffer.toString('base64');
}

export class ListenSession {
  private readonly service: FirestoreService;
  private readonly caller: Caller;
  private readonly logger: Logger;
  private readonly sink: ListenSink;
  private readonly targets = new Map<number, TargetState>();
  private db: DatabaseState | null = null;
  private unsubscribe: (() => void) | null = null;
  private closed = false;

  constructor(service: FirestoreService, caller: Caller, logger: Logger, sink: ListenSink) {
    this.service = service;
    this.caller = caller;
    this.logger = logger;
    this.sink = sink;
  }

  handle(request: Json): void {
    if (this.closed) return;
    try {
      if (!this.db) {
        const ref = parseDatabaseName(asString(request.database, 'database'));
        this.db = this.service.database(ref);
        this.unsubscribe = this.db.store.onChange((changes, commitTime) =>
          this.onCommit(changes, commitTime),
        );
      }
      if (request.addTarget !== undefined) this.addTarget(asObject(request.addTarget, 'addTarget'));
      else if (request.removeTarget !== undefined) this.removeTarget(Number(request.removeTarget));
    } catch (error) {
      this.sink.fail(error);
      this.close();
    }
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    this.targets.clear();
  }

  private get database(): DatabaseRef {
    return (this.db as DatabaseState).ref;
  }

  private addTarget(target: Json): void {
    const id = Number(target.targetId ?? 0);
    if (this.targets.has(id))
      throw FirestoreError.invalidArgument(`Target id ${id} is already in use on this stream.`);
    let state: TargetState;
    try {
      state = this.createTarget(id, target);
      this.authorize(state);
    } catch (error) {
      const e = toFirestoreError(error);
      if (e.status === 'INTERNAL') throw error;
      // A target that cannot be served is removed with a cause; the stream stays up.
      this.sink.send({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [id],
          cause: { code: e.grpcCode, message: e.message },
        },
      });
      return;
    }
    this.targets.set(id, state);
    this.sink.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    const resumed = target.resumeToken !== undefined || target.readTime !== undefined;
    if (resumed) this.sink.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    const readTime = this.service.clock.now();
    for (const doc of this.evaluate(state)) {
      state.current.set(doc.path, doc.updateTime);
      this.sink.send({ documentChange: { document: this.encode(doc), targetIds: [id] } });
    }
    const resumeToken = resumeTokenFor(readTime);
    this.sink.send({ targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken } });
    this.sendSnapshot(readTime);
    if (state.once) this.removeTarget(id);
  }

  private createTarget(id: number, target: Json): TargetState {
    const once = target.once === true;
    if (target.query !== undefined) {
      const queryTarget = asObject(target.query, 'query');
      const parent = parseParentName(asString(queryTarget.parent, 'query.parent'));
      if (parent.projectId !== this.database.projectId || parent.databaseId !== this.database.databaseId) {
        throw FirestoreError.invalidArgument('The query parent is not in the stream database.');
      }
      const query = decodeStructuredQuery(parent.path, queryTarget.structuredQuery);
      const plan = planQuery(query);
      // A query without its index is refused before it is served: the target is removed with
      // FAILED_PRECONDITION, which the SDK hands to the listener's error callback.
      this.service.checkQueryIndexes(this.database, query);
      return { id, once, current: new Map(), kind: 'query', query, plan };
    }
    if (target.documents !== undefined) {
      const names = asObject(target.documents, 'documents').documents;
      const paths = new Set(
        (Array.isArray(names) ? names : []).map((n) =>
          documentPathIn(this.database, asString(n, 'documents[]')),
        ),
      );
      return { id, once, current: new Map(), kind: 'documents', paths };
    }
    throw FirestoreError.invalidArgument('A target needs a query or documents.');
  }

  private authorize(state: TargetState): void {
    const db = this.db as DatabaseState;
    const lookups = this.service.lookups(db);
    if (state.kind === 'query') {
      this.service.checkQueryRules(this.caller, this.database, state.query);
    } else {
      this.service.checkRules(
        this.caller,
        this.database,
        [...state.paths].map((path) => ({
          method: 'get' as const,
          path,
          resource: db.store.get(path),
          lookups,
        })),
      );
    }
  }

  private evaluate(state: TargetState): StoredDocument[] {
    const store = (this.db as DatabaseState).store;
    if (state.kind === 'query') return executeQuery(store, state.query, state.plan);
    const docs: StoredDocument[] = [];
    for (const path of state.paths) {
      const doc = store.get(path);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private removeTarget(id: number): void {
    if (!this.targets.delete(id)) return;
    this.sink.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private encode(doc: StoredDocument): Json {
    return encodeDocument(grpcFormat, this.database, doc);
  }

  private sendSnapshot(readTime: number): void {
    this.sink.send({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: grpcFormat.time(readTime),
        resumeToken: resumeTokenFor(readTime),
      },
    });
  }

  private affects(state: TargetState, changes: readonly DocumentChange[]): boolean {
    if (state.kind === 'documents') return changes.some((c) => state.paths.has(c.path));
    return changes.some((c) => inQueryScope(state.query, c.path));
  }

  private onCommit(changes: readonly DocumentChange[], commitTime: number): void {
    if (this.closed) return;
    let sent = false;
    try {
      for (const state of [...this.targets.values()]) {
        if (!this.affects(state, changes)) continue;
        if (state.kind === 'documents') {
          try {
            this.authorize(state);
          } catch (error) {
            const e = toFirestoreError(error);
            this.targets.delete(state.id);
            this.sink.send({
              targetChange: {
                targetChangeType: 'REMOVE',
                targetIds: [state.id],
                cause: { code: e.grpcCode, message: e.message },
              },
            });
            sent = true;
            continue;
          }
        }
        sent = this.diff(state, this.evaluate(state)) || sent;
      }
      if (sent) this.sendSnapshot(commitTime);
    } catch (error) {
      this.logger.error(`Listen: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      this.sink.fail(error);
      this.close();
    }
  }

  /** Sends the difference between the target's last result and `docs`; true if anything changed. */
  private diff(state: TargetState, docs: readonly StoredDocument[]): boolean {
    const store = (this.db as DatabaseState).store;
    const next = new Map(docs.map((d) => [d.path, d.updateTime]));
    let changed = false;
    for (const doc of docs) {
      if (state.current.get(doc.path) !== doc.updateTime) {
        this.sink.send({ documentChange: { document: this.encode(doc), targetIds: [state.id] } });
        changed = true;
      }
    }
    for (const path of state.current.keys()) {
      if (next.has(path)) continue;
      const name = documentName(this.database, path);
      // Deleted documents and documents that merely left the result are told apart.
      if (store.get(path))
        this.sink.send({ documentRemove: { document: name, removedTargetIds: [state.id] } });
      else this.sink.send({ documentDelete: { document: name, removedTargetIds: [state.id] } });
      changed = true;
    }
    state.current = next;
    return changed;
  }
}

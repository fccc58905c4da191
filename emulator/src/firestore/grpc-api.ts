// google.firestore.v1.Firestore over gRPC, as firebase-admin (@google-cloud/firestore) and the full
// `firebase/firestore` SDK in Node call it: unary methods, the server-streaming reads, and the
// Listen and Write bidirectional streams.
//
// Transport: @grpc/grpc-js does the HTTP/2 + gRPC framing. Its Server is never bound to a port;
// the shared listener (server/shared-port.ts) hands it the connections that open with the HTTP/2
// preface via `createConnectionInjector`, so REST and gRPC share one port like Firebase's emulator.
// Messages are encoded with @google-cloud/firestore's own descriptor (v1.json), patched with the
// `verify` write the web SDK sends in transactions (absent from the server-side protos).

import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Duplex } from 'node:stream';
import { callerFromAuthorization, type Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import { toFirestoreError } from './errors.ts';
import { autoId, type FirestoreService } from './firestore-service.ts';
import { ListenSession } from './listen-session.ts';
import { documentPathIn, parseDatabaseName, parseParentName, type DatabaseRef } from './resource-names.ts';
import {
  asObject,
  asString,
  decodeAggregationQuery,
  decodeConsistency,
  decodeFields,
  decodeMask,
  decodePaging,
  decodePrecondition,
  decodeStructuredQuery,
  decodeTransactionOptions,
  decodeWrites,
  normalizeBase64,
  type Write,
} from './wire-decode.ts';
import {
  encodeAggregation,
  encodeBatchGet,
  encodeCommit,
  encodeDocument,
  encodeListedDocument,
  encodeRunQuery,
  encodeWriteResult,
  grpcFormat,
} from './wire-encode.ts';

type Json = Record<string, unknown>;

const PROTO_OPTIONS: protoLoader.Options = {
  longs: String,
  enums: String,
  bytes: String,
  defaults: false,
  oneofs: true,
};

function loadFirestoreDefinition(): protoLoader.PackageDefinition {
  const require = createRequire(import.meta.url);
  // The package's exports hide build/, so locate it from package.json.
  const root = dirname(require.resolve('@google-cloud/firestore/package.json'));
  const json = JSON.parse(readFileSync(join(root, 'build/protos/v1.json'), 'utf8')) as {
    nested: { google: { nested: { firestore: { nested: { v1: { nested: Record<string, Json> } } } } } };
  };
  const write = json.nested.google.nested.firestore.nested.v1.nested.Write as {
    fields: Record<string, unknown>;
    oneofs: { operation: { oneof: string[] } };
  };
  write.fields.verify = { type: 'string', id: 5 };
  write.oneofs.operation.oneof.push('verify');
  return protoLoader.fromJSON(json, PROTO_OPTIONS);
}

type UnaryHandler = (request: Json, caller: Caller) => unknown;
type StreamHandler = (request: Json, caller: Caller) => unknown[];

function callerOf(metadata: grpc.Metadata): Caller {
  const value = metadata.get('authorization')[0];
  return callerFromAuthorization(typeof value === 'string' ? value : value?.toString());
}

function grpcError(error: unknown): Partial<grpc.StatusObject> {
  const e = toFirestoreError(error);
  return { code: e.grpcCode, details: e.message };
}

function databaseOf(request: Json, field = 'database'): DatabaseRef {
  return parseDatabaseName(asString(request[field], field));
}

export type GrpcApi = {
  server: grpc.Server;
  /** Hands an accepted HTTP/2 connection to the gRPC server. */
  injectConnection(socket: Duplex): void;
  close(): void;
};

export function createGrpcApi(service: FirestoreService, logger: Logger): GrpcApi {
  const definition = loadFirestoreDefinition();
  const firestoreService = definition['google.firestore.v1.Firestore'] as grpc.ServiceDefinition;
  const server = new grpc.Server({
    // Firestore accepts requests up to ~10 MiB and large query results; grpc-js defaults to 4 MiB.
    'grpc.max_receive_message_length': 64 * 1024 * 1024,
    'grpc.max_send_message_length': 64 * 1024 * 1024,
  });

  const unary =
    (name: string, handler: UnaryHandler): grpc.handleUnaryCall<Json, unknown> =>
    (call, callback) => {
      try {
        callback(null, handler(call.request, callerOf(call.metadata)));
      } catch (error) {
        logFailure(name, error);
        callback(grpcError(error));
      }
    };

  const serverStream =
    (name: string, handler: StreamHandler): grpc.handleServerStreamingCall<Json, unknown> =>
    (call) => {
      try {
        for (const message of handler(call.request, callerOf(call.metadata))) call.write(message);
        call.end();
      } catch (error) {
        logFailure(name, error);
        // Headers first, then the status: a status alone (a trailers-only answer) reaches
        // @google-cloud/firestore's stream before any response, and google-gax's retry-request
        // then sends the request twice more, with backoff, before it reports the error (about 6 s
        // for a refused query).
        call.sendMetadata(new grpc.Metadata());
        call.emit('error', grpcError(error));
      }
    };

  function logFailure(method: string, error: unknown): void {
    const e = toFirestoreError(error);
    if (e.status === 'INTERNAL') logger.error(`${method}: ${(error as Error).stack ?? e.message}`);
    else logger.debug(`${method} → ${e.status}: ${e.message}`);
  }

  const handlers: grpc.UntypedServiceImplementation = {
    GetDocument: unary('GetDocument', (req, caller) => {
      const ref = documentRef(asString(req.name, 'name'));
      const read = service.getDocument(caller, ref.database, ref.path, decodeConsistency(req));
      return encodeDocument(grpcFormat, ref.database, read.result, decodeMask(req.mask));
    }),
    ListDocuments: unary('ListDocuments', (req, caller) => {
      const parent = parseParentName(asString(req.parent, 'parent'));
      const database = { projectId: parent.projectId, databaseId: parent.databaseId };
      const collectionId = asString(req.collectionId, 'collectionId');
      const read = service.listDocuments(caller, database, parent.path, collectionId, {
        ...decodePaging(req.pageSize, req.pageToken),
        showMissing: req.showMissing === true,
        consistency: decodeConsistency(req),
      });
      const mask = decodeMask(req.mask);
      return {
        documents: read.result.documents.map((d) => encodeListedDocument(grpcFormat, database, d, mask)),
        nextPageToken: read.result.nextPageToken ?? '',
      };
    }),
    CreateDocument: unary('CreateDocument', (req, caller) => {
      const parent = asString(req.parent, 'parent');
      const collectionId = asString(req.collectionId, 'collectionId');
      const documentId =
        typeof req.documentId === 'string' && req.documentId !== '' ? req.documentId : autoId();
      const ref = documentRef(`${parent}/${collectionId}/${documentId}`);
      const doc = service.writeDocument(caller, ref.database, {
        kind: 'update',
        path: ref.path,
        fields: decodeFields(asObject(req.document, 'document').fields),
        transforms: [],
        precondition: { exists: false },
      });
      return encodeDocument(grpcFormat, ref.database, doc, decodeMask(req.mask));
    }),
    UpdateDocument: unary('UpdateDocument', (req, caller) => {
      const document = asObject(req.document, 'document');
      const ref = documentRef(asString(document.name, 'document.name'));
      const write: Write = {
        kind: 'update',
        path: ref.path,
        fields: decodeFields(document.fields),
        transforms: [],
      };
      const mask = decodeMask(req.updateMask);
      if (mask) write.mask = mask;
      const precondition = decodePrecondition(req.currentDocument);
      if (precondition) write.precondition = precondition;
      const doc = service.writeDocument(caller, ref.database, write);
      return encodeDocument(grpcFormat, ref.database, doc, decodeMask(req.mask));
    }),
    DeleteDocument: unary('DeleteDocument', (req, caller) => {
      const ref = documentRef(asString(req.name, 'name'));
      const precondition = decodePrecondition(req.currentDocument);
      service.commit(caller, ref.database, [
        precondition ? { kind: 'delete', path: ref.path, precondition } : { kind: 'delete', path: ref.path },
      ]);
      return {};
    }),
    BatchGetDocuments: serverStream('BatchGetDocuments', (req, caller) => {
      const database = databaseOf(req);
      const paths = (Array.isArray(req.documents) ? req.documents : []).map((n) =>
        documentPathIn(database, asString(n, 'documents[]')),
      );
      const read = service.batchGet(caller, database, paths, decodeConsistency(req));
      return encodeBatchGet(grpcFormat, database, read, decodeMask(req.mask));
    }),
    BeginTransaction: unary('BeginTransaction', (req, caller) => ({
      transaction: service.beginTransaction(caller, databaseOf(req), decodeTransactionOptions(req.options)),
    })),
    Commit: unary('Commit', (req, caller) => {
      const database = databaseOf(req);
      const transaction =
        typeof req.transaction === 'string' && req.transaction !== ''
          ? normalizeBase64(req.transaction)
          : undefined;
      return encodeCommit(
        grpcFormat,
        service.commit(caller, database, decodeWrites(database, req.writes), transaction),
      );
    }),
    Rollback: unary('Rollback', (req, caller) => {
      service.rollback(caller, databaseOf(req), normalizeBase64(asString(req.transaction, 'transaction')));
      return {};
    }),
    RunQuery: serverStream('RunQuery', (req, caller) => {
      const parent = parseParentName(asString(req.parent, 'parent'));
      const database = { projectId: parent.projectId, databaseId: parent.databaseId };
      const query = decodeStructuredQuery(parent.path, req.structuredQuery);
      const read = service.runQuery(caller, database, query, decodeConsistency(req));
      return encodeRunQuery(grpcFormat, database, read, query.select);
    }),
    RunAggregationQuery: serverStream('RunAggregationQuery', (req, caller) => {
      const parent = parseParentName(asString(req.parent, 'parent'));
      const database = { projectId: parent.projectId, databaseId: parent.databaseId };
      const { query, aggregations } = decodeAggregationQuery(parent.path, req);
      const read = service.runAggregationQuery(caller, database, query, aggregations, decodeConsistency(req));
      return [encodeAggregation(grpcFormat, read)];
    }),
    PartitionQuery: unary('PartitionQuery', () => ({ partitions: [], nextPageToken: '' })),
    ListCollectionIds: unary('ListCollectionIds', (req, caller) => {
      const parent = parseParentName(asString(req.parent, 'parent'));
      const result = service.listCollectionIds(
        caller,
        { projectId: parent.projectId, databaseId: parent.databaseId },
        parent.path,
        decodePaging(req.pageSize, req.pageToken),
      );
      return { collectionIds: result.collectionIds, nextPageToken: result.nextPageToken ?? '' };
    }),
    BatchWrite: unary('BatchWrite', (req, caller) => {
      const database = databaseOf(req);
      const result = service.batchWrite(caller, database, decodeWrites(database, req.writes));
      return {
        writeResults: result.writeResults.map((r) => (r ? encodeWriteResult(grpcFormat, r) : {})),
        status: result.status.map((s) => ({ code: s.code, message: s.message })),
      };
    }),
    ExecutePipeline: (call: grpc.ServerWritableStream<Json, unknown>) => {
      call.emit('error', {
        code: grpc.status.UNIMPLEMENTED,
        details: 'Pipelines are not supported by this emulator.',
      });
    },
    Write: (call: grpc.ServerDuplexStream<Json, unknown>) => handleWriteStream(call),
    Listen: (call: grpc.ServerDuplexStream<Json, unknown>) => handleListenStream(call),
  };

  function documentRef(name: string): { database: DatabaseRef; path: string } {
    const database = parseDatabaseName(name);
    return { database, path: documentPathIn(database, name) };
  }

  // The Write stream: a handshake ({database} → {streamId, streamToken}), then one commit per
  // request. A failed write ends the stream with its status, as the backend does; the SDK then
  // rejects that write (the oldest it has not seen acknowledged) and sends the ones it had queued
  // behind it again on a new stream.
  //
  // So nothing after the failed write may be committed on this stream: the status goes out once
  // the acknowledgements already written are flushed, and requests still arriving in between
  // (pipelined by the SDK) would be stored without an acknowledgement, then stored again from the
  // new stream; and writing their answers after the end destroys the call before its status is
  // sent, which leaves the SDK waiting for good.
  function handleWriteStream(call: grpc.ServerDuplexStream<Json, unknown>): void {
    const caller = callerOf(call.metadata);
    const streamId = randomBytes(8).toString('hex');
    let database: DatabaseRef | null = null;
    let sequence = 0;
    let failed = false;
    const token = (): string => Buffer.from(`${streamId}:${++sequence}`).toString('base64');
    call.on('data', (req: Json) => {
      if (failed) return;
      try {
        if (!database) {
          database = databaseOf(req);
          const writes = decodeWrites(database, req.writes);
          if (writes.length === 0) {
            call.write({ streamId, streamToken: token() });
            return;
          }
          const result = service.commit(caller, database, writes);
          call.write({ streamId, streamToken: token(), ...encodeCommit(grpcFormat, result) });
          return;
        }
        const result = service.commit(caller, database, decodeWrites(database, req.writes));
        call.write({ streamToken: token(), ...encodeCommit(grpcFormat, result) });
      } catch (error) {
        failed = true;
        logFailure('Write', error);
        // grpc-js ends the call with this status after the pending acknowledgements.
        call.emit('error', grpcError(error));
      }
    });
    call.on('end', () => {
      if (!call.writableEnded) call.end();
    });
    call.on('error', () => {});
  }

  function handleListenStream(call: grpc.ServerDuplexStream<Json, unknown>): void {
    const session = new ListenSession(service, callerOf(call.metadata), logger, {
      send: (message) => {
        if (!call.writableEnded) call.write(message);
      },
      fail: (error) => {
        logFailure('Listen', error);
        if (!call.writableEnded) call.emit('error', grpcError(error));
      },
    });
    call.on('data', (req: Json) => session.handle(req));
    const stop = (): void => session.close();
    call.on('end', () => {
      stop();
      if (!call.writableEnded) call.end();
    });
    call.on('cancelled', stop);
    call.on('close', stop);
    call.on('error', stop);
  }

  server.addService(firestoreService, handlers);
  const injector = server.createConnectionInjector(grpc.ServerCredentials.createInsecure());
  return {
    server,
    injectConnection: (socket) => injector.injectConnection(socket),
    close: () => {
      injector.destroy();
      server.forceShutdown();
    },
  };
}

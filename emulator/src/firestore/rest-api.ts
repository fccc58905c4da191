// Firestore REST v1 over HTTP/1.1, as `firebase/firestore/lite` and REST clients call it, plus
// the Firebase emulator control endpoints (load rules, clear data, health).
//
//   POST /v1/projects/{p}/databases/{d}/documents:{batchGet|runQuery|runAggregationQuery|commit|
//        beginTransaction|rollback|listCollectionIds|batchWrite|partitionQuery}
//   POST /v1/.../documents/{document}:{runQuery|runAggregationQuery|listCollectionIds|partitionQuery}
//   GET|PATCH|DELETE /v1/.../documents/{document}
//   GET|POST /v1/.../documents/{collection}            (listDocuments / createDocument)
//   PUT    /emulator/v1/projects/{p}:securityRules     body {rules: {files: [{name?, content}]}}
//   DELETE /emulator/v1/projects/{p}/databases/{d}/documents
//   GET    /                                           "Ok"

import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { callerFromAuthorization, type Caller } from '../server/auth-token.ts';
import type { Logger } from '../server/logger.ts';
import type { RulesRegistry } from '../server/rules-registry.ts';
import { FirestoreError, restErrorBody, toFirestoreError } from './errors.ts';
import { parseFieldPath, type FieldPath } from './field-path.ts';
import { autoId, type FirestoreService } from './firestore-service.ts';
import { documentPathIn, parseParentName, type DatabaseRef } from './resource-names.ts';
import {
  asObject,
  asString,
  decodeAggregationQuery,
  decodeConsistency,
  decodeFields,
  decodeMask,
  decodePaging,
  decodeStructuredQuery,
  decodeTime,
  decodeTransactionOptions,
  decodeWrites,
  normalizeBase64,
  type ConsistencySelector,
  type Precondition,
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
  restFormat,
  restJsonReplacer,
} from './wire-encode.ts';

export type RestApiOptions = {
  service: FirestoreService;
  rules: RulesRegistry;
  logger: Logger;
};

const MAX_BODY_BYTES = 64 * 1024 * 1024;

type Json = Record<string, unknown>;

type RestRequest = {
  method: string;
  segments: string[];
  verb: string | undefined;
  query: URLSearchParams;
  caller: Caller;
  body: () => Promise<Json>;
};

const DATABASE_VERBS = new Set([
  'batchGet',
  'runQuery',
  'runAggregationQuery',
  'commit',
  'beginTransaction',
  'rollback',
  'listCollectionIds',
  'batchWrite',
  'partitionQuery',
  'listen',
  'write',
]);
const PARENT_VERBS = new Set(['runQuery', 'runAggregationQuery', 'listCollectionIds', 'partitionQuery']);

/** Bodies from this size up are gzipped for clients that accept it, as Firestore's endpoint does. */
const GZIP_MIN_BYTES = 1024;

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body, restJsonReplacer);
  const contentType =
    typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
  const acceptsGzip = /\bgzip\b/.test(String(res.req?.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && Buffer.byteLength(text) >= GZIP_MIN_BYTES) {
    const zipped = gzipSync(text);
    res.writeHead(status, {
      'Content-Type': contentType,
      'Content-Encoding': 'gzip',
      'Content-Length': zipped.length,
      Vary: 'Accept-Encoding',
    });
    res.end(zipped);
    return;
  }
  res.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

// Browsers call the emulator from the dev server's origin (Vite); answer preflights and allow any
// origin, as Firebase's emulator does.
function setCorsHeaders(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', '*');
}

function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
  res.setHeader('Access-Control-Max-Age', '86400');
  if (req.headers['access-control-request-private-network'] === 'true') {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
  res.writeHead(204);
  res.end();
}

async function readJson(req: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw FirestoreError.invalidArgument('Request body too large.');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw FirestoreError.invalidArgument('Invalid JSON payload received.');
  }
  return asObject(parsed, 'Request body');
}

function fieldPathsParam(query: URLSearchParams, name: string): FieldPath[] | undefined {
  const values = query.getAll(`${name}.fieldPaths`);
  if (values.length === 0 && !query.has(name)) return undefined;
  return values.map(parseFieldPath);
}

function preconditionParam(query: URLSearchParams): Precondition | undefined {
  const exists = query.get('currentDocument.exists');
  if (exists !== null) return { exists: exists === 'true' };
  const updateTime = query.get('currentDocument.updateTime');
  if (updateTime !== null) return { updateTime: decodeTime(updateTime) };
  return undefined;
}

function consistencyParam(query: URLSearchParams): ConsistencySelector {
  const transaction = query.get('transaction');
  if (transaction) return { kind: 'transaction', id: normalizeBase64(transaction) };
  const readTime = query.get('readTime');
  if (readTime) return { kind: 'readTime', readTime: decodeTime(readTime) };
  return { kind: 'none' };
}

export function createRestHandler(
  options: RestApiOptions,
): (req: IncomingMessage, res: ServerResponse) => void {
  const { service, rules, logger } = options;

  async function handleDocumentsApi(req: RestRequest, res: ServerResponse): Promise<void> {
    // segments: projects/{p}/databases/{d}/documents[/path...]
    const [, projectId, , databaseId] = req.segments;
    const database: DatabaseRef = { projectId: projectId as string, databaseId: databaseId as string };
    const rest = req.segments.slice(5);
    const name = ['projects', projectId, 'databases', databaseId, 'documents', ...rest].join('/');
    const { caller } = req;

    if (req.verb !== undefined) {
      if (req.method !== 'POST') throw new FirestoreError('UNIMPLEMENTED', `Use POST for :${req.verb}.`);
      if (rest.length > 0 && !PARENT_VERBS.has(req.verb))
        throw new FirestoreError('NOT_FOUND', `Unknown method :${req.verb} on a document.`);
      const body = await req.body();
      const parentPath = rest.length > 0 ? parseParentName(name).path : '';
      switch (req.verb) {
        case 'batchGet': {
          const paths = (Array.isArray(body.documents) ? body.documents : []).map((n) =>
            documentPathIn(database, asString(n, 'documents[]')),
          );
          const read = service.batchGet(caller, database, paths, decodeConsistency(body));
          return send(res, 200, encodeBatchGet(restFormat, database, read, decodeMask(body.mask)));
        }
        case 'runQuery': {
          const query = decodeStructuredQuery(parentPath, body.structuredQuery);
          const read = service.runQuery(caller, database, query, decodeConsistency(body));
          return send(res, 200, encodeRunQuery(restFormat, database, read, query.select));
        }
        case 'runAggregationQuery': {
          const { query, aggregations } = decodeAggregationQuery(parentPath, body);
          const read = service.runAggregationQuery(
            caller,
            database,
            query,
            aggregations,
            decodeConsistency(body),
          );
          return send(res, 200, [encodeAggregation(restFormat, read)]);
        }
        case 'commit': {
          const writes = decodeWrites(database, body.writes);
          const transaction =
            typeof body.transaction === 'string' && body.transaction !== ''
              ? normalizeBase64(body.transaction)
              : undefined;
          return send(
            res,
            200,
            encodeCommit(restFormat, service.commit(caller, database, writes, transaction)),
          );
        }
        case 'batchWrite': {
          const result = service.batchWrite(caller, database, decodeWrites(database, body.writes));
          return send(res, 200, {
            writeResults: result.writeResults.map((r) => (r ? encodeWriteResult(restFormat, r) : {})),
            status: result.status.map((s) => (s.code === 0 ? {} : { code: s.code, message: s.message })),
          });
        }
        case 'beginTransaction':
          return send(res, 200, {
            transaction: service.beginTransaction(caller, database, decodeTransactionOptions(body.options)),
          });
        case 'rollback':
          service.rollback(caller, database, normalizeBase64(asString(body.transaction, 'transaction')));
          return send(res, 200, {});
        case 'listCollectionIds': {
          const result = service.listCollectionIds(
            caller,
            database,
            parentPath,
            decodePaging(body.pageSize, body.pageToken),
          );
          return send(res, 200, result);
        }
        case 'partitionQuery':
          // One partition (the whole query) is always a valid answer.
          return send(res, 200, { partitions: [] });
        default:
          throw new FirestoreError(
            'UNIMPLEMENTED',
            `:${req.verb} is only available over gRPC (the full SDK's Listen/Write streams).`,
          );
      }
    }

    if (rest.length === 0)
      throw new FirestoreError('NOT_FOUND', 'Expected a document or collection path after /documents.');
    const isDocument = rest.length % 2 === 0;
    if (isDocument) {
      const path = documentPathIn(database, name);
      switch (req.method) {
        case 'GET': {
          const read = service.getDocument(caller, database, path, consistencyParam(req.query));
          return send(
            res,
            200,
            encodeDocument(restFormat, database, read.result, fieldPathsParam(req.query, 'mask')),
          );
        }
        case 'PATCH': {
          const body = await req.body();
          const mask = fieldPathsParam(req.query, 'updateMask');
          const write: Write = { kind: 'update', path, fields: decodeFields(body.fields), transforms: [] };
          if (mask) write.mask = mask;
          const precondition = preconditionParam(req.query);
          if (precondition) write.precondition = precondition;
          const doc = service.writeDocument(caller, database, write);
          return send(
            res,
            200,
            encodeDocument(restFormat, database, doc, fieldPathsParam(req.query, 'mask')),
          );
        }
        case 'DELETE': {
          const precondition = preconditionParam(req.query);
          service.commit(caller, database, [
            precondition ? { kind: 'delete', path, precondition } : { kind: 'delete', path },
          ]);
          return send(res, 200, {});
        }
        default:
          throw new FirestoreError('UNIMPLEMENTED', `${req.method} is not supported on a document.`);
      }
    }

    // A collection: list its documents, or create one.
    const collectionId = rest[rest.length - 1] as string;
    const parentPath = rest.slice(0, -1).join('/');
    if (parentPath !== '')
      parseParentName(['projects', projectId, 'databases', databaseId, 'documents', parentPath].join('/'));
    switch (req.method) {
      case 'GET': {
        const read = service.listDocuments(caller, database, parentPath, collectionId, {
          ...decodePaging(req.query.get('pageSize'), req.query.get('pageToken')),
          showMissing: req.query.get('showMissing') === 'true',
          consistency: consistencyParam(req.query),
        });
        const mask = fieldPathsParam(req.query, 'mask');
        const body: Json = {
          documents: read.result.documents.map((d) => encodeListedDocument(restFormat, database, d, mask)),
        };
        if (read.result.nextPageToken) body.nextPageToken = read.result.nextPageToken;
        return send(res, 200, body);
      }
      case 'POST': {
        const body = await req.body();
        const documentId = req.query.get('documentId') || autoId();
        const path = documentPathIn(database, `${name}/${documentId}`);
        const doc = service.writeDocument(caller, database, {
          kind: 'update',
          path,
          fields: decodeFields(body.fields),
          transforms: [],
          precondition: { exists: false },
        });
        return send(res, 200, encodeDocument(restFormat, database, doc, fieldPathsParam(req.query, 'mask')));
      }
      default:
        throw new FirestoreError('UNIMPLEMENTED', `${req.method} is not supported on a collection.`);
    }
  }

  async function handleControl(req: RestRequest, res: ServerResponse): Promise<void> {
    // segments after 'emulator/v1': projects/{p}:securityRules | projects/{p}/databases/{d}/documents
    const [first, second, ...rest] = req.segments;
    if (first !== 'projects' || second === undefined)
      throw new FirestoreError('NOT_FOUND', 'Unknown emulator endpoint.');
    if (req.verb === 'securityRules' && rest.length === 0) {
      if (req.method !== 'PUT' && req.method !== 'POST')
        throw new FirestoreError('UNIMPLEMENTED', 'Use PUT to load rules.');
      const body = await req.body();
      const files = asObject(body.rules, 'rules').files;
      if (!Array.isArray(files) || files.length === 0)
        throw FirestoreError.invalidArgument('Expected {rules: {files: [{content}]}}.');
      try {
        rules.setProjectRules(second, files as { name?: string; content: string }[]);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error(`Rules for project ${second} do not compile: ${message}`);
        throw FirestoreError.invalidArgument(message);
      }
      logger.info(`Loaded rules for project ${second} through the emulator API`);
      return send(res, 200, {});
    }
    if (rest[0] === 'databases' && rest[2] === 'documents' && rest.length === 3 && req.verb === undefined) {
      if (req.method !== 'DELETE')
        throw new FirestoreError('UNIMPLEMENTED', 'Use DELETE to clear the database.');
      service.clear(second, rest[1]);
      logger.info(`Cleared project ${second}, database ${rest[1] as string}`);
      return send(res, 200, {});
    }
    throw new FirestoreError('NOT_FOUND', 'Unknown emulator endpoint.');
  }

  return (req, res) => {
    setCorsHeaders(req, res);
    if (req.method === 'OPTIONS') return answerPreflight(req, res);
    const url = new URL(req.url ?? '/', 'http://emulator');
    let pathname = url.pathname;
    if (pathname === '/' && req.method === 'GET') return send(res, 200, 'Ok');
    // A trailing :verb names a custom method (projects/p:securityRules, documents:commit, ...).
    let verb: string | undefined;
    const colon = pathname.lastIndexOf(':');
    if (colon > pathname.lastIndexOf('/')) {
      verb = pathname.slice(colon + 1);
      pathname = pathname.slice(0, colon);
    }
    let segments: string[];
    try {
      segments = pathname
        .split('/')
        .filter((s) => s !== '')
        .map(decodeURIComponent);
    } catch {
      return send(res, 400, restErrorBody(FirestoreError.invalidArgument('Malformed URL.')));
    }
    const request: RestRequest = {
      method: req.method ?? 'GET',
      segments,
      verb,
      query: url.searchParams,
      caller: callerFromAuthorization(req.headers.authorization),
      body: () => readJson(req),
    };
    const run = async (): Promise<void> => {
      if (segments[0] === 'emulator' && segments[1] === 'v1') {
        return handleControl({ ...request, segments: segments.slice(2) }, res);
      }
      if (
        (segments[0] === 'v1' || segments[0] === 'v1beta1') &&
        segments[1] === 'projects' &&
        segments[3] === 'databases' &&
        segments[5] === 'documents'
      ) {
        // Verbs that are not API methods belong to a document id containing ':'.
        if (verb !== undefined && !DATABASE_VERBS.has(verb)) {
          if (segments.length <= 6) throw new FirestoreError('NOT_FOUND', `Unknown method :${verb}.`);
          request.segments = [...segments.slice(1, -1), `${segments[segments.length - 1]}:${verb}`];
          request.verb = undefined;
        } else {
          request.segments = segments.slice(1);
        }
        return handleDocumentsApi(request, res);
      }
      throw new FirestoreError('NOT_FOUND', `No such endpoint: ${req.method} ${url.pathname}`);
    };
    run().catch((error: unknown) => {
      const e = toFirestoreError(error);
      if (e.status === 'INTERNAL')
        logger.error(`${req.method} ${url.pathname}: ${(error as Error).stack ?? e.message}`);
      else logger.debug(`${req.method} ${url.pathname} → ${e.status}: ${e.message}`);
      if (!res.headersSent) send(res, e.httpStatus, restErrorBody(e));
      else res.end();
    });
  };
}

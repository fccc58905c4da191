// Firebase Storage REST v0 (`/v0/b/{bucket}/o[/{object}]`), the API `firebase/storage` speaks.
// Every request is authorized by storage.rules unless it carries the `owner` credential or, for
// reads, a valid download token.

import { randomUUID } from 'node:crypto';
import {
  header,
  readBody,
  readJsonBody,
  requestOrigin,
  sendEmpty,
  sendJson,
  sendObjectMedia,
} from './http-helpers.ts';
import { MultipartError, parseMetadataAndMedia } from './multipart.ts';
import { callerFromAuthorization, type Caller } from '../server/auth-token.ts';
import type { RequestContext } from './storage-context.ts';
import {
  createStoredObject,
  toFirebaseResource,
  toIncomingMetadata,
  updateStoredObject,
  withDownloadToken,
  type IncomingMetadata,
  type StoredObject,
} from './stored-object.ts';
import type { FinalOutcome, UploadSession } from './upload-sessions.ts';

/** Cloud Storage's resumable uploads move data in multiples of 256 KiB. */
const CHUNK_GRANULARITY = String(256 * 1024);

export async function handleFirebaseRequest(
  ctx: RequestContext,
  bucket: string,
  objectName: string | undefined,
): Promise<void> {
  ctx.state.store.ensureBucket(bucket);
  const method = ctx.req.method ?? 'GET';
  const override = header(ctx.req, 'x-http-method-override')?.toUpperCase();
  if (method === 'GET' || method === 'HEAD') {
    return objectName === undefined ? handleList(ctx, bucket) : handleGetObject(ctx, bucket, objectName);
  }
  if (method === 'PATCH' || ((method === 'PUT' || method === 'POST') && override === 'PATCH')) {
    return objectName === undefined
      ? sendFirebaseError(ctx, 400, 'Object name is required.')
      : handleUpdateMetadata(ctx, bucket, objectName);
  }
  if (method === 'POST' || method === 'PUT') {
    if (
      objectName !== undefined &&
      (ctx.url.searchParams.has('create_token') || ctx.url.searchParams.has('delete_token'))
    ) {
      return handleTokenRequest(ctx, bucket, objectName);
    }
    return handleUpload(ctx, bucket, objectName ?? ctx.url.searchParams.get('name') ?? undefined);
  }
  if (method === 'DELETE' && objectName !== undefined) {
    return handleDelete(ctx, bucket, objectName);
  }
  return sendFirebaseError(ctx, 405, `Method ${method} is not supported here.`);
}

function sendFirebaseError(
  ctx: RequestContext,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  ctx.req.resume();
  sendJson(ctx.res, status, { error: { code: status, message } }, headers);
}

function identityOf(ctx: RequestContext): Caller {
  const authorization = header(ctx.req, 'authorization');
  // firebase-admin's getDownloadURL() reads v0 metadata through @google-cloud/storage, which
  // sends no credentials to an emulator. In production its OAuth token makes it an admin call,
  // so a credential-less request from that client library (`gccl/` in x-goog-api-client) is
  // treated as the owner. Browsers and the web SDK never send that header.
  if (authorization === undefined && /\bgccl\//.test(header(ctx.req, 'x-goog-api-client') ?? '')) {
    return { kind: 'owner' };
  }
  return callerFromAuthorization(authorization);
}

// ---------------------------------------------------------------------------------------------
// Reads

async function handleGetObject(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const { store, rules } = ctx.state;
  let object = store.get(bucket, name);
  const token = ctx.url.searchParams.get('token');
  // A valid download token is a capability: it skips rules, as getDownloadURL() URLs do.
  const viaToken = token !== null && object !== undefined && object.downloadTokens.includes(token);
  if (!viaToken) {
    const decision = rules.authorize({
      method: 'get',
      bucket,
      path: name,
      identity: identityOf(ctx),
      resource: object,
    });
    if (!decision.allowed) {
      return sendFirebaseError(ctx, 403, 'Permission denied. No READ permission.');
    }
  }
  if (!object) {
    return sendFirebaseError(ctx, 404, 'Not Found.');
  }
  // Objects written through the JSON API have no token until Firebase first serves them.
  if (object.downloadTokens.length === 0) {
    object = withDownloadToken(object);
    store.put(object);
  }
  if (ctx.url.searchParams.get('alt') === 'media') {
    return sendObjectMedia(ctx.req, ctx.res, object);
  }
  sendJson(ctx.res, 200, toFirebaseResource(object));
}

async function handleList(ctx: RequestContext, bucket: string): Promise<void> {
  const params = ctx.url.searchParams;
  const prefix = params.get('prefix') ?? '';
  if (prefix !== '' && !prefix.endsWith('/')) {
    return sendFirebaseError(
      ctx,
      400,
      'The prefix parameter is required to be empty or ends with a single / character.',
    );
  }
  const maxResultsParam = params.get('maxResults');
  const maxResults = maxResultsParam === null ? 1000 : Number(maxResultsParam);
  if (!Number.isInteger(maxResults) || maxResults < 1) {
    return sendFirebaseError(ctx, 400, 'maxResults must be a positive integer.');
  }
  // Firebase evaluates list rules against the prefix without its trailing slash.
  const decision = ctx.state.rules.authorize({
    method: 'list',
    bucket,
    path: prefix.replace(/\/+$/, ''),
    identity: identityOf(ctx),
    resource: undefined,
  });
  if (!decision.allowed) {
    return sendFirebaseError(ctx, 403, 'Permission denied. No LIST permission.');
  }
  const result = ctx.state.store.list({
    bucket,
    prefix,
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults: Math.min(maxResults, 1000),
  });
  sendJson(ctx.res, 200, {
    // Names with empty segments cannot be represented as SDK references; Firebase drops them.
    prefixes: result.prefixes.filter((prefix) => isValidPath(prefix.replace(/\/$/, ''))),
    items: result.items
      .filter((item) => isValidPath(item.name))
      .map((item) => ({ name: item.name, bucket: item.bucket })),
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
  });
}

function isValidPath(path: string): boolean {
  const trimmed = path.startsWith('/') ? path.slice(1) : path;
  return trimmed !== '' && trimmed.split('/').every((segment) => segment !== '');
}

// ---------------------------------------------------------------------------------------------
// Writes

async function handleUpdateMetadata(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const patch = toIncomingMetadata(await readJsonBody(ctx.req));
  const { store, rules } = ctx.state;
  const existing = store.get(bucket, name);
  const proposed = existing ? updateStoredObject(existing, patch) : undefined;
  const decision = rules.authorize({
    method: 'update',
    bucket,
    path: name,
    identity: identityOf(ctx),
    resource: existing,
    requestResource: proposed,
  });
  if (!decision.allowed) {
    return sendFirebaseError(ctx, 403, 'Permission denied. No WRITE permission.');
  }
  if (!proposed) {
    return sendFirebaseError(ctx, 404, 'Not Found.');
  }
  store.put(proposed);
  sendJson(ctx.res, 200, toFirebaseResource(proposed));
}

async function handleDelete(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const { store, rules } = ctx.state;
  const existing = store.get(bucket, name);
  const decision = rules.authorize({
    method: 'delete',
    bucket,
    path: name,
    identity: identityOf(ctx),
    resource: existing,
  });
  if (!decision.allowed) {
    return sendFirebaseError(ctx, 403, 'Permission denied. No WRITE permission.');
  }
  if (!existing) {
    return sendFirebaseError(ctx, 404, 'Not Found.');
  }
  store.delete(bucket, name);
  ctx.req.resume();
  sendEmpty(ctx.res, 204);
}

/** Admin-only token management (`create_token=true` / `delete_token=<token>`), as in Firebase's emulator. */
async function handleTokenRequest(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  if (identityOf(ctx).kind !== 'owner') {
    return sendFirebaseError(ctx, 403, 'Missing admin credentials.');
  }
  const { store } = ctx.state;
  const existing = store.get(bucket, name);
  if (!existing) {
    return sendFirebaseError(ctx, 404, 'Not Found.');
  }
  const params = ctx.url.searchParams;
  let next: StoredObject;
  if (params.has('create_token')) {
    if (params.get('create_token') !== 'true') {
      return sendFirebaseError(ctx, 400, 'create_token must be "true".');
    }
    next = withDownloadToken(updateStoredObject(existing, {}));
  } else {
    const removed = params.get('delete_token') ?? '';
    const remaining = existing.downloadTokens.filter((token) => token !== removed);
    // An object served by Firebase always keeps at least one token.
    next = {
      ...updateStoredObject(existing, {}),
      downloadTokens: remaining.length ? remaining : [randomUUID()],
    };
  }
  store.put(next);
  ctx.req.resume();
  sendJson(ctx.res, 200, toFirebaseResource(next));
}

async function handleUpload(ctx: RequestContext, bucket: string, name: string | undefined): Promise<void> {
  const protocol = header(ctx.req, 'x-goog-upload-protocol')?.toLowerCase();
  if (protocol === 'resumable' || header(ctx.req, 'x-goog-upload-command') !== undefined) {
    return handleResumable(ctx, bucket, name);
  }
  if (!name) {
    return sendFirebaseError(ctx, 400, 'Object name is required (?name=).');
  }
  const body = await readBody(ctx.req);
  if (protocol === 'multipart') {
    const contentType = header(ctx.req, 'content-type') ?? '';
    let parsed: ReturnType<typeof parseMetadataAndMedia>;
    try {
      parsed = parseMetadataAndMedia(contentType, body);
    } catch (error) {
      if (error instanceof MultipartError) return sendFirebaseError(ctx, 400, error.message);
      throw error;
    }
    const outcome = finalizeClientUpload(ctx, {
      bucket,
      name,
      data: parsed.data,
      metadata: toIncomingMetadata(parsed.metadata),
      fallbackContentType: parsed.mediaContentType,
      identity: identityOf(ctx),
    });
    return sendJson(ctx.res, outcome.status, outcome.body);
  }
  // Media upload: the body is the object, metadata is only the Content-Type header.
  const outcome = finalizeClientUpload(ctx, {
    bucket,
    name,
    data: body,
    metadata: {},
    fallbackContentType: header(ctx.req, 'content-type'),
    identity: identityOf(ctx),
  });
  sendJson(ctx.res, outcome.status, outcome.body);
}

/**
 * Stores a completed client upload if storage.rules allow it: `create` for a new object,
 * `update` when it replaces one (production semantics), with the new object as request.resource.
 */
function finalizeClientUpload(
  ctx: RequestContext,
  upload: {
    bucket: string;
    name: string;
    data: Buffer;
    metadata: IncomingMetadata;
    fallbackContentType: string | undefined;
    identity: Caller;
  },
): FinalOutcome {
  const { store, rules } = ctx.state;
  const existing = store.get(upload.bucket, upload.name);
  let object = createStoredObject(upload);
  // Firebase gives every object uploaded through it a download token.
  if (object.downloadTokens.length === 0) object = withDownloadToken(object);
  const decision = rules.authorize({
    method: existing ? 'update' : 'create',
    bucket: upload.bucket,
    path: upload.name,
    identity: upload.identity,
    resource: existing,
    requestResource: object,
  });
  if (!decision.allowed) {
    return {
      status: 403,
      body: { error: { code: 403, message: 'Permission denied. No WRITE permission.' } },
    };
  }
  store.put(object);
  return { status: 200, body: toFirebaseResource(object) };
}

// ---------------------------------------------------------------------------------------------
// Resumable protocol: start → upload (repeated) → finalize, plus query and cancel.
// https://cloud.google.com/storage/docs/performing-resumable-uploads (Firebase's X-Goog variant)

async function handleResumable(ctx: RequestContext, bucket: string, name: string | undefined): Promise<void> {
  const commands = new Set(
    (header(ctx.req, 'x-goog-upload-command') ?? '')
      .split(',')
      .map((command) => command.trim().toLowerCase())
      .filter(Boolean),
  );
  if (commands.size === 0) {
    return sendFirebaseError(ctx, 400, 'X-Goog-Upload-Command is required for resumable uploads.');
  }
  if (commands.has('start')) {
    return startResumable(ctx, bucket, name);
  }
  const uploadId = ctx.url.searchParams.get('upload_id');
  const session = uploadId ? ctx.state.uploads.get(uploadId) : undefined;
  if (!session) {
    return sendFirebaseError(ctx, 404, 'Upload session not found.');
  }
  if (commands.has('query')) {
    ctx.req.resume();
    return sendEmpty(ctx.res, 200, {
      'X-Goog-Upload-Size-Received': String(session.size),
      'X-Goog-Upload-Status': session.status,
    });
  }
  if (commands.has('cancel')) {
    if (session.status === 'final') {
      return sendFirebaseError(ctx, 400, 'Upload already finalized.', { 'X-Goog-Upload-Status': 'final' });
    }
    ctx.state.uploads.cancel(session);
    ctx.req.resume();
    return sendEmpty(ctx.res, 200, { 'X-Goog-Upload-Status': 'cancelled' });
  }
  if (session.status === 'final' && commands.has('finalize') && session.outcome) {
    // A retried finalize (e.g. after a lost response) gets the original answer.
    ctx.req.resume();
    return sendJson(ctx.res, session.outcome.status, session.outcome.body, {
      'X-Goog-Upload-Status': 'final',
    });
  }
  if (session.status !== 'active') {
    return sendFirebaseError(ctx, 400, `Upload is ${session.status}.`, {
      'X-Goog-Upload-Status': session.status,
    });
  }
  if (commands.has('upload')) {
    const data = await readBody(ctx.req);
    const offsetHeader = header(ctx.req, 'x-goog-upload-offset');
    const offset = offsetHeader === undefined ? session.size : Number(offsetHeader);
    if (!Number.isInteger(offset) || !ctx.state.uploads.append(session, offset, data)) {
      return sendFirebaseError(
        ctx,
        400,
        `Upload offset ${offsetHeader} does not match ${session.size} bytes received.`,
        {
          'X-Goog-Upload-Status': 'active',
        },
      );
    }
    if (!commands.has('finalize')) {
      return sendEmpty(ctx.res, 200, {
        'X-Goog-Upload-Status': 'active',
        'X-Goog-Upload-Size-Received': String(session.size),
        'X-GUploader-UploadID': session.id,
      });
    }
  }
  if (commands.has('finalize')) {
    ctx.req.resume();
    return finalizeResumable(ctx, session);
  }
  return sendFirebaseError(ctx, 400, `Unknown upload command: ${[...commands].join(', ')}`);
}

async function startResumable(ctx: RequestContext, bucket: string, name: string | undefined): Promise<void> {
  if (!name) {
    return sendFirebaseError(ctx, 400, 'Object name is required (?name=).');
  }
  const metadata = toIncomingMetadata(await readJsonBody(ctx.req));
  const announced = header(ctx.req, 'x-goog-upload-header-content-length');
  const session = ctx.state.uploads.start({
    bucket,
    name,
    metadata,
    announcedContentType: header(ctx.req, 'x-goog-upload-header-content-type'),
    announcedSize: announced !== undefined && /^\d+$/.test(announced) ? Number(announced) : undefined,
    authorization: header(ctx.req, 'authorization'),
  });
  const uploadUrl = new URL(
    `/v0/b/${encodeURIComponent(bucket)}/o`,
    requestOrigin(ctx.req, ctx.state.fallbackHost),
  );
  uploadUrl.searchParams.set('name', name);
  uploadUrl.searchParams.set('upload_id', session.id);
  uploadUrl.searchParams.set('upload_protocol', 'resumable');
  sendEmpty(ctx.res, 200, {
    'X-Goog-Upload-Status': 'active',
    'X-Goog-Upload-URL': uploadUrl.toString(),
    'X-Goog-Upload-Control-URL': '',
    'X-Goog-Upload-Chunk-Granularity': CHUNK_GRANULARITY,
    'X-GUploader-UploadID': session.id,
  });
}

function finalizeResumable(ctx: RequestContext, session: UploadSession): void {
  const { uploads } = ctx.state;
  const data = uploads.bytes(session);
  let outcome: FinalOutcome;
  if (session.announcedSize !== undefined && session.announcedSize !== data.length) {
    outcome = {
      status: 400,
      body: {
        error: {
          code: 400,
          message: `Upload has ${data.length} bytes but ${session.announcedSize} were announced.`,
        },
      },
    };
  } else {
    outcome = finalizeClientUpload(ctx, {
      bucket: session.bucket,
      name: session.name,
      data,
      metadata: session.metadata,
      fallbackContentType: session.announcedContentType,
      // The session URL is the capability; rules see the user who started the upload.
      identity: callerFromAuthorization(session.authorization),
    });
  }
  uploads.finish(session, outcome);
  sendJson(ctx.res, outcome.status, outcome.body, { 'X-Goog-Upload-Status': 'final' });
}

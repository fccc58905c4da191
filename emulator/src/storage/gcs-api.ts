// The Cloud Storage JSON API v1 subset that firebase-admin's `getStorage().bucket()`
// (@google-cloud/storage) uses against an emulator. With STORAGE_EMULATOR_HOST set, that library
// sends metadata calls to `{host}/b/...` (no /storage/v1), uploads to `/upload/storage/v1/b/...`,
// and carries no credentials; like Firebase's emulator, this API is trusted and bypasses rules.

import {
  header,
  readBody,
  readJsonBody,
  requestOrigin,
  sendEmpty,
  sendJson,
  sendObjectMedia,
  sendText,
} from './http-helpers.ts';
import { MultipartError, parseMetadataAndMedia } from './multipart.ts';
import type { RequestContext } from './storage-context.ts';
import {
  copyStoredObject,
  createStoredObject,
  toGcsResource,
  toIncomingMetadata,
  updateStoredObject,
  type IncomingMetadata,
} from './stored-object.ts';
import type { FinalOutcome, UploadSession } from './upload-sessions.ts';

function origin(ctx: RequestContext): string {
  return requestOrigin(ctx.req, ctx.state.fallbackHost);
}

function sendGcsError(ctx: RequestContext, status: number, message: string, reason: string): void {
  ctx.req.resume();
  sendJson(ctx.res, status, {
    error: { code: status, message, errors: [{ message, domain: 'global', reason }] },
  });
}

function sendNoSuchObject(ctx: RequestContext, bucket: string, name: string): void {
  const message = `No such object: ${bucket}/${name}`;
  if (ctx.url.searchParams.get('alt') === 'media') {
    ctx.req.resume();
    return sendText(ctx.res, 404, message);
  }
  sendGcsError(ctx, 404, message, 'notFound');
}

function bucketResource(ctx: RequestContext, bucket: string): Record<string, unknown> {
  return {
    kind: 'storage#bucket',
    id: bucket,
    name: bucket,
    selfLink: `${origin(ctx)}/storage/v1/b/${encodeURIComponent(bucket)}`,
    projectNumber: '000000000000',
    metageneration: '1',
    location: 'US',
    locationType: 'multi-region',
    storageClass: 'STANDARD',
    etag: 'CAE=',
  };
}

export function handleListBuckets(ctx: RequestContext): void {
  const { store, defaultBucket } = ctx.state;
  store.ensureBucket(defaultBucket);
  sendJson(ctx.res, 200, {
    kind: 'storage#buckets',
    items: store.bucketNames().map((name) => bucketResource(ctx, name)),
  });
}

export function handleGetBucket(ctx: RequestContext, bucket: string): void {
  ctx.state.store.ensureBucket(bucket);
  sendJson(ctx.res, 200, bucketResource(ctx, bucket));
}

export function handleListObjects(ctx: RequestContext, bucket: string): void {
  const params = ctx.url.searchParams;
  const maxResults = Number(params.get('maxResults') ?? 1000);
  const result = ctx.state.store.list({
    bucket,
    prefix: params.get('prefix') ?? '',
    delimiter: params.get('delimiter') ?? '',
    pageToken: params.get('pageToken') ?? undefined,
    maxResults: Number.isInteger(maxResults) && maxResults > 0 ? Math.min(maxResults, 1000) : 1000,
  });
  // Like the real API, empty `items` / `prefixes` are omitted.
  sendJson(ctx.res, 200, {
    kind: 'storage#objects',
    ...(result.nextPageToken ? { nextPageToken: result.nextPageToken } : {}),
    ...(result.prefixes.length ? { prefixes: result.prefixes } : {}),
    ...(result.items.length ? { items: result.items.map((item) => toGcsResource(item, origin(ctx))) } : {}),
  });
}

/** GET, PATCH and DELETE on `/b/{bucket}/o/{object}` (and the /download/ media route). */
export async function handleObject(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const { store } = ctx.state;
  store.ensureBucket(bucket);
  const existing = store.get(bucket, name);
  const method = ctx.req.method ?? 'GET';
  if (method === 'GET' || method === 'HEAD') {
    if (!existing) return sendNoSuchObject(ctx, bucket, name);
    if (ctx.url.searchParams.get('alt') === 'media') return sendObjectMedia(ctx.req, ctx.res, existing);
    return sendJson(ctx.res, 200, toGcsResource(existing, origin(ctx)));
  }
  if (method === 'PATCH' || method === 'PUT') {
    const patch = toIncomingMetadata(await readJsonBody(ctx.req));
    if (!existing) return sendNoSuchObject(ctx, bucket, name);
    const updated = updateStoredObject(existing, patch);
    store.put(updated);
    return sendJson(ctx.res, 200, toGcsResource(updated, origin(ctx)));
  }
  if (method === 'DELETE') {
    if (!existing) return sendNoSuchObject(ctx, bucket, name);
    store.delete(bucket, name);
    ctx.req.resume();
    return sendEmpty(ctx.res, 204);
  }
  return sendGcsError(ctx, 405, `Method ${method} is not supported here.`, 'methodNotAllowed');
}

/** `file.makePublic()` and friends: ACLs have no meaning here; acknowledge like Firebase's emulator. */
export async function handleObjectAcl(ctx: RequestContext, bucket: string, name: string): Promise<void> {
  const body = (await readJsonBody(ctx.req)) as Record<string, unknown>;
  const existing = ctx.state.store.get(bucket, name);
  if (!existing) return sendNoSuchObject(ctx, bucket, name);
  sendJson(ctx.res, 200, {
    kind: 'storage#objectAccessControl',
    bucket,
    object: name,
    generation: existing.generation,
    id: `${bucket}/${name}/${existing.generation}/${String(body.entity ?? 'allUsers')}`,
    entity: body.entity,
    role: body.role,
    etag: existing.etag,
  });
}

/** `file.copy()` / `file.move()`: POST .../o/{src}/(copyTo|rewriteTo)/b/{dstBucket}/o/{dst}. */
export async function handleCopy(
  ctx: RequestContext,
  kind: 'copyTo' | 'rewriteTo',
  source: { bucket: string; name: string },
  target: { bucket: string; name: string },
): Promise<void> {
  const overrides = toIncomingMetadata(await readJsonBody(ctx.req));
  const { store } = ctx.state;
  const original = store.get(source.bucket, source.name);
  if (!original) return sendNoSuchObject(ctx, source.bucket, source.name);
  store.ensureBucket(target.bucket);
  const copy = copyStoredObject(original, target, overrides);
  store.put(copy);
  const resource = toGcsResource(copy, origin(ctx));
  if (kind === 'copyTo') return sendJson(ctx.res, 200, resource);
  sendJson(ctx.res, 200, {
    kind: 'storage#rewriteResponse',
    totalBytesRewritten: String(copy.data.length),
    objectSize: String(copy.data.length),
    done: true,
    resource,
  });
}

// ---------------------------------------------------------------------------------------------
// Uploads: POST /upload/storage/v1/b/{bucket}/o?uploadType=media|multipart|resumable, then for
// resumable sessions PUT {session URL} with Content-Range, answered 308 until complete.

export async function handleUploadRequest(ctx: RequestContext, bucket: string): Promise<void> {
  ctx.state.store.ensureBucket(bucket);
  const method = ctx.req.method ?? 'POST';
  const uploadId = ctx.url.searchParams.get('upload_id');
  if (uploadId !== null && (method === 'PUT' || method === 'POST')) {
    return continueResumable(ctx, uploadId);
  }
  if (uploadId !== null && method === 'DELETE') {
    const session = ctx.state.uploads.get(uploadId);
    if (!session) return sendGcsError(ctx, 404, 'Upload session not found.', 'notFound');
    ctx.state.uploads.cancel(session);
    ctx.req.resume();
    // 499 "Client Closed Request" is what Cloud Storage answers for a cancelled session.
    return sendEmpty(ctx.res, 499);
  }
  if (method !== 'POST') {
    return sendGcsError(ctx, 405, `Method ${method} is not supported here.`, 'methodNotAllowed');
  }
  const uploadType = (
    ctx.url.searchParams.get('uploadType') ??
    header(ctx.req, 'x-goog-upload-protocol') ??
    'media'
  ).toLowerCase();
  const queryName = ctx.url.searchParams.get('name') ?? undefined;

  if (uploadType === 'resumable') {
    const rawMetadata = (await readJsonBody(ctx.req)) as Record<string, unknown>;
    const name = objectNameOf(queryName, rawMetadata);
    if (!name) return sendGcsError(ctx, 400, 'Object name is required.', 'required');
    const announced = header(ctx.req, 'x-upload-content-length');
    const session = ctx.state.uploads.start({
      bucket,
      name,
      metadata: toIncomingMetadata(rawMetadata),
      announcedContentType: header(ctx.req, 'x-upload-content-type'),
      announcedSize: announced !== undefined && /^\d+$/.test(announced) ? Number(announced) : undefined,
      authorization: header(ctx.req, 'authorization'),
    });
    const location = new URL(`/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`, origin(ctx));
    location.searchParams.set('uploadType', 'resumable');
    location.searchParams.set('name', name);
    location.searchParams.set('upload_id', session.id);
    return sendEmpty(ctx.res, 200, { Location: location.toString(), 'X-GUploader-UploadID': session.id });
  }

  const body = await readBody(ctx.req);
  if (uploadType === 'multipart') {
    let parsed: ReturnType<typeof parseMetadataAndMedia>;
    try {
      parsed = parseMetadataAndMedia(header(ctx.req, 'content-type') ?? '', body);
    } catch (error) {
      if (error instanceof MultipartError) return sendGcsError(ctx, 400, error.message, 'invalid');
      throw error;
    }
    const name = objectNameOf(queryName, parsed.metadata);
    if (!name) return sendGcsError(ctx, 400, 'Object name is required.', 'required');
    const outcome = storeUpload(
      ctx,
      bucket,
      name,
      parsed.data,
      toIncomingMetadata(parsed.metadata),
      parsed.mediaContentType ?? header(ctx.req, 'x-upload-content-type'),
    );
    return sendJson(ctx.res, outcome.status, outcome.body);
  }
  if (!queryName) return sendGcsError(ctx, 400, 'Object name is required.', 'required');
  const outcome = storeUpload(
    ctx,
    bucket,
    stripLeadingSlash(queryName),
    body,
    {},
    header(ctx.req, 'content-type'),
  );
  sendJson(ctx.res, outcome.status, outcome.body);
}

function stripLeadingSlash(name: string): string {
  return name.startsWith('/') ? name.slice(1) : name;
}

function objectNameOf(queryName: string | undefined, metadata: Record<string, unknown>): string | undefined {
  const name = queryName ?? (typeof metadata.name === 'string' ? metadata.name : undefined);
  return name ? stripLeadingSlash(name) : undefined;
}

function storeUpload(
  ctx: RequestContext,
  bucket: string,
  name: string,
  data: Buffer,
  metadata: IncomingMetadata,
  fallbackContentType: string | undefined,
): FinalOutcome {
  const object = createStoredObject({ bucket, name, data, metadata, fallbackContentType });
  ctx.state.store.put(object);
  return { status: 200, body: toGcsResource(object, origin(ctx)) };
}

type ContentRange = { start: number | undefined; end: number | undefined; total: number | undefined };

/** Parses `bytes a-b/total`, `bytes a-*\/total`, `bytes *\/total` (any total may be `*`). */
function parseContentRange(value: string | undefined): ContentRange | undefined {
  if (value === undefined) return { start: 0, end: undefined, total: undefined };
  const match = /^bytes\s+(?:(\d+)-(\d+|\*)|\*)\/(\d+|\*)$/i.exec(value.trim());
  if (!match) return undefined;
  const [, start, end, total] = match;
  return {
    start: start === undefined ? undefined : Number(start),
    end: end === undefined || end === '*' ? undefined : Number(end),
    total: total === undefined || total === '*' ? undefined : Number(total),
  };
}

async function continueResumable(ctx: RequestContext, uploadId: string): Promise<void> {
  const { uploads } = ctx.state;
  const session = uploads.get(uploadId);
  if (!session) return sendGcsError(ctx, 404, 'Upload session not found.', 'notFound');
  if (session.status === 'final' && session.outcome) {
    ctx.req.resume();
    return sendJson(ctx.res, session.outcome.status, session.outcome.body);
  }
  if (session.status === 'cancelled') {
    ctx.req.resume();
    return sendEmpty(ctx.res, 499);
  }
  const range = parseContentRange(header(ctx.req, 'content-range'));
  if (!range) return sendGcsError(ctx, 400, 'Invalid Content-Range header.', 'invalid');
  const data = await readBody(ctx.req);
  if (range.start !== undefined && !uploads.append(session, range.start, data)) {
    return sendGcsError(
      ctx,
      400,
      `Chunk starts at ${range.start} but only ${session.size} bytes were received.`,
      'invalid',
    );
  }
  // Complete when the total is known and reached, or when this request carried "the rest"
  // (`bytes a-*` / no Content-Range: a single-request upload of unknown length).
  const sentRest = range.start !== undefined && range.end === undefined;
  const complete = range.total !== undefined ? session.size >= range.total : sentRest;
  if (!complete) {
    return sendEmpty(ctx.res, 308, session.size > 0 ? { Range: `bytes=0-${session.size - 1}` } : {});
  }
  finalizeGcsResumable(ctx, session);
}

function finalizeGcsResumable(ctx: RequestContext, session: UploadSession): void {
  const data = ctx.state.uploads.bytes(session);
  const outcome = storeUpload(
    ctx,
    session.bucket,
    session.name,
    data,
    session.metadata,
    session.announcedContentType,
  );
  ctx.state.uploads.finish(session, outcome);
  sendJson(ctx.res, outcome.status, outcome.body);
}

// Small HTTP helpers over node:http: bodies, JSON replies, CORS and object downloads.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { crc32cToBase64 } from './crc32c.ts';
import type { StoredObject } from './stored-object.ts';

/** Same ceiling as Firebase's storage emulator. */
export const MAX_BODY_BYTES = 130 * 1024 * 1024;

export class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) {
      throw new HttpError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes.`);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  if (body.length === 0) return {};
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new HttpError(400, 'Request body is not valid JSON.');
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const payload = Buffer.from(JSON.stringify(body));
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
  });
  res.end(payload);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Length': '0' });
  res.end();
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  const payload = Buffer.from(text);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(payload.length),
  });
  res.end(payload);
}

/** The origin clients reached us on, for URLs we hand back (upload URLs, selfLink). */
export function requestOrigin(req: IncomingMessage, fallbackHost: string): string {
  return `http://${header(req, 'host') ?? fallbackHost}`;
}

// ---------------------------------------------------------------------------------------------
// CORS: the browser app (Vite on another port) calls us directly. Like Firebase's emulator we
// reflect the origin and requested headers (the API is cookieless) and expose the upload headers
// the SDK reads from responses.

const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'Location',
  'Range',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Command',
  'X-GUploader-UploadID',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
].join(', ');

export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = header(req, 'origin');
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (header(req, 'access-control-request-private-network')) {
    res.setHeader('Access-Control-Allow-Private-Network', 'true');
  }
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    header(req, 'access-control-request-headers') ??
      'Authorization, Content-Type, X-Firebase-Storage-Version, X-Firebase-GMPID, X-Firebase-AppCheck, X-Goog-Upload-Protocol, X-Goog-Upload-Command, X-Goog-Upload-Offset, X-Goog-Upload-Header-Content-Length, X-Goog-Upload-Header-Content-Type, X-HTTP-Method-Override, Range',
  );
  res.setHeader('Access-Control-Max-Age', '3600');
  sendEmpty(res, 204);
}

// ---------------------------------------------------------------------------------------------
// Downloads

/** Writes an object's bytes with Cloud Storage's headers, honouring Range and gzip transcoding. */
export function sendObjectMedia(req: IncomingMessage, res: ServerResponse, object: StoredObject): void {
  let data = object.data;
  const headers: Record<string, string> = {
    'Accept-Ranges': 'bytes',
    'Content-Type': object.contentType,
    ETag: object.etag,
    'X-Goog-Generation': object.generation,
    'X-Goog-Metageneration': String(object.metageneration),
    'X-Goog-Storage-Class': object.storageClass,
    'X-Goog-Stored-Content-Encoding': object.contentEncoding ?? 'identity',
    'X-Goog-Stored-Content-Length': String(object.data.length),
    'X-Goog-Hash': `crc32c=${crc32cToBase64(object.crc32c)},md5=${object.md5Hash}`,
  };
  const fileName = object.name.split('/').pop() ?? object.name;
  headers['Content-Disposition'] =
    object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(fileName)}`;
  if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
  if (object.contentLanguage) headers['Content-Language'] = object.contentLanguage;

  // Decompressive transcoding: gzip objects are served decompressed to clients that do not
  // accept gzip (https://cloud.google.com/storage/docs/transcoding).
  let transcoded = false;
  if (object.contentEncoding === 'gzip' && !(header(req, 'accept-encoding') ?? '').includes('gzip')) {
    try {
      data = gunzipSync(data);
      transcoded = true;
    } catch {
      // Not actually gzip: serve the stored bytes unchanged.
    }
  }
  if (object.contentEncoding && !transcoded) headers['Content-Encoding'] = object.contentEncoding;

  const range = transcoded ? undefined : parseRange(header(req, 'range'), data.length);
  if (range === 'unsatisfiable') {
    sendJson(
      res,
      416,
      { error: { code: 416, message: 'Requested range not satisfiable.' } },
      {
        'Content-Range': `bytes */${data.length}`,
      },
    );
    return;
  }
  if (range) {
    const slice = data.subarray(range.start, range.end + 1);
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${range.start}-${range.end}/${data.length}`,
      'Content-Length': String(slice.length),
    });
    res.end(slice);
    return;
  }
  res.writeHead(200, { ...headers, 'Content-Length': String(data.length) });
  res.end(data);
}

/** Single byte ranges only (`bytes=a-b`, `bytes=a-`, `bytes=-n`); anything else is ignored. */
export function parseRange(
  value: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = value ? /^bytes=(\d*)-(\d*)$/.exec(value.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) {
    return size === 0 && start === 0 ? undefined : 'unsatisfiable';
  }
  return { start, end };
}

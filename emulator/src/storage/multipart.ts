// Parser for `multipart/related` bodies: the one-shot upload format of both the Firebase web SDK
// (uploadBytes) and the Cloud Storage JSON API (metadata part, then media part). Parts are kept
// as Buffers because the media part is arbitrary binary data.

export type MultipartPart = { headers: Record<string, string>; body: Buffer };

export class MultipartError extends Error {}

/** Extracts the boundary parameter from a Content-Type header (quoted or not). */
export function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|'([^']+)'|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2] ?? match?.[3];
}

export function parseMultipart(contentType: string, body: Buffer): MultipartPart[] {
  const boundary = boundaryOf(contentType);
  if (!boundary) {
    throw new MultipartError('Bad content type: multipart boundary is missing.');
  }
  const delimiter = Buffer.from(`--${boundary}`);
  let cursor = body.indexOf(delimiter);
  if (cursor === -1) {
    throw new MultipartError('Bad multipart request: boundary not found in body.');
  }
  const parts: MultipartPart[] = [];
  for (;;) {
    cursor += delimiter.length;
    // `--boundary--` closes the body.
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) {
      return parts;
    }
    cursor = skipLineBreak(body, cursor);
    const headerEnd = body.indexOf('\r\n\r\n', cursor);
    // A part may have no headers at all, in which case the blank line follows the boundary.
    const noHeaders = body[cursor] === 0x0d && body[cursor + 1] === 0x0a;
    const bodyStart = noHeaders ? cursor + 2 : headerEnd === -1 ? -1 : headerEnd + 4;
    if (bodyStart === -1) {
      throw new MultipartError('Bad multipart request: part headers are not terminated.');
    }
    const headers = noHeaders ? {} : parseHeaders(body.subarray(cursor, headerEnd).toString('utf8'));
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), bodyStart);
    if (next === -1) {
      throw new MultipartError('Bad multipart request: closing boundary not found.');
    }
    parts.push({ headers, body: body.subarray(bodyStart, next) });
    cursor = next + 2;
  }
}

function skipLineBreak(body: Buffer, at: number): number {
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return at + 2;
  if (body[at] === 0x0a) return at + 1;
  return at;
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) {
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
  }
  return headers;
}

/**
 * The shape both SDKs send: a JSON metadata part and a media part. Returns the parsed metadata
 * object and the raw bytes plus the media part's own Content-Type.
 */
export function parseMetadataAndMedia(
  contentType: string,
  body: Buffer,
): { metadata: Record<string, unknown>; data: Buffer; mediaContentType: string | undefined } {
  const parts = parseMultipart(contentType, body);
  const [metadataPart, mediaPart] = parts;
  if (parts.length !== 2 || !metadataPart || !mediaPart) {
    throw new MultipartError(
      `Bad multipart request: expected a metadata part and a media part, got ${parts.length} parts.`,
    );
  }
  let metadata: unknown;
  try {
    metadata = JSON.parse(metadataPart.body.toString('utf8') || '{}');
  } catch {
    throw new MultipartError('Bad multipart request: the metadata part is not valid JSON.');
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    throw new MultipartError('Bad multipart request: the metadata part must be a JSON object.');
  }
  return {
    metadata: metadata as Record<string, unknown>,
    data: mediaPart.body,
    mediaContentType: mediaPart.headers['content-type'],
  };
}

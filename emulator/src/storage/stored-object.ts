// One stored object: bytes plus the metadata Cloud Storage keeps for it, and its three public
// renderings (Firebase v0 JSON, Cloud Storage JSON API v1, the rules `resource` value).
//
// Objects are immutable values: an update builds a new object, so the proposed state can be shown
// to Security Rules as `request.resource` before anything is committed.

import { createHash, randomUUID } from 'node:crypto';
import { crc32c, crc32cToBase64 } from './crc32c.ts';

export type StoredObject = {
  readonly bucket: string;
  readonly name: string;
  readonly data: Buffer;
  readonly generation: string;
  readonly metageneration: number;
  readonly contentType: string;
  readonly contentDisposition?: string;
  readonly contentEncoding?: string;
  readonly contentLanguage?: string;
  readonly cacheControl?: string;
  /** Custom metadata without `firebaseStorageDownloadTokens`, which lives in downloadTokens. */
  readonly customMetadata: Readonly<Record<string, string>>;
  readonly downloadTokens: readonly string[];
  readonly timeCreated: Date;
  readonly updated: Date;
  readonly md5Hash: string;
  readonly crc32c: number;
  readonly etag: string;
  readonly storageClass: string;
};

/**
 * Metadata as clients send it. `null` clears a field (both SDKs use that), `undefined` leaves it.
 */
export type IncomingMetadata = {
  contentType?: string | null;
  contentDisposition?: string | null;
  contentEncoding?: string | null;
  contentLanguage?: string | null;
  cacheControl?: string | null;
  metadata?: Record<string, unknown> | null;
};

/** The key under which Firebase keeps download tokens in custom metadata. */
export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';

const OPTIONAL_FIELDS = ['contentDisposition', 'contentEncoding', 'contentLanguage', 'cacheControl'] as const;

let lastGeneration = 0;

/** Strictly increasing microsecond-based generations, like Cloud Storage's. */
function nextGeneration(): string {
  lastGeneration = Math.max(lastGeneration + 1, Date.now() * 1000);
  return String(lastGeneration);
}

function etagOf(generation: string, metageneration: number): string {
  return createHash('sha1').update(`${generation}/${metageneration}`).digest('base64').slice(0, 27);
}

/** Coerces a client-supplied metadata object (possibly from untrusted JSON) to IncomingMetadata. */
export function toIncomingMetadata(raw: unknown): IncomingMetadata {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {};
  }
  const source = raw as Record<string, unknown>;
  const incoming: IncomingMetadata = {};
  const pick = (key: 'contentType' | (typeof OPTIONAL_FIELDS)[number]): void => {
    const value = source[key];
    if (value === null) incoming[key] = null;
    else if (typeof value === 'string') incoming[key] = value;
  };
  pick('contentType');
  for (const key of OPTIONAL_FIELDS) pick(key);
  const metadata = source.metadata;
  if (metadata === null) {
    incoming.metadata = null;
  } else if (typeof metadata === 'object' && !Array.isArray(metadata)) {
    incoming.metadata = metadata as Record<string, unknown>;
  }
  return incoming;
}

function splitTokens(value: string): string[] {
  return value
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0);
}

function customMetadataValue(value: unknown): string {
  // Cloud Storage keeps custom metadata as strings; non-strings are stringified as it does.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Builds a freshly written object (a new generation). */
export function createStoredObject(input: {
  bucket: string;
  name: string;
  data: Buffer;
  metadata: IncomingMetadata;
  fallbackContentType?: string | undefined;
}): StoredObject {
  const { metadata } = input;
  const customMetadata: Record<string, string> = {};
  let downloadTokens: string[] = [];
  for (const [key, value] of Object.entries(metadata.metadata ?? {})) {
    if (value === null || value === undefined) continue;
    if (key === DOWNLOAD_TOKENS_KEY) {
      downloadTokens = splitTokens(customMetadataValue(value));
    } else {
      customMetadata[key] = customMetadataValue(value);
    }
  }
  const generation = nextGeneration();
  const now = new Date();
  const optional: Partial<Record<(typeof OPTIONAL_FIELDS)[number], string>> = {};
  for (const key of OPTIONAL_FIELDS) {
    const value = metadata[key];
    if (typeof value === 'string') optional[key] = value;
  }
  return {
    bucket: input.bucket,
    name: input.name,
    data: input.data,
    generation,
    metageneration: 1,
    contentType: metadata.contentType || input.fallbackContentType || 'application/octet-stream',
    ...optional,
    customMetadata,
    downloadTokens,
    timeCreated: now,
    updated: now,
    md5Hash: createHash('md5').update(input.data).digest('base64'),
    crc32c: crc32c(input.data),
    etag: etagOf(generation, 1),
    storageClass: 'STANDARD',
  };
}

/** Applies a metadata patch; bumps metageneration and `updated`. */
export function updateStoredObject(object: StoredObject, patch: IncomingMetadata): StoredObject {
  const next: { -readonly [K in keyof StoredObject]: StoredObject[K] } = { ...object };
  if (patch.contentType !== undefined) {
    next.contentType = patch.contentType ?? 'application/octet-stream';
  }
  for (const key of OPTIONAL_FIELDS) {
    const value = patch[key];
    if (value === null) delete next[key];
    else if (typeof value === 'string') next[key] = value;
  }
  if (patch.metadata === null) {
    next.customMetadata = {};
  } else if (patch.metadata) {
    const custom: Record<string, string> = { ...object.customMetadata };
    for (const [key, value] of Object.entries(patch.metadata)) {
      if (value === undefined) continue;
      if (key === DOWNLOAD_TOKENS_KEY) {
        next.downloadTokens = value === null ? [] : splitTokens(customMetadataValue(value));
      } else if (value === null) {
        delete custom[key];
      } else {
        custom[key] = customMetadataValue(value);
      }
    }
    next.customMetadata = custom;
  }
  next.metageneration = object.metageneration + 1;
  next.updated = new Date();
  next.etag = etagOf(next.generation, next.metageneration);
  return next;
}

export function withDownloadToken(object: StoredObject): StoredObject {
  return { ...object, downloadTokens: [...object.downloadTokens, randomUUID()] };
}

/** Copy of `source` under a new name (JSON API copyTo / rewriteTo). */
export function copyStoredObject(
  source: StoredObject,
  target: { bucket: string; name: string },
  overrides: IncomingMetadata,
): StoredObject {
  const metadata: IncomingMetadata = {
    contentType: source.contentType,
    contentDisposition: source.contentDisposition ?? null,
    contentEncoding: source.contentEncoding ?? null,
    contentLanguage: source.contentLanguage ?? null,
    cacheControl: source.cacheControl ?? null,
    metadata: {
      ...source.customMetadata,
      ...(source.downloadTokens.length ? { [DOWNLOAD_TOKENS_KEY]: source.downloadTokens.join(',') } : {}),
    },
    ...overrides,
  };
  return createStoredObject({ ...target, data: source.data, metadata });
}

// ---------------------------------------------------------------------------------------------
// Renderings

/** Firebase Storage v0 metadata, the shape `firebase/storage` maps into FullMetadata. */
export function toFirebaseResource(object: StoredObject): Record<string, unknown> {
  const fileName = object.name.split('/').pop() ?? object.name;
  return {
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: object.storageClass,
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: crc32cToBase64(object.crc32c),
    etag: object.etag,
    downloadTokens: object.downloadTokens.join(','),
    contentEncoding: object.contentEncoding ?? 'identity',
    // Production reports an inline disposition with the file name when none was set.
    contentDisposition:
      object.contentDisposition ?? `inline; filename*=utf-8''${encodeURIComponent(fileName)}`,
    ...(object.contentLanguage !== undefined ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.cacheControl !== undefined ? { cacheControl: object.cacheControl } : {}),
    ...(Object.keys(object.customMetadata).length ? { metadata: { ...object.customMetadata } } : {}),
  };
}

/** Cloud Storage JSON API v1 object resource (`storage#object`). */
export function toGcsResource(object: StoredObject, origin: string): Record<string, unknown> {
  const encodedName = encodeURIComponent(object.name);
  const custom: Record<string, string> = { ...object.customMetadata };
  if (object.downloadTokens.length) {
    custom[DOWNLOAD_TOKENS_KEY] = object.downloadTokens.join(',');
  }
  return {
    kind: 'storage#object',
    id: `${object.bucket}/${object.name}/${object.generation}`,
    selfLink: `${origin}/storage/v1/b/${encodeURIComponent(object.bucket)}/o/${encodedName}`,
    mediaLink: `${origin}/download/storage/v1/b/${encodeURIComponent(object.bucket)}/o/${encodedName}?generation=${object.generation}&alt=media`,
    name: object.name,
    bucket: object.bucket,
    generation: object.generation,
    metageneration: String(object.metageneration),
    contentType: object.contentType,
    storageClass: object.storageClass,
    size: String(object.data.length),
    md5Hash: object.md5Hash,
    crc32c: crc32cToBase64(object.crc32c),
    etag: object.etag,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    timeStorageClassUpdated: object.timeCreated.toISOString(),
    ...(object.contentDisposition !== undefined ? { contentDisposition: object.contentDisposition } : {}),
    ...(object.contentEncoding !== undefined ? { contentEncoding: object.contentEncoding } : {}),
    ...(object.contentLanguage !== undefined ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.cacheControl !== undefined ? { cacheControl: object.cacheControl } : {}),
    ...(Object.keys(custom).length ? { metadata: custom } : {}),
  };
}

/** The value rules see as `resource` / `request.resource` (StorageObject in the rules contract). */
export type RulesStorageObject = {
  name: string;
  bucket: string;
  size: number;
  contentType: string;
  metadata: Record<string, string>;
  timeCreated: Date;
  updated: Date;
  md5Hash: string;
  crc32c: string;
  etag: string;
  generation: string;
  metageneration: string;
  contentDisposition?: string;
  contentEncoding?: string;
  contentLanguage?: string;
  cacheControl?: string;
};

export function toRulesResource(object: StoredObject): RulesStorageObject {
  return {
    name: object.name,
    bucket: object.bucket,
    size: object.data.length,
    contentType: object.contentType,
    metadata: { ...object.customMetadata },
    timeCreated: object.timeCreated,
    updated: object.updated,
    md5Hash: object.md5Hash,
    crc32c: crc32cToBase64(object.crc32c),
    etag: object.etag,
    generation: object.generation,
    metageneration: String(object.metageneration),
    ...(object.contentDisposition !== undefined ? { contentDisposition: object.contentDisposition } : {}),
    ...(object.contentEncoding !== undefined ? { contentEncoding: object.contentEncoding } : {}),
    ...(object.contentLanguage !== undefined ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.cacheControl !== undefined ? { cacheControl: object.cacheControl } : {}),
  };
}

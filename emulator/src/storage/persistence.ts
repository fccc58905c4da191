// Import and export in the layout of Firebase's storage emulator (`firebase emulators:export`),
// so one export directory works with either emulator:
//
//   storage_export/buckets.json          {"buckets":[{"id":"<bucket>"}]}
//   storage_export/blobs/<file>          object bytes
//   storage_export/metadata/<file>.json  object metadata (blob path = metadata path minus .json)

import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { ObjectStore } from './object-store.ts';
import { createStoredObject, DOWNLOAD_TOKENS_KEY, type StoredObject } from './stored-object.ts';

export const EXPORT_SUBDIR = 'storage_export';

type PersistedMetadata = {
  name: string;
  bucket: string;
  generation: number | string;
  metageneration: number;
  contentType?: string;
  timeCreated: string;
  updated: string;
  storageClass: string;
  size: number;
  md5Hash: string;
  crc32c: string;
  etag: string;
  contentEncoding?: string;
  contentDisposition?: string;
  contentLanguage?: string;
  cacheControl?: string;
  downloadTokens: string[];
  customMetadata?: Record<string, string>;
};

/** Writes every object (and the bucket list) under `<dir>/storage_export`, replacing what was there. */
export async function exportStorage(store: ObjectStore, dir: string, defaultBucket: string): Promise<void> {
  const root = join(dir, EXPORT_SUBDIR);
  await rm(root, { recursive: true, force: true });
  await mkdir(join(root, 'blobs'), { recursive: true });
  await mkdir(join(root, 'metadata'), { recursive: true });
  const buckets = new Set([defaultBucket, ...store.bucketNames()]);
  await writeFile(
    join(root, 'buckets.json'),
    JSON.stringify({ buckets: [...buckets].map((id) => ({ id })) }, null, 2),
  );
  for (const object of store.all()) {
    // Opaque file names: object names may contain anything, including characters no filesystem allows.
    const file = randomUUID();
    await writeFile(join(root, 'blobs', file), object.data);
    await writeFile(join(root, 'metadata', `${file}.json`), JSON.stringify(toPersisted(object), null, 2));
  }
}

/** Loads an export written by this server or by Firebase's emulator. Returns the object count. */
export async function importStorage(store: ObjectStore, dir: string): Promise<number> {
  const root = existsSync(join(dir, EXPORT_SUBDIR)) ? join(dir, EXPORT_SUBDIR) : dir;
  const bucketsFile = join(root, 'buckets.json');
  if (existsSync(bucketsFile)) {
    const parsed = JSON.parse(await readFile(bucketsFile, 'utf8')) as { buckets?: { id?: unknown }[] };
    for (const bucket of parsed.buckets ?? []) {
      if (typeof bucket.id === 'string') store.ensureBucket(bucket.id);
    }
  }
  const metadataDir = join(root, 'metadata');
  if (!existsSync(metadataDir)) return 0;
  let count = 0;
  for (const file of await walk(metadataDir)) {
    if (!file.endsWith('.json')) continue;
    const relativePath = relative(metadataDir, file).slice(0, -'.json'.length);
    // Firebase's emulator URI-encodes the metadata file name but not the blob's.
    const blob = [join(root, 'blobs', relativePath), join(root, 'blobs', safeDecode(relativePath))].find(
      (path) => existsSync(path),
    );
    if (!blob) continue;
    const persisted = JSON.parse(await readFile(file, 'utf8')) as PersistedMetadata;
    store.put(fromPersisted(persisted, await readFile(blob)));
    count++;
  }
  return count;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

async function walk(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await walk(path)));
    else files.push(path);
  }
  return files;
}

function toPersisted(object: StoredObject): PersistedMetadata {
  return {
    name: object.name,
    bucket: object.bucket,
    // Firebase's emulator stores generations as numbers; ours fit in a double exactly.
    generation: Number(object.generation),
    metageneration: object.metageneration,
    contentType: object.contentType,
    timeCreated: object.timeCreated.toISOString(),
    updated: object.updated.toISOString(),
    storageClass: object.storageClass,
    size: object.data.length,
    md5Hash: object.md5Hash,
    crc32c: String(object.crc32c),
    etag: object.etag,
    ...(object.contentEncoding !== undefined ? { contentEncoding: object.contentEncoding } : {}),
    ...(object.contentDisposition !== undefined ? { contentDisposition: object.contentDisposition } : {}),
    ...(object.contentLanguage !== undefined ? { contentLanguage: object.contentLanguage } : {}),
    ...(object.cacheControl !== undefined ? { cacheControl: object.cacheControl } : {}),
    downloadTokens: [...object.downloadTokens],
    ...(Object.keys(object.customMetadata).length ? { customMetadata: { ...object.customMetadata } } : {}),
  };
}

function fromPersisted(persisted: PersistedMetadata, data: Buffer): StoredObject {
  const tokens = [...(persisted.downloadTokens ?? [])];
  const custom = { ...(persisted.customMetadata ?? {}) };
  const base = createStoredObject({
    bucket: persisted.bucket,
    name: persisted.name,
    data,
    metadata: {
      contentType: persisted.contentType ?? null,
      contentDisposition: persisted.contentDisposition ?? null,
      contentEncoding: persisted.contentEncoding ?? null,
      contentLanguage: persisted.contentLanguage ?? null,
      cacheControl: persisted.cacheControl ?? null,
      metadata: { ...custom, ...(tokens.length ? { [DOWNLOAD_TOKENS_KEY]: tokens.join(',') } : {}) },
    },
  });
  // Hashes and size are recomputed from the bytes (the blob is the truth); identity and times kept.
  return {
    ...base,
    generation: String(persisted.generation ?? base.generation),
    metageneration: Number(persisted.metageneration ?? 1),
    timeCreated: persisted.timeCreated ? new Date(persisted.timeCreated) : base.timeCreated,
    updated: persisted.updated ? new Date(persisted.updated) : base.updated,
    etag: persisted.etag || base.etag,
    storageClass: persisted.storageClass || base.storageClass,
  };
}

import type { Bucket } from '../../deps.ts';

// The candidate's objects in Cloud Storage (`candidates/{uid}/{resume|avatar}/…`), through the
// admin SDK (rules do not apply to it). Only what the profile services need: an object's facts and
// some of its bytes, deleting, listing a folder.

export type StoredObjectFacts = { size: number; contentType: string | null; createdAt: Date | null };

const isNotFound = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 404;

/** Size, declared type and creation time of an object, or null when there is none at `path`. */
export const storedObjectFacts = async (bucket: Bucket, path: string): Promise<StoredObjectFacts | null> => {
  try {
    const [metadata] = await bucket.file(path).getMetadata();
    const created = Date.parse(String(metadata.timeCreated ?? ''));
    return {
      size: Number(metadata.size ?? 0),
      contentType: metadata.contentType ?? null,
      createdAt: Number.isFinite(created) ? new Date(created) : null,
    };
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
};

/** Bytes `start` to `end` (inclusive) of an object; empty for an empty range. */
export const readObjectRange = async (
  bucket: Bucket,
  path: string,
  start: number,
  end: number,
): Promise<Uint8Array> => {
  if (end < start) return new Uint8Array();
  const [bytes] = await bucket.file(path).download({ start, end });
  return new Uint8Array(bytes);
};

/** Records the type the server found in the object's metadata, so downloads open as what it is. */
export const setObjectContentType = async (
  bucket: Bucket,
  path: string,
  contentType: string,
): Promise<void> => {
  await bucket.file(path).setMetadata({ contentType });
};

/**
 * Deletes an object; a failure is logged, never thrown: the request it belongs to has already
 * succeeded or failed for its own reasons, and a leftover file is tidied by the next replacement
 * (deleteStrayUploads).
 */
export const deleteObjectQuietly = async (bucket: Bucket, path: string): Promise<void> => {
  try {
    await bucket.file(path).delete({ ignoreNotFound: true });
  } catch (error) {
    console.error(`Could not delete ${path}.`, error);
  }
};

/** The objects directly inside a folder (`prefix` ends with '/'), with their creation times. */
export const listFolder = async (
  bucket: Bucket,
  prefix: string,
): Promise<{ path: string; createdAt: Date | null }[]> => {
  const [files] = await bucket.getFiles({ prefix });
  return files
    .filter((file) => !file.name.slice(prefix.length).includes('/'))
    .map((file) => {
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      return { path: file.name, createdAt: Number.isFinite(created) ? new Date(created) : null };
    });
};

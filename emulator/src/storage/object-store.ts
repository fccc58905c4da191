// In-memory buckets of objects, with Cloud Storage's list semantics (prefix, delimiter, pages).

import type { StoredObject } from './stored-object.ts';

export type ListRequest = {
  bucket: string;
  prefix: string;
  delimiter: string;
  pageToken?: string | undefined;
  maxResults: number;
};

export type ListResult = { items: StoredObject[]; prefixes: string[]; nextPageToken?: string };

export class ObjectStore {
  private readonly buckets = new Map<string, Map<string, StoredObject>>();

  /** Buckets exist as soon as anything addresses them, as in Firebase's emulator. */
  ensureBucket(bucket: string): Map<string, StoredObject> {
    let objects = this.buckets.get(bucket);
    if (!objects) {
      objects = new Map();
      this.buckets.set(bucket, objects);
    }
    return objects;
  }

  bucketNames(): string[] {
    return [...this.buckets.keys()].sort();
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.buckets.get(bucket)?.get(name);
  }

  put(object: StoredObject): void {
    this.ensureBucket(object.bucket).set(object.name, object);
  }

  delete(bucket: string, name: string): boolean {
    return this.buckets.get(bucket)?.delete(name) ?? false;
  }

  /** Removes every object but keeps the known buckets. */
  clear(): void {
    for (const objects of this.buckets.values()) objects.clear();
  }

  *all(): Iterable<StoredObject> {
    for (const objects of this.buckets.values()) yield* objects.values();
  }

  /**
   * Lists like the JSON API: objects under `prefix`; with a delimiter, names that continue past
   * the delimiter are rolled up into `prefixes`. Items and prefixes share one lexicographic
   * sequence that is paged together, so a prefix is reported once across pages. The page token
   * is the last name returned, base64url-encoded (opaque to clients).
   */
  list(request: ListRequest): ListResult {
    const { prefix, delimiter } = request;
    const entries = new Map<string, StoredObject | null>();
    for (const object of this.buckets.get(request.bucket)?.values() ?? []) {
      if (!object.name.startsWith(prefix)) continue;
      const cut = delimiter ? object.name.indexOf(delimiter, prefix.length) : -1;
      if (cut === -1) {
        entries.set(object.name, object);
      } else {
        entries.set(object.name.slice(0, cut + delimiter.length), null);
      }
    }
    const after = request.pageToken ? decodePageToken(request.pageToken) : undefined;
    const keys = [...entries.keys()]
      .filter((key) => after === undefined || key > after)
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const page = keys.slice(0, request.maxResults);
    const result: ListResult = { items: [], prefixes: [] };
    for (const key of page) {
      const object = entries.get(key);
      if (object) result.items.push(object);
      else result.prefixes.push(key);
    }
    const last = page[page.length - 1];
    if (keys.length > page.length && last !== undefined) {
      result.nextPageToken = Buffer.from(last, 'utf8').toString('base64url');
    }
    return result;
  }
}

function decodePageToken(token: string): string {
  return Buffer.from(token, 'base64url').toString('utf8');
}

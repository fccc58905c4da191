// The documents of one database, in memory. Stored documents are immutable: a write replaces the
// object, so readers (queries, Listen diffs, responses being serialised) can hold references
// without copying.

import { collectionIdOf, parentPathOf } from './resource-names.ts';
import type { MapFields } from './values.ts';

export type StoredDocument = {
  /** Relative path, 'jobs/abc'. Named `path` so the object is also a rules-engine document. */
  readonly path: string;
  readonly fields: MapFields;
  /** Microseconds since the epoch. */
  readonly createTime: number;
  readonly updateTime: number;
};

export type DocumentChange = {
  path: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
};

export type ChangeListener = (changes: readonly DocumentChange[], commitTime: number) => void;

export class DocumentStore {
  private readonly documents = new Map<string, StoredDocument>();
  /** collection path → (document path → document): the scan unit of every query. */
  private readonly collections = new Map<string, Map<string, StoredDocument>>();
  /** collection id → collection paths with that id: the scan unit of collection-group queries. */
  private readonly groups = new Map<string, Set<string>>();
  private readonly listeners = new Set<ChangeListener>();

  get size(): number {
    return this.documents.size;
  }

  get(path: string): StoredDocument | null {
    return this.documents.get(path) ?? null;
  }

  all(): IterableIterator<StoredDocument> {
    return this.documents.values();
  }

  collection(collectionPath: string): Iterable<StoredDocument> {
    return this.collections.get(collectionPath)?.values() ?? [];
  }

  /** Documents of every collection named `collectionId` under `parentPath` ('' = everywhere). */
  *collectionGroup(parentPath: string, collectionId: string): Iterable<StoredDocument> {
    const prefix = parentPath === '' ? '' : parentPath + '/';
    for (const collectionPath of this.groups.get(collectionId) ?? []) {
      if (collectionPath.startsWith(prefix)) yield* this.collection(collectionPath);
    }
  }

  /** Every document below `parentPath` ('' = the whole database), at any depth. */
  *descendants(parentPath: string): Iterable<StoredDocument> {
    if (parentPath === '') {
      yield* this.documents.values();
      return;
    }
    const prefix = parentPath + '/';
    for (const [collectionPath, docs] of this.collections)
      if (collectionPath.startsWith(prefix)) yield* docs.values();
  }

  /**
   * Ids of the collections directly under `parentPath` that hold at least one document, at any
   * depth (Firestore lists a collection even if only its grandchildren exist).
   */
  collectionIds(parentPath: string): Set<string> {
    const prefix = parentPath === '' ? '' : parentPath + '/';
    const ids = new Set<string>();
    for (const collectionPath of this.collections.keys()) {
      if (collectionPath.startsWith(prefix)) {
        const rest = collectionPath.slice(prefix.length);
        const slash = rest.indexOf('/');
        ids.add(slash === -1 ? rest : rest.slice(0, slash));
      }
    }
    return ids;
  }

  /** Ids of documents in `collectionPath` that do not exist but have descendants ("missing"). */
  missingDocumentIds(collectionPath: string): Set<string> {
    const prefix = collectionPath + '/';
    const ids = new Set<string>();
    for (const path of this.collections.keys()) {
      if (path.startsWith(prefix)) {
        const id = path.slice(prefix.length).split('/')[0] as string;
        if (!this.documents.has(prefix + id)) ids.add(id);
      }
    }
    return ids;
  }

  /** Applies a commit's resulting document states and tells listeners. */
  apply(changes: readonly DocumentChange[], commitTime: number): void {
    for (const change of changes) {
      if (change.after) this.put(change.after);
      else this.remove(change.path);
    }
    if (changes.length > 0) {
      for (const listener of this.listeners) listener(changes, commitTime);
    }
  }

  /** Deletes everything, as one commit (so open Listen streams see the deletions). */
  clear(commitTime: number): void {
    const changes = [...this.documents.values()].map((doc) => ({ path: doc.path, before: doc, after: null }));
    this.apply(changes, commitTime);
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private put(doc: StoredDocument): void {
    this.documents.set(doc.path, doc);
    const collectionPath = parentPathOf(doc.path);
    let collection = this.collections.get(collectionPath);
    if (!collection) {
      collection = new Map();
      this.collections.set(collectionPath, collection);
      const id = collectionIdOf(doc.path);
      let group = this.groups.get(id);
      if (!group) {
        group = new Set();
        this.groups.set(id, group);
      }
      group.add(collectionPath);
    }
    collection.set(doc.path, doc);
  }

  private remove(path: string): void {
    if (!this.documents.delete(path)) return;
    const collectionPath = parentPathOf(path);
    const collection = this.collections.get(collectionPath);
    if (!collection) return;
    collection.delete(path);
    if (collection.size === 0) {
      this.collections.delete(collectionPath);
      const id = collectionIdOf(path);
      const group = this.groups.get(id);
      group?.delete(collectionPath);
      if (group?.size === 0) this.groups.delete(id);
    }
  }
}

import type { Query, QueryDocumentSnapshot } from 'firebase/firestore/lite';

import type * as FirestoreSdkModule from '../firestore-sdk';

/** What paging uses of the lazily loaded SDK (../load-firestore.ts), passed in by the caller. */
type PagingSdk = Pick<typeof FirestoreSdkModule, 'getCount' | 'getDocs' | 'limit' | 'query' | 'startAfter'>;

export type QueryPage<T> = {
  docs: QueryDocumentSnapshot<T>[];
  /** What the query matches in all (count()). */
  total: number;
  /** Document reads the page cost: its documents, and one per 1,000 index entries count() went through. */
  reads: number;
};

/**
 * Pages of an admin table read from Firestore (limit, cursor, count()), so reads scale with the page
 * shown, not with the collection. The reader keeps the last document of each page read so far, per
 * query key and page size: the next page starts after it (a cursor) and costs one page of reads; a
 * page opened directly from a URL reads up to it once. One reader per table.
 */
export const createPageReader = <T>() => {
  const cursors = new Map<string, QueryDocumentSnapshot<T>[]>();
  return async (
    sdk: PagingSdk,
    base: Query<T>,
    key: string,
    page: number,
    pageSize: number,
  ): Promise<QueryPage<T>> => {
    const cacheKey = `${key}|${String(pageSize)}`;
    const known = cursors.get(cacheKey) ?? [];
    const cursor = page > 0 ? known[page - 1] : undefined;
    const direct = page === 0 || cursor !== undefined;
    const [snapshot, count] = await Promise.all([
      sdk.getDocs(
        direct
          ? cursor
            ? sdk.query(base, sdk.startAfter(cursor), sdk.limit(pageSize))
            : sdk.query(base, sdk.limit(pageSize))
          : sdk.query(base, sdk.limit((page + 1) * pageSize)),
      ),
      sdk.getCount(base),
    ]);
    const docs = direct ? snapshot.docs : snapshot.docs.slice(page * pageSize);
    const last = docs.at(-1);
    if (last) {
      const next = [...known];
      next[page] = last;
      cursors.set(cacheKey, next);
    }
    const total = count.data().count;
    return { docs, total, reads: snapshot.docs.length + Math.max(1, Math.ceil(total / 1000)) };
  };
};

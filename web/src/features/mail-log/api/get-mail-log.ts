import { COLLECTIONS, createConverter } from '@careers/domain/firestore';
import type { Mail, MailStatus, WithId } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';

const mailConverter = firestoreConverter(createConverter<Mail>());

export type MailMessage = WithId<Mail>;
export type MailLogSpec = { status: MailStatus | 'all'; direction: 'asc' | 'desc' };
export type MailLogPage = { rows: MailMessage[]; total: number };

type Cursor = Awaited<ReturnType<Awaited<ReturnType<typeof loadFirestore>>['getDocs']>>['docs'][number];

// Like the jobs grid (features/job-admin/api/admin-jobs.ts): the last document of each page read so
// far, per filter and page size, so the next page starts after it and costs one page of reads.
const cursors = new Map<string, Cursor[]>();

/**
 * One page of the outbox (`mail`, admins only: firestore.rules), newest or oldest first, with the
 * total the filter matches (count()). Filtering by status and sorting by date use the composite
 * indexes `mail (status, createdAt)` in firestore.indexes.json.
 */
export const fetchMailLogPage = async (
  spec: MailLogSpec,
  page: number,
  pageSize: number,
): Promise<MailLogPage> => {
  const sdk = await loadFirestore();
  const base = sdk.query(
    sdk.collection(sdk.db, COLLECTIONS.mail).withConverter(mailConverter),
    ...(spec.status === 'all' ? [] : [sdk.where('status', '==', spec.status)]),
    sdk.orderBy('createdAt', spec.direction),
  );
  const key = `${JSON.stringify(spec)}|${String(pageSize)}`;
  const known = cursors.get(key) ?? [];
  const cursor = page > 0 ? known[page - 1] : undefined;
  const [snapshot, count] = await Promise.all([
    page === 0 || cursor
      ? sdk.getDocs(
          cursor
            ? sdk.query(base, sdk.startAfter(cursor), sdk.limit(pageSize))
            : sdk.query(base, sdk.limit(pageSize)),
        )
      : sdk.getDocs(sdk.query(base, sdk.limit((page + 1) * pageSize))),
    sdk.getCount(base),
  ]);
  const docs = page === 0 || cursor ? snapshot.docs : snapshot.docs.slice(page * pageSize);
  const last = docs.at(-1);
  if (last) {
    const next = [...known];
    next[page] = last;
    cursors.set(key, next);
  }
  return { rows: docs.map((document) => document.data()), total: count.data().count };
};

export const mailLogQueryKey = ['admin', 'mail-log'] as const;

export const useMailLog = (spec: MailLogSpec, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...mailLogQueryKey, spec, page, pageSize],
    queryFn: () => fetchMailLogPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });

import { COLLECTIONS, createConverter } from '@careers/domain/firestore';
import type { Mail, MailStatus, WithId } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

const mailConverter = firestoreConverter(createConverter<Mail>());
const readMailPage = createPageReader<MailMessage>();

export type MailMessage = WithId<Mail>;
export type MailLogSpec = { status: MailStatus | 'all'; direction: 'asc' | 'desc' };
export type MailLogPage = { rows: MailMessage[]; total: number };

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
  const { docs, total } = await readMailPage(sdk, base, JSON.stringify(spec), page, pageSize);
  return { rows: docs.map((document) => document.data()), total };
};

export const mailLogQueryKey = ['admin', 'mail-log'] as const;

export const useMailLog = (spec: MailLogSpec, page: number, pageSize: number) =>
  useQuery({
    queryKey: [...mailLogQueryKey, spec, page, pageSize],
    queryFn: () => fetchMailLogPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });

import type { ApplicantQuery } from '@careers/domain/types';
import { CONVERTERS } from '@careers/domain/firestore';
import type { ApplicantSearchEntry, WithId } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

// Every candidate who has applied, across jobs (issue 20): a page of `applicantSearch` entries,
// one per application, newest first. The entry holds what the table shows, so a page of 25 costs
// 25 reads and the count() (one per 1,000 matches).

export type CandidateRow = WithId<ApplicantSearchEntry>;
export type CandidatesPage = { rows: CandidateRow[]; total: number; reads: number };

const entryConverter = firestoreConverter(CONVERTERS.applicantSearch);
const readCandidatesPage = createPageReader<CandidateRow>();

export const fetchCandidatesPage = async (
  search: ApplicantQuery,
  page: number,
  pageSize: number,
): Promise<CandidatesPage> => {
  const sdk = await loadFirestore();
  const base = sdk.applicantSearchQuery(sdk.db, search).withConverter(entryConverter);
  const { docs, total, reads } = await readCandidatesPage(sdk, base, JSON.stringify(search), page, pageSize);
  return { rows: docs.map((document) => document.data()), total, reads };
};

export const useCandidatesPage = (search: ApplicantQuery, page: number, pageSize: number) =>
  useQuery({
    queryKey: ['admin', 'candidates', search, page, pageSize],
    queryFn: () => fetchCandidatesPage(search, page, pageSize),
    placeholderData: keepPreviousData,
  });

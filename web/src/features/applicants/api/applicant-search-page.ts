import type { ApplicantQuery } from '@careers/domain';
import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import { isNarrowedApplicantQuery } from '@careers/domain/rules';
import type { Application, ApplicationReview, ApplicantSearchEntry, WithId } from '@careers/domain/types';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import type { ApplicantsGridSpec } from '@/lib/firebase/queries/applicants-grid-spec';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

import {
  applicantRowOf,
  applicantsQueryKey,
  fetchApplicantsPage,
  type ApplicantsPage,
} from './applicants-page';

// A job's applicants narrowed by the search (issue 20): the page of `applicantSearch` entries the
// query matches, then each application and (once tested) its review, so the rows are the table's
// own. A page of 25 costs at most 25 entries + 25 applications + 25 reviews + the count().

const readSearchPage = createPageReader<WithId<ApplicantSearchEntry>>();
const entryConverter = firestoreConverter(CONVERTERS.applicantSearch);
const applicationConverter = firestoreConverter(CONVERTERS.applications);

export const fetchApplicantSearchPage = async (
  query: ApplicantQuery,
  page: number,
  pageSize: number,
): Promise<ApplicantsPage> => {
  const sdk = await loadFirestore();
  const base = sdk.applicantSearchQuery(sdk.db, query).withConverter(entryConverter);
  const entries = await readSearchPage(sdk, base, JSON.stringify(query), page, pageSize);
  const applications = await Promise.all(
    entries.docs.map(async (entry) => {
      const snapshot = await sdk.getDoc(
        sdk.doc(sdk.db, COLLECTIONS.applications, entry.id).withConverter(applicationConverter),
      );
      return snapshot.data() as WithId<Application> | undefined;
    }),
  );
  const found = applications.filter((application): application is WithId<Application> => !!application);
  const reviews = await Promise.all(
    found.map(async (application) => {
      if (!application.test?.taken) return null;
      const review = await sdk.getDoc(sdk.applicationReviewRef(sdk.db, application.id));
      return (review.data() as ApplicationReview | undefined) ?? null;
    }),
  );
  return {
    rows: found.map((application, index) => applicantRowOf(application, reviews[index] ?? null)),
    total: entries.total,
    reads: entries.reads + entries.docs.length + reviews.filter(Boolean).length,
  };
};

/**
 * The rows of a job's applicants table: its status view as Firestore sorts it, or, once the search
 * narrows it (a word, a score or experience range), the search's matches, newest first.
 */
export const useApplicantRows = (
  spec: ApplicantsGridSpec,
  search: ApplicantQuery,
  page: number,
  pageSize: number,
) => {
  const narrowed = isNarrowedApplicantQuery(search);
  return useQuery({
    queryKey: [...applicantsQueryKey(spec.jobId), narrowed ? search : spec, page, pageSize],
    queryFn: () =>
      narrowed ? fetchApplicantSearchPage(search, page, pageSize) : fetchApplicantsPage(spec, page, pageSize),
    placeholderData: keepPreviousData,
  });
};

import type { ApplicantQuery } from '@careers/domain/types';
import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Application, ApplicationReview, ApplicantSearchEntry, WithId } from '@careers/domain/types';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

import { applicantRowOf, type ApplicantsPage } from './applicants-page';

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

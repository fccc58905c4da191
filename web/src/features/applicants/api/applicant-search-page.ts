import type { ApplicantQuery } from '@careers/domain/types';
import { COLLECTIONS, CONVERTERS } from '@careers/domain/firestore';
import type { Application, ApplicantSearchEntry, WithId } from '@careers/domain/types';

import { firestoreConverter } from '@/lib/firebase/converter';
import { loadFirestore } from '@/lib/firebase/load-firestore';
import { createPageReader } from '@/lib/firebase/queries/page-reader';

import { withScores, type ApplicantsPage } from './applicants-page';

// A job's applicants narrowed by the search (issue 20): the page of `applicantSearch` entries the
// query matches, then each application and (once tested) its review, so the rows are the table's
// own (withScores, with the mail of a "not selected" that was mailed). A page of 25 costs at most 25
// entries + 25 applications + 25 reviews or decision mails + the count().

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
  const scored = await withScores(sdk, found);
  return {
    rows: scored.rows,
    total: entries.total,
    reads: entries.reads + entries.docs.length + scored.reads,
  };
};

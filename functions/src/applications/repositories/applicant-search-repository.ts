import {
  applicantSearchEntryOf,
  applicantSearchPlan,
  COLLECTIONS,
  type ApplicantQuery,
  type Application,
  type ApplicationStatus,
} from '@careers/domain';
import type { Firestore, Query, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';

// `applicantSearch/{applicationId}` (issue 20; domain types/applicant-search.ts): what the admin
// search finds an application by. Written here only, in the transaction of the change it mirrors,
// so a search never shows an applicant under a status or score they no longer have. Writes past
// creation merge: an application made before the search existed has no entry until the backfill
// (scripts/admin/backfill-search.ts) writes it, and a merge does not fail on its absence.

export const applicantSearchRef = (db: Firestore, id: string) =>
  db.collection(COLLECTIONS.applicantSearch).doc(id);

/** The whole entry of an application (applying, an erasure's move), its review's score if any. */
export const writeApplicantSearchEntry = (
  transaction: Transaction,
  db: Firestore,
  id: string,
  application: Pick<Application, 'jobId' | 'jobTitle' | 'uid' | 'status' | 'appliedAt' | 'candidate'>,
  review: { score: number | null; totalQuestions: number | null } | null,
  now: Date,
): void => {
  transaction.set(applicantSearchRef(db, id), applicantSearchEntryOf(application, review, now));
};

export const writeApplicantSearchStatus = (
  transaction: Transaction,
  db: Firestore,
  id: string,
  status: ApplicationStatus,
  now: Date,
): void => {
  transaction.set(applicantSearchRef(db, id), { status, updatedAt: now }, { merge: true });
};

/** A finished test's score (whole percent), in the transaction that scores it. */
export const writeApplicantSearchScore = (
  transaction: Transaction,
  db: Firestore,
  id: string,
  scorePercent: number,
  now: Date,
): void => {
  transaction.set(applicantSearchRef(db, id), { scorePercent, updatedAt: now }, { merge: true });
};

/** The Firestore query answering `query` (the domain's plan, as the web runs it), newest first. */
export const applicantSearchQuery = (db: Firestore, query: ApplicantQuery): Query => {
  const plan = applicantSearchPlan(query);
  return plan.where
    .reduce<Query>(
      (current, condition) => current.where(condition.field, condition.op, condition.value),
      db.collection(COLLECTIONS.applicantSearch),
    )
    .orderBy(plan.orderBy.field, plan.orderBy.direction);
};

/** Entries read at a time when every match is wanted. */
const MATCHING_PAGE = 500;

/** Every match's id, or, past the cap, how many match (and no ids). */
export type MatchingApplications = { ids: string[]; tooMany: null } | { ids: null; tooMany: number };

/**
 * The ids of every application matching `query`, newest first, when at most `max` match. It reads at
 * most `max + 1` entries (a page at a time, the last page's limit cut to what is left), so a search
 * past the cap costs the cap, not every match; past it, count() (one read per 1,000) says how many
 * match, for the refusal. The cursor is the page's last document itself, so it carries every
 * ordered field, the ranges' included.
 */
export const matchingApplicationIds = async (
  db: Firestore,
  query: ApplicantQuery,
  max: number,
): Promise<MatchingApplications> => {
  const ids: string[] = [];
  const base = applicantSearchQuery(db, query);
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const size = Math.min(MATCHING_PAGE, max + 1 - ids.length);
    const page = await (cursor ? base.startAfter(cursor) : base).limit(size).get();
    ids.push(...page.docs.map((document) => document.id));
    if (ids.length > max) {
      const count = await base.count().get();
      return { ids: null, tooMany: count.data().count };
    }
    cursor = page.docs.at(-1);
    if (page.size < size) return { ids, tooMany: null };
  }
};

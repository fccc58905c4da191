import {
  COLLECTIONS,
  insightCounterDocId,
  insightCounterMonths,
  insightDaysOfMonths,
  type InsightCounterDoc,
  type InsightCounterMonthDoc,
} from '@careers/domain';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';

// `insightCounters/{jobId}_{month}` (domain rules/insights.ts), owned by the applications capability:
// written only by changeApplicationStatus and its siblings (services/application-status.ts) in the
// transaction of the change they count, read by the insights service. Server-only: admins may read
// them, no client writes (firestore.rules). One document per job and month keeps each far inside
// Firestore's 20,000 fields and 40,000 index entries (`meta` and `days` are exempt from indexing in
// firestore.indexes.json; `npm run bench:insight-counters -w scripts` measures a year at ten times
// the group's volume), and spreads the writes: a job's month takes its own applicants' changes only.

export const insightCounterRef = (db: Firestore, jobId: string, month: string): DocumentReference =>
  db.collection(COLLECTIONS.insightCounters).doc(insightCounterDocId(jobId, month));

/**
 * The counters of the days from `from` to `to` (company ISO dates, both included), as days: one
 * range query on `month`, one read per job and month with applications (days of those months
 * outside the range are dropped by the report).
 */
export const readInsightCounters = async (
  db: Firestore,
  range: { from: string; to: string },
): Promise<InsightCounterDoc[]> => {
  const months = insightCounterMonths(range);
  const snapshot = await db
    .collection(COLLECTIONS.insightCounters)
    .where('month', '>=', months.from)
    .where('month', '<=', months.to)
    .get();
  return insightDaysOfMonths(snapshot.docs.map((doc) => doc.data() as InsightCounterMonthDoc));
};

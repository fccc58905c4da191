import {
  COLLECTIONS,
  INSIGHT_COUNTER_SHARDS,
  insightCounterDocId,
  type InsightCounterDoc,
} from '@careers/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

// `insightCounters/{day}_{shard}` (domain rules/insights.ts), owned by the applications capability:
// written only by changeApplicationStatus and its siblings (services/application-status.ts) in the
// transaction of the change they count, read by the insights service. Server-only: admins may read
// them, no client writes (firestore.rules).

export const insightCounterRef = (db: Firestore, day: string, shard: number): DocumentReference =>
  db.collection(COLLECTIONS.insightCounters).doc(insightCounterDocId(day, shard));

// One shard per day and transaction: a batch of a hundred changes of one day's applications writes
// one document a hundred increments, not a hundred documents; separate transactions spread out.
const shardsOfTransaction = new WeakMap<Transaction, Map<string, number>>();

export const shardFor = (transaction: Transaction, day: string): number => {
  let shards = shardsOfTransaction.get(transaction);
  if (!shards) shardsOfTransaction.set(transaction, (shards = new Map()));
  let shard = shards.get(day);
  if (shard === undefined) {
    shard = Math.floor(Math.random() * INSIGHT_COUNTER_SHARDS);
    shards.set(day, shard);
  }
  return shard;
};

/**
 * The counter documents of the days from `from` to `to` (company ISO dates, both included): one
 * range query on `day`, one read per existing document (at most INSIGHT_COUNTER_SHARDS a day).
 */
export const readInsightCounters = async (
  db: Firestore,
  range: { from: string; to: string },
): Promise<InsightCounterDoc[]> => {
  const snapshot = await db
    .collection(COLLECTIONS.insightCounters)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .get();
  return snapshot.docs.map((doc) => doc.data() as InsightCounterDoc);
};

import { scorePercent } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { reviewRef } from '../../applications/index.ts';

type Reader = Pick<Transaction, 'getAll'> | Pick<Firestore, 'getAll'>;

/**
 * The test score (percent) of each application about to be selected, from its admin-only review
 * (null without a test result): a selection counts in its test score band of the hiring insights
 * (changeApplicationStatus's `scorePercent`).
 */
export const readScorePercents = async (
  reader: Reader,
  db: Firestore,
  ids: readonly string[],
): Promise<Map<string, number | null>> => {
  if (ids.length === 0) return new Map();
  const reviews = await (reader as Pick<Firestore, 'getAll'>).getAll(...ids.map((id) => reviewRef(db, id)));
  return new Map(
    reviews.map((snapshot, index) => {
      const review = snapshot.data();
      const percent =
        review && review.score !== null && review.totalQuestions
          ? scorePercent(review.score, review.totalQuestions)
          : null;
      return [ids[index] as string, percent] as const;
    }),
  );
};

// `npm run recount:insights -w scripts [-- --project ID] [--real] [--dry-run]`
//
// Rebuilds the hiring-insight counters (`insightCounters`, docs/data-model.md) from the applications
// themselves: every application's status history and finished test's score, recounted by the
// domain's recountInsights and written as one document per job and month, as the status-change
// function would have kept them. Since issue 22 the functions count every change as it happens;
// applications stored before that were never counted, and counter documents of the layout before
// issue 31 (`{day}_{shard}`) are read by nothing. This counts the first and deletes the second, and
// every counter document the recount does not produce (the demo seed's included: it counts the
// seeded applications itself).
//
// It replaces the counters with what the applications say, so a change counted while it runs (an
// apply or a shortlist after its read of the applications) can be lost: run it while the portal is
// quiet (for example right after deploying, before announcing), or run it again. Re-running writes
// the same documents. Against the local emulator by default; against a real project with `--real`
// (credentials as for admin:grant, docs/deployment.md). `--dry-run` reads and reports only.
import { parseArgs } from 'node:util';

import {
  COLLECTIONS,
  insightCounterDocId,
  insightMonthsOfDays,
  recountInsights,
  REVIEW_PATH,
  reviveDates,
  scorePercent,
  type Application,
  type ApplicationReview,
  type CountedApplication,
} from '@careers/domain';
import { type Firestore, type QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { PAGE_SIZE, pagesOf } from './collection-pages.ts';
import { OPERATOR_OPTIONS, operatorFirestore } from './operator-firestore.ts';

/** Counter documents written per batch (a month of a busy job is thousands of fields). */
const WRITES_PER_BATCH = 50;

/**
 * What the counters need of a stored application. One stored without a status history (the
 * oldest) counts as applied when it was made and in its present status since it was last updated.
 */
export const countedApplicationOf = (
  application: Partial<Application>,
  review: Pick<ApplicationReview, 'score' | 'totalQuestions'> | null,
): CountedApplication | null => {
  if (!application.jobId || !(application.appliedAt instanceof Date)) return null;
  const appliedAt = application.appliedAt;
  const history =
    application.statusHistory && application.statusHistory.length > 0
      ? application.statusHistory
      : [
          { status: 'applied' as const, at: appliedAt },
          ...(application.status && application.status !== 'applied'
            ? [{ status: application.status, at: application.updatedAt ?? appliedAt }]
            : []),
        ];
  const score =
    review && typeof review.score === 'number' && review.totalQuestions
      ? scorePercent(review.score, review.totalQuestions)
      : null;
  return {
    jobId: application.jobId,
    jobTitle: application.jobTitle ?? application.jobId,
    appliedAt,
    statusHistory: history.map((entry) => ({ status: entry.status, at: new Date(entry.at) })),
    ...(application.insight ? { insight: application.insight } : {}),
    scorePercent: score,
  };
};

export type RecountOutcome = {
  /** Applications read, and those counted (an application without a job or a date is not). */
  applications: number;
  counted: number;
  /** Counter documents written, and stale ones deleted. */
  written: number;
  deleted: number;
};

/** Recounts every application into the counter documents (see the top of this file). */
export const recountInsightCounters = async (
  db: Firestore,
  options: { dryRun?: boolean } = {},
): Promise<RecountOutcome> => {
  const counted: CountedApplication[] = [];
  let applications = 0;
  for await (const page of pagesOf(db, COLLECTIONS.applications)) {
    const reviews = await db.getAll(
      ...page.map((document) => document.ref.collection(REVIEW_PATH.collection).doc(REVIEW_PATH.id)),
    );
    page.forEach((document, index) => {
      const application = reviveDates(document.data()) as Partial<Application>;
      const review = (reviews[index]?.data() as ApplicationReview | undefined) ?? null;
      const entry = countedApplicationOf(application, review);
      if (entry) counted.push(entry);
    });
    applications += page.length;
  }
  const months = insightMonthsOfDays(recountInsights(counted));
  const ids = new Set(months.map((month) => insightCounterDocId(month.jobId, month.month)));
  const stale: QueryDocumentSnapshot[] = [];
  for await (const page of pagesOf(db, COLLECTIONS.insightCounters)) {
    stale.push(...page.filter((document) => !ids.has(document.id)));
  }
  if (!options.dryRun) {
    const collection = db.collection(COLLECTIONS.insightCounters);
    for (let start = 0; start < months.length; start += WRITES_PER_BATCH) {
      const batch = db.batch();
      for (const month of months.slice(start, start + WRITES_PER_BATCH)) {
        batch.set(collection.doc(insightCounterDocId(month.jobId, month.month)), month);
      }
      await batch.commit();
    }
    for (let start = 0; start < stale.length; start += PAGE_SIZE) {
      const batch = db.batch();
      for (const document of stale.slice(start, start + PAGE_SIZE)) batch.delete(document.ref);
      await batch.commit();
    }
  }
  return { applications, counted: counted.length, written: months.length, deleted: stale.length };
};

const main = async () => {
  const { values } = parseArgs({
    options: { ...OPERATOR_OPTIONS, 'dry-run': { type: 'boolean', default: false } },
  });
  const db = operatorFirestore('recount', values);
  const outcome = await recountInsightCounters(db, { dryRun: values['dry-run'] });
  const verb = values['dry-run'] ? 'would write' : 'wrote';
  console.log(
    `Read ${String(outcome.applications)} applications (${String(outcome.counted)} counted); ` +
      `${verb} ${String(outcome.written)} counter documents and ${values['dry-run'] ? 'would delete' : 'deleted'} ` +
      `${String(outcome.deleted)} stale ones.`,
  );
};

if (import.meta.url === `file://${process.argv[1]}`) await main();

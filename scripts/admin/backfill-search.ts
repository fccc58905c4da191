// `npm run backfill:search -w scripts [-- --project ID] [--real]`
//
// Makes data stored before the admin search (issue 20) findable: gives every job the words the
// search looks up (`searchTokens`) and every application its `applicantSearch` entry. Since then the
// functions write both with every change; before this runs, older jobs and applications are found
// by no search. Re-running it writes nothing for what is already right. Against the local emulator by default; against a
// real project with `--real` (credentials as for admin:grant).
import { parseArgs } from 'node:util';

import { COLLECTIONS, REVIEW_PATH, reviveDates } from '@careers/domain/firestore';
import { applicantSearchEntryOf, jobSearchTokens } from '@careers/domain/rules';
import type { Application, ApplicationReview } from '@careers/domain/types';
import type { Firestore } from 'firebase-admin/firestore';

import { pagesOf } from './collection-pages.ts';
import { OPERATOR_OPTIONS, operatorFirestore } from './operator-firestore.ts';

const sameWords = (stored: unknown, derived: readonly string[]) =>
  Array.isArray(stored) &&
  stored.length === derived.length &&
  stored.every((word, index) => word === derived[index]);

/** Writes the words of every job that lacks them or holds stale ones; answers how many were read and written. */
export const backfillJobSearchTokens = async (db: Firestore): Promise<{ read: number; updated: number }> => {
  let read = 0;
  let updated = 0;
  for await (const jobs of pagesOf(db, COLLECTIONS.jobs)) {
    const batch = db.batch();
    let writes = 0;
    for (const document of jobs) {
      const job = document.data() as {
        title?: string;
        department?: { title?: string };
        searchTokens?: unknown;
      };
      const words = jobSearchTokens({
        title: job.title ?? '',
        department: { title: job.department?.title ?? '' },
      });
      if (sameWords(job.searchTokens, words)) continue;
      // Only this field: the job's updatedAt and audit trail are about what an admin changed.
      batch.update(document.ref, { searchTokens: words });
      writes += 1;
    }
    if (writes > 0) await batch.commit();
    read += jobs.length;
    updated += writes;
  }
  return { read, updated };
};

/**
 * Writes the applicantSearch entry of every application that has none (with its review's score);
 * answers how many applications were read and entries written.
 */
export const backfillApplicantSearch = async (
  db: Firestore,
  now: Date,
): Promise<{ read: number; updated: number }> => {
  let read = 0;
  let updated = 0;
  for await (const applications of pagesOf(db, COLLECTIONS.applications)) {
    const entries = await db.getAll(
      ...applications.map((document) => db.collection(COLLECTIONS.applicantSearch).doc(document.id)),
    );
    const missing = applications.filter((_, index) => !entries[index]?.exists);
    if (missing.length > 0) {
      const reviews = await db.getAll(
        ...missing.map((document) => document.ref.collection(REVIEW_PATH.collection).doc(REVIEW_PATH.id)),
      );
      const batch = db.batch();
      missing.forEach((document, index) => {
        const application = reviveDates(document.data()) as Application;
        const review = (reviews[index]?.data() as ApplicationReview | undefined) ?? null;
        batch.set(
          db.collection(COLLECTIONS.applicantSearch).doc(document.id),
          applicantSearchEntryOf(application, review, now),
        );
      });
      await batch.commit();
    }
    read += applications.length;
    updated += missing.length;
  }
  return { read, updated };
};

const main = async () => {
  const { values } = parseArgs({ options: OPERATOR_OPTIONS });
  const db = operatorFirestore('backfill', values);
  const jobs = await backfillJobSearchTokens(db);
  console.log(`Read ${String(jobs.read)} jobs; gave ${String(jobs.updated)} of them their search words.`);
  const applications = await backfillApplicantSearch(db, new Date());
  console.log(
    `Read ${String(applications.read)} applications; wrote ${String(applications.updated)} missing search entries.`,
  );
};

if (import.meta.url === `file://${process.argv[1]}`) await main();

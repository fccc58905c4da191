// `npm run backfill:search-tokens -w scripts [-- --project ID] [--real]`
//
// Gives every stored job the words the admin search looks up (`searchTokens`, issue 20). Jobs saved
// since the field exists get them from the jobs service on every write; jobs stored before it
// (a project's existing data) are found by no search until this runs once. Re-running it writes
// nothing for jobs whose words are already right. Against the local emulator by default; against a
// real project with `--real` (credentials as for admin:grant).
import { parseArgs } from 'node:util';

import { COLLECTIONS } from '@careers/domain/firestore';
import { jobSearchTokens } from '@careers/domain/rules';
import { getApps, initializeApp } from 'firebase-admin/app';
import { FieldPath, getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Jobs read per page and written per batch (a batch holds up to 500 writes). */
const PAGE_SIZE = 400;

const sameWords = (stored: unknown, derived: readonly string[]) =>
  Array.isArray(stored) &&
  stored.length === derived.length &&
  stored.every((word, index) => word === derived[index]);

/** Writes the words of every job that lacks them or holds stale ones; answers how many were read and written. */
export const backfillJobSearchTokens = async (db: Firestore): Promise<{ read: number; updated: number }> => {
  let read = 0;
  let updated = 0;
  let after: string | null = null;
  for (;;) {
    let page = db.collection(COLLECTIONS.jobs).orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (after) page = page.startAfter(after);
    const snapshot = await page.get();
    if (snapshot.empty) break;
    const batch = db.batch();
    let writes = 0;
    for (const document of snapshot.docs) {
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
    read += snapshot.size;
    updated += writes;
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
  return { read, updated };
};

const main = async () => {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, real: { type: 'boolean', default: false } },
  });
  const projectId = values.project ?? process.env.GCLOUD_PROJECT ?? 'demo-careers';
  if (!values.real) process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  else if (process.env.FIRESTORE_EMULATOR_HOST) {
    console.error('--real was given but FIRESTORE_EMULATOR_HOST is set; unset it to reach the real project.');
    process.exit(2);
  }
  const app =
    getApps().find((candidate) => candidate.name === 'backfill') ?? initializeApp({ projectId }, 'backfill');
  const { read, updated } = await backfillJobSearchTokens(getFirestore(app));
  console.log(`Read ${String(read)} jobs; gave ${String(updated)} of them their search words.`);
};

if (import.meta.url === `file://${process.argv[1]}`) await main();

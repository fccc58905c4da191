import type { CatalogKind, Job } from '@careers/domain';
import { FieldPath, type Query } from 'firebase-admin/firestore';

import { testRef, testsOfDepartment } from '../../assessments/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import {
  readJobIndexLayout,
  readJobs,
  runJobTransaction,
  writeJobChanges,
  type JobChange,
} from '../../jobs/index.ts';
import { CATALOG_KIND_DEFINITIONS, type StoredCatalogEntry } from '../repositories/catalog-kinds.ts';

/**
 * Jobs per transaction when a rename is copied into them. Firestore commits at most 500 writes; a
 * chunk writes its jobs plus the index documents (one per 2,000 listed jobs). 200 also keeps a
 * commit of long job descriptions well under the request size limit.
 */
export const SNAPSHOT_CHUNK_SIZE = 200;

/** Firestore's limit of writes per batch. */
const BATCH_LIMIT = 500;

/** Ids matching `query`, a page at a time in id order (a select() query: no job bodies read). */
async function* idPages(query: Query, pageSize: number): AsyncGenerator<string[]> {
  let last: string | null = null;
  for (;;) {
    let page = query.orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (last) page = page.startAfter(last);
    const snapshot = await page.get();
    if (snapshot.empty) return;
    const ids = snapshot.docs.map((doc) => doc.id);
    yield ids;
    if (ids.length < pageSize) return;
    last = ids[ids.length - 1]!;
  }
}

/**
 * Copies a catalog entry's current title (and a question's limit) into every job that names it, and
 * into those jobs' index entries, so a renamed department shows its new name on the landing page
 * and the careers listing. One transaction per SNAPSHOT_CHUNK_SIZE jobs; each re-reads the entry,
 * so a chunk that runs late copies the newest title, and running it again after a failure finishes
 * the job (jobs already current are not written). Applications keep the titles they froze.
 * Returns how many jobs changed.
 */
export const propagateCatalogEntry = async (
  deps: Deps,
  kind: CatalogKind,
  id: string,
  chunkSize: number = SNAPSHOT_CHUNK_SIZE,
): Promise<number> => {
  const definition = CATALOG_KIND_DEFINITIONS[kind];
  const entryRef = deps.db.collection(definition.collection).doc(id);
  let changed = 0;
  for await (const ids of idPages(definition.jobsUsing(deps.db, id), chunkSize)) {
    changed += await runJobTransaction(deps, async (transaction) => {
      const entry = (await transaction.get(entryRef)).data() as StoredCatalogEntry | undefined;
      // Deleted meanwhile (only possible once no job uses it): nothing to copy.
      if (!entry) return 0;
      const jobs = await readJobs(transaction, deps.db, ids);
      const layout = await readJobIndexLayout(transaction, deps.db);
      const now = nowOf(deps);
      const changes: JobChange[] = [];
      for (const job of jobs) {
        if (!job) continue;
        const fields = definition.refreshJob(job, id, entry);
        if (!fields) continue;
        const { id: jobId, ...before } = job;
        // updatedAt / updatedBy stay: no admin edited these jobs; the audit log has the rename.
        changes.push({ id: jobId, before, after: { ...(before as Job), ...fields } });
      }
      if (changes.length > 0) writeJobChanges(transaction, deps.db, { layout, changes, audit: null, now });
      return changes.length;
    });
  }
  if (kind === 'departments') await propagateDepartmentToTests(deps, id);
  return changed;
};

/** Tests keep their department's title for the job form's test selector; admin-only, no index. */
const propagateDepartmentToTests = async (deps: Deps, id: string): Promise<void> => {
  const entry = (
    await deps.db.collection(CATALOG_KIND_DEFINITIONS.departments.collection).doc(id).get()
  ).data() as StoredCatalogEntry | undefined;
  if (!entry) return;
  for await (const ids of idPages(testsOfDepartment(deps.db, id), BATCH_LIMIT)) {
    const batch = deps.db.batch();
    for (const testId of ids)
      batch.update(testRef(deps.db, testId), { department: { id, title: entry.title } });
    await batch.commit();
  }
};

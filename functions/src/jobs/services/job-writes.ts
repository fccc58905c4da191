import {
  isListedPublicly,
  jobSearchTokens,
  placeJobIndexEntry,
  toJobIndexEntry,
  type Job,
  type JobIndexLayout,
} from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import type { Deps } from '../../deps.ts';
import { writeJobIndexLayout } from '../repositories/job-index-repository.ts';
import { jobRef } from '../repositories/jobs-repository.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

/** One job's write: its stored version before (null for a new job) and after. */
export type JobChange = { id: string; before: Job | null; after: Job };

/**
 * Attempts per job transaction. Every job write reads `jobIndex/open`, so simultaneous saves of
 * different jobs contend on it and all but one retry (the SDK backs off with jitter between
 * attempts). The SDK's default of 5 is too few for a burst of 20 saves on an optimistic backend
 * such as our emulator; production Firestore queues them on the document's lock instead.
 */
export const JOB_TRANSACTION_ATTEMPTS = 15;

/** Job fields that only repeat others (ids of the snapshots, the office's coordinates): not audited. */
const DERIVED_JOB_FIELDS = [
  'educationIds',
  'screeningQuestionIds',
  'searchTokens',
  // The address follows the title (jobs-repository.ts, slugForTitle).
  'slug',
  'coordinates',
  'deletedAt',
];

/** Runs a job transaction with JOB_TRANSACTION_ATTEMPTS. */
export const runJobTransaction = <T>(
  deps: Pick<Deps, 'db'>,
  body: (transaction: Transaction) => Promise<T>,
): Promise<T> => deps.db.runTransaction(body, { maxAttempts: JOB_TRANSACTION_ATTEMPTS });

/**
 * Writes jobs, the open-jobs index and (unless `audit` is null) one audit entry per job in the
 * caller's transaction, after all its reads. `layout` is the index as read in the same transaction:
 * each job's entry is added, replaced or removed (isListedPublicly) and only the index documents
 * that changed are written. Applications are never touched: they hold their own frozen copy of the
 * job.
 */
export const writeJobChanges = (
  transaction: Transaction,
  db: Firestore,
  options: {
    layout: JobIndexLayout;
    changes: readonly JobChange[];
    /** Null when the write follows one already audited (a catalog rename copied into its jobs). */
    audit: { actor: AuditActor; action: string } | null;
    now: Date;
  },
): void => {
  const { layout, changes, audit, now } = options;
  let next = layout;
  for (const { id, after } of changes) {
    next = placeJobIndexEntry(next, id, isListedPublicly(after) ? toJobIndexEntry(id, after) : null);
  }
  // The words are derived here, where every job write passes, so a renamed department (copied into
  // its jobs by the catalogs) is found by its new name as soon as the title of an edited job is.
  for (const { id, after } of changes) {
    transaction.set(jobRef(db, id), { ...after, searchTokens: jobSearchTokens(after) });
  }
  writeJobIndexLayout(transaction, db, layout, next, now);
  if (!audit) return;
  for (const { id, before, after } of changes) {
    appendAuditEntry(transaction, db, audit.actor, {
      action: audit.action,
      target: { type: 'job', id, title: after.title },
      before,
      after,
      derivedFields: DERIVED_JOB_FIELDS,
    });
  }
};

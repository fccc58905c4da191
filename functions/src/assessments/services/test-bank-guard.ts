import { bankShortfallMessage, type Job, type WithId } from '@careers/domain';
import type { Firestore, Transaction } from 'firebase-admin/firestore';

import { invalidInput } from '../../lib/service-error.ts';
import { readTest } from '../repositories/tests-repository.ts';

// A test attached to an open job must be able to give every invited candidate a full paper in the
// split the admin chose: its bank needs enough questions of each type for one draw (the domain's
// bankShortfall). The jobs service asks this when a job with a test is saved open; the tests
// service asks it before a change to the test or its bank would break a job already open.

/**
 * In the job's transaction (a read, so before its writes): refuses, under the job form's `testId`
 * field, a test whose bank cannot serve one draw, with the counts. A missing test is left to the
 * jobs service, which reports it under the same field.
 */
export const assertTestCanServeOpenJob = async (
  transaction: Transaction,
  db: Firestore,
  testId: string,
): Promise<void> => {
  const test = await readTest(transaction, db, testId);
  if (!test) return;
  const message = bankShortfallMessage(test, test.questionCounts);
  if (message) throw invalidInput({ testId: message });
};

/** Jobs that candidates are being invited from: open and not deleted (hidden ones included). */
export const openJobsOf = <T extends Pick<Job, 'status' | 'deleted'>>(jobs: readonly T[]): T[] =>
  jobs.filter((job) => job.status === 'open' && !job.deleted);

/** How a refusal names jobs: the first few titles. */
export const jobTitles = (jobs: readonly WithId<Pick<Job, 'title' | 'deleted'>>[], limit = 3): string[] =>
  jobs.slice(0, limit).map((job) => `${job.title}${job.deleted ? ' (deleted)' : ''}`);

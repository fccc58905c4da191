import {
  jobSchema,
  jobSlug,
  MESSAGES,
  type JobInput,
  type JobWriteResult,
  type UpdateJobInput,
} from '@careers/domain';
import type { Transaction } from 'firebase-admin/firestore';

import { assertTestCanServeOpenJob } from '../../assessments/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { invalidInput, refuse } from '../../lib/service-error.ts';
import { readJobIndexLayout } from '../repositories/job-index-repository.ts';
import { newJobRefForTitle, readJobs, recordJobSlug, slugForTitle } from '../repositories/jobs-repository.ts';
import { plainTextOf, withSanitizedHtml } from './job-html.ts';
import { buildJob, readJobReferences, type JobReferences } from './job-references.ts';
import { runJobTransaction, writeJobChanges } from './job-writes.ts';
import type { AuditActor } from '../../audit/index.ts';

/**
 * A job saved open with a test must be able to give every invited candidate a full paper: the
 * test's bank needs enough questions of each type for one draw (refused under `testId`, with the
 * counts). Read in the job's transaction, so a question deleted meanwhile makes it retry.
 */
const assertOpenJobTestCanServe = async (
  transaction: Transaction,
  deps: Deps,
  status: string,
  references: JobReferences,
): Promise<void> => {
  if (status === 'open' && references.test)
    await assertTestCanServeOpenJob(transaction, deps.db, references.test.id);
};

/** The form's fields (checked with jobSchema) with their rich text sanitized, and still a job. */
const sanitizedJob = (fields: JobInput): JobInput => {
  const sanitized = withSanitizedHtml(fields);
  // Markup alone (an empty editor, or only what sanitizing removed) is no description.
  if (plainTextOf(sanitized.description) === '') {
    throw invalidInput({ description: 'Description is required.' });
  }
  if (sanitized.skills.length === 0) throw invalidInput({ skills: 'Add at least one skill.' });
  return sanitized;
};

/**
 * Creates a job from the job form's fields (jobSchema): the catalog entries it names are frozen into
 * it, it is posted now, and when open it appears in the open-jobs index in the same transaction.
 */
export const createJob = async (deps: Deps, actor: AuditActor, input: JobInput): Promise<JobWriteResult> => {
  const fields = sanitizedJob(input);
  const id = await runJobTransaction(deps, async (transaction) => {
    // The readable id first: a transaction reads before it writes.
    const ref = await newJobRefForTitle(transaction, deps.db, fields.title);
    const references = await readJobReferences(transaction, deps.db, fields);
    await assertOpenJobTestCanServe(transaction, deps, fields.status, references);
    const layout = await readJobIndexLayout(transaction, deps.db);
    const now = nowOf(deps);
    // Its address is its id, kept in the slug history like every later one (recordJobSlug).
    const after = { ...buildJob(fields, references, { actor, now, existing: null }), slug: ref.id };
    writeJobChanges(transaction, deps.db, {
      layout,
      changes: [{ id: ref.id, before: null, after }],
      audit: { actor, action: 'create' },
      now,
    });
    recordJobSlug(transaction, deps.db, ref.id, ref.id, now);
    return ref.id;
  });
  return { id, message: MESSAGES.jobCreated };
};

/**
 * Replaces a job's fields with the form's (jobSchema), refreshing its catalog snapshots, and its
 * index entry with them. Applications keep the job details they froze when the candidate applied.
 * A deleted job must be restored first. The fields are checked here, on their own (their messages
 * are keyed as createJob's).
 */
export const updateJob = async (
  deps: Deps,
  actor: AuditActor,
  { jobId: id, job }: UpdateJobInput,
): Promise<JobWriteResult> => {
  const fields = sanitizedJob(await parseInput(jobSchema, job));
  await runJobTransaction(deps, async (transaction) => {
    const [stored] = await readJobs(transaction, deps.db, [id]);
    if (!stored) throw refuse('not-found', 'No such job.');
    const { id: _id, ...existing } = stored;
    if (existing.deleted) throw refuse('job-deleted', 'This job is deleted. Restore it before editing it.');
    const references = await readJobReferences(transaction, deps.db, fields);
    await assertOpenJobTestCanServe(transaction, deps, fields.status, references);
    const layout = await readJobIndexLayout(transaction, deps.db);
    // The address follows the title (issue 31): a new title's slug, unless another job holds it.
    const address = existing.slug ?? id;
    const renamed = jobSlug(fields.title) !== jobSlug(existing.title);
    const slug = (renamed ? await slugForTitle(transaction, deps.db, id, fields.title) : null) ?? address;
    const now = nowOf(deps);
    const after = { ...buildJob(fields, references, { actor, now, existing }), slug };
    writeJobChanges(transaction, deps.db, {
      layout,
      changes: [{ id, before: existing, after }],
      audit: { actor, action: 'update' },
      now,
    });
    if (slug !== address) {
      // The old address too, when it was only the id (a job made before slugs followed titles).
      if (existing.slug === undefined) recordJobSlug(transaction, deps.db, id, id, now);
      recordJobSlug(transaction, deps.db, id, slug, now);
    }
  });
  return { id, message: MESSAGES.jobUpdated };
};

import {
  mailsDelayedMessage,
  MESSAGES,
  type Application,
  type ApplicationStatus,
  type Job,
  type WithId,
} from '@careers/domain';

import { changeApplicationStatus, rawApplicationRef, readApplications } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { readJob } from '../../jobs/index.ts';
import { refuse, ServiceError } from '../../lib/service-error.ts';
import { deliverQueued, queueMail, type DeliveryResult, type SendMailInput } from '../../mail/index.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';
import type { Transaction } from 'firebase-admin/firestore';

// The engine of the batch actions (shortlist, invitations, email, reject, CV-submitted mail): one
// shape for all, so each is a decision per application. Every application acted on gets its change,
// its audit entry and its mail in the same transaction (a mail is queued in the outbox with the
// change it announces, or neither is written); the mails are delivered after the commit, and the
// outbox retries what could not be (functions/src/mail).

/** Applications per transaction: each costs up to three writes (application, audit entry, mail). */
export const BATCH_TRANSACTION_SIZE = 100;

export type ApplicantChange = {
  /** The status the application moves to (through changeApplicationStatus), if any. */
  status?: ApplicationStatus;
  /** Other fields to set on the application (with `updatedAt`), or null. */
  fields: Record<string, unknown> | null;
  /** The audit entry's before → after summary. */
  audit: { before: Record<string, unknown>; after: Record<string, unknown> };
  mail: SendMailInput | null;
  /** A selection's test score (percent), counted in the hiring insights' score bands. */
  scorePercent?: number | null;
  /** The application field that keeps the queued mail's id (an undo checks it), if any. */
  mailIdField?: string;
  /** More writes of the same change, in its transaction (an interview's record). */
  write?: (transaction: Transaction) => void;
};

/** Why this application is left alone, or its change. */
export type Decision = { skip: string } | ApplicantChange;

export type BatchAction<Related = undefined> = {
  /** The audit entry's action, e.g. 'shortlist'. */
  action: string;
  /**
   * What else each transaction reads before deciding, per application of its chunk, in order (an
   * interview invitation reads each applicant's interview; the undo of "not selected" its mail),
   * given the applications the transaction read (null where there is none).
   */
  readRelated?: (
    transaction: Transaction,
    ids: readonly string[],
    applications: readonly (WithId<Application> | null)[],
  ) => Promise<Related[]>;
  decide: (application: WithId<Application>, now: Date, related: Related | undefined) => Decision;
};

export type BatchOutcome = {
  updated: string[];
  skipped: { id: string; reason: string }[];
  mails: DeliveryResult[];
};

/** The job, or 'not-found'. */
export const requireJob = async (deps: Deps, jobId: string): Promise<WithId<Job>> => {
  const job = await readJob(deps.db, jobId);
  if (!job) throw refuse('not-found', MESSAGES.jobNotFound);
  return job;
};

/**
 * Every id must be an application of the job: one that is not fails the whole call before anything
 * is written ('not-found': the admin works from the job's own table, so a stranger id is a mistake).
 */
export const requireApplicationsOfJob = async (
  deps: Deps,
  jobId: string,
  ids: readonly string[],
): Promise<WithId<Application>[]> => {
  const applications = await readApplications(deps.db, deps.db, ids);
  if (applications.some((application) => application?.jobId !== jobId)) {
    throw refuse('not-found', MESSAGES.applicantNotOfJob);
  }
  return applications as WithId<Application>[];
};

/**
 * A status change as a decision and its audit summary. The engine makes it with
 * changeApplicationStatus, which adds no second step when the application already has the status
 * (a repeated invitation).
 */
export const statusChange = (
  application: Pick<Application, 'status'>,
  status: ApplicationStatus,
): { status: ApplicationStatus; before: { status: string }; after: { status: string } } => ({
  status,
  before: { status: application.status },
  after: { status },
});

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
};

/**
 * Runs a batch action on the job's selected applications (duplicates ignored), 100 per
 * transaction. Each transaction reads its applications again and decides on what it read, so a
 * change made meanwhile (a withdrawal) is respected; a retried call finds its work done and skips.
 */
export const runBatchAction = async <Related = undefined>(
  deps: Deps,
  actor: AuditActor,
  job: WithId<Job>,
  applicationIds: readonly string[],
  action: BatchAction<Related>,
): Promise<BatchOutcome> => {
  const ids = [...new Set(applicationIds)];
  await requireApplicationsOfJob(deps, job.id, ids);

  const updated: string[] = [];
  const skipped: { id: string; reason: string }[] = [];
  const mailIds: string[] = [];
  for (const chunk of chunks(ids, BATCH_TRANSACTION_SIZE)) {
    // Collected per attempt: a transaction body may run again.
    const outcome = await deps.db.runTransaction(async (transaction) => {
      const done = { updated: [] as string[], skipped: [] as typeof skipped, mailIds: [] as string[] };
      const applications = await readApplications(transaction, deps.db, chunk);
      const related = (await action.readRelated?.(transaction, chunk, applications)) ?? [];
      const now = nowOf(deps);
      applications.forEach((application, index) => {
        const id = chunk[index] as string;
        if (!application || application.jobId !== job.id) {
          throw refuse('not-found', MESSAGES.applicantNotOfJob);
        }
        const decision = action.decide(application, now, related[index]);
        if ('skip' in decision) {
          done.skipped.push({ id, reason: decision.skip });
          return;
        }
        let fields = decision.fields;
        if (decision.mail) {
          try {
            const mailId = queueMail(transaction, deps.db, decision.mail, now);
            done.mailIds.push(mailId);
            if (decision.mailIdField) fields = { ...fields, [decision.mailIdField]: mailId };
          } catch (error) {
            // An address the outbox refuses (frozen at applying): nothing is changed for this one.
            if (error instanceof ServiceError && error.code === 'invalid-argument') {
              done.skipped.push({ id, reason: MESSAGES.applicantNoEmail });
              return;
            }
            throw error;
          }
        }
        if (decision.status) {
          changeApplicationStatus(transaction, deps.db, {
            id,
            application,
            status: decision.status,
            now,
            fields: fields ?? {},
            scorePercent: decision.scorePercent ?? null,
          });
        } else if (fields) {
          transaction.update(rawApplicationRef(deps.db, id), { ...fields, updatedAt: now });
        }
        decision.write?.(transaction);
        appendAuditEntry(transaction, deps.db, actor, {
          action: action.action,
          target: { type: 'application', id, title: application.jobTitle },
          before: decision.audit.before,
          after: decision.audit.after,
        });
        done.updated.push(id);
      });
      return done;
    });
    updated.push(...outcome.updated);
    skipped.push(...outcome.skipped);
    mailIds.push(...outcome.mailIds);
  }

  return { updated, skipped, mails: await deliverQueued(deps.mailer, mailIds) };
};

/**
 * 'Mail has been Sent.' (spec section 8) when every mail went out; what was delayed otherwise (the
 * changes are saved and the outbox retries); 'No mail has been sent.' when every applicant was
 * skipped.
 */
export const mailOutcomeMessage = (outcome: BatchOutcome): string => {
  if (outcome.mails.length === 0) return MESSAGES.noMailSent;
  const failed = outcome.mails.filter((mail) => mail.status !== 'sent').length;
  return failed === 0 ? MESSAGES.mailSent : mailsDelayedMessage(failed, outcome.mails.length);
};

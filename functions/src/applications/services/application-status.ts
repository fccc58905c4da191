import {
  appendStatus,
  DIRECT_SOURCE,
  FUNNEL_STAGE_OF,
  insightMetaOf,
  insightDay,
  insightMonthOf,
  isoDaysBetween,
  wholeDaysBetween,
  type Application,
  type ApplicationStatus,
  type FunnelStage,
} from '@careers/domain';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';

import {
  writeApplicantSearchEntry,
  writeApplicantSearchStatus,
} from '../repositories/applicant-search-repository.ts';
import { applicationRef, rawApplicationRef } from '../repositories/applications-repository.ts';
import { insightCounterRef } from '../repositories/insight-counters.ts';

// THE way an application's status changes (functions/README.md, "Changing an application's
// status"). Inside the caller's transaction, after its reads, one call appends the status to the
// history (the domain's appendStatus, so `status` and the candidate's timeline agree), writes the
// application, and counts the change in the hiring-insight counters of the application's job, month
// and day (`insightCounters`, domain rules/insights.ts). Writing `status` or `statusHistory` anywhere else
// leaves the insights and the applicant search (`applicantSearch`) wrong; lint cannot see it, review
// must.

/** What the change needs of the application, as the caller's transaction read it. */
export type StatusSubject = Pick<Application, 'jobId' | 'jobTitle' | 'status' | 'appliedAt' | 'insight'> & {
  /** Older documents may lack it. */
  statusHistory?: Application['statusHistory'];
};

export type StatusChange = {
  /** The application's id (`{jobId}_{uid}`). */
  id: string;
  application: StatusSubject;
  status: ApplicationStatus;
  now: Date;
  /** Other fields written with the change (`test`, `interviewInvitedAt`, `topCandidate`…). */
  fields?: Record<string, unknown>;
  /** The applicant's test score in whole percent, if known: a selection counts in its score band. */
  scorePercent?: number | null;
};

export type StatusChangeOutcome = {
  /** False when the application already had the status: only `fields` were written. */
  changed: boolean;
  before: { status: ApplicationStatus };
  after: { status: ApplicationStatus };
};

const increment = FieldValue.increment(1);

/**
 * Writes one job's counter changes to the document of its job and the application's month, under
 * the application's day (a merge of increments: nothing is read, so counting contends with
 * nothing; a batch of one job's changes in one transaction writes that one document).
 */
const writeCounters = (
  transaction: Transaction,
  db: Firestore,
  application: StatusSubject,
  counters: Record<string, unknown>,
): void => {
  const day = insightDay(application.appliedAt);
  const month = insightMonthOf(day);
  transaction.set(
    insightCounterRef(db, application.jobId, month),
    { jobId: application.jobId, month, meta: insightMetaOf(application), days: { [day]: counters } },
    { merge: true },
  );
};

const stageCounters = (
  application: StatusSubject,
  stage: FunnelStage,
  now: Date,
  scorePercent: number | null | undefined,
): Record<string, unknown> => {
  const counters: Record<string, unknown> = { stages: { [stage]: increment } };
  const source = application.insight?.source ?? DIRECT_SOURCE;
  if (stage === 'applied') {
    counters['sources'] = { [source]: { applied: increment } };
    return counters;
  }
  counters['days'] = { [stage]: { [String(wholeDaysBetween(application.appliedAt, now))]: increment } };
  if (stage === 'shortlisted') counters['sources'] = { [source]: { shortlisted: increment } };
  if (stage === 'selected') {
    const postedOn = application.insight?.postedOn;
    if (postedOn) {
      const fill = Math.max(0, isoDaysBetween(postedOn, insightDay(now)));
      counters['fill'] = { [String(fill)]: increment };
    }
    if (scorePercent !== null && scorePercent !== undefined) {
      counters['scores'] = { [String(scorePercent)]: { selected: increment } };
    }
  }
  return counters;
};

/**
 * Changes an application's status in the caller's transaction (after all its reads): appends it to
 * the history, writes it with `fields` and `updatedAt`, and counts the funnel stage it enters the
 * first time (with the days it took, the source's shortlist, a selection's time to fill and score
 * band). An application that already has the status gets `fields` only (a repeated invitation adds
 * no second step).
 */
export const changeApplicationStatus = (
  transaction: Transaction,
  db: Firestore,
  change: StatusChange,
): StatusChangeOutcome => {
  const { application, status, now } = change;
  const outcome = { before: { status: application.status }, after: { status } };
  if (application.status === status) {
    transaction.update(rawApplicationRef(db, change.id), { ...change.fields, updatedAt: now });
    return { changed: false, ...outcome };
  }
  const history = application.statusHistory ?? [];
  const statusFields = appendStatus({ statusHistory: history }, status, now);
  transaction.update(rawApplicationRef(db, change.id), { ...change.fields, ...statusFields, updatedAt: now });
  writeApplicantSearchStatus(transaction, db, change.id, status, now);
  const stage = FUNNEL_STAGE_OF[status];
  if (stage && !history.some((entry) => FUNNEL_STAGE_OF[entry.status] === stage)) {
    writeCounters(transaction, db, application, stageCounters(application, stage, now, change.scorePercent));
  }
  return { changed: true, ...outcome };
};

/**
 * Creates an application (status 'applied', its history starting there) in the caller's transaction
 * and counts it: the day's applications, its job's and its source's. `create`: Firestore refuses it
 * (ALREADY_EXISTS) should an application be there after all.
 */
export const createApplication = (
  transaction: Transaction,
  db: Firestore,
  id: string,
  application: Application,
): void => {
  if (application.status !== 'applied' || application.statusHistory.length !== 1) {
    throw new Error('An application starts with the one status "applied".');
  }
  transaction.create(applicationRef(db, id), application);
  writeApplicantSearchEntry(transaction, db, id, application, null, application.appliedAt);
  writeCounters(
    transaction,
    db,
    application,
    stageCounters(application, 'applied', application.appliedAt, null),
  );
};

/** Counts a finished test's score (whole percent) for its job, in the transaction that scores it. */
export const countTestScore = (
  transaction: Transaction,
  db: Firestore,
  application: StatusSubject,
  scorePercent: number,
): void => {
  writeCounters(transaction, db, application, { scores: { [String(scorePercent)]: { taken: increment } } });
};

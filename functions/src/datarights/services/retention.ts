import { createHash, randomBytes } from 'node:crypto';

import {
  absoluteHref,
  DEFAULT_RETENTION_MONTHS,
  formatJobDate,
  hasAdminClaim,
  MESSAGES,
  RETENTION_SETTINGS_DOC_ID,
  RETENTION_WARNING_DAYS,
  ROUTES,
  type CandidateDataRights,
  type CandidateDataRightsView,
  type KeepAccountResult,
  type RetentionPolicyResult,
} from '@careers/domain';
import type { UserRecord } from 'firebase-admin/auth';

import { readApplicationsOfCandidate } from '../../applications/index.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { queueMail, retentionWarningEmail } from '../../mail/index.ts';
import { typedProfileDocument } from '../../profiles/index.ts';
import {
  dataRightsOf,
  dataRightsRef,
  readDataRights,
  readRetentionMonths,
  retentionSettingsRef,
  retentionSweepRef,
  warningByTokenHash,
} from '../repositories/data-rights-repository.ts';
import { startErasure } from './erase-candidate.ts';

// Retention (issue 21): a candidate inactive for the admin's period (default 24 months since their
// last sign-in, application or "keep") gets a warning thirty days before, with a link that keeps
// the account; the daily sweep erases the account once the warning's date has passed with no
// activity since. A legal hold stops both. Issue 31: the sweep decides in a transaction over
// `dataRights` and writes only the warning, withdraws a warning the period in force no longer
// makes due, walks every Auth account from a saved cursor within a budget; lifting a hold
// withdraws a pending warning (legal-hold.ts). docs/data-model.md, "Data rights", has the rules.
//
// The last sign-in is Firebase Auth's own record (UserRecord.metadata: lastSignInTime, and
// lastRefreshTime for a session that stays signed in), read with the admin SDK: every sign-in
// path (the web SDK, the REST routes) updates it, a client cannot skip or forge it, and it costs
// no write per sign-in.

const DAY = 86_400_000;

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};

const latest = (dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

const parsed = (text: string | null | undefined): Date | null => {
  const time = Date.parse(text ?? '');
  return Number.isFinite(time) ? new Date(time) : null;
};

/** Due for a warning: the period ends within the notice. */
const isDue = (eraseAt: Date, now: Date): boolean =>
  now.getTime() >= eraseAt.getTime() - RETENTION_WARNING_DAYS * DAY;

/** The candidate's last sign-in, application or "keep", from what was read of each. */
const latestActivity = (user: UserRecord, appliedAt: Date[], keptAt: Date | null): Date | null =>
  latest([
    parsed(user.metadata.lastSignInTime),
    parsed(user.metadata.lastRefreshTime),
    parsed(user.metadata.creationTime),
    ...appliedAt,
    keptAt,
  ]);

const appliedAtOf = async (deps: Pick<Deps, 'db'>, uid: string): Promise<Date[]> =>
  (await readApplicationsOfCandidate(deps.db, uid)).map((application) => application.appliedAt);

/** The candidate's last sign-in, application or "keep". */
export const lastActivityOf = async (
  deps: Pick<Deps, 'db'>,
  user: UserRecord,
  rights: CandidateDataRights,
): Promise<Date | null> => latestActivity(user, await appliedAtOf(deps, user.uid), rights.keptAt);

/**
 * What one sweep did, by uid: every candidate it `reviewed`; `kept` answered a warning by
 * activity, `withdrawn` no longer due by the period in force.
 */
export type RetentionRun = {
  reviewed: string[];
  warned: string[];
  erased: string[];
  kept: string[];
  withdrawn: string[];
};

/** Test hook: called for each candidate after the sweep's reads, before its decision. */
export type RetentionHooks = { beforeDecision?: (uid: string) => void | Promise<void> };

type Decision = { kind: 'none' | 'kept' | 'withdrawn' | 'erase' } | { kind: 'warned'; mailId: string };

/**
 * One candidate: warn, erase, clear a warning their activity answered, or withdraw one the period
 * in force no longer makes due. The sign-in times come from Auth and the applications are read
 * first; `dataRights/{uid}` (the hold, the warning, the "keep") is read in the transaction that
 * writes the warning, and the sweep writes only `retentionWarning`, so a hold an admin places meanwhile either makes the transaction run again
 * and stop, or commits after it and keeps the hold (no sweep acts on a held candidate).
 */
const reviewCandidate = async (
  deps: Deps,
  user: UserRecord,
  months: number,
  run: RetentionRun,
  hooks: RetentionHooks = {},
): Promise<void> => {
  const appliedAt = await appliedAtOf(deps, user.uid);
  await hooks.beforeDecision?.(user.uid);
  const now = nowOf(deps);
  const ref = dataRightsRef(deps.db, user.uid);
  const decision = await deps.db.runTransaction(async (transaction): Promise<Decision> => {
    const snapshot = await transaction.get(ref);
    const rights = dataRightsOf(snapshot.data());
    if (rights.legalHold) return { kind: 'none' };
    const lastActive = latestActivity(user, appliedAt, rights.keptAt);
    if (!lastActive) return { kind: 'none' };
    const warning = rights.retentionWarning;

    if (warning && lastActive > warning.sentAt) {
      transaction.update(ref, { retentionWarning: null });
      return { kind: 'kept' };
    }
    const eraseAt = addMonths(lastActive, months);
    const due = isDue(eraseAt, now);
    if (warning && !due) {
      // The period in force no longer makes it due (it was lengthened, or a mistaken change undone):
      // the candidate is no longer scheduled; a later warning gives the full notice again.
      transaction.update(ref, { retentionWarning: null });
      return { kind: 'withdrawn' };
    }
    // A warning still due keeps the date it announced, even if the period was shortened since.
    if (warning) return now >= warning.eraseAfter ? { kind: 'erase' } : { kind: 'none' };
    if (!due || !user.email) return { kind: 'none' };

    // Never less than the full notice, whenever the sweep first sees the candidate.
    const eraseAfter = new Date(Math.max(eraseAt.getTime(), now.getTime() + RETENTION_WARNING_DAYS * DAY));
    const token = randomBytes(24).toString('base64url');
    const mail = retentionWarningEmail({
      eraseOn: formatJobDate(eraseAfter),
      keepLink: absoluteHref(deps.appUrl, ROUTES.keepAccount.getHref(token)),
    });
    const retentionWarning = { sentAt: now, eraseAfter, tokenHash: hashToken(token) };
    // Only the warning: the hold and the "keep" are the admin's and the candidate's to write.
    if (snapshot.exists) transaction.update(ref, { retentionWarning });
    else transaction.create(ref, { legalHold: null, retentionWarning, keptAt: null });
    const mailId = queueMail(
      transaction,
      deps.db,
      { kind: 'retention-warning', to: user.email, ...mail, createdBy: 'system', applicantIds: [user.uid] },
      now,
    );
    return { kind: 'warned', mailId };
  });

  switch (decision.kind) {
    case 'none':
      return;
    case 'kept':
    case 'withdrawn':
      run[decision.kind].push(user.uid);
      return;
    case 'erase':
      // The erasure checks the hold again, in its own transaction.
      await startErasure(deps, {
        uid: user.uid,
        requestedBy: 'retention',
        actor: null,
        reason: 'Retention period',
      });
      run.erased.push(user.uid);
      return;
    case 'warned':
      await deps.mailer.deliver(decision.mailId, 'held');
      run.warned.push(user.uid);
      return;
  }
};

/** Accounts listed per request (Auth's listUsers allows 1000). */
const ACCOUNTS_PAGE = 500;

/** How much one run may do: candidates reviewed, and seconds before it starts no new review. */
export type RetentionBudget = { reviews: number; seconds: number };

/**
 * The daily run's: as many reviews as fit in 420 s, well inside the function's 540 s (a review
 * that erases takes a few seconds).
 */
export const RETENTION_BUDGET: RetentionBudget = { reviews: Number.POSITIVE_INFINITY, seconds: 420 };

export type RetentionSweepOptions = { budget?: Partial<RetentionBudget>; hooks?: RetentionHooks };

const FROM_THE_START = { pageToken: null, after: null } as const;

/** A page of accounts, or null when Auth refuses a saved page token (the first page never is). */
const listAccounts = async (deps: Pick<Deps, 'auth'>, pageToken: string | null) => {
  if (pageToken === null) return deps.auth.listUsers(ACCOUNTS_PAGE);
  return deps.auth.listUsers(ACCOUNTS_PAGE, pageToken).catch((error: unknown) => {
    console.error('Retention: the saved page token was refused; starting from the first account.', error);
    return null;
  });
};

/**
 * The daily sweep: every account in Firebase Auth but admins' (an account registration left
 * without a profile is reviewed like any other), in Auth's order, from where the last run stopped
 * (`settings/retentionSweep`). Past the last account it starts again from the first, and a run
 * ends when its budget is spent or it comes back to an account it reviewed, so at any scale every
 * candidate is reviewed, a run's worth at a time. The cursor is saved after each page and when the
 * run ends; a run killed mid-page reviews that page again next time (reviews are idempotent).
 */
export const sweepRetention = async (
  deps: Deps,
  options: RetentionSweepOptions = {},
): Promise<RetentionRun> => {
  const budget = { ...RETENTION_BUDGET, ...options.budget };
  const started = performance.now();
  const months = await readRetentionMonths(deps.db);
  const run: RetentionRun = { reviewed: [], warned: [], erased: [], kept: [], withdrawn: [] };
  const spent = () =>
    run.reviewed.length >= budget.reviews || performance.now() - started >= budget.seconds * 1000;

  const cursorRef = retentionSweepRef(deps.db);
  const saved = (await cursorRef.get()).data();
  let cursor: { pageToken: string | null; after: string | null } = saved
    ? { pageToken: saved.pageToken, after: saved.after }
    : FROM_THE_START;
  const save = () => cursorRef.set({ ...cursor, updatedAt: nowOf(deps) });
  let wrapped = cursor.pageToken === null && cursor.after === null;
  const seen = new Set<string>();

  for (;;) {
    const page = await listAccounts(deps, cursor.pageToken);
    if (!page) {
      // A saved token Auth no longer takes would stop every run: start again from the first.
      cursor = FROM_THE_START;
      wrapped = true;
      continue;
    }
    // Past the last account reviewed; all of the page if it is gone (erased, say).
    const from = page.users.findIndex((user) => user.uid === cursor.after) + 1;
    for (const user of page.users.slice(from)) {
      if (seen.has(user.uid) || spent()) {
        await save();
        return run;
      }
      seen.add(user.uid);
      if (!hasAdminClaim(user.customClaims ?? {})) {
        run.reviewed.push(user.uid);
        try {
          await reviewCandidate(deps, user, months, run, options.hooks);
        } catch (error) {
          console.error(`Retention could not review ${user.uid}.`, error);
        }
      }
      cursor = { pageToken: cursor.pageToken, after: user.uid };
    }
    if (page.pageToken) {
      cursor = { pageToken: page.pageToken, after: null };
    } else {
      cursor = FROM_THE_START;
      if (wrapped) {
        await save();
        return run;
      }
      wrapped = true;
    }
    await save();
  }
};

/** `keepAccount`: the warning's link. Counts as activity; the warning is answered. */
export const keepAccount = async (deps: Deps, input: { token: string }): Promise<KeepAccountResult> => {
  const found = (await warningByTokenHash(deps.db, hashToken(input.token)).get()).docs[0];
  if (!found) throw refuse('link-invalid', MESSAGES.keepLinkInvalid);
  await found.ref.update({ retentionWarning: null, keptAt: nowOf(deps) });
  return { message: MESSAGES.accountKept };
};

export const getRetentionPolicy = async (deps: Deps): Promise<RetentionPolicyResult> => ({
  months: await readRetentionMonths(deps.db),
});

export const setRetentionPolicy = async (
  deps: Deps,
  actor: AuditActor,
  input: { months: number },
): Promise<RetentionPolicyResult> => {
  const ref = retentionSettingsRef(deps.db);
  await deps.db.runTransaction(async (transaction) => {
    const before = (await transaction.get(ref)).data();
    transaction.set(ref, { months: input.months, updatedAt: nowOf(deps), updatedBy: actor.uid });
    appendAuditEntry(transaction, deps.db, actor, {
      action: 'retention-policy',
      target: { type: 'setting', id: RETENTION_SETTINGS_DOC_ID, title: null },
      // Never set: the default applied, so the summary shows the change from the period in force.
      before: { months: before?.months ?? DEFAULT_RETENTION_MONTHS },
      after: { months: input.months },
    });
  });
  return { months: input.months };
};

/** `getCandidateDataRights`: the admin's Candidate data page. */
export const getCandidateDataRights = async (
  deps: Deps,
  input: { uid: string },
): Promise<CandidateDataRightsView> => {
  const user = await deps.auth.getUser(input.uid).catch(() => null);
  const profile = (await typedProfileDocument(deps.db, input.uid).get()).data();
  if (!user || hasAdminClaim(user.customClaims ?? {})) throw refuse('not-found', MESSAGES.candidateNotFound);
  const rights = await readDataRights(deps.db, input.uid);
  const lastActive = await lastActivityOf(deps, user, rights);
  const months = await readRetentionMonths(deps.db);
  const eraseAt = lastActive ? addMonths(lastActive, months) : null;
  // A warning the next sweep clears (activity since, or no longer due) no longer sets the date.
  const warning = rights.retentionWarning;
  const pending =
    warning && lastActive && eraseAt && lastActive <= warning.sentAt && isDue(eraseAt, nowOf(deps))
      ? warning
      : null;
  const eraseAfter = rights.legalHold || !eraseAt ? null : (pending?.eraseAfter ?? eraseAt);
  return {
    uid: input.uid,
    email: user.email ?? profile?.email ?? '',
    name: [profile?.firstName, profile?.lastName].filter(Boolean).join(' ') || (user.displayName ?? ''),
    legalHold: rights.legalHold
      ? { reason: rights.legalHold.reason, at: rights.legalHold.at.toISOString() }
      : null,
    lastActiveAt: lastActive?.toISOString() ?? null,
    retentionEraseAfter: eraseAfter?.toISOString() ?? null,
  };
};

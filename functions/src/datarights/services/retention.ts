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
import { profileIdsPage, typedProfileDocument } from '../../profiles/index.ts';
import {
  dataRightsOf,
  dataRightsRef,
  readDataRights,
  readRetentionMonths,
  retentionSettingsRef,
  warningByTokenHash,
} from '../repositories/data-rights-repository.ts';
import { startErasure } from './erase-candidate.ts';

// Retention (issue 21): a candidate inactive for the admin's period (default 24 months since their
// last sign-in, application or "keep") gets a warning thirty days before, with a link that keeps
// the account; the daily sweep erases the account once the warning's date has passed with no
// activity since. A legal hold stops both.
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

/** What one sweep did, by uid: `kept` answered a warning by activity, `withdrawn` no longer due. */
export type RetentionRun = { warned: string[]; erased: string[]; kept: string[]; withdrawn: string[] };

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
    const due = now.getTime() >= eraseAt.getTime() - RETENTION_WARNING_DAYS * DAY;
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

const PAGE = 200;

/**
 * The daily sweep: every candidate (every profile; registering creates one), page by page. An
 * account without a profile is not a candidate's (admins have none).
 */
export const sweepRetention = async (
  deps: Deps,
  options: { hooks?: RetentionHooks } = {},
): Promise<RetentionRun> => {
  const months = await readRetentionMonths(deps.db);
  const run: RetentionRun = { warned: [], erased: [], kept: [], withdrawn: [] };
  let after: string | null = null;
  for (;;) {
    const uids = await profileIdsPage(deps.db, { after, limit: PAGE });
    for (const uid of uids) {
      const user = await deps.auth.getUser(uid).catch(() => null);
      if (!user || hasAdminClaim(user.customClaims ?? {})) continue;
      try {
        await reviewCandidate(deps, user, months, run, options.hooks);
      } catch (error) {
        console.error(`Retention could not review ${uid}.`, error);
      }
    }
    if (uids.length < PAGE) return run;
    after = uids.at(-1) ?? null;
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
  const eraseAfter =
    rights.legalHold || !lastActive
      ? null
      : (rights.retentionWarning?.eraseAfter ?? addMonths(lastActive, months));
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

import { createHash, randomBytes } from 'node:crypto';

import {
  absoluteHref,
  ADMIN_CLAIM,
  ADMIN_INVITATION_TTL_MS,
  ROUTES,
  TEAM_MESSAGES,
  type AcceptAdminInvitationResult,
  type AdminInvitation,
  type AdminTeam,
  type InviteAdminResult,
  type RemoveAdminResult,
} from '@careers/domain';

import { appendAuditEntry } from '../../audit/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { refuse } from '../../lib/service-error.ts';
import { adminInvitationEmail, queueMail } from '../../mail/index.ts';
import { invitationsCollection, readRoster, rosterCollection } from '../repositories/team-repository.ts';

// The admin team (issue 20): list, invite by a mailed link, accept, remove. An admin holds the
// `admin` custom claim (ARCHITECTURE section 3) and is on the roster: the security rules and the
// functions' guards check both (issue 31), so removing someone from the roster refuses their next
// request, whatever token they hold. The roster is also what the team page lists and what keeps the
// last admin. Each change is in the audit log, written in the transaction of the change; the claim
// follows the commit (Auth is not part of a Firestore transaction), and a claim step that failed is
// repeated by calling again (see acceptAdminInvitation).

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

const actorOf = (caller: Caller) => ({ uid: caller.uid, email: caller.email });

const hasClaim = (claims: Record<string, unknown> | undefined): boolean => claims?.[ADMIN_CLAIM] === true;

/** The account with `email`, or null. */
const accountByEmail = async (deps: Pick<Deps, 'auth'>, email: string) =>
  deps.auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string }).code === 'auth/user-not-found') return null;
    throw error;
  });

/** The roster, oldest first, and the invitations still open, newest first. */
export const listAdmins = async (deps: Deps, caller: Caller): Promise<AdminTeam> => {
  const now = nowOf(deps);
  const members = await deps.db.runTransaction((transaction) => readRoster(transaction, deps.db));
  // Composite index adminInvitations (status, createdAt desc) in firestore.indexes.json.
  const pending = await invitationsCollection(deps.db)
    .where('status', '==', 'pending')
    .orderBy('createdAt', 'desc')
    .get();
  return {
    admins: [...members]
      .sort((a, b) => a.addedAt.getTime() - b.addedAt.getTime())
      .map((member) => ({
        uid: member.id,
        email: member.email,
        addedAt: member.addedAt.toISOString(),
        addedByEmail: member.addedBy?.email ?? null,
        isYou: member.id === caller.uid,
      })),
    invitations: pending.docs
      .map((doc) => doc.data())
      .filter((invitation) => invitation.expiresAt.getTime() > now.getTime())
      .map((invitation) => ({
        id: invitation.id,
        email: invitation.email,
        invitedByEmail: invitation.invitedBy.email,
        createdAt: invitation.createdAt.toISOString(),
        expiresAt: invitation.expiresAt.toISOString(),
      })),
  };
};

/**
 * Invites `email` to the team: an invitation keyed by the hash of a random token, and the mail
 * carrying the token's link, queued in the same transaction (with the audit entry) and delivered
 * after the commit. 'already-admin' when the address's account holds the claim.
 */
export const inviteAdmin = async (
  deps: Deps,
  caller: Caller,
  input: { email: string },
): Promise<InviteAdminResult> => {
  const email = input.email.trim().toLowerCase();
  const account = await accountByEmail(deps, email);
  if (account && hasClaim(account.customClaims))
    throw refuse('already-admin', TEAM_MESSAGES.alreadyAdmin(email));

  const token = randomBytes(32).toString('base64url');
  const ref = invitationsCollection(deps.db).doc(hashOf(token));
  const now = nowOf(deps);
  const invitation: AdminInvitation = {
    email,
    status: 'pending',
    invitedBy: actorOf(caller),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ADMIN_INVITATION_TTL_MS),
    acceptedAt: null,
    acceptedBy: null,
  };
  const rendered = adminInvitationEmail({
    invitedBy: caller.email,
    link: absoluteHref(deps.appUrl, ROUTES.acceptAdminInvitation.getHref(token)),
  });

  const mailId = await deps.db.runTransaction(async (transaction) => {
    transaction.set(ref, { ...invitation, id: ref.id });
    appendAuditEntry(transaction, deps.db, actorOf(caller), {
      action: 'invite',
      target: { type: 'admin', id: ref.id, title: email },
      before: null,
      after: { email, expiresAt: invitation.expiresAt },
    });
    return queueMail(
      transaction,
      deps.db,
      { kind: 'admin-invitation', to: email, ...rendered, createdBy: caller.uid },
      now,
    );
  });
  // A delivery that fails now is retried by the schedule: the invitation stands either way.
  await deps.mailer.deliver(mailId, 'held').catch((error: unknown) => {
    console.error(`The admin invitation mail ${mailId} could not be delivered now.`, error);
  });
  return { id: ref.id, message: TEAM_MESSAGES.invitationSent(email) };
};

/** Grants the claim (keeping the account's other claims) and confirms the address the link reached. */
const grantClaim = async (deps: Pick<Deps, 'auth'>, uid: string): Promise<void> => {
  const user = await deps.auth.getUser(uid);
  await deps.auth.setCustomUserClaims(uid, { ...(user.customClaims ?? {}), [ADMIN_CLAIM]: true });
  // Opening the mailed link proves the mailbox, so the address counts as confirmed.
  if (!user.emailVerified) await deps.auth.updateUser(uid, { emailVerified: true });
};

/**
 * Accepts an invitation for the signed-in caller: the token's invitation must exist ('link-invalid'),
 * be pending ('invitation-used'), unexpired ('invitation-expired') and name the caller's address
 * ('invitation-wrong-account'). Marks it accepted and puts the caller on the roster (audited), then
 * grants the claim; the caller refreshes their ID token to use it. Accepting again an invitation the
 * caller accepted repeats the grant, so a failed claim step can be retried with the same link.
 */
export const acceptAdminInvitation = async (
  deps: Deps,
  caller: Caller,
  input: { token: string },
): Promise<AcceptAdminInvitationResult> => {
  const ref = invitationsCollection(deps.db).doc(hashOf(input.token));
  const now = nowOf(deps);
  const email = (caller.email ?? '').toLowerCase();

  await deps.db.runTransaction(async (transaction) => {
    const invitation = (await transaction.get(ref)).data();
    if (!invitation) throw refuse('link-invalid', TEAM_MESSAGES.invitationInvalid);
    if (invitation.status === 'accepted') {
      if (invitation.acceptedBy === caller.uid) return;
      throw refuse('invitation-used', TEAM_MESSAGES.invitationUsed);
    }
    if (invitation.expiresAt.getTime() <= now.getTime())
      throw refuse('invitation-expired', TEAM_MESSAGES.invitationExpired);
    if (invitation.email !== email)
      throw refuse('invitation-wrong-account', TEAM_MESSAGES.invitationWrongAccount(invitation.email));
    const member = rosterCollection(deps.db).doc(caller.uid);
    const existing = await transaction.get(member);
    transaction.update(ref, { status: 'accepted', acceptedAt: now, acceptedBy: caller.uid });
    if (!existing.exists)
      transaction.set(member, { id: caller.uid, email, addedAt: now, addedBy: invitation.invitedBy });
    appendAuditEntry(transaction, deps.db, actorOf(caller), {
      action: 'accept-invitation',
      target: { type: 'admin', id: caller.uid, title: email },
      before: null,
      after: { email, invitedBy: invitation.invitedBy.email },
    });
  });
  await grantClaim(deps, caller.uid);
  return { message: TEAM_MESSAGES.invitationAccepted };
};

/**
 * Removes an admin: off the roster (audited), which refuses their next request at once (the rules
 * and the guards check the roster; an ID token they hold keeps the claim for up to an hour), then
 * the claim is taken away and their sessions ended. Never the last admin ('last-admin'), never the caller ('cannot-remove-self'), 'not-found'
 * for someone not on the team.
 */
export const removeAdmin = async (
  deps: Deps,
  caller: Caller,
  input: { uid: string },
): Promise<RemoveAdminResult> => {
  const removed = await deps.db.runTransaction(async (transaction) => {
    const members = await readRoster(transaction, deps.db);
    const target = members.find((member) => member.id === input.uid);
    if (!target) throw refuse('not-found', TEAM_MESSAGES.adminNotFound);
    if (members.length <= 1) throw refuse('last-admin', TEAM_MESSAGES.lastAdmin);
    if (input.uid === caller.uid) throw refuse('cannot-remove-self', TEAM_MESSAGES.cannotRemoveSelf);
    transaction.delete(rosterCollection(deps.db).doc(input.uid));
    appendAuditEntry(transaction, deps.db, actorOf(caller), {
      action: 'remove',
      target: { type: 'admin', id: input.uid, title: target.email },
      before: { email: target.email, addedAt: target.addedAt },
      after: null,
    });
    return target;
  });

  const user = await deps.auth.getUser(input.uid).catch(() => null);
  if (user) {
    const { [ADMIN_CLAIM]: _admin, ...others } = user.customClaims ?? {};
    await deps.auth.setCustomUserClaims(input.uid, others);
    // Their current ID token still carries the claim for up to an hour (refused: they are off the
    // roster); end their sessions so no new token is minted.
    await deps.auth.revokeRefreshTokens(input.uid);
  }
  return { uid: input.uid, message: TEAM_MESSAGES.adminRemoved(removed.email) };
};

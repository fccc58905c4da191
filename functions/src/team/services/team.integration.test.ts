import { ADMIN_INVITATION_TTL_MS, COLLECTIONS, TEAM_MESSAGES } from '@careers/domain';
import { beforeEach, describe, expect, it } from 'vitest';

import { adminAuth } from '../../lib/admin.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { auditEntriesOf, isolatedDb } from '../../testing/admin-console.ts';
import { authOf } from '../../testing/callers.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { putOnRoster, TEST_APP_URL, uniqueEmail } from '../../testing/emulators.ts';
import { catcherMailer, startMailCatcher } from '../../testing/mail-catcher.ts';
import { callError, serviceError } from '../../testing/refusals.ts';
import { suiteFixture } from '../../testing/suite.ts';
import { listAdmins as listAdminsCallable } from '../callables/team-callables.ts';
import { acceptAdminInvitation, inviteAdmin, listAdmins, removeAdmin } from './team-service.ts';

// The admin team on the emulators: the invitation mailed through the outbox to the catcher, its
// link accepted by the invited account (which then holds the claim), removal with its two guards,
// and every change audited. The roster is the suite's own database's (the other suites' admins
// are on the shared one's): each test starts from an empty one.

let clock = new Date('2026-11-26T09:00:00Z');
const db = isolatedDb('team');
const bed = suiteFixture(async () => {
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const deps = emulatorDeps({ db, mailer: catcherMailer(catcher, db), now: () => clock });
  return { deps, catcher, close: () => catcher.close() };
});

beforeEach(async () => {
  clock = new Date('2026-11-26T09:00:00Z');
  const roster = await db.collection(COLLECTIONS.admins).get();
  await Promise.all(roster.docs.map((doc) => doc.ref.delete()));
});

/**
 * An account on the Auth emulator and the caller its ID token would make; an admin is on the
 * roster too, as `admin:grant` or an accepted invitation leaves one.
 */
const account = async (label: string, admin: boolean): Promise<Caller> => {
  const email = uniqueEmail(label);
  const user = await adminAuth().createUser({ email, password: 'weaving42' });
  if (admin) {
    await adminAuth().setCustomUserClaims(user.uid, { admin: true });
    await putOnRoster(db, user.uid, email, clock);
  }
  return { uid: user.uid, email, admin, emailVerified: false };
};

/** The token of the invitation link mailed to `email`. */
const tokenMailedTo = (email: string): string => {
  const message = bed.catcher.messages().find((caught) => caught.to.includes(email));
  const prefix = `${TEST_APP_URL}/admin-invitation/`;
  const link = message?.links.find((candidate) => candidate.startsWith(prefix)) ?? '';
  expect(link).not.toBe('');
  return decodeURIComponent(link.slice(prefix.length));
};

describe('inviting and accepting', () => {
  it('mails a link whose account, signed in with the invited address, becomes an admin', async () => {
    const lead = await account('Lead', true);
    const colleague = await account('Colleague', false);

    const invited = await inviteAdmin(bed.deps, lead, { email: colleague.email ?? '' });
    expect(invited.message).toBe(TEAM_MESSAGES.invitationSent(colleague.email ?? ''));
    const mail = (await db.collection(COLLECTIONS.mail).where('kind', '==', 'admin-invitation').get()).docs
      .map((doc) => doc.data())
      .find((data) => (data['to'] as string[]).includes(colleague.email ?? ''));
    expect(mail?.['status']).toBe('sent');

    const team = await listAdmins(bed.deps, lead);
    expect(team.admins.map((member) => [member.email, member.isYou])).toEqual([[lead.email, true]]);
    expect(team.invitations.map((invitation) => invitation.email)).toEqual([colleague.email]);

    const token = tokenMailedTo(colleague.email ?? '');
    clock = new Date('2026-11-27T09:00:00Z');
    expect(await acceptAdminInvitation(bed.deps, colleague, { token })).toEqual({
      message: TEAM_MESSAGES.invitationAccepted,
    });
    const user = await adminAuth().getUser(colleague.uid);
    expect(user.customClaims).toEqual({ admin: true });
    expect(user.emailVerified).toBe(true);

    const after = await listAdmins(bed.deps, lead);
    expect(after.admins.map((member) => member.email)).toEqual([lead.email, colleague.email]);
    expect(after.admins[1]?.addedByEmail).toBe(lead.email);
    expect(after.invitations.map((invitation) => invitation.email)).not.toContain(colleague.email);

    expect((await auditEntriesOf(db, invited.id)).map((entry) => entry['action'])).toEqual(['invite']);
    expect((await auditEntriesOf(db, colleague.uid)).map((entry) => entry['action'])).toEqual([
      'accept-invitation',
    ]);
  });

  it('refuses an invitation for someone already an admin', async () => {
    const lead = await account('Lead', true);
    const other = await account('Other', true);
    const refusal = await serviceError(inviteAdmin(bed.deps, lead, { email: other.email ?? '' }));
    expect(refusal.reason).toBe('already-admin');
  });

  it('refuses the wrong account, an expired link, a used link and a made-up one', async () => {
    const lead = await account('Lead', true);
    const invitee = await account('Invitee', false);
    const stranger = await account('Stranger', false);
    await inviteAdmin(bed.deps, lead, { email: invitee.email ?? '' });
    const token = tokenMailedTo(invitee.email ?? '');

    expect((await serviceError(acceptAdminInvitation(bed.deps, stranger, { token }))).reason).toBe(
      'invitation-wrong-account',
    );
    expect((await adminAuth().getUser(stranger.uid)).customClaims ?? {}).toEqual({});

    const made = 'A'.repeat(43);
    expect((await serviceError(acceptAdminInvitation(bed.deps, invitee, { token: made }))).reason).toBe(
      'link-invalid',
    );

    clock = new Date(clock.getTime() + ADMIN_INVITATION_TTL_MS + 1000);
    expect((await serviceError(acceptAdminInvitation(bed.deps, invitee, { token }))).reason).toBe(
      'invitation-expired',
    );
    expect((await adminAuth().getUser(invitee.uid)).customClaims ?? {}).toEqual({});

    clock = new Date('2026-11-26T10:00:00Z');
    await acceptAdminInvitation(bed.deps, invitee, { token });
    // The same account again: the grant is repeated (a failed claim step can be retried).
    await acceptAdminInvitation(bed.deps, invitee, { token });
    expect((await serviceError(acceptAdminInvitation(bed.deps, stranger, { token }))).reason).toBe(
      'invitation-used',
    );
  });
});

describe('removing', () => {
  it('removes another admin: off the team, claim gone, audited', async () => {
    const lead = await account('Lead', true);
    const colleague = await account('Colleague', true);

    const removed = await removeAdmin(bed.deps, lead, { uid: colleague.uid });
    expect(removed).toEqual({
      uid: colleague.uid,
      message: TEAM_MESSAGES.adminRemoved(colleague.email ?? ''),
    });
    expect((await adminAuth().getUser(colleague.uid)).customClaims ?? {}).toEqual({});
    expect((await listAdmins(bed.deps, lead)).admins.map((member) => member.uid)).toEqual([lead.uid]);
    const audit = await auditEntriesOf(db, colleague.uid);
    expect(audit.map((entry) => [entry['action'], entry['actor'].email])).toEqual([['remove', lead.email]]);
  });

  it("refuses the removed admin's next call, though the ID token they hold still says admin", async () => {
    const lead = await account('Lead', true);
    const colleague = await account('Colleague', true);
    // authOf: the claims of the colleague's ID token, minted before the removal (valid for an hour).
    const asColleague = () =>
      listAdminsCallable.handle({ auth: authOf(colleague), data: {} }, () => bed.deps);
    expect((await asColleague()).admins).toHaveLength(2);

    await removeAdmin(bed.deps, lead, { uid: colleague.uid });
    expect((await callError(asColleague())).details).toMatchObject({ reason: 'admins-only' });
    // Nothing put them back on the roster.
    expect((await listAdmins(bed.deps, lead)).admins.map((member) => member.uid)).toEqual([lead.uid]);
  });

  it('never removes the last admin, nor the caller, nor someone off the team', async () => {
    const lead = await account('Lead', true);
    expect((await serviceError(removeAdmin(bed.deps, lead, { uid: lead.uid }))).reason).toBe('last-admin');

    // Beside a colleague on the team, still not removable by themselves.
    await account('Colleague', true);
    expect((await serviceError(removeAdmin(bed.deps, lead, { uid: lead.uid }))).reason).toBe(
      'cannot-remove-self',
    );
    const candidate = await account('Candidate', false);
    expect((await serviceError(removeAdmin(bed.deps, lead, { uid: candidate.uid }))).reason).toBe(
      'not-found',
    );
    expect((await adminAuth().getUser(lead.uid)).customClaims).toEqual({ admin: true });
  });
});

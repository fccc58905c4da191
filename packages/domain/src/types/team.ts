// The admin team (issue 20): who holds the `admin` claim, and the invitations to join. Rights come
// from the claim only (ARCHITECTURE section 3); these documents are the roster the team page lists
// and the guard that keeps at least one admin.

/** Who did it, as the audit log names them. */
export type TeamActor = { uid: string; email: string | null };

/** `admins/{uid}` (server-only): a member of the admin team. */
export type AdminMember = {
  email: string;
  addedAt: Date;
  /** null: added by the command line (`npm run admin:grant`) or found holding the claim. */
  addedBy: TeamActor | null;
};

export const ADMIN_INVITATION_STATUSES = ['pending', 'accepted'] as const;
export type AdminInvitationStatus = (typeof ADMIN_INVITATION_STATUSES)[number];

/**
 * `adminInvitations/{sha256 of the token}` (server-only): the mailed link carries the token, the
 * database only its hash, so a reader of the database cannot accept an invitation.
 */
export type AdminInvitation = {
  /** The invited address, lowercased: only an account with this email may accept. */
  email: string;
  status: AdminInvitationStatus;
  invitedBy: TeamActor;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedBy: string | null;
};

/** One admin on the team page (dates as ISO strings: callable results are JSON). */
export type AdminMemberView = {
  uid: string;
  email: string;
  addedAt: string;
  addedByEmail: string | null;
  /** The caller: the page offers no Remove on their own row. */
  isYou: boolean;
};

/** One invitation still waiting on the team page. */
export type AdminInvitationView = {
  id: string;
  email: string;
  invitedByEmail: string | null;
  createdAt: string;
  expiresAt: string;
};

/** What `listAdmins` answers: the team, oldest first, and the pending invitations, newest first. */
export type AdminTeam = { admins: AdminMemberView[]; invitations: AdminInvitationView[] };

export type InviteAdminResult = { id: string; message: string };
export type AcceptAdminInvitationResult = { message: string };
export type RemoveAdminResult = { uid: string; message: string };

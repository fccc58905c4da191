// The admin team's limits and messages (issue 20), shared by the functions, the web and the mail.

/** How long an invitation link works. */
export const ADMIN_INVITATION_TTL_DAYS = 7;
export const ADMIN_INVITATION_TTL_MS = ADMIN_INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000;

export const TEAM_MESSAGES = {
  invitationSent: (email: string) => `Invitation sent to ${email}.`,
  invitationAccepted: 'Welcome to the team: you are now an admin.',
  adminRemoved: (email: string) => `${email} is no longer an admin.`,
  alreadyAdmin: (email: string) => `${email} is already an admin.`,
  invitationExpired: 'This invitation has expired. Ask an admin to invite you again.',
  invitationUsed: 'This invitation has already been accepted.',
  invitationInvalid: 'This invitation link is not valid. Check that you opened the whole link.',
  invitationWrongAccount: (email: string) =>
    `This invitation is for ${email}. Sign in with that address (or register it) to accept.`,
  lastAdmin: 'The team needs at least one admin: invite another before removing this one.',
  cannotRemoveSelf: 'You cannot remove yourself. Ask another admin to do it.',
  adminNotFound: 'No such admin.',
} as const;

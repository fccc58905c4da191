import { ADMIN_INVITATION_TTL_DAYS } from '@careers/domain';

import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

/** Sent from the team page's Invite: links to /admin-invitation/{token}. */
export const adminInvitationEmail = (input: { invitedBy: string | null; link: string }): RenderedEmail =>
  renderEmail({
    subject: `You are invited to the ${MAIL_BRAND.groupName} Careers admin team`,
    preheader: 'Accept the invitation to manage jobs, applicants and tests.',
    heading: 'Join the admin team',
    paragraphs: [
      'Hello,',
      `${input.invitedBy ?? 'An admin'} invited you to the admin team of ${MAIL_BRAND.groupName} Careers, where jobs, applicants and tests are managed.`,
      'Open the link and sign in with this email address. If you have no account yet, register with this address first; the link brings you back.',
    ],
    action: { label: 'Accept the invitation', url: input.link },
    footnotes: [
      `The link works once and expires in ${String(ADMIN_INVITATION_TTL_DAYS)} days.`,
      'If you did not expect this, you can ignore this email: nothing changes until the link is used.',
    ],
  });

import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

const greeting = (firstName: string | null) => (firstName ? `Hello ${firstName},` : 'Hello,');

/** Sent after registration and on "Resend confirmation email": links to /confirm/{code}. */
export const verificationEmail = (input: { firstName: string | null; link: string }): RenderedEmail =>
  renderEmail({
    subject: `Confirm your email address for ${MAIL_BRAND.groupName} Careers`,
    preheader: 'One click to confirm your email address and finish setting up your account.',
    heading: 'Confirm your email address',
    paragraphs: [
      greeting(input.firstName),
      `Thank you for registering with ${MAIL_BRAND.groupName} Careers. Please confirm that this is your email address so that we can reach you about your applications.`,
    ],
    action: { label: 'Confirm email address', url: input.link },
    footnotes: [
      'The link works once and expires in 3 days. You can ask for a new one from your account.',
      'If you did not create an account, you can ignore this email: nothing will happen.',
    ],
  });

/** Sent from "Forgot password": links to /reset/{code}. */
export const passwordResetEmail = (input: { firstName: string | null; link: string }): RenderedEmail =>
  renderEmail({
    subject: `Reset your ${MAIL_BRAND.groupName} Careers password`,
    preheader: 'Follow the link to choose a new password.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(input.firstName),
      'We received a request to reset the password of your account. Choose a new password with the button below.',
    ],
    action: { label: 'Reset password', url: input.link },
    footnotes: [
      'The link works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });

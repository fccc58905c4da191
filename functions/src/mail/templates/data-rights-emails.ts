import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

/**
 * Sent to the address being erased, queued in the outbox before the address is removed: says what
 * was erased and what the employer keeps. Names nobody, so nothing personal is left in the
 * outbox once its recipient is emptied.
 */
export const erasureConfirmationEmail = (input: {
  requestedBy: 'candidate' | 'admin' | 'retention';
}): RenderedEmail =>
  renderEmail({
    subject: `Your ${MAIL_BRAND.groupName} careers account has been erased`,
    preheader: 'Your account, profile, CVs and test answers have been removed.',
    heading: 'Your account has been erased',
    paragraphs: [
      'Hello,',
      input.requestedBy === 'candidate'
        ? 'As you asked, we have erased your careers account.'
        : input.requestedBy === 'retention'
          ? 'Your careers account had not been used for a long time, so we have erased it as our retention policy says.'
          : 'At your request, our recruitment team has erased your careers account.',
      'Your sign-in, your profile, your CVs and picture, your answers and your test sessions have been removed. What we must keep for our records (that an application was made for a job, its dates, status and score) is kept without your name or contact details.',
      'This is the last message we send to this address.',
    ],
  });

/**
 * Sent thirty days before retention erases an inactive candidate's account: when, and the link
 * to the page whose button keeps it (signing in keeps it too); opening the link alone keeps nothing.
 */
export const retentionWarningEmail = (input: { eraseOn: string; keepLink: string }): RenderedEmail =>
  renderEmail({
    subject: `Keep your ${MAIL_BRAND.groupName} careers account?`,
    preheader: `Your careers account will be erased on ${input.eraseOn} unless you keep it.`,
    heading: 'Do you want to keep your account?',
    paragraphs: [
      'Hello,',
      `You have not used your ${MAIL_BRAND.groupName} careers account for a long time. To keep only the data we need, we will erase your account, profile and CVs on ${input.eraseOn}.`,
      'If you want to keep your account, open the link below and press “Keep my account” there (or simply sign in) before then.',
    ],
    action: { label: 'Keep my account', url: input.keepLink },
    footnotes: ['If you do nothing, your account will be erased and we will confirm it by email.'],
  });

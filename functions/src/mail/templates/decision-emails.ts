import { defaultRejectionText } from '@careers/domain';

import { greeting, position, textParagraphs } from './applicant-emails.ts';
import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

// The mails of the per-person decisions (issue 20), sent only when the recruiter ticks "Send mail":
// "Select" tells the candidate they are selected and that the team will be in touch; "Not
// selected" says it in the words of the rejection's default text.

type DecisionMailInput = {
  firstName: string;
  jobTitle: string;
  companyTitle: string | null;
  /** Absolute link to My applications. */
  applicationsLink: string;
};

export const selectedEmail = (input: DecisionMailInput): RenderedEmail =>
  renderEmail({
    subject: `You have been selected: ${input.jobTitle}`,
    preheader: `Good news about your application for ${input.jobTitle}.`,
    heading: 'You have been selected',
    paragraphs: [
      greeting(input.firstName),
      `We are pleased to tell you that you have been selected for the position of ${position(input.jobTitle, input.companyTitle)}.`,
      'Our recruitment team will contact you shortly about the next steps and the offer.',
    ],
    action: { label: 'View my applications', url: input.applicationsLink },
    footnotes: [`${MAIL_BRAND.groupName} Recruitment`],
  });

export const notSelectedEmail = (input: DecisionMailInput): RenderedEmail =>
  renderEmail({
    subject: `Your application for ${input.jobTitle}`,
    preheader: `An update on your application for ${input.jobTitle}.`,
    heading: 'About your application',
    paragraphs: [greeting(input.firstName), ...textParagraphs(defaultRejectionText(input.jobTitle))],
    action: { label: 'View my applications', url: input.applicationsLink },
    footnotes: [`${MAIL_BRAND.groupName} Recruitment`],
  });

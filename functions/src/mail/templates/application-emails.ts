import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

/**
 * Sent when an application is submitted ("CV submitted", spec section 7's send-CvSubmit-email):
 * says what was received and what happens next, and links to My applications, where the candidate
 * follows the status and can withdraw until shortlisted.
 */
export const cvSubmittedEmail = (input: {
  firstName: string;
  jobTitle: string;
  /** The CV's file name as the candidate uploaded it. */
  resumeFileName: string | null;
  /** Absolute link to the candidate's My applications page. */
  applicationsLink: string;
}): RenderedEmail =>
  renderEmail({
    subject: `We have received your application: ${input.jobTitle}`,
    preheader: `Your CV and answers for ${input.jobTitle} have reached our recruitment team.`,
    heading: 'Your CV has been submitted',
    paragraphs: [
      input.firstName ? `Hello ${input.firstName},` : 'Hello,',
      `Thank you for applying for the position of ${input.jobTitle} at ${MAIL_BRAND.groupName}. We have received your ${input.resumeFileName ? `CV (${input.resumeFileName})` : 'CV'} and your answers, exactly as you sent them.`,
      'Our recruitment team reviews every application. You can follow the status of yours at any time under My applications; we will also write to you when there is news.',
    ],
    action: { label: 'View my applications', url: input.applicationsLink },
    footnotes: [
      'Changes you make to your profile or CV from now on do not change this application.',
      'Until your application is shortlisted you can withdraw it from My applications.',
    ],
  });

import { MAIL_BRAND } from './brand.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

// The mails of the admin's applicant actions (issue 11): test invitation, rejection and a custom
// message (interviews: interview-emails.ts), in the group's layout with a plain-text alternative.
// Each greets the candidate by first name and names the job; an admin's own text (rejection,
// custom message) is kept as written, its blank lines separating paragraphs.

export const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

/** An admin's text as paragraphs: blank lines separate them, single line breaks stay. */
export const textParagraphs = (text: string): string[] =>
  text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

export const position = (jobTitle: string, companyTitle: string | null) =>
  companyTitle ? `${jobTitle} at ${companyTitle}` : jobTitle;

/**
 * "Invite to test": the link opens the test's instructions page for this job and test, where the
 * candidate (signed in) presses Start Test.
 */
export const testInvitationEmail = (input: {
  firstName: string;
  jobTitle: string;
  companyTitle: string | null;
  testTitle: string;
  timeMinutes: number;
  totalQuestions: number;
  /** Absolute link to /user_tests/new/test/{jobId}/{testId}/instructions. */
  instructionsLink: string;
}): RenderedEmail =>
  renderEmail({
    subject: `Invitation to the test for ${input.jobTitle}`,
    preheader: `You have been shortlisted for ${input.jobTitle}: the next step is a ${String(input.timeMinutes)}-minute online test.`,
    heading: 'You are invited to an online test',
    paragraphs: [
      greeting(input.firstName),
      `Your application for the position of ${position(input.jobTitle, input.companyTitle)} has been shortlisted. The next step is an online test, ${input.testTitle}: ${String(input.totalQuestions)} multiple-choice questions in ${String(input.timeMinutes)} minutes.`,
      'Open the instructions when you are ready. The time starts only when you press Start Test there, and the test must then be finished in one sitting.',
    ],
    action: { label: 'Open the test instructions', url: input.instructionsLink },
    footnotes: [
      'Log in with the account you applied with. The test can be taken once.',
      'There is no negative marking; when the time runs out, your answers are submitted automatically.',
    ],
  });

/** "Reject": the admin's text (pre-filled with the domain's defaultRejectionText, editable). */
export const rejectionEmail = (input: { firstName: string; jobTitle: string; body: string }): RenderedEmail =>
  renderEmail({
    subject: `Your application for ${input.jobTitle}`,
    preheader: `An update on your application for ${input.jobTitle}.`,
    heading: 'About your application',
    paragraphs: [greeting(input.firstName), ...textParagraphs(input.body)],
    footnotes: [`${MAIL_BRAND.groupName} Recruitment`],
  });

/** "Email": the admin's subject and text, about the candidate's application for the job. */
export const customMessageEmail = (input: {
  firstName: string;
  jobTitle: string;
  subject: string;
  body: string;
  /** Absolute link to My applications. */
  applicationsLink: string;
}): RenderedEmail =>
  renderEmail({
    subject: input.subject,
    preheader: `A message about your application for ${input.jobTitle}.`,
    heading: input.subject,
    paragraphs: [greeting(input.firstName), ...textParagraphs(input.body)],
    action: { label: 'View my applications', url: input.applicationsLink },
    footnotes: [
      `This message is about your application for ${input.jobTitle} at ${MAIL_BRAND.groupName}. You can reply to it.`,
    ],
  });

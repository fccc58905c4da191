import { MAIL_BRAND } from './brand.ts';
import { greeting, position, textParagraphs } from './applicant-emails.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

// The mails of an interview (issue 20): the invitation, a change of time or place, a cancellation
// and the reminder the day before. The invitation, the change and the cancellation carry the
// interview's calendar event (the services attach it); each says when and where in words too, for
// the candidate whose mail app does not read calendars.

/** The calendar event's organizer name: the group's recruitment, whoever of the team scheduled it. */
export const INTERVIEW_ORGANIZER_NAME = `${MAIL_BRAND.groupName} Recruitment`;

export type InterviewMailKind = 'invitation' | 'rescheduled' | 'cancelled' | 'reminder';

export type InterviewEmailInput = {
  firstName: string;
  jobTitle: string;
  companyTitle: string | null;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', the company's local time */
  time: string;
  durationMinutes: number;
  place: string;
  videoLink: string | null;
  interviewers: string;
  /** The recruiter's note (the invitation's, or why it was cancelled). */
  note: string;
  /** Absolute link to My applications. */
  applicationsLink: string;
};

/** 'YYYY-MM-DD' as "Monday, 23 November 2026" (the calendar day itself, whatever the time zone). */
const longDate = (isoDay: string): string => {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
};

const WORDING: Record<
  InterviewMailKind,
  { subject: string; heading: string; lead: (job: string) => string; closing: string | null }
> = {
  invitation: {
    subject: 'Interview invitation',
    heading: 'You are invited to an interview',
    lead: (job) => `We would like to meet you for an interview for the position of ${job}.`,
    closing: 'If this time does not suit you, please reply to this email.',
  },
  rescheduled: {
    subject: 'Interview moved',
    heading: 'Your interview has a new time or place',
    lead: (job) => `Your interview for the position of ${job} has changed. These are the new details:`,
    closing: 'If this time does not suit you, please reply to this email.',
  },
  cancelled: {
    subject: 'Interview cancelled',
    heading: 'Your interview is cancelled',
    lead: (job) => `The interview for the position of ${job} planned below is cancelled.`,
    closing: 'We will write to you again about your application.',
  },
  reminder: {
    subject: 'Reminder: interview tomorrow',
    heading: 'Your interview is tomorrow',
    lead: (job) => `A reminder of your interview for the position of ${job}.`,
    closing: 'If you cannot come, please reply to this email.',
  },
};

/** When, where (place and/or video link) and with whom, as the mail's lines. */
export const interviewWhenWhere = (input: InterviewEmailInput): string =>
  [
    `When: ${longDate(input.date)} at ${input.time} (${MAIL_BRAND.timeZoneLabel}), ${String(input.durationMinutes)} minutes`,
    ...(input.place ? [`Where: ${input.place}`] : []),
    ...(input.videoLink ? [`Video link: ${input.videoLink}`] : []),
    ...(input.interviewers ? [`With: ${input.interviewers}`] : []),
  ].join('\n');

export const interviewEmail = (kind: InterviewMailKind, input: InterviewEmailInput): RenderedEmail => {
  const wording = WORDING[kind];
  const job = position(input.jobTitle, input.companyTitle);
  return renderEmail({
    subject: `${wording.subject}: ${input.jobTitle}`,
    preheader: `${wording.heading}: ${longDate(input.date)} at ${input.time}.`,
    heading: wording.heading,
    paragraphs: [
      greeting(input.firstName),
      wording.lead(job),
      interviewWhenWhere(input),
      ...textParagraphs(input.note),
      ...(wording.closing ? [wording.closing] : []),
    ],
    action: { label: 'View my applications', url: input.applicationsLink },
    footnotes: kind === 'cancelled' ? [] : ['Please bring a photo ID and a copy of your CV.'],
  });
};

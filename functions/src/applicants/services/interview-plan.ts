import { randomUUID } from 'node:crypto';

import {
  absoluteHref,
  companyDateTime,
  companyIsoDate,
  INTERVIEW_REMINDER_LEAD_MS,
  interviewCalendar,
  isErasedCandidate,
  MESSAGES,
  ROUTES,
  type Application,
  type Interview,
  type InterviewInput,
  type MailKind,
  type WithId,
} from '@careers/domain';

import { refuse } from '../../lib/service-error.ts';
import {
  INTERVIEW_ORGANIZER_NAME,
  interviewEmail,
  type InterviewMailKind,
  type SendMailInput,
} from '../../mail/index.ts';
import type { AuditActor } from '../../audit/index.ts';
import { interviewInvitationRefusal } from './eligibility.ts';

// What scheduling, rescheduling and cancelling an interview write, decided from what the
// transaction read: the interview record and the candidate's mail with its calendar event. Shared
// by the review page's callables (interviews.ts) and the applicants table's batch invitation
// (applicant-actions.ts), so both keep one UID per interview and count its changes alike.

export type InterviewContext = {
  appUrl: string;
  companyTitle: string | null;
  actor: AuditActor;
  now: Date;
};

const MAIL_KINDS: Record<InterviewMailKind, MailKind> = {
  invitation: 'interview-invitation',
  rescheduled: 'interview-rescheduled',
  cancelled: 'interview-cancelled',
  reminder: 'interview-reminder',
};

const hostOf = (appUrl: string) => new URL(appUrl).hostname;

/**
 * Why this applicant cannot be invited to an interview now (null: they can): the batch's skip
 * reasons, and an erased candidate, whom no mail can reach.
 */
export const interviewRefusal = (application: Pick<Application, 'status' | 'test' | 'candidate'>) =>
  isErasedCandidate(application.candidate)
    ? MESSAGES.interviewApplicantErased
    : interviewInvitationRefusal(application);

/** 'invalid-input' on `date` for a day already past where the company is. */
export const checkInterviewDate = (date: string, now: Date): void => {
  if (date < companyIsoDate(now)) {
    throw refuse('invalid-input', MESSAGES.interviewDateInPast, {
      fields: { date: MESSAGES.interviewDateInPast },
    });
  }
};

/** The candidate's mail about the interview, with its calendar event unless it is the reminder. */
export const interviewMail = (
  kind: InterviewMailKind,
  interview: Interview,
  application: Pick<Application, 'candidate' | 'jobTitle' | 'jobId' | 'uid'>,
  context: Pick<InterviewContext, 'appUrl' | 'companyTitle' | 'now'> & {
    createdBy: string;
    replyTo?: string;
  },
  note: string = interview.note,
): SendMailInput => {
  const { candidate } = application;
  const email = interviewEmail(kind, {
    firstName: candidate.firstName,
    jobTitle: application.jobTitle,
    companyTitle: context.companyTitle,
    date: interview.date,
    time: interview.time,
    durationMinutes: interview.durationMinutes,
    place: interview.place,
    videoLink: interview.videoLink,
    interviewers: interview.interviewers,
    note,
    applicationsLink: absoluteHref(context.appUrl, ROUTES.myApplications.getHref()),
  });
  const calendar =
    kind === 'reminder'
      ? undefined
      : {
          method: kind === 'cancelled' ? ('CANCEL' as const) : ('REQUEST' as const),
          content: interviewCalendar({
            method: kind === 'cancelled' ? 'CANCEL' : 'REQUEST',
            uid: interview.calendarUid,
            sequence: interview.sequence,
            start: interview.startsAt,
            end: interview.endsAt,
            summary: `Interview: ${application.jobTitle}${context.companyTitle ? `, ${context.companyTitle}` : ''}`,
            location: [interview.place, interview.videoLink].filter(Boolean).join(' · '),
            description: email.text,
            url: interview.videoLink,
            organizer: interview.organizer,
            attendee: { name: `${candidate.firstName} ${candidate.lastName}`.trim(), email: candidate.email },
            stamp: context.now,
          }),
        };
  return {
    kind: MAIL_KINDS[kind],
    to: candidate.email,
    ...email,
    createdBy: context.createdBy,
    jobId: application.jobId,
    applicantIds: [application.uid],
    ...(context.replyTo ? { replyTo: context.replyTo } : {}),
    ...(calendar ? { calendar } : {}),
  };
};

/** When the reminder is due: a day before, or null when that is already past. */
const reminderAtFor = (startsAt: Date, now: Date): Date | null => {
  const at = new Date(startsAt.getTime() - INTERVIEW_REMINDER_LEAD_MS);
  return at.getTime() > now.getTime() ? at : null;
};

export type InterviewPlan = {
  interview: Interview;
  kind: 'invitation' | 'rescheduled';
  mail: SendMailInput;
  audit: { before: Record<string, unknown>; after: Record<string, unknown> };
};

const summary = (interview: Pick<Interview, 'date' | 'time' | 'place' | 'videoLink'>) =>
  `${interview.date} ${interview.time}, ${[interview.place, interview.videoLink].filter(Boolean).join(' · ')}`;

/**
 * Schedules the applicant's interview, or reschedules the one they have: a scheduled interview
 * keeps its UID and goes one SEQUENCE on; a cancelled one (or none) starts a new event. The outcome
 * of an interview already held is not overwritten: 'applicant-not-eligible'.
 */
export const planInterview = (
  application: WithId<Application>,
  existing: Interview | undefined,
  request: InterviewInput,
  context: InterviewContext,
): InterviewPlan => {
  const { actor, now } = context;
  const current = existing?.status === 'scheduled' ? existing : undefined;
  if (current?.outcome) throw refuse('applicant-not-eligible', MESSAGES.interviewAlreadyHeld);
  const startsAt = companyDateTime(request.date, request.time);
  const interview: Interview = {
    applicationId: application.id,
    jobId: application.jobId,
    uid: application.uid,
    status: 'scheduled',
    date: request.date,
    time: request.time,
    durationMinutes: request.durationMinutes,
    startsAt,
    endsAt: new Date(startsAt.getTime() + request.durationMinutes * 60_000),
    place: request.place,
    videoLink: request.videoLink || null,
    interviewers: request.interviewers,
    note: request.note,
    organizer: current?.organizer ?? {
      name: INTERVIEW_ORGANIZER_NAME,
      email: actor.email ?? `careers@${hostOf(context.appUrl)}`,
    },
    // Random: a cancelled interview scheduled again is a new event, not the cancelled one revived.
    calendarUid: current?.calendarUid ?? `interview-${randomUUID()}@${hostOf(context.appUrl)}`,
    sequence: current ? current.sequence + 1 : 0,
    reminderAt: reminderAtFor(startsAt, now),
    reminderSentAt: null,
    outcome: null,
    createdAt: current?.createdAt ?? now,
    updatedAt: now,
    updatedBy: actor.uid,
  };
  const kind = current ? 'rescheduled' : 'invitation';
  return {
    interview,
    kind,
    mail: interviewMail(kind, interview, application, {
      ...context,
      createdBy: actor.uid,
      ...(actor.email ? { replyTo: actor.email } : {}),
    }),
    audit: {
      before: { status: application.status, interview: current ? summary(current) : null },
      after: { status: 'interview-invited', interview: summary(interview) },
    },
  };
};

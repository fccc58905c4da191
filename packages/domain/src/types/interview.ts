import type { IsoDates } from './applicants.ts';

// An application's interview (issue 20): when, where (a place or a video link) and who interviews,
// kept in `interviews/{applicationId}` (server-only: admins read it through getApplicantReview).
// Its calendar invitation keeps one UID for the interview's life and counts each change in
// `sequence`, so a reschedule updates the candidate's calendar entry and a cancel removes it.

export const INTERVIEW_STATUSES = ['scheduled', 'cancelled'] as const;
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number];

export const INTERVIEW_ATTENDANCE = ['attended', 'no-show'] as const;
export type InterviewAttendance = (typeof INTERVIEW_ATTENDANCE)[number];

export const INTERVIEW_ATTENDANCE_LABELS: Record<InterviewAttendance, string> = {
  attended: 'Attended',
  'no-show': 'Did not attend',
};

/** The interview score's scale: 1 (poor) to 5 (excellent). */
export const INTERVIEW_SCORE = { min: 1, max: 5 } as const;

/** How long an interview lasts when the recruiter does not say (minutes). */
export const DEFAULT_INTERVIEW_MINUTES = 60;

/** The reminder goes this long before the interview. */
export const INTERVIEW_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/** What the recruiter recorded after the interview. */
export type InterviewOutcome = {
  attendance: InterviewAttendance;
  /** 1–5, or null when the candidate did not come (or no score was given). */
  score: number | null;
  notes: string;
  recordedAt: Date;
  recordedBy: string;
  recordedByName: string;
};

export type Interview = {
  applicationId: string;
  jobId: string;
  uid: string;
  status: InterviewStatus;
  /** 'YYYY-MM-DD' and 'HH:mm' as the recruiter entered them, the company's wall clock. */
  date: string;
  time: string;
  durationMinutes: number;
  startsAt: Date;
  endsAt: Date;
  /** Where; '' when the interview is only by video. */
  place: string;
  videoLink: string | null;
  /** Who interviews, as the recruiter wrote it (names). */
  interviewers: string;
  note: string;
  /** The calendar event's organizer: the admin who first scheduled it (replies reach them). */
  organizer: { name: string; email: string };
  /** The calendar event's UID: the same for every version of this interview. */
  calendarUid: string;
  /** The calendar event's SEQUENCE: 0 when first sent, one more per reschedule or cancel. */
  sequence: number;
  /**
   * When the reminder is due (24 h before); null once it was sent, when the interview is cancelled,
   * or when it was scheduled less than a day ahead (the invitation is the reminder then).
   */
  reminderAt: Date | null;
  reminderSentAt: Date | null;
  outcome: InterviewOutcome | null;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: string;
};

/**
 * What the candidate sees of their interview, kept on their application (`Application.interview`):
 * the candidate may read their application but never `interviews/{id}` (the outcome, the calendar
 * bookkeeping and who changed it stay there). The same facts their invitation mail gave: when,
 * where, with whom, the note; written with every change of the interview, in its transaction.
 */
export type CandidateInterview = Pick<
  Interview,
  | 'status'
  | 'date'
  | 'time'
  | 'durationMinutes'
  | 'startsAt'
  | 'endsAt'
  | 'place'
  | 'videoLink'
  | 'interviewers'
  | 'note'
>;

/** The candidate's part of an interview (CandidateInterview), for their application. */
export const candidateInterviewOf = (interview: Interview): CandidateInterview => ({
  status: interview.status,
  date: interview.date,
  time: interview.time,
  durationMinutes: interview.durationMinutes,
  startsAt: interview.startsAt,
  endsAt: interview.endsAt,
  place: interview.place,
  videoLink: interview.videoLink,
  interviewers: interview.interviewers,
  note: interview.note,
});

/** The interview as the review page and the callables answer it. */
export type InterviewView = IsoDates<Interview>;

/** scheduleInterview, cancelInterview, recordInterviewOutcome: the interview after the change. */
export type InterviewResult = {
  interview: InterviewView;
  /** What to tell the recruiter: 'Mail has been Sent.' or why it was not. */
  message: string;
};

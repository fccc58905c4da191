import {
  APPLICANT_MAIL_LIMITS,
  DEFAULT_INTERVIEW_MINUTES,
  INTERVIEW_LIMITS,
  type InterviewInput,
} from '@careers/domain';
import type { InterviewView } from '@careers/domain/types';

import type { ActionField } from '@/components/form/action-form-dialog';

// The interview form's fields (issue 20), one list for the applicants table's "Invite to interview"
// and the review page's Schedule / Reschedule: both send the domain's interviewSchema.

/** The form's values: text, as the fields hold them (the schema casts the length to a number). */
export type InterviewFormValues = {
  date: string;
  time: string;
  durationMinutes: string;
  place: string;
  videoLink: string;
  interviewers: string;
  note: string;
};

export const NEW_INTERVIEW: InterviewFormValues = {
  date: '',
  time: '',
  durationMinutes: String(DEFAULT_INTERVIEW_MINUTES),
  place: '',
  videoLink: '',
  interviewers: '',
  note: '',
};

/** The form filled with a scheduled interview, to move it. */
export const interviewFormValues = (interview: InterviewView): InterviewFormValues => ({
  date: interview.date,
  time: interview.time,
  durationMinutes: String(interview.durationMinutes),
  place: interview.place,
  videoLink: interview.videoLink ?? '',
  interviewers: interview.interviewers,
  note: interview.note,
});

export const INTERVIEW_FIELDS: readonly ActionField<InterviewFormValues>[] = [
  { name: 'date', label: 'Date', type: 'date', required: true },
  { name: 'time', label: 'Time (Pakistan time)', type: 'time', required: true },
  {
    name: 'durationMinutes',
    label: 'Length in minutes',
    type: 'number',
    required: true,
    hint: `${String(INTERVIEW_LIMITS.minMinutes)} to ${String(INTERVIEW_LIMITS.maxMinutes)} minutes.`,
  },
  {
    name: 'place',
    label: 'Place',
    maxLength: APPLICANT_MAIL_LIMITS.place,
  },
  {
    name: 'videoLink',
    label: 'Video link',
    type: 'url',
    hint: 'An https:// address; give a place, a video link, or both.',
  },
  { name: 'interviewers', label: 'Interviewers', maxLength: INTERVIEW_LIMITS.interviewers },
  { name: 'note', label: 'Note to the candidate', multiline: true, maxLength: APPLICANT_MAIL_LIMITS.note },
];

/** What the callables take: the length as a number. */
export const interviewInput = (values: InterviewFormValues): InterviewInput => ({
  ...values,
  durationMinutes: Number(values.durationMinutes),
});

import {
  APPLICANT_MAIL_LIMITS,
  cancelInterviewSchema,
  INTERVIEW_ATTENDANCE,
  INTERVIEW_ATTENDANCE_LABELS,
  INTERVIEW_LIMITS,
  INTERVIEW_SCORE,
  interviewOutcomeFieldsSchema,
  interviewSchema,
} from '@careers/domain';
import type { InterviewResult, InterviewView } from '@careers/domain/types';

import { ActionFormDialog } from '@/components/form/action-form-dialog';
import {
  INTERVIEW_FIELDS,
  interviewFormValues,
  interviewInput,
  NEW_INTERVIEW,
} from '@/components/interviews/interview-fields';
import { useNotify } from '@/components/notifications/notifications-context';

import {
  useCancelInterview,
  useRecordInterviewOutcome,
  useScheduleInterview,
} from '../api/interview-mutations';

export type InterviewDialog = 'schedule' | 'cancel' | 'outcome' | null;

type InterviewDialogsProps = {
  dialog: InterviewDialog;
  applicationId: string;
  applicantName: string;
  /** The scheduled interview (to move, cancel or report on), or null. */
  interview: InterviewView | null;
  onClose: () => void;
};

const SCORE_OPTIONS = Array.from({ length: INTERVIEW_SCORE.max - INTERVIEW_SCORE.min + 1 }, (_, index) => {
  const score = String(INTERVIEW_SCORE.min + index);
  return { value: score, label: `${score} / ${String(INTERVIEW_SCORE.max)}` };
});

const ATTENDANCE_OPTIONS = INTERVIEW_ATTENDANCE.map((value) => ({
  value,
  label: INTERVIEW_ATTENDANCE_LABELS[value],
}));

/**
 * The review page's interview dialogs: schedule (or move) the interview, cancel it, record how it
 * went. Each sends the domain's schema and reports the server's answer ('Mail has been Sent.').
 */
export function InterviewDialogs({
  dialog,
  applicationId,
  applicantName,
  interview,
  onClose,
}: InterviewDialogsProps) {
  const schedule = useScheduleInterview();
  const cancel = useCancelInterview();
  const outcome = useRecordInterviewOutcome();
  const notify = useNotify();
  const report = (result: InterviewResult) => notify(result.message, 'success');
  const moving = interview?.status === 'scheduled';
  return (
    <>
      <ActionFormDialog
        open={dialog === 'schedule'}
        title={
          moving ? `Move the interview with ${applicantName}` : `Schedule an interview with ${applicantName}`
        }
        description={
          moving
            ? 'The candidate receives the new time and place by mail; their calendar entry is updated.'
            : 'The candidate receives the interview by mail, with an invitation for their calendar, and a reminder the day before.'
        }
        confirmLabel={moving ? 'Move and send' : 'Schedule and send'}
        initialValues={moving && interview ? interviewFormValues(interview) : NEW_INTERVIEW}
        validationSchema={interviewSchema}
        fields={INTERVIEW_FIELDS}
        onClose={onClose}
        onSubmit={async (values) =>
          report(await schedule.mutateAsync({ applicationId, ...interviewInput(values) }))
        }
      />
      <ActionFormDialog
        open={dialog === 'cancel'}
        title={`Cancel the interview with ${applicantName}?`}
        description="The candidate receives the cancellation by mail, and the interview leaves their calendar. No reminder is sent."
        confirmLabel="Cancel interview"
        destructive
        initialValues={{ note: '' }}
        validationSchema={cancelInterviewSchema.pick(['note'])}
        fields={[
          {
            name: 'note',
            label: 'Note to the candidate',
            multiline: true,
            maxLength: APPLICANT_MAIL_LIMITS.note,
          },
        ]}
        onClose={onClose}
        onSubmit={async (values) => report(await cancel.mutateAsync({ applicationId, note: values.note }))}
      />
      <ActionFormDialog
        open={dialog === 'outcome'}
        title={`How did the interview with ${applicantName} go?`}
        description="Shown on this page to the recruitment team; the candidate is not told."
        confirmLabel="Save outcome"
        initialValues={{
          attendance: interview?.outcome?.attendance ?? '',
          score: interview?.outcome?.score ? String(interview.outcome.score) : '',
          notes: interview?.outcome?.notes ?? '',
        }}
        validationSchema={interviewOutcomeFieldsSchema}
        fields={[
          { name: 'attendance', label: 'Attendance', required: true, options: ATTENDANCE_OPTIONS },
          {
            name: 'score',
            label: 'Interview score',
            options: SCORE_OPTIONS,
            hint: 'Only when the candidate attended.',
          },
          { name: 'notes', label: 'Notes', multiline: true, maxLength: INTERVIEW_LIMITS.notes },
        ]}
        onClose={onClose}
        onSubmit={async (values) => {
          const result = await outcome.mutateAsync({
            applicationId,
            attendance: values.attendance as (typeof INTERVIEW_ATTENDANCE)[number],
            score: values.score ? Number(values.score) : null,
            notes: values.notes,
          });
          report(result);
        }}
      />
    </>
  );
}

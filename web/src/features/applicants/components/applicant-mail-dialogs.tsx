import {
  APPLICANT_MAIL_LIMITS,
  applicantEmailSchema,
  interviewSchema,
  rejectionTextSchema,
  type ApplicantsActionResult,
  type ApplicantsSelectionInput,
} from '@careers/domain';
import { defaultRejectionText } from '@careers/domain/constants';
import type { Job, WithId } from '@careers/domain/types';

import { useApplicantsAction } from '@/hooks/use-applicant-actions';

import { ActionFormDialog } from '@/components/form/action-form-dialog';
import { APPLICANT_EMAIL_FIELDS, NEW_APPLICANT_EMAIL } from '@/components/form/applicant-email-fields';
import { INTERVIEW_FIELDS, interviewInput, NEW_INTERVIEW } from '@/components/interviews/interview-fields';
import type { ApplicantDialog } from './applicant-action-dialogs';

type ApplicantMailDialogsProps = {
  job: WithId<Job>;
  dialog: ApplicantDialog;
  /** The selected applicants in words ('3 applicants'). */
  who: string;
  selection: ApplicantsSelectionInput;
  onClose: () => void;
  /** Reports a batch action's answer (the report above the table and a notification). */
  reportBatch: (title: string, result: ApplicantsActionResult) => void;
};

/**
 * The applicant actions that take fields (the domain's schemas): interview invitations, mails and
 * rejections. Loaded on first use by applicant-action-dialogs.tsx.
 */
export function ApplicantMailDialogs({
  job,
  dialog,
  who,
  selection,
  onClose,
  reportBatch,
}: ApplicantMailDialogsProps) {
  const inviteToInterview = useApplicantsAction('inviteApplicantsToInterview');
  const email = useApplicantsAction('emailApplicants');
  const reject = useApplicantsAction('rejectApplicants');
  return (
    <>
      <ActionFormDialog
        open={dialog === 'interview'}
        title="Invite to an interview"
        description={`${who} will receive the interview by mail, with an invitation for their calendar. Applicants with an interview already are moved to this one.`}
        confirmLabel="Send invitations"
        initialValues={NEW_INTERVIEW}
        validationSchema={interviewSchema}
        fields={INTERVIEW_FIELDS}
        onClose={onClose}
        onSubmit={async (values) =>
          reportBatch(
            'Interview invitations',
            await inviteToInterview.mutateAsync({ ...selection, ...interviewInput(values) }),
          )
        }
      />
      <ActionFormDialog
        open={dialog === 'email'}
        title="Email the selected applicants"
        description={`${who} will receive this mail.`}
        confirmLabel="Send mail"
        initialValues={NEW_APPLICANT_EMAIL}
        validationSchema={applicantEmailSchema}
        fields={APPLICANT_EMAIL_FIELDS}
        onClose={onClose}
        onSubmit={async (values) =>
          reportBatch('Email', await email.mutateAsync({ ...selection, ...values }))
        }
      />
      <ActionFormDialog
        open={dialog === 'reject'}
        title="Reject the selected applicants?"
        description={`${who} will be rejected and receive this text by mail. Applicants already decided are skipped.`}
        confirmLabel="Reject and send"
        destructive
        initialValues={{ body: defaultRejectionText(job.title) }}
        validationSchema={rejectionTextSchema}
        fields={[
          {
            name: 'body',
            label: 'Rejection text',
            required: true,
            multiline: true,
            maxLength: APPLICANT_MAIL_LIMITS.body,
          },
        ]}
        onClose={onClose}
        onSubmit={async (values) =>
          reportBatch('Reject', await reject.mutateAsync({ ...selection, ...values }))
        }
      />
    </>
  );
}

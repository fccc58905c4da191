import {
  APPLICANT_MAIL_LIMITS,
  applicantEmailSchema,
  canInviteToTest,
  canMarkNotSelected,
  canSelect,
  canShortlist,
  canUndoNotSelected,
  defaultRejectionText,
  isApplicationClosed,
  rejectionTextSchema,
} from '@careers/domain';
import type { DecisionMail } from '@careers/domain';
import type { ApplicantsActionResult, ApplicationStatus, TestInvitation } from '@careers/domain/types';
import StarOutlined from '@mui/icons-material/StarOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { Suspense, useState, type ReactNode } from 'react';
import { ValidationError } from 'yup';

import { ActionFormDialog } from '@/components/form/action-form-dialog';
import { APPLICANT_EMAIL_FIELDS, NEW_APPLICANT_EMAIL } from '@/components/form/applicant-email-fields';
import { useNotify } from '@/components/notifications/notifications-context';
import { isDecision, LazyDecisionDialog, type Decision } from '@/components/decisions/decisions';
import { ActionGroup } from '@/components/ui/action-group';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApplicantsAction } from '@/hooks/use-applicant-actions';
import { callableErrorMessage } from '@/lib/callable-errors';

type ApplicantActionsProps = {
  jobId: string;
  jobTitle: string;
  applicationId: string;
  applicantName: string;
  status: ApplicationStatus;
  /** The statuses it went through, for whether "Not selected" can be undone (back to the one before). */
  statusHistory: readonly { status: ApplicationStatus }[];
  /** The "not selected" mail's outbox id, if one was queued. */
  notSelectedMailId?: string | null;
  /** That mail's delivery state: the undo is offered while it has not reached the candidate. */
  notSelectedMail: DecisionMail | null;
  /** The test invitation (taken or not), for whether the test can be sent again. */
  test: Pick<TestInvitation, 'taken'> | null;
};

type Dialog = 'shortlist' | 'test' | 'email' | 'reject' | Decision;

/**
 * One button of the review's action list. The list is one array, in the order a decision moves:
 * a new action (Select, Not selected) is one more entry and its dialog.
 */
type ReviewAction = {
  dialog: Dialog;
  label: string;
  icon: ReactNode;
  enabled: boolean;
  variant?: 'contained' | 'outlined';
  color?: 'primary' | 'error';
};

const describeError = (error: unknown): string =>
  error instanceof ValidationError ? error.message : callableErrorMessage(error);

/**
 * The next steps for one applicant: shortlist, invite to the job's test, email, select, not
 * selected (and its undo), reject, each confirmed first (a shortlist cannot be undone here; the
 * decisions mail only when asked; the others mail the candidate). The
 * interview's actions are on its panel. The buttons follow the domain's rules (canShortlist,
 * canInviteToTest, an application still open), so no button offers what the server would refuse;
 * the server's answer is reported all the same, including why it left the applicant alone.
 */
export function ApplicantActions({
  jobId,
  jobTitle,
  applicationId,
  applicantName,
  status,
  statusHistory,
  notSelectedMailId,
  notSelectedMail,
  test,
}: ApplicantActionsProps) {
  const shortlist = useApplicantsAction('shortlistApplicants');
  const inviteToTest = useApplicantsAction('inviteApplicantsToTest');
  const email = useApplicantsAction('emailApplicants');
  const reject = useApplicantsAction('rejectApplicants');
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const selection = { jobId, applicationIds: [applicationId] };
  const [rejectionText, setRejectionText] = useState(() => defaultRejectionText(jobTitle));
  const [rejectionError, setRejectionError] = useState<string | null>(null);

  const report = (result: ApplicantsActionResult) => {
    if (result.updated.includes(applicationId)) notify(result.message, 'success');
    else notify(result.skipped[0]?.reason ?? result.message, 'warning');
  };
  const closed = isApplicationClosed({ status });
  const actions: ReviewAction[] = [
    {
      dialog: 'shortlist',
      label: 'Shortlist',
      icon: <PlaylistAddCheckOutlined />,
      enabled: canShortlist({ status }),
      variant: 'contained',
    },
    {
      dialog: 'test',
      label: 'Invite to test',
      icon: <AssignmentOutlined />,
      enabled: canInviteToTest({ status, test }),
    },
    { dialog: 'email', label: 'Email', icon: <MailOutlined />, enabled: !closed },
    { dialog: 'select', label: 'Select', icon: <StarOutlined />, enabled: canSelect({ status }) },
    {
      dialog: 'not-selected',
      label: 'Not selected',
      icon: <ThumbDownAltOutlined />,
      enabled: canMarkNotSelected({ status }),
    },
    { dialog: 'reject', label: 'Reject', icon: <ThumbDownAltOutlined />, enabled: !closed, color: 'error' },
  ];
  // The undo is offered only where it can act: after a "Not selected" whose mail never went.
  if (canUndoNotSelected({ status, statusHistory, notSelectedMailId }, notSelectedMail)) {
    actions.push({ dialog: 'undo', label: 'Undo not selected', icon: <UndoOutlined />, enabled: true });
  }
  const open = (next: Dialog) => {
    if (next === 'reject') setRejectionError(null);
    setDialog(next);
  };

  return (
    <>
      <ActionGroup label="Applicant actions">
        {actions.map((action) => (
          <Button
            key={action.dialog}
            variant={action.variant ?? 'outlined'}
            color={action.color ?? 'primary'}
            startIcon={action.icon}
            disabled={!action.enabled}
            onClick={() => open(action.dialog)}
          >
            {action.label}
          </Button>
        ))}
      </ActionGroup>
      {isDecision(dialog) ? (
        <Suspense fallback={null}>
          <LazyDecisionDialog
            decision={dialog}
            jobId={jobId}
            ids={[applicationId]}
            who={applicantName}
            onClose={() => setDialog(null)}
            onResult={(_title, result) => report(result)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={dialog === 'shortlist'}
        title={`Shortlist ${applicantName}?`}
        confirmLabel="Shortlist"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          report(await shortlist.mutateAsync(selection));
        }}
      >
        Shortlisting cannot be undone from this screen. Shortlisted applicants can then be invited to the test
        or to an interview.
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'test'}
        title={`Invite ${applicantName} to the test?`}
        confirmLabel="Send invitation"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          report(await inviteToTest.mutateAsync(selection));
        }}
      >
        The candidate receives the link to the job&apos;s online test by mail. An invitation not used yet is
        sent again.
      </ConfirmDialog>
      <ActionFormDialog
        open={dialog === 'email'}
        title={`Email ${applicantName}`}
        description="The candidate receives this mail; replies come to you."
        confirmLabel="Send mail"
        initialValues={NEW_APPLICANT_EMAIL}
        validationSchema={applicantEmailSchema}
        fields={APPLICANT_EMAIL_FIELDS}
        onClose={() => setDialog(null)}
        onSubmit={async (values) => report(await email.mutateAsync({ ...selection, ...values }))}
      />
      <ConfirmDialog
        open={dialog === 'reject'}
        title={`Reject ${applicantName}?`}
        confirmLabel="Reject and send"
        destructive
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          setRejectionError(null);
          try {
            await rejectionTextSchema.validate({ body: rejectionText });
          } catch (error) {
            setRejectionError(describeError(error));
            throw error;
          }
          report(await reject.mutateAsync({ ...selection, body: rejectionText.trim() }));
        }}
      >
        <DialogContentText sx={{ mb: 2 }}>
          The candidate receives this text by email, after a greeting with their name. The application is
          kept, marked rejected.
        </DialogContentText>
        <TextField
          label="Rejection text"
          required
          multiline
          minRows={6}
          fullWidth
          value={rejectionText}
          onChange={(event) => setRejectionText(event.target.value)}
          error={Boolean(rejectionError)}
          helperText={rejectionError ?? ' '}
          slotProps={{ htmlInput: { maxLength: APPLICANT_MAIL_LIMITS.body } }}
        />
      </ConfirmDialog>
    </>
  );
}

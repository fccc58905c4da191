import {
  APPLICANT_MAIL_LIMITS,
  canShortlist,
  defaultRejectionText,
  isApplicationClosed,
  rejectionTextSchema,
} from '@careers/domain';
import type { ApplicantsActionResult, ApplicationStatus } from '@careers/domain/types';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import ThumbDownAltOutlined from '@mui/icons-material/ThumbDownAltOutlined';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ValidationError } from 'yup';

import { useNotify } from '@/components/notifications/notifications-context';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApplicantsAction } from '@/hooks/use-applicant-actions';
import { callableErrorMessage } from '@/lib/callable-errors';

type ApplicantActionsProps = {
  jobId: string;
  jobTitle: string;
  applicationId: string;
  applicantName: string;
  status: ApplicationStatus;
};

const describeError = (error: unknown): string =>
  error instanceof ValidationError ? error.message : callableErrorMessage(error);

/**
 * Shortlist and reject one applicant, each confirmed first (neither can be undone here, and a
 * rejection mails the candidate). The buttons follow the domain's rules (canShortlist, and
 * rejection while the application is still open), so no button offers what the server would
 * refuse; the server's answer is reported all the same, including why it left the applicant alone.
 */
export function ApplicantActions({
  jobId,
  jobTitle,
  applicationId,
  applicantName,
  status,
}: ApplicantActionsProps) {
  const shortlist = useApplicantsAction('shortlistApplicants');
  const reject = useApplicantsAction('rejectApplicants');
  const notify = useNotify();
  const [dialog, setDialog] = useState<'shortlist' | 'reject' | null>(null);
  const [rejectionText, setRejectionText] = useState(() => defaultRejectionText(jobTitle));
  const [rejectionError, setRejectionError] = useState<string | null>(null);

  const report = (result: ApplicantsActionResult) => {
    if (result.updated.includes(applicationId)) notify(result.message, 'success');
    else notify(result.skipped[0]?.reason ?? result.message, 'warning');
  };
  const closed = isApplicationClosed({ status });

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Applicant actions"
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        <Button
          variant="contained"
          startIcon={<PlaylistAddCheckOutlined />}
          disabled={!canShortlist({ status })}
          onClick={() => setDialog('shortlist')}
        >
          Shortlist
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<ThumbDownAltOutlined />}
          disabled={closed}
          onClick={() => {
            setRejectionError(null);
            setDialog('reject');
          }}
        >
          Reject
        </Button>
      </Stack>
      <ConfirmDialog
        open={dialog === 'shortlist'}
        title={`Shortlist ${applicantName}?`}
        confirmLabel="Shortlist"
        describeError={describeError}
        onClose={() => setDialog(null)}
        onConfirm={async () => {
          report(await shortlist.mutateAsync({ jobId, applicationIds: [applicationId] }));
        }}
      >
        Shortlisting cannot be undone from this screen. Shortlisted applicants can then be invited to the test
        or to an interview from the job&apos;s page.
      </ConfirmDialog>
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
          report(
            await reject.mutateAsync({ jobId, applicationIds: [applicationId], body: rejectionText.trim() }),
          );
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

import type { ApplicantsActionResult } from '@careers/domain';
import Checkbox from '@mui/material/Checkbox';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useApplicantsAction } from '@/hooks/use-applicant-actions';

import type { Decision } from './decisions';

type DecisionCopy = {
  title: string;
  confirmLabel: string;
  text: (who: string) => string;
  /** The "Send mail" box's label; the undo sends none. */
  mail: string | null;
  destructive?: boolean;
};

const COPY: Readonly<Record<Decision, DecisionCopy>> = {
  select: {
    title: 'Select these applicants?',
    confirmLabel: 'Select',
    text: (who) => `${who} will be marked selected for this job.`,
    mail: 'Email them that they have been selected',
  },
  'not-selected': {
    title: 'Mark as not selected?',
    confirmLabel: 'Mark not selected',
    text: (who) =>
      `${who} will be marked not selected and leave the table's default view (the "Not selected" view shows them). You can undo this until a mail has gone out.`,
    mail: 'Email them that they have not been selected (this cannot be undone)',
    destructive: true,
  },
  undo: {
    title: 'Undo "not selected"?',
    confirmLabel: 'Undo not selected',
    text: (who) => `${who} will go back to the stage they were in before. No mail is sent.`,
    mail: null,
  },
};

const CALLABLE = {
  select: 'selectApplicants',
  'not-selected': 'markApplicantsNotSelected',
  undo: 'undoNotSelected',
} as const;

/**
 * One confirmation of a decision on chosen applicants, in plain words, with the "Send mail" choice
 * (unticked: nothing is mailed unless the recruiter asks). Stays open until the server answers and
 * shows its refusal (an undo after the mail went out); `onResult` gets the answer to report once.
 */
export function DecisionDialog({
  decision,
  jobId,
  ids,
  who,
  onClose,
  onResult,
}: {
  decision: Decision | null;
  jobId: string;
  ids: readonly string[];
  /** '2 selected applicants', or the one applicant's name. */
  who: string;
  onClose: () => void;
  onResult: (title: string, result: ApplicantsActionResult) => void;
}) {
  const select = useApplicantsAction(CALLABLE.select);
  const notSelected = useApplicantsAction(CALLABLE['not-selected']);
  const undo = useApplicantsAction(CALLABLE.undo);
  const [sendMail, setSendMail] = useState(false);
  const copy = COPY[decision ?? 'select'];
  const close = () => {
    setSendMail(false);
    onClose();
  };
  const run = async () => {
    const input = { jobId, ids: [...ids] };
    if (decision === 'undo') return undo.mutateAsync(input);
    return (decision === 'select' ? select : notSelected).mutateAsync({ ...input, sendMail });
  };

  return (
    <ConfirmDialog
      open={decision !== null}
      title={copy.title}
      confirmLabel={copy.confirmLabel}
      destructive={copy.destructive}
      onClose={close}
      onConfirm={async () => onResult(copy.confirmLabel, await run())}
    >
      <DialogContentText>{copy.text(who)}</DialogContentText>
      {copy.mail ? (
        <FormControlLabel
          sx={{ mt: 1 }}
          control={<Checkbox checked={sendMail} onChange={(event) => setSendMail(event.target.checked)} />}
          label={copy.mail}
        />
      ) : null}
    </ConfirmDialog>
  );
}

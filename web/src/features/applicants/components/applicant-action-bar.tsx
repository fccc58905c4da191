import { countOf } from '@careers/domain/rules';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import ThumbDownOffAltOutlined from '@mui/icons-material/ThumbDownOffAltOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

import type { ApplicantRow } from '../api/applicants-page';
import type { Decision } from '@/components/decisions/decisions';
import { ActionGroup } from '@/components/ui/action-group';
import {
  emailAvailability,
  interviewInvitationAvailability,
  notSelectedAvailability,
  rejectAvailability,
  selectAvailability,
  shortlistAvailability,
  testInvitationAvailability,
  undoNotSelectedAvailability,
  type ActionAvailability,
} from '../utils/selection-rules';

/** The batch actions, each with its dialog (applicant-action-dialogs.tsx). */
export type BatchAction = 'shortlist' | 'test' | 'interview' | 'email' | 'reject' | 'top' | Decision;

/** '2 selected applicants'. */
export const selectedApplicants = (count: number) => countOf(count, 'selected applicant');

function ActionButton({
  availability,
  onClick,
  icon,
  children,
  color,
}: {
  availability: ActionAvailability;
  onClick: () => void;
  /** None for the contextual undo (the job page's script budget). */
  icon?: ReactElement;
  children: string;
  color?: 'error';
}) {
  const button = (
    <span>
      <Button
        variant="outlined"
        color={color}
        startIcon={icon}
        onClick={onClick}
        disabled={!availability.enabled}
      >
        {children}
      </Button>
    </span>
  );
  return availability.hint ? <Tooltip title={availability.hint}>{button}</Tooltip> : button;
}

const DECISIONS_BY_CHOICE =
  'Select and Not selected act on applicants chosen one by one: clear "all matching" and tick them.';

/**
 * The batch actions over the selected applicants, each enabled only when the domain's rules allow
 * it for the selection (a disabled one says why), and 'Mark top candidates' on a closed job.
 */
export function ApplicantActionBar({
  selected,
  selectedCount = selected.length,
  jobHasTest,
  jobClosed,
  onAction,
}: {
  selected: readonly ApplicantRow[];
  /** How many the actions reach when more than the rows shown (every match of the search). */
  selectedCount?: number;
  jobHasTest: boolean;
  jobClosed: boolean;
  onAction: (action: BatchAction) => void;
}) {
  // The decisions act on applicants chosen one by one (their callables take ids): with every match
  // of the search selected, they wait until the recruiter chooses.
  const byChoice = selectedCount === selected.length;
  const perPerson = (availability: ReturnType<typeof selectAvailability>) =>
    byChoice ? availability : { enabled: false, hint: DECISIONS_BY_CHOICE };
  return (
    <>
      <ActionGroup label="Applicant actions">
        <ActionButton
          availability={shortlistAvailability(selected)}
          onClick={() => onAction('shortlist')}
          icon={<PlaylistAddCheckOutlined />}
        >
          Shortlist
        </ActionButton>
        <ActionButton
          availability={testInvitationAvailability(selected, jobHasTest)}
          onClick={() => onAction('test')}
          icon={<QuizOutlined />}
        >
          Invite to test
        </ActionButton>
        <ActionButton
          availability={interviewInvitationAvailability(selected)}
          onClick={() => onAction('interview')}
          icon={<EventOutlined />}
        >
          Invite to interview
        </ActionButton>
        <ActionButton
          availability={emailAvailability(selected)}
          onClick={() => onAction('email')}
          icon={<EmailOutlined />}
        >
          Email
        </ActionButton>
        <ActionButton
          availability={rejectAvailability(selected)}
          onClick={() => onAction('reject')}
          icon={<ThumbDownOffAltOutlined />}
          color="error"
        >
          Reject
        </ActionButton>
        <ActionButton
          availability={perPerson(selectAvailability(selected))}
          onClick={() => onAction('select')}
          icon={<StarOutlined />}
        >
          Select
        </ActionButton>
        <ActionButton
          availability={perPerson(notSelectedAvailability(selected))}
          onClick={() => onAction('not-selected')}
          icon={<ThumbDownOffAltOutlined />}
        >
          Not selected
        </ActionButton>
        {selected.some((row) => row.status === 'not-selected') ? (
          <ActionButton
            availability={perPerson(undoNotSelectedAvailability(selected))}
            onClick={() => onAction('undo')}
          >
            Undo not selected
          </ActionButton>
        ) : null}
        {jobClosed ? (
          <Button
            variant="contained"
            startIcon={<StarOutlined />}
            disabled={!byChoice}
            onClick={() => onAction('top')}
          >
            Mark top candidates
          </Button>
        ) : null}
      </ActionGroup>
      <Typography variant="body2" color="text.secondary">
        {selected.length > 0
          ? `${selectedApplicants(selectedCount)}. Only shortlisted applicants can be invited to the test or an interview.`
          : 'Select applicants to shortlist, invite, email or reject them. Only shortlisted applicants can be invited.'}
      </Typography>
    </>
  );
}

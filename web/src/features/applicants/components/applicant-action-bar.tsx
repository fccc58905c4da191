import { countOf } from '@careers/domain/rules';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import QuizOutlined from '@mui/icons-material/QuizOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import ThumbDownOffAltOutlined from '@mui/icons-material/ThumbDownOffAltOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';

import type { ApplicantRow } from '../api/applicants-page';
import {
  emailAvailability,
  interviewInvitationAvailability,
  rejectAvailability,
  shortlistAvailability,
  testInvitationAvailability,
  type ActionAvailability,
} from '../utils/selection-rules';

/** The batch actions, each with its dialog (applicant-action-dialogs.tsx). */
export type BatchAction = 'shortlist' | 'test' | 'interview' | 'email' | 'reject' | 'top';

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
  icon: ReactElement;
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
  return (
    <>
      <Stack direction="row" role="group" aria-label="Applicant actions" sx={{ flexWrap: 'wrap', gap: 1 }}>
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
        {jobClosed ? (
          <Button variant="contained" startIcon={<StarOutlined />} onClick={() => onAction('top')}>
            Mark top candidates
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {selected.length > 0
          ? `${selectedApplicants(selectedCount)}. Only shortlisted applicants can be invited to the test or an interview.`
          : 'Select applicants to shortlist, invite, email or reject them. Only shortlisted applicants can be invited.'}
      </Typography>
    </>
  );
}

import { countOf, PIPELINE_STAGE_LABELS, type PipelineStage } from '@careers/domain/rules';

import type { ApplicantRow } from '../api/applicants-page';
import type { BatchAction } from '../components/applicant-action-bar';

import {
  interviewInvitationAvailability,
  notSelectedAvailability,
  selectAvailability,
  shortlistAvailability,
  testInvitationAvailability,
} from './selection-rules';

// Where a pipeline card can go: each move is one of the table's actions on that one applicant, so
// it runs the same server call with the same confirmation (and mail choice). Tested is where the
// candidate's own test puts them; nobody moves a card there.

export type PipelineMove = { action: BatchAction; label: string; stage: PipelineStage | null };

export const pipelineMoves = (row: ApplicantRow, jobHasTest: boolean): PipelineMove[] => {
  const one = [row];
  const moves: { action: BatchAction; stage: PipelineStage; enabled: boolean }[] = [
    { action: 'shortlist', stage: 'shortlisted', enabled: shortlistAvailability(one).enabled },
    { action: 'test', stage: 'test-invited', enabled: testInvitationAvailability(one, jobHasTest).enabled },
    { action: 'interview', stage: 'interview', enabled: interviewInvitationAvailability(one).enabled },
    { action: 'select', stage: 'selected', enabled: selectAvailability(one).enabled },
    { action: 'not-selected', stage: 'not-selected', enabled: notSelectedAvailability(one).enabled },
  ];
  const forward = moves
    .filter((move) => move.enabled)
    .map(({ action, stage }) => ({ action, stage, label: PIPELINE_STAGE_LABELS[stage] }));
  return row.undoable
    ? [...forward, { action: 'undo', stage: null, label: 'Back to where they were (undo not selected)' }]
    : forward;
};

/** 'since today', '3 days in stage': how long the applicant has been in their stage. */
export const ageInStage = (since: Date, now: Date): string => {
  const days = Math.floor((now.getTime() - since.getTime()) / 86_400_000);
  return days < 1 ? 'since today' : `${countOf(days, 'day')} in stage`;
};

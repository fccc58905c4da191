import {
  canInviteToTest,
  canShortlist,
  countOf,
  isApplicationClosed,
  canMarkNotSelected,
  canSelect,
  SHORTLISTED_STATUSES,
} from '@careers/domain/rules';

import type { ApplicantRow } from '../api/applicants-page';

// Which batch actions the selected applicants allow. The domain's rules are the server's own
// (functions/src/applicants/services/eligibility.ts), so no button is offered for an action the
// server would refuse. Invitations need every selected applicant shortlisted (spec section 4: only
// shortlisted applicants can be selected for invitations); the others act on those they can and
// the server reports the rest as skipped.

export type ActionAvailability = { enabled: boolean; hint: string | null };

const count = (n: number, noun = 'applicant') => countOf(n, noun);

const none: ActionAvailability = { enabled: false, hint: 'Select applicants first.' };

export const shortlistAvailability = (selected: readonly ApplicantRow[]): ActionAvailability => {
  if (selected.length === 0) return none;
  return selected.some((row) => canShortlist(row))
    ? { enabled: true, hint: null }
    : { enabled: false, hint: 'The selected applicants are already shortlisted or decided.' };
};

const invitation = (selected: readonly ApplicantRow[], eligible: (row: ApplicantRow) => boolean) => {
  if (selected.length === 0) return none;
  const refused = selected.filter((row) => !eligible(row)).length;
  return refused === 0
    ? { enabled: true, hint: null }
    : {
        enabled: false,
        hint: `Only shortlisted applicants can be invited: ${count(refused)} of the selection ${refused === 1 ? 'is' : 'are'} not.`,
      };
};

export const testInvitationAvailability = (
  selected: readonly ApplicantRow[],
  jobHasTest: boolean,
): ActionAvailability => {
  if (!jobHasTest) return { enabled: false, hint: 'This job has no test.' };
  return invitation(selected, (row) => canInviteToTest(row));
};

export const interviewInvitationAvailability = (selected: readonly ApplicantRow[]): ActionAvailability =>
  invitation(selected, (row) => SHORTLISTED_STATUSES.has(row.status) && !isApplicationClosed(row));

export const emailAvailability = (selected: readonly ApplicantRow[]): ActionAvailability =>
  selected.length === 0 ? none : { enabled: true, hint: null };

export const rejectAvailability = (selected: readonly ApplicantRow[]): ActionAvailability => {
  if (selected.length === 0) return none;
  return selected.some((row) => !isApplicationClosed(row))
    ? { enabled: true, hint: null }
    : { enabled: false, hint: 'The selected applicants are already decided.' };
};

/** "Select" / "Not selected": enabled when the server would change one of the selection at least. */
const decision = (
  selected: readonly ApplicantRow[],
  may: (row: ApplicantRow) => boolean,
  hint: string,
): ActionAvailability => {
  if (selected.length === 0) return none;
  return selected.some(may) ? { enabled: true, hint: null } : { enabled: false, hint };
};

export const selectAvailability = (selected: readonly ApplicantRow[]): ActionAvailability =>
  decision(selected, canSelect, 'Already selected, rejected or gone.');

export const notSelectedAvailability = (selected: readonly ApplicantRow[]): ActionAvailability =>
  decision(selected, canMarkNotSelected, 'Already not selected, rejected or gone.');

/**
 * Undo: every chosen one not selected and not told: no mail, or one never delivered (the server
 * refuses the whole call otherwise).
 */
export const undoNotSelectedAvailability = (selected: readonly ApplicantRow[]): ActionAvailability =>
  selected.length > 0 && selected.every((row) => row.undoable)
    ? { enabled: true, hint: null }
    : {
        enabled: false,
        hint: 'Only those marked not selected whose mail never reached them can be put back.',
      };

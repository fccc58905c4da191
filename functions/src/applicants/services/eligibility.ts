import {
  canInviteToInterview,
  canInviteToTest,
  canMarkNotSelected,
  canSelect,
  canShortlist,
  DECISION_MESSAGES,
  MESSAGES,
  type Application,
} from '@careers/domain';

// Why a batch action leaves one selected applicant alone (null: it may act). The domain's
// canShortlist / canInviteToTest decide, as they do for the job page's buttons; these add the
// reason the admin reads beside the applicant.

type Applicant = Pick<Application, 'status' | 'test'>;

/** Applications nothing more happens to: the reason, or null while still in the running. */
const closedReason = (application: Applicant): string | null => {
  switch (application.status) {
    case 'withdrawn':
      return MESSAGES.applicantWithdrawn;
    case 'removed':
      return MESSAGES.applicantRemoved;
    case 'rejected':
      return MESSAGES.applicantAlreadyRejected;
    case 'selected':
    case 'not-selected':
      return MESSAGES.applicantDecided;
    default:
      return null;
  }
};

/** Shortlisting: submitted or under review only (it cannot be undone from the screen, spec 4). */
export const shortlistRefusal = (application: Applicant): string | null => {
  if (canShortlist(application)) return null;
  return closedReason(application) ?? MESSAGES.applicantAlreadyShortlisted;
};

/** Test invitation: shortlisted (or invited and not taken yet: the invitation is sent again). */
export const testInvitationRefusal = (application: Applicant): string | null => {
  if (canInviteToTest(application)) return null;
  return (
    closedReason(application) ??
    (application.test?.taken ? MESSAGES.applicantTestTaken : MESSAGES.applicantNotShortlisted)
  );
};

/** Interview invitation: shortlisted, whatever the test stage (an invitation may be sent again). */
export const interviewInvitationRefusal = (application: Applicant): string | null =>
  closedReason(application) ?? (canInviteToInterview(application) ? null : MESSAGES.applicantNotShortlisted);

/** Rejection: any application still in the running. */
export const rejectionRefusal = (application: Applicant): string | null => closedReason(application);

/** "Select": any stage but selected, withdrawn, removed or rejected (a not-selected one may be). */
export const selectRefusal = (application: Applicant): string | null => {
  if (canSelect(application)) return null;
  return application.status === 'selected' ? DECISION_MESSAGES.alreadySelected : closedReason(application);
};

/** "Not selected": any stage but not selected, withdrawn, removed or rejected (a selected one may be). */
export const notSelectedRefusal = (application: Applicant): string | null => {
  if (canMarkNotSelected(application)) return null;
  return application.status === 'not-selected'
    ? DECISION_MESSAGES.alreadyNotSelected
    : closedReason(application);
};

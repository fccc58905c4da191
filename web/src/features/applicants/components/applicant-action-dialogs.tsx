import type { ApplicantsActionResult, ApplicantsSelectionInput } from '@careers/domain';
import { applicantsLeftAloneMessage, invitationsSentMessage } from '@careers/domain/constants';
import type { ApplicantQuery } from '@careers/domain/types';
import { countOf } from '@careers/domain/rules';
import type { Job, WithId } from '@careers/domain/types';
import { lazy, Suspense, useState } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { isDecision, LazyDecisionDialog } from '@/components/decisions/decisions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LiveStatus } from '@/components/ui/live-status';
import { useApplicantsAction } from '@/hooks/use-applicant-actions';

import { useMarkTopCandidates, useRemoveApplicant } from '../api/applicant-mutations';
import type { ApplicantRow } from '../api/applicants-page';

import { selectedApplicants, type BatchAction } from './applicant-action-bar';
import type { ActionReport } from './action-result';

// The dialogs with fields (formik, and the domain's yup schemas) and the decisions' (components/decisions)
// load when one first opens: the table paints without them (the job page's budget, scripts/budget).
const ApplicantMailDialogs = lazy(async () => ({
  default: (await import('./applicant-mail-dialogs')).ApplicantMailDialogs,
}));

/** The dialog open over the applicants table: a batch action's, or the removal of one applicant. */
export type ApplicantDialog = BatchAction | { remove: ApplicantRow } | null;

/** The batch actions that send invitations: their outcome is announced (issue 31). */
const INVITATIONS = new Set(['Test invitations', 'Interview invitations']);

/**
 * What the status region says of a batch invitation's answer: how many were sent (the server's
 * sentence when mails were delayed), then who was not invited, by name, and why. Other actions
 * announce nothing there: their toast or report says it.
 */
const announcementOf = (
  title: string,
  result: ApplicantsActionResult,
  delayed: boolean,
  skipped: { name: string; reason: string }[],
): string => {
  if (!INVITATIONS.has(title)) return '';
  const outcome = delayed ? result.message : invitationsSentMessage(result.updated.length);
  return skipped.length === 0 ? outcome : `${outcome} ${applicantsLeftAloneMessage('Not invited', skipped)}`;
};

type ApplicantActionDialogsProps = {
  job: WithId<Job>;
  /** The selected applicants the batch actions act on. */
  selectedIds: readonly string[];
  /** Who they are in the confirmations (default: '2 selected applicants', or all matching). */
  who?: string;
  /** Every applicant the table's search matches instead ("select all matching"), and how many. */
  matching?: { query: ApplicantQuery; total: number } | null;
  dialog: ApplicantDialog;
  onClose: () => void;
  /** Names applicants in the report (the server answers ids). */
  nameOf: (applicationId: string) => string;
  /**
   * The server's answer, for the report above the table (null: nothing to read there, a toast said
   * it all); `done` when the selection is spent.
   */
  onReport: (report: ActionReport | null, done: boolean) => void;
};

/**
 * Every applicant action's confirmation, each kept open (buttons disabled) until the server
 * answers and showing its refusal: shortlist, test invitations and top candidates are confirmed;
 * interview invitations, mails and rejections take their fields (the domain's schemas); removal
 * names the applicant. The server's answer becomes a notification, or the report above the table
 * when it needs reading (someone left alone, a mail delayed).
 */
export function ApplicantActionDialogs({
  job,
  selectedIds,
  who: whoGiven,
  matching = null,
  dialog,
  onClose,
  nameOf,
  onReport,
}: ApplicantActionDialogsProps) {
  const shortlist = useApplicantsAction('shortlistApplicants');
  const inviteToTest = useApplicantsAction('inviteApplicantsToTest');
  const remove = useRemoveApplicant();
  const topCandidates = useMarkTopCandidates();
  const notify = useNotify();
  const who =
    whoGiven ??
    (matching
      ? `All ${countOf(matching.total, 'matching applicant')}`
      : selectedApplicants(selectedIds.length));
  const selection: ApplicantsSelectionInput = matching
    ? { jobId: job.id, applicationIds: [], matching: matching.query }
    : { jobId: job.id, applicationIds: [...selectedIds] };
  const removing = typeof dialog === 'object' && dialog !== null ? dialog.remove : null;
  // Once loaded, the mail dialogs stay mounted, so that closing one plays its transition.
  const [mailDialogsUsed, setMailDialogsUsed] = useState(false);
  if (!mailDialogsUsed && (dialog === 'interview' || dialog === 'email' || dialog === 'reject'))
    setMailDialogsUsed(true);
  const [decisionsUsed, setDecisionsUsed] = useState(false);
  if (!decisionsUsed && isDecision(dialog)) setDecisionsUsed(true);
  // The last invitations' outcome, announced (issue 31); cleared when the next dialog opens, so
  // that the same outcome twice is announced twice.
  const [announcement, setAnnouncement] = useState('');
  if (dialog !== null && announcement !== '') setAnnouncement('');

  // One confirmation per action (issue 20): a toast when everyone was updated and every mail went;
  // otherwise the report above the table, which stays until read, and no toast beside it.
  const reportBatch = (title: string, result: ApplicantsActionResult) => {
    const delayed = /could not be delivered/.test(result.message);
    const skipped = result.skipped.map((item) => ({ name: nameOf(item.id), reason: item.reason }));
    setAnnouncement(announcementOf(title, result, delayed, skipped));
    if (!delayed && result.skipped.length === 0) {
      onReport(null, true);
      notify(result.message, 'success');
      return;
    }
    onReport(
      {
        title,
        message: result.message,
        updated: result.updated.length,
        skipped,
        severity: delayed ? 'warning' : undefined,
      },
      true,
    );
  };

  return (
    <>
      <LiveStatus label="Invitations sent" message={announcement} />
      <ConfirmDialog
        open={dialog === 'shortlist'}
        title="Shortlist the selected applicants?"
        confirmLabel="Shortlist"
        onClose={onClose}
        onConfirm={async () => reportBatch('Shortlist', await shortlist.mutateAsync(selection))}
      >
        {`${who} will be shortlisted. Shortlisting cannot be undone from this screen; applicants already shortlisted or decided are skipped.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'test'}
        title="Invite to the test?"
        confirmLabel="Send invitations"
        onClose={onClose}
        onConfirm={async () => reportBatch('Test invitations', await inviteToTest.mutateAsync(selection))}
      >
        {`${who} will receive a mail with a one-time link to ${job.test ? `"${job.test.title}"` : 'the job’s test'}.`}
      </ConfirmDialog>
      {decisionsUsed ? (
        <Suspense fallback={null}>
          <LazyDecisionDialog
            decision={isDecision(dialog) ? dialog : null}
            jobId={job.id}
            ids={selectedIds}
            who={who}
            onClose={onClose}
            onResult={reportBatch}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={dialog === 'top'}
        title="Mark the top candidates?"
        confirmLabel="Mark top candidates"
        onClose={onClose}
        onConfirm={async () => {
          // With a selection, a shortcut over the chosen ones only (issue 20).
          const chosen = selectedIds.length > 0 ? { ids: [...selectedIds] } : {};
          const result = await topCandidates.mutateAsync({ jobId: job.id, ...chosen });
          onReport(null, chosen.ids !== undefined);
          notify(
            `${String(result.selected.length)} selected; ${String(result.notSelected.length)} marked not selected.`,
            'success',
          );
        }}
      >
        {`${selectedIds.length > 0 ? `Of the ${who}, every shortlisted one` : 'Every shortlisted applicant of this job'} becomes selected. The applicants still awaiting a decision are marked not selected and hidden from this table (the "Not selected" view shows them); nothing is deleted.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={removing !== null}
        title="Remove this applicant?"
        confirmLabel="Remove"
        destructive
        onClose={onClose}
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync({ jobId: job.id, applicationId: removing.id });
          onReport(null, true);
          notify(`${removing.name} has been removed.`, 'success');
        }}
      >
        {removing
          ? `${removing.name} leaves this table. The application is kept, marked removed: the "Removed" view shows it.`
          : ''}
      </ConfirmDialog>
      {mailDialogsUsed ? (
        <Suspense fallback={null}>
          <ApplicantMailDialogs
            job={job}
            dialog={dialog}
            who={who}
            selection={selection}
            onClose={onClose}
            reportBatch={reportBatch}
          />
        </Suspense>
      ) : null}
    </>
  );
}

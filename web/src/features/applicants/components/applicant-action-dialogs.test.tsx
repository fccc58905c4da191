import { invitationsSentMessage, MESSAGES } from '@careers/domain/constants';
import type { Job, WithId } from '@careers/domain/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { makeJob, WITH_MERCHANDISING_TEST } from '@/testing/fixtures';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { ApplicantActionDialogs, type ApplicantDialog } from './applicant-action-dialogs';

// The boundary: the invitation callables. The dialogs, the notification and the status region are real.
const boundary = vi.hoisted(() => ({
  answer: null as unknown,
}));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => () =>
    name === 'inviteApplicantsToTest'
      ? Promise.resolve(boundary.answer)
      : Promise.reject(new Error(`Unexpected call of ${name}`)),
}));

const JOB: WithId<Job> = { id: 'merchandiser', ...makeJob({ ...WITH_MERCHANDISING_TEST }) };
const NAMES: Record<string, string> = { a: 'Ayesha Khan', b: 'Bilal Ahmed', c: 'Sana Malik' };

function Dialogs() {
  const [dialog, setDialog] = useState<ApplicantDialog>(null);
  return (
    <>
      <button type="button" onClick={() => setDialog('test')}>
        Invite to test
      </button>
      <ApplicantActionDialogs
        job={JOB}
        selectedIds={['a', 'b', 'c']}
        dialog={dialog}
        onClose={() => setDialog(null)}
        nameOf={(id) => NAMES[id] ?? id}
        onReport={() => setDialog(null)}
      />
    </>
  );
}

const sendInvitations = async (answer: unknown) => {
  boundary.answer = answer;
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Invite to test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite to the test?' });
  await user.click(within(dialog).getByRole('button', { name: 'Send invitations' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('the applicant actions’ status region', () => {
  it('announces how many invitations were sent, and names who was not invited and why', async () => {
    render(
      <TestProviders session={testSessions.admin}>
        <Dialogs />
      </TestProviders>,
    );
    // In the page, empty, before anything is sent: a region that appears with its text is often not read.
    const status = screen.getByRole('status', { name: 'Invitations sent' });
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent(/^$/);

    await sendInvitations({
      updated: ['a', 'b'],
      skipped: [{ id: 'c', reason: MESSAGES.applicantNotShortlisted }],
      message: MESSAGES.mailSent,
    });
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Invitations sent to 2 applicants. Not invited: Sana Malik (Only shortlisted applicants can be invited.).',
      ),
    );

    // The next action clears it, so that the same outcome is announced again.
    await sendInvitations({ updated: ['a', 'b', 'c'], skipped: [], message: MESSAGES.mailSent });
    await waitFor(() => expect(status).toHaveTextContent(invitationsSentMessage(3)));
    expect(screen.getByRole('status', { name: 'Invitations sent' })).toBe(status);
  });
});

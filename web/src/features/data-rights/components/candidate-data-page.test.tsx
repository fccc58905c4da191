import type { CandidateDataRightsView } from '@careers/domain';
import { MESSAGES } from '@careers/domain/constants';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callable } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { renderRoutes } from '@/testing/render-in-router';

import { CandidateDataPage } from './candidate-data-page';

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));
// The export reads the candidate's files; these tests do not export.
vi.mock('@/lib/firebase/storage-files', () => ({
  useReadStoredFile: () => () => Promise.reject(new Error('no')),
}));

const view = (held: boolean): CandidateDataRightsView => ({
  uid: 'u1',
  email: 'ayesha@careers.test',
  name: 'Ayesha Khan',
  legalHold: held ? { reason: 'Tribunal case', at: '2026-11-02T09:00:00.000Z' } : null,
  lastActiveAt: '2026-11-01T09:00:00.000Z',
  retentionEraseAfter: held ? null : '2028-11-01T09:00:00.000Z',
});

const renderPage = () =>
  renderRoutes([{ path: '/candidates/:uid/data', element: <CandidateDataPage /> }], {
    path: '/candidates/u1/data',
  });

beforeEach(() => {
  answerCallables({});
  callable('getRetentionPolicy').mockResolvedValue({ months: 24 });
});

describe('the Candidate data page’s erasure and legal hold (issue 31)', () => {
  it('does not offer erasing a held candidate: it says to lift the hold first, beside the lift', async () => {
    callable('getCandidateDataRights').mockResolvedValue(view(true));
    const eraseCandidate = callable('eraseCandidate');
    const { user } = renderPage();

    const erase = await screen.findByRole('button', { name: 'Erase candidate' });
    await user.type(screen.getByLabelText('Reason for erasing'), 'Asked by letter.');
    expect(erase).toBeDisabled();
    expect(erase).toHaveAccessibleDescription(MESSAGES.legalHoldLiftBeforeErasing);
    expect(screen.getByRole('button', { name: 'Lift legal hold' })).toBeEnabled();
    expect(eraseCandidate).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal beside the action when a hold came after the page loaded', async () => {
    callable('getCandidateDataRights').mockResolvedValueOnce(view(false)).mockResolvedValue(view(true));
    callable('eraseCandidate').mockRejectedValue(
      callableRefusal('legal-hold', MESSAGES.legalHoldLiftBeforeErasing),
    );
    const { user } = renderPage();

    await user.type(await screen.findByLabelText('Reason for erasing'), 'Asked by letter.');
    await user.click(screen.getByRole('button', { name: 'Erase candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase this candidate?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase' }));

    expect(await screen.findByRole('button', { name: 'Lift legal hold' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase candidate' })).toHaveAccessibleDescription(
      MESSAGES.legalHoldLiftBeforeErasing,
    );
    expect(screen.queryByText(MESSAGES.accountErased)).not.toBeInTheDocument();
  });
});

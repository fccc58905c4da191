import { MESSAGES } from '@careers/domain/constants';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

import type { Session } from '@/features/auth/utils/session';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { ADMINS_DO_NOT_APPLY, useApplyNow } from './use-apply-now';

function ApplyButton({ jobId }: { jobId: string | null }) {
  const { apply } = useApplyNow();
  return (
    <button type="button" onClick={() => void apply(jobId)}>
      Apply
    </button>
  );
}

const renderApply = (jobId: string | null, session: Session) => {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ApplyButton jobId={jobId} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders session={session}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
};

describe('useApplyNow', () => {
  it.each([
    ['no job id', null],
    ['an empty job id', '  '],
  ])("says 'Job Id Not Found Try' for %s", async (_case, jobId) => {
    const { user, router } = renderApply(jobId, testSessions.candidate);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.jobIdNotFound);
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends a visitor to /register with the job', async () => {
    const { user, router } = renderApply('job-7', testSessions.signedOut);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/register?jobId=job-7',
      );
    });
  });

  it('does not let an admin apply', async () => {
    const { user, router } = renderApply('job-7', testSessions.admin);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMINS_DO_NOT_APPLY);
    expect(router.state.location.pathname).toBe('/');
  });
});

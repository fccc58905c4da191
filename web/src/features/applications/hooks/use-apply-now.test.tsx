import { MESSAGES } from '@careers/domain/constants';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Session } from '@/lib/session/session';
import { renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { ADMINS_DO_NOT_APPLY, APPLY_FAILED, useApplyNow, type ApplyNowProfile } from './use-apply-now';

const profileWith = (termsAccepted: boolean, exists = true): ApplyNowProfile => ({
  readProfile: vi.fn(() => Promise.resolve({ exists, termsAccepted })),
  recordPendingJob: vi.fn(() => Promise.resolve()),
});

function ApplyButton({ jobId, profile }: { jobId: string | null; profile: ApplyNowProfile }) {
  const { apply } = useApplyNow(profile);
  return (
    <button type="button" onClick={() => void apply(jobId)}>
      Apply
    </button>
  );
}

const renderApply = (jobId: string | null, session: Session, profile = profileWith(false)) => {
  const { router, user } = renderRoutes(
    [
      { path: '/', element: <ApplyButton jobId={jobId} profile={profile} /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { session },
  );
  return { router, user, profile };
};

describe('useApplyNow', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

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
    const { user, router, profile } = renderApply('job-7', testSessions.admin);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMINS_DO_NOT_APPLY);
    expect(router.state.location.pathname).toBe('/');
    expect(profile.readProfile).not.toHaveBeenCalled();
  });

  it('records the job for a candidate who accepted the terms, then opens /profile-step-5', async () => {
    const { user, router, profile } = renderApply('job-7', testSessions.candidate, profileWith(true));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile-step-5');
    });
    expect(profile.readProfile).toHaveBeenCalledWith(expect.anything(), 'candidate-1');
    expect(profile.recordPendingJob).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      uid: 'candidate-1',
      jobId: 'job-7',
    });
  });

  it('records the job for a candidate who has not accepted the terms yet, then opens step 1 with the alert', async () => {
    const { user, router, profile } = renderApply('job-7', testSessions.candidate, profileWith(false));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile-step-1');
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.completeProfileFirst);
    expect(profile.recordPendingJob).toHaveBeenCalledExactlyOnceWith(expect.anything(), {
      uid: 'candidate-1',
      jobId: 'job-7',
    });
  });

  it('opens step 1 without recording anything for a candidate with no profile yet', async () => {
    const { user, router, profile } = renderApply('job-7', testSessions.candidate, profileWith(false, false));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/profile-step-1');
    });
    expect(profile.recordPendingJob).not.toHaveBeenCalled();
  });

  it('reports a failure to read the profile and stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const profile = {
      readProfile: vi.fn(() => Promise.reject(new Error('unavailable'))),
      recordPendingJob: vi.fn(() => Promise.resolve()),
    };
    const { user, router } = renderApply('job-7', testSessions.candidate, profile);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(APPLY_FAILED);
    expect(router.state.location.pathname).toBe('/');
    expect(profile.recordPendingJob).not.toHaveBeenCalled();
  });
});

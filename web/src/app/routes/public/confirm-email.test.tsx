import { MESSAGES, ROUTES } from '@careers/domain/constants';
import type { Profile } from '@careers/domain/types';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { myApplicationsQueryKey } from '@/features/applications/api/get-my-applications';
import { profileQueryKey } from '@/features/profile/api/get-profile';
import { applyActionCode } from '@/lib/firebase/auth-sdk';
import { AYESHA, makeApplication } from '@/testing/fixtures';
import { createTestQueryClient, uidOf, type QuerySeed } from '@/testing/query-client';
import { renderApp } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

// /confirm/{code} in the real route table: Auth applies the code (replaced here), and a signed-in
// candidate is sent back to what they were doing, judged on their seeded profile and applications.
vi.mock('@/lib/firebase/auth-sdk', () => ({ auth: {}, applyActionCode: vi.fn() }));
vi.mock('@/lib/firebase/email-verification', () => ({
  reloadUser: () => Promise.resolve(true),
  sendVerificationEmail: vi.fn(),
}));

const UID = uidOf(testSessions.candidate);

const complete: Partial<Profile> = {
  ...AYESHA,
  address: '1 Mall Road',
  resume: {
    path: `candidates/${UID}/resume/cv.pdf`,
    fileName: 'cv.pdf',
    contentType: 'application/pdf',
    size: 1000,
    uploadedAt: new Date(),
  },
  totalExperience: 0,
  education: [
    { institute: 'NTU', degree: 'BSc', fieldOfStudy: '', cgpa: null, percentage: null, from: 2018, to: 2022 },
  ],
  career: [],
  termsAndConditions: true,
  privacyPolicyVersion: '2026-01',
  submittedAt: new Date(),
  pendingJobId: 'weaving-master',
  firstJobId: null,
};

const confirmWith = (seed: QuerySeed) =>
  renderApp('/confirm/code-1', { session: testSessions.candidate, queryClient: createTestQueryClient(seed) });

beforeEach(() => {
  vi.mocked(applyActionCode).mockReset().mockResolvedValue(undefined);
});

describe('/confirm/{code} for a signed-in candidate', () => {
  it('goes back to the questions of the job they were applying for', async () => {
    const { router } = confirmWith([[profileQueryKey(UID), complete]]);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(ROUTES.apply.employmentQuestions.getHref('weaving-master')),
    );
    expect(applyActionCode).toHaveBeenCalledWith({}, 'code-1');
    // The questions page behind the toast reads a job this test does not seed: its own alert may
    // come first, so look for the toast's text in an alert rather than at the first alert.
    const toast = await screen.findByText(MESSAGES.emailConfirmedSignedIn);
    expect(toast.closest('[role="alert"]')).not.toBeNull();
  });

  it('goes back to the wizard step still to do while the profile is incomplete', async () => {
    const { router } = confirmWith([[profileQueryKey(UID), { ...complete, termsAndConditions: false }]]);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.profile.step5.getHref()));
  });

  it('goes to /careers when there is nothing to go back to', async () => {
    const { router } = confirmWith([
      [profileQueryKey(UID), complete],
      [myApplicationsQueryKey(UID), [makeApplication('weaving-master', UID)]],
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.careers.list.getHref()));
  });
});

describe('/confirm/{code}?jobId= (the job the candidate was applying for)', () => {
  it('signed out: confirms, then sends to /login, which returns to that job once signed in', async () => {
    const { router } = renderApp('/confirm/code-1?jobId=weaving-master', { session: testSessions.signedOut });
    await waitFor(() => expect(router.state.location.pathname).toBe(ROUTES.login.getHref()));
    expect(new URLSearchParams(router.state.location.search).get('redirectTo')).toBe(
      ROUTES.jobDetail.getHref('weaving-master'),
    );
    expect(await screen.findByText(MESSAGES.emailConfirmed)).toBeInTheDocument();
  });

  it('signed in with nothing on the profile to go back to: goes to that job', async () => {
    const { router } = renderApp('/confirm/code-1?jobId=weaving-master', {
      session: testSessions.candidate,
      queryClient: createTestQueryClient([
        [profileQueryKey(UID), { ...complete, pendingJobId: null }],
        [myApplicationsQueryKey(UID), [makeApplication('weaving-master', UID)]],
      ]),
    });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(ROUTES.jobDetail.getHref('weaving-master')),
    );
  });

  it('a link used already: offers the way back to that job', async () => {
    vi.mocked(applyActionCode).mockRejectedValue(
      Object.assign(new Error('used'), { code: 'auth/invalid-action-code' }),
    );
    renderApp('/confirm/code-1?jobId=weaving-master', { session: testSessions.candidate });
    expect(
      await screen.findByRole('link', { name: 'Back to the job you were applying for' }),
    ).toHaveAttribute('href', ROUTES.jobDetail.getHref('weaving-master'));
  });
});

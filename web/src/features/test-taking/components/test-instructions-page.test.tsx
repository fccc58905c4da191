import { MESSAGES, TEST_INSTRUCTIONS } from '@careers/domain/constants';
import type { JobTestRef } from '@careers/domain/types';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { answerCallables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { testSessionQueryKey } from '../api/test-session-query';

import { TestInstructionsPage, type InvitedApplication } from './test-instructions-page';

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

const JOB_ID = 'weaving-supervisor';
const TEST_ID = 'weaving-aptitude';
const JOB_TEST: JobTestRef = {
  id: TEST_ID,
  title: 'Weaving aptitude',
  level: 'entry',
  timeMinutes: 30,
  totalQuestions: 20,
};

const invited = (overrides: Partial<InvitedApplication> = {}): InvitedApplication => ({
  status: 'test-invited',
  jobTitle: 'Weaving Supervisor',
  test: {
    testId: TEST_ID,
    link: `/user_tests/new/test/${JOB_ID}/${TEST_ID}`,
    invitedAt: new Date('2026-11-20T09:00:00Z'),
    taken: false,
    takenAt: null,
  },
  ...overrides,
});

const sessionIn = (state: 'in-progress' | 'completed') =>
  Promise.resolve({
    state,
    serverNow: Date.now(),
    deadline: Date.now() + 60_000,
    questions: [],
    answers: {},
  });

const renderPage = (
  application: InvitedApplication | null,
  startTest = vi.fn(() => sessionIn('in-progress')),
  getTestSession = vi.fn(() => sessionIn('in-progress')),
) => {
  answerCallables({ startTest, getTestSession });
  const onStarted = vi.fn();
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/user_tests/new/test/:jobId/:testId/instructions',
        element: (
          <TestInstructionsPage
            jobId={JOB_ID}
            testId={TEST_ID}
            job={{ status: 'ready', value: { title: 'Weaving Supervisor', test: JOB_TEST } }}
            application={{ status: 'ready', value: application }}
            onStarted={onStarted}
          />
        ),
      },
      { path: '/user_tests/new/test/:jobId/:testId', element: <p>Test page</p> },
      { path: '/my-applications', element: <p>My applications page</p> },
    ],
    { initialEntries: [`/user_tests/new/test/${JOB_ID}/${TEST_ID}/instructions`] },
  );
  render(
    <TestProviders session={testSessions.candidate} queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user: userEvent.setup(), router, startTest, onStarted, queryClient };
};

describe('the test instructions page', () => {
  it('lists the rules, the job, the time and the questions, and starts the invited test', async () => {
    const { user, router, startTest, onStarted, queryClient } = renderPage(invited());
    expect(screen.getByRole('heading', { level: 1, name: 'Test Instructions' })).toBeInTheDocument();
    expect(screen.getByText('Test for: Weaving Supervisor position')).toBeInTheDocument();
    for (const rule of TEST_INSTRUCTIONS) expect(screen.getByText(rule)).toBeInTheDocument();
    expect(screen.getByText('30 minutes')).toBeInTheDocument();
    expect(screen.getByText(/^20 in 2 parts of up to 10/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    expect(startTest).toHaveBeenCalledWith({ jobId: JOB_ID, testId: TEST_ID });
    await screen.findByText('Test page');
    expect(router.state.location.pathname).toBe(`/user_tests/new/test/${JOB_ID}/${TEST_ID}`);
    expect(onStarted).toHaveBeenCalled();
    // The test page opens on the session startTest returned, without reading it again.
    expect(queryClient.getQueryData(testSessionQueryKey(JOB_ID))).toBeDefined();
  });

  it('offers Resume for a test already started', async () => {
    const { user, startTest } = renderPage(
      invited({ status: 'test-taken', test: { ...invited().test!, taken: true, takenAt: new Date() } }),
    );
    const resume = screen.getByRole('button', { name: 'Resume Test' });
    await waitFor(() => {
      expect(resume).toBeEnabled();
    });
    await user.click(resume);
    expect(startTest).toHaveBeenCalledTimes(1);
    await screen.findByText('Test page');
  });

  it('says a finished test is finished instead of offering Resume', async () => {
    renderPage(
      invited({ status: 'test-taken', test: { ...invited().test!, taken: true, takenAt: new Date() } }),
      undefined,
      vi.fn(() => sessionIn('completed')),
    );
    await screen.findByText(/You have finished this test\./);
    expect(screen.queryByRole('button', { name: /Test$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See how it ended' })).toHaveAttribute(
      'href',
      `/user_tests/new/test/${JOB_ID}/${TEST_ID}`,
    );
  });

  it('explains why a candidate without an invitation to this test cannot start it', () => {
    renderPage(invited({ test: { ...invited().test!, testId: 'another-test' } }));
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/there is none for this job and test/);
    expect(screen.getByRole('link', { name: 'My applications' })).toHaveAttribute('href', '/my-applications');
  });

  it('does not offer a closed application its test', () => {
    renderPage(invited({ status: 'rejected' }));
    expect(screen.queryByRole('button', { name: 'Start Test' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/can no longer be taken/);
  });

  it("shows the server's refusal next to Start Test", async () => {
    const { user } = renderPage(
      invited(),
      vi.fn(() => Promise.reject(callableRefusal('test-bank-empty', MESSAGES.testBankEmpty))),
    );
    await user.click(screen.getByRole('button', { name: 'Start Test' }));
    await waitFor(() => {
      expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.testBankEmpty);
    });
  });
});

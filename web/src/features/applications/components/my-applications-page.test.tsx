import { MESSAGES } from '@careers/domain/constants';
import type { Application, WithId } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { DAY_MS, makeApplication } from '@/testing/fixtures';
import { firestoreList, resetFirestoreList } from '@/testing/firestore-boundary';
import { createTestQueryClient } from '@/testing/query-client';
import { deferred, renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { myApplicationsQueryKey } from '../api/get-my-applications';

import { MyApplicationsPage } from './my-applications-page';

// The external boundaries: our callables, and the Firestore read of the candidate's applications
// (seeded in the query cache; the fake answers the re-read after a withdrawal).
vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));
vi.mock('@/lib/firebase/load-firestore', () => import('@/testing/firestore-boundary'));

const UID = 'candidate-1';
const day = (offset: number) => new Date(Date.UTC(2026, 2, 10) + offset * DAY_MS);

const application = (
  jobId: string,
  jobTitle: string,
  history: Application['statusHistory'],
): WithId<Application> => ({
  ...makeApplication(jobId, UID),
  jobTitle,
  status: history.at(-1)!.status,
  statusHistory: history,
  appliedAt: history[0]!.at,
});

const weaving = application('weaving', 'Weaving Supervisor', [{ status: 'applied', at: day(0) }]);
const dyeing = application('dyeing', 'Dyeing Chemist', [
  { status: 'applied', at: day(-10) },
  { status: 'under-review', at: day(-8) },
  { status: 'shortlisted', at: day(-6) },
  { status: 'test-invited', at: day(-5) },
]);
const spinning = application('spinning', 'Spinning Operator', [
  { status: 'applied', at: day(-20) },
  { status: 'rejected', at: day(-15) },
  { status: 'removed', at: day(-14) },
]);

const renderPage = (applications: WithId<Application>[] | null) => {
  const withdrawApplication = vi.fn<(data: unknown) => Promise<unknown>>();
  answerCallables({ withdrawApplication });
  resetFirestoreList(applications ?? []);
  const queryClient = createTestQueryClient(
    applications ? [[myApplicationsQueryKey(UID), applications]] : [],
  );
  if (!applications) queryClient.removeQueries({ queryKey: myApplicationsQueryKey(UID) });
  const { user } = renderInRouter(<MyApplicationsPage />, {
    path: '/my-applications',
    session: testSessions.candidate,
    queryClient,
  });
  return { user, withdrawApplication };
};

const card = (jobTitle: string) => screen.getByRole('article', { name: jobTitle });

beforeEach(() => {
  answerCallables({});
  resetFirestoreList();
});

describe('MyApplicationsPage', () => {
  it('shows the invited interview: when, where, the video link, with whom and the note', () => {
    const invited: WithId<Application> = {
      ...application('knitting', 'Knitting Manager', [
        { status: 'applied', at: day(-4) },
        { status: 'shortlisted', at: day(-3) },
        { status: 'interview-invited', at: day(-2) },
      ]),
      interview: {
        status: 'scheduled',
        date: '2026-03-12',
        time: '14:30',
        durationMinutes: 45,
        startsAt: new Date('2026-03-12T09:30:00.000Z'),
        endsAt: new Date('2026-03-12T10:15:00.000Z'),
        place: 'Head Office, room 3',
        videoLink: 'https://meet.example/abc',
        interviewers: 'Sara Ahmed',
        note: 'Gate 2.',
      },
    };
    renderPage([invited, weaving]);
    const interview = within(card('Knitting Manager')).getByRole('region', { name: 'Your interview' });
    const fact = (term: string) =>
      within(interview).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('When')).toBe('12 Mar 2026, 14:30, 45 minutes');
    expect(fact('Where')).toBe('Head Office, room 3');
    expect(within(interview).getByRole('link', { name: 'Join the video call' })).toHaveAttribute(
      'href',
      'https://meet.example/abc',
    );
    expect(fact('With')).toBe('Sara Ahmed');
    expect(fact('Note')).toBe('Gate 2.');
    expect(within(card('Weaving Supervisor')).queryByRole('region', { name: 'Your interview' })).toBeNull();
  });

  it('says when the interview was cancelled', () => {
    const cancelled: WithId<Application> = {
      ...application('knitting', 'Knitting Manager', [
        { status: 'applied', at: day(-4) },
        { status: 'interview-invited', at: day(-2) },
      ]),
      interview: {
        status: 'cancelled',
        date: '2026-03-12',
        time: '14:30',
        durationMinutes: 45,
        startsAt: new Date('2026-03-12T09:30:00.000Z'),
        endsAt: new Date('2026-03-12T10:15:00.000Z'),
        place: 'Head Office, room 3',
        videoLink: null,
        interviewers: '',
        note: '',
      },
    };
    renderPage([cancelled]);
    const interview = within(card('Knitting Manager')).getByRole('region', { name: 'Your interview' });
    expect(interview).toHaveTextContent('Your interview of 12 Mar 2026, 14:30 was cancelled.');
    expect(within(interview).queryByText('Where')).toBeNull();
  });

  it('lists each application, newest first, with its job link, date, status and timeline', () => {
    renderPage([spinning, weaving, dyeing]);
    expect(screen.getByRole('heading', { level: 1, name: 'My applications' })).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
      'application-weaving_candidate-1',
      'application-dyeing_candidate-1',
      'application-spinning_candidate-1',
    ]);

    const dyeingCard = card('Dyeing Chemist');
    expect(within(dyeingCard).getByRole('link', { name: 'Dyeing Chemist' })).toHaveAttribute(
      'href',
      '/job-detail/dyeing',
    );
    expect(within(dyeingCard).getByText('Applied on 28-02-2026')).toBeInTheDocument();
    expect(within(dyeingCard).getByText('Status: Invited to test')).toBeInTheDocument();
    const steps = within(
      within(dyeingCard).getByRole('list', { name: 'Progress of Dyeing Chemist' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Submitted28-02-2026',
      'Under review02-03-2026',
      'Shortlisted04-03-2026',
      'Invited to test05-03-2026',
    ]);
    // Shortlisted: too late to withdraw.
    expect(within(dyeingCard).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    // Rejected then removed reads as one calm 'Not selected'.
    const spinningCard = card('Spinning Operator');
    expect(within(spinningCard).getByText('Status: Not selected')).toBeInTheDocument();
    expect(
      within(spinningCard)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Submitted18-02-2026', 'Not selected23-02-2026']);
    expect(within(spinningCard).queryByText(/Rejected|Removed/)).not.toBeInTheDocument();
    expect(within(spinningCard).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('withdraws an application after confirmation, then reads the applications again', async () => {
    const { user, withdrawApplication } = renderPage([weaving]);
    const pending = deferred<unknown>();
    withdrawApplication.mockReturnValue(pending.promise);

    await user.click(within(card('Weaving Supervisor')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your application?' });
    expect(dialog).toHaveTextContent('Weaving Supervisor');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(withdrawApplication).toHaveBeenCalledExactlyOnceWith({ jobId: 'weaving' });

    firestoreList.rows = [
      {
        ...weaving,
        status: 'withdrawn',
        statusHistory: [...weaving.statusHistory, { status: 'withdrawn', at: day(1) }],
      },
    ];
    pending.resolve({ id: weaving.id, jobId: 'weaving', message: MESSAGES.applicationWithdrawn });

    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.applicationWithdrawn);
    await waitFor(() => {
      expect(within(card('Weaving Supervisor')).getByText('Status: Withdrawn')).toBeInTheDocument();
    });
    expect(firestoreList.reads).toBe(1);
    expect(
      within(card('Weaving Supervisor'))
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['Submitted10-03-2026', 'Withdrawn11-03-2026']);
    expect(
      within(card('Weaving Supervisor')).queryByRole('button', { name: 'Withdraw' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the application when the candidate cancels, and shows a refusal in the dialog', async () => {
    const { user, withdrawApplication } = renderPage([weaving]);
    await user.click(within(card('Weaving Supervisor')).getByRole('button', { name: 'Withdraw' }));
    await user.click(await screen.findByRole('button', { name: 'Keep application' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(withdrawApplication).not.toHaveBeenCalled();

    withdrawApplication.mockRejectedValue(
      callableRefusal('withdrawal-closed', MESSAGES.withdrawAfterShortlist),
    );
    await user.click(within(card('Weaving Supervisor')).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MESSAGES.withdrawAfterShortlist);
  });

  it('points a candidate without applications to the open jobs', () => {
    renderPage([]);
    expect(
      screen.getByRole('heading', { name: 'You have not applied for any jobs yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the open jobs' })).toHaveAttribute('href', '/careers');
  });

  it('shows a skeleton while the applications load', () => {
    renderPage(null);
    expect(screen.getByRole('status', { name: 'Loading your applications' })).toBeInTheDocument();
  });
});

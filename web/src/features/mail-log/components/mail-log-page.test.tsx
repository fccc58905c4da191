import { mailRetryOutcomeMessage, ROUTES } from '@careers/domain/constants';
import type { Mail } from '@careers/domain/types';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import type { MailMessage } from '../api/get-mail-log';

import { MailLogPage } from './mail-log-page';

// The boundaries: Firestore's reads of the outbox (a stand-in that filters and orders like the
// query it is given) and the retryMail callable. The page, the grid and the dialog are real.
const boundary = vi.hoisted(() => ({
  stored: [] as MailMessage[],
  queries: [] as { status: string | null; direction: string }[],
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/load-firestore', () => {
  type Part = { where?: [string, string]; orderBy?: string; limit?: number; after?: unknown };
  type Query = { parts: Part[]; withConverter: () => Query };
  const collection = (): Query => {
    const self: Query = { parts: [], withConverter: () => self };
    return self;
  };
  const query = (base: Query, ...parts: Part[]): Query => {
    const self: Query = { parts: [...base.parts, ...parts], withConverter: () => self };
    return self;
  };
  const run = (q: Query) => {
    const status = q.parts.find((part) => part.where)?.where?.[1] ?? null;
    const direction = q.parts.find((part) => part.orderBy)?.orderBy ?? 'desc';
    const rows = boundary.stored
      .filter((mail) => status === null || mail.status === status)
      .sort((a, b) => (a.createdAt.getTime() - b.createdAt.getTime()) * (direction === 'asc' ? 1 : -1));
    return { status, direction, rows };
  };
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        collection,
        query,
        where: (field: string, _op: string, value: string) => ({ where: [field, value] }),
        orderBy: (_field: string, direction: string) => ({ orderBy: direction }),
        limit: (count: number) => ({ limit: count }),
        startAfter: (after: unknown) => ({ after }),
        getDocs: (q: Query) => {
          const { status, direction, rows } = run(q);
          boundary.queries.push({ status, direction });
          const max = q.parts.find((part) => part.limit)?.limit ?? rows.length;
          return Promise.resolve({ docs: rows.slice(0, max).map((row) => ({ data: () => row })) });
        },
        getCount: (q: Query) => Promise.resolve({ data: () => ({ count: run(q).rows.length }) }),
      }),
  };
});

const message = (id: string, change: Partial<Mail>): MailMessage => ({
  id,
  kind: 'cv-submitted',
  to: ['ayesha@example.com'],
  subject: 'We have received your CV',
  text: 'x',
  html: 'x',
  status: 'sent',
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  lastAttemptAt: new Date('2026-11-20T05:00:00Z'),
  jobId: 'weaving-supervisor',
  applicantIds: ['ayesha'],
  createdAt: new Date('2026-11-20T05:00:00Z'),
  sentAt: new Date('2026-11-20T05:00:01Z'),
  createdBy: 'ayesha',
  replyTo: null,
  ...change,
});

const renderLog = (path: string = ROUTES.mailLog.getHref()) => {
  const router = createMemoryRouter(
    [
      { path: ROUTES.mailLog.path, element: <MailLogPage /> },
      { path: ROUTES.jobs.show.path, element: <h1>The job</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders session={testSessions.admin} queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
};

beforeEach(() => {
  answerCallables({});
  boundary.queries = [];
  boundary.stored = [
    message('m1', {}),
    message('m2', {
      kind: 'rejection',
      to: ['bilal@example.com'],
      subject: 'Your application for Weaving Supervisor',
      status: 'failed',
      attempts: 3,
      lastError: '421 Service not available',
      nextAttemptAt: null,
      sentAt: null,
      createdAt: new Date('2026-11-22T05:00:00Z'),
    }),
  ];
});

describe('/mail-log', () => {
  it('lists every message newest first with its delivery state and a link to its job', async () => {
    const { router, user } = renderLog();
    const grid = await screen.findByRole('grid', { name: 'Mail log' });
    // Header, then newest first.
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(3));
    const [, newest, oldest] = within(grid).getAllByRole('row') as [HTMLElement, HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent('Your application for Weaving Supervisor');
    expect(newest).toHaveTextContent('Failed');
    expect(newest).toHaveTextContent('421 Service not available');
    expect(oldest).toHaveTextContent('CV submitted');
    expect(oldest).toHaveTextContent('Sent');
    // Only failed messages offer Retry.
    expect(within(oldest).queryByRole('button', { name: /Retry/ })).toBeNull();
    expect(boundary.queries.at(-1)).toEqual({ status: null, direction: 'desc' });
    await user.click(within(oldest).getByRole('link', { name: /View job of/ }));
    expect(router.state.location.pathname).toBe(ROUTES.jobs.show.getHref('weaving-supervisor'));
  });

  it('filters by status on the server and keeps the filter in the URL', async () => {
    const { router, user } = renderLog();
    await screen.findByRole('grid', { name: 'Mail log' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Failed' }));
    await waitFor(() => expect(boundary.queries.at(-1)).toEqual({ status: 'failed', direction: 'desc' }));
    expect(router.state.location.search).toBe('?status=failed');
    const grid = screen.getByRole('grid', { name: 'Mail log' });
    await waitFor(() => expect(within(grid).getAllByRole('row')).toHaveLength(2));
  });

  it('retries a failed message after confirmation and reports the outcome', async () => {
    const retry = vi.fn<(data: unknown) => Promise<unknown>>().mockImplementation(() => {
      boundary.stored = boundary.stored.map((mail) =>
        mail.id === 'm2'
          ? { ...mail, status: 'sent', attempts: 4, lastError: null, sentAt: new Date() }
          : mail,
      );
      return Promise.resolve({ id: 'm2', status: 'sent' });
    });
    callables['retryMail'] = retry;
    const { user } = renderLog();
    const grid = await screen.findByRole('grid', { name: 'Mail log' });
    await user.click(await within(grid).findByRole('button', { name: /Retry "Your application/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send this message again?' });
    expect(dialog).toHaveTextContent('421 Service not available');
    await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(retry).toHaveBeenCalledWith({ mailId: 'm2' });
    expect(await screen.findByText(mailRetryOutcomeMessage('sent'))).toBeInTheDocument();
    // The log is read again: the message is sent now, and offers no Retry.
    await waitFor(() => expect(within(grid).queryByRole('button', { name: /Retry/ })).toBeNull());
  });

  it("shows the server's refusal of a retry in the dialog", async () => {
    callables['retryMail'] = () => Promise.reject(callableRefusal('not-found', 'No such message.'));
    const { user } = renderLog();
    const grid = await screen.findByRole('grid', { name: 'Mail log' });
    await user.click(await within(grid).findByRole('button', { name: /Retry/ }));
    const dialog = screen.getByRole('dialog', { name: 'Send this message again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry now' }));
    expect(await within(dialog).findByText('No such message.')).toBeInTheDocument();
  });
});

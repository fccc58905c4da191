import { ROUTES } from '@careers/domain/constants';
import { insightsReport, type InsightsReport } from '@careers/domain/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { InsightsPage } from './insights-page';

// The boundary is the getHiringInsights callable: it answers a report folded by the domain from
// counters, and records what the page asked. The page, its filters and tables are real (the charts
// load lazily and are left to the e2e).
const boundary = vi.hoisted(() => ({ calls: [] as unknown[], report: null as unknown }));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => (data: unknown) => {
    if (name !== 'getHiringInsights') return Promise.reject(new Error(`Unexpected call of ${name}`));
    boundary.calls.push(data);
    return Promise.resolve(boundary.report);
  },
}));

const meta = (title: string, departmentId: string) => ({
  title,
  companyId: 'c-mills',
  companyTitle: 'Sunehri Mills',
  departmentId,
  departmentTitle: departmentId === 'd-spin' ? 'Spinning' : 'Weaving',
  postedOn: '2026-11-01',
  endsOn: '2026-12-31',
  testId: '',
  testTitle: '',
});

const report: InsightsReport = insightsReport(
  [
    {
      day: '2026-11-03',
      jobs: {
        weaver: {
          meta: meta('Weaver', 'd-weave'),
          stages: { applied: 3, shortlisted: 1 },
          sources: { LinkedIn: { applied: 2, shortlisted: 1 }, Direct: { applied: 1 } },
          days: { shortlisted: { '2': 1 } },
        },
        spinner: {
          meta: meta('Spinner', 'd-spin'),
          stages: { applied: 5 },
          sources: { Direct: { applied: 5 } },
        },
      },
    },
  ],
  { from: '2026-10-22', to: '2026-11-20' },
  '2026-11-20',
);

const renderPage = (path: string = ROUTES.insights.getHref()) => {
  const router = createMemoryRouter([{ path: ROUTES.insights.path, element: <InsightsPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders session={testSessions.admin} queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, user: userEvent.setup() };
};

beforeEach(() => {
  boundary.calls = [];
  boundary.report = report;
});

describe('InsightsPage', () => {
  it('shows the figures, each with a table screen readers reach', async () => {
    renderPage();
    const funnel = await screen.findByRole('table', { name: 'Funnel' });
    expect(within(funnel).getByRole('row', { name: 'Applied 8 —' })).toBeInTheDocument();
    expect(within(funnel).getByRole('row', { name: 'Shortlisted 1 13%' })).toBeInTheDocument();
    const sources = screen.getByRole('table', { name: 'Applications by source' });
    expect(within(sources).getByRole('row', { name: 'LinkedIn 2 1 50%' })).toBeInTheDocument();
    expect(boundary.calls).toEqual([{ from: '', to: '', company: '', department: '' }]);
    // The server's default range fills the date fields.
    expect(screen.getByLabelText('From')).toHaveValue('2026-10-22');
  }, 20_000);

  it('sorts the jobs table and keeps the filters in the URL', async () => {
    const { router, user } = renderPage(
      ROUTES.insights.getHref({ from: '2026-11-01', department: 'd-weave' }),
    );
    const jobs = await screen.findByRole('table', { name: 'Jobs' });
    const titles = () =>
      within(jobs)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(titles()).toEqual(['Spinner', 'Weaver']);
    await user.click(within(jobs).getByRole('button', { name: 'Job' }));
    expect(titles()).toEqual(['Spinner', 'Weaver']);
    await user.click(within(jobs).getByRole('button', { name: 'Job' }));
    expect(titles()).toEqual(['Weaver', 'Spinner']);
    expect(boundary.calls[0]).toEqual({ from: '2026-11-01', to: '', company: '', department: 'd-weave' });

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Sunehri Mills' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?from=2026-11-01&department=d-weave&company=c-mills'),
    );
    await waitFor(() =>
      expect(boundary.calls.at(-1)).toEqual({
        from: '2026-11-01',
        to: '',
        company: 'c-mills',
        department: 'd-weave',
      }),
    );
  }, 20_000);
});

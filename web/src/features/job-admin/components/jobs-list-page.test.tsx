import { jobsHiddenMessage, MESSAGES, ROUTES } from '@careers/domain/constants';
import type { JobsGridSpec } from '@careers/domain/rules';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables, callable } from '@/testing/callable-boundary';
import { makeJob } from '@/testing/fixtures';
import { deferred, renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import type { AdminJob } from '../api/admin-jobs';

import { JobsListPage } from './jobs-list-page';

// The boundaries: Firestore (the grid's queries, as the lazily loaded SDK module offers them) and
// our callables. The URL, the page, the grid and the dialogs between them are real.
const boundary = vi.hoisted(() => ({
  /** The page of jobs Firestore answers with, and the total its count() gives. */
  rows: [] as AdminJob[],
  total: 0,
  applicants: {} as Record<string, number>,
  /** Held back until a test lets the applicant counts through. */
  countsGate: null as Promise<void> | null,
  /** What each jobs read asked for. */
  reads: [] as { spec: JobsGridSpec; pageSize: number }[],
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/load-firestore', () => {
  type JobsQuery = { kind: 'jobs'; spec: JobsGridSpec; withConverter: () => JobsQuery };
  type Read = { kind: 'page'; spec: JobsGridSpec; pageSize: number } | { kind: 'applicants'; jobId: string };
  const sdk = {
    db: {},
    jobsQuery: (_db: unknown, spec: JobsGridSpec): JobsQuery => {
      const query: JobsQuery = { kind: 'jobs', spec, withConverter: () => query };
      return query;
    },
    jobsPageQuery: (base: JobsQuery, pageSize: number): Read => ({ kind: 'page', spec: base.spec, pageSize }),
    limit: (count: number) => ({ limit: count }),
    startAfter: (after: unknown) => ({ after }),
    query: (base: JobsQuery, ...parts: { limit?: number }[]): Read => ({
      kind: 'page',
      spec: base.spec,
      pageSize: parts.find((part) => part.limit !== undefined)?.limit ?? 0,
    }),
    applicantsOfJobQuery: (_db: unknown, jobId: string): Read => ({ kind: 'applicants', jobId }),
    getDocs: (read: Read) => {
      if (read.kind !== 'page') throw new Error('Unexpected read');
      boundary.reads.push({ spec: read.spec, pageSize: read.pageSize });
      return Promise.resolve({ docs: boundary.rows.map((row) => ({ data: () => row })) });
    },
    getCount: async (read: JobsQuery | Read) => {
      if (read.kind === 'applicants') await boundary.countsGate;
      return {
        data: () => ({
          count: read.kind === 'applicants' ? (boundary.applicants[read.jobId] ?? 0) : boundary.total,
        }),
      };
    },
  };
  return { loadFirestore: () => Promise.resolve(sdk) };
});

const job = (id: string, title: string, change: Parameters<typeof makeJob>[0] = {}): AdminJob => ({
  id,
  ...makeJob({ title, ...change }),
});

const ROWS = [
  job('loom-supervisor', 'Loom Supervisor', {
    experience: 4,
    cgpa: 2.5,
    percentage: 60,
    skills: ['<p><strong>Air-jet</strong> looms</p>', '<p>Shift work</p>'],
  }),
  job('dyeing-chemist', 'Dyeing Chemist', { status: 'closed', experience: 2 }),
];

const renderJobs = (search = '') => {
  const rendered = renderRoutes([{ path: ROUTES.jobs.list.path, element: <JobsListPage /> }], {
    path: `${ROUTES.jobs.list.getHref()}${search}`,
    session: testSessions.admin,
  });
  const { router } = rendered;
  const params = () => router.state.location.search && new URLSearchParams(router.state.location.search);
  return { ...rendered, params };
};

const lastRead = () => boundary.reads.at(-1);

beforeEach(() => {
  boundary.rows = ROWS;
  boundary.total = 42;
  boundary.applicants = { 'loom-supervisor': 3, 'dyeing-chemist': 1 };
  boundary.countsGate = null;
  boundary.reads = [];
  answerCallables({});
});

describe('/jobs: the grid and its URL', () => {
  it('opens on every listed job, newest first, with applicant counts and the first skill as text', async () => {
    renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    const loom = (await within(grid).findByText('Loom Supervisor')).closest('[role="row"]');
    if (!(loom instanceof HTMLElement)) throw new Error('No row for Loom Supervisor');
    expect(await within(loom).findByText('3 applicants')).toBeInTheDocument();
    expect(within(loom).getByText('Air-jet looms')).toBeInTheDocument();
    expect(within(loom).getByText('2.5 / 60%')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'Loom Supervisor' })).toHaveAttribute(
      'href',
      ROUTES.jobs.show.getHref('loom-supervisor'),
    );
    expect(within(grid).getByText('1 applicant')).toBeInTheDocument();

    expect(lastRead()).toEqual({
      spec: {
        filter: { status: 'all', show: 'listed', from: '', to: '', search: '' },
        column: null,
        sort: { field: 'postedAt', direction: 'desc' },
      },
      pageSize: 10,
    });
    // The total comes from count(), not from the rows read.
    expect(screen.getByText('1–10 of 42')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Selected Jobs' })).toBeDisabled();
  });

  it('shows an open job past its end date as closed, before the hourly sweep stores it', async () => {
    boundary.rows = [
      ...ROWS,
      job('ended-weaver', 'Ended Weaver', { status: 'open', endDate: new Date(Date.now() - 3 * 86_400_000) }),
    ];
    renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    const status = async (title: string) =>
      (await within(grid).findByText(title)).closest('[role="row"]')?.querySelector('[data-field="status"]')
        ?.textContent;
    expect(await status('Ended Weaver')).toBe('closed');
    expect(await status('Loom Supervisor')).toBe('open');
  });

  it('reads status, view, range, column filter, sort and page size from the URL', async () => {
    const filters = JSON.stringify([{ field: 'experience', operator: '>=', value: 3 }]);
    renderJobs(
      `?status=closed&show=hidden&from=2026-01-01&to=2026-01-31&filters=${encodeURIComponent(filters)}&sort=title:asc&pageSize=25`,
    );
    await screen.findByRole('grid', { name: 'Jobs' });
    await waitFor(() => {
      expect(lastRead()).toEqual({
        spec: {
          filter: { status: 'closed', show: 'hidden', from: '2026-01-01', to: '2026-01-31', search: '' },
          column: { field: 'experience', operator: '>=', value: 3 },
          sort: { field: 'title', direction: 'asc' },
        },
        pageSize: 25,
      });
    });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('closed');
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveTextContent('Hidden jobs');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-01-31');
    // Hidden jobs are shown again, not hidden twice.
    expect(screen.queryByRole('button', { name: 'Delete Selected Jobs' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Selected Jobs' })).toBeDisabled();
  });

  it("offers the column filters Firestore answers, and sends the typed one to Firestore's query", async () => {
    const { user, router } = renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    await within(grid).findByText('Loom Supervisor');
    // The menu button shows on hover (with the keyboard: Ctrl+Enter on the header).
    await user.click(within(grid).getByLabelText('Title column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /Filter/ }));

    // Opening the panel adds an empty filter, which goes into the URL. Later URL changes leave the
    // panel as it is (rebuilt, it would close a menu the admin has just opened).
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('filters')).toContain('startsWith');
    });
    const input = await screen.findByRole('textbox', { name: 'Value' });
    await act(() => router.navigate(`${router.state.location.search}&status=open`, { replace: true }));
    await waitFor(() => {
      expect(lastRead()?.spec.filter.status).toBe('open');
    });
    expect(input).toBeInTheDocument();
    const operator = await screen.findByRole('combobox', { name: 'Operator' });
    await user.click(operator);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['starts with (exact case)', 'equals']);
    await user.keyboard('{Escape}');
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), 'Loom');

    await waitFor(() => {
      expect(lastRead()?.spec.column).toEqual({ field: 'title', operator: 'startsWith', value: 'Loom' });
    });
    expect(JSON.parse(new URLSearchParams(router.state.location.search).get('filters') ?? '[]')).toEqual([
      { field: 'title', operator: 'startsWith', value: 'Loom' },
    ]);
  });

  it('keeps an open filter menu open while the rows finish loading', async () => {
    const counts = deferred();
    boundary.countsGate = counts.promise;
    const { user } = renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    await within(grid).findByText('Loom Supervisor');
    await user.click(within(grid).getByLabelText('Title column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /Filter/ }));
    await user.click(await screen.findByRole('combobox', { name: 'Operator' }));
    const listbox = await screen.findByRole('listbox');

    // The applicant counts arrive: the page renders again, the grid's columns stay the same.
    counts.resolve();
    expect(await within(grid).findByText('3 applicants')).toBeInTheDocument();
    expect(listbox).toBeInTheDocument();
    expect(within(listbox).getAllByRole('option')).toHaveLength(2);
  });

  it('ignores a column filter Firestore cannot answer instead of filtering one page in the browser', async () => {
    const filters = JSON.stringify([{ field: 'title', operator: 'contains', value: 'Loom' }]);
    renderJobs(`?filters=${encodeURIComponent(filters)}`);
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    expect(await within(grid).findByText('Dyeing Chemist')).toBeInTheDocument();
    expect(lastRead()?.spec.column).toBeNull();
  });

  it('writes the status and view into the URL and starts again from the first page', async () => {
    const { user, router } = renderJobs('?page=2');
    await screen.findByRole('grid', { name: 'Jobs' });
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'open' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=open');
    });
    await waitFor(() => {
      expect(lastRead()?.spec.filter.status).toBe('open');
    });

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted jobs' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=open&show=deleted');
    });
  });

  it('searches the typed words on Find, with the status, and keeps them in the URL', async () => {
    const { user, router } = renderJobs('?status=open');
    await screen.findByRole('grid', { name: 'Jobs' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Spinning engineer');
    expect(router.state.location.search).toBe('?status=open');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?status=open&q=Spinning+engineer');
    });
    await waitFor(() => {
      expect(lastRead()?.spec.filter).toMatchObject({ status: 'open', search: 'Spinning engineer' });
    });
  });

  it('applies From / To only on Find, and refuses a range that ends before it starts', async () => {
    const { user, router } = renderJobs();
    await screen.findByRole('grid', { name: 'Jobs' });
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.type(from, '2026-02-10');
    await user.type(to, '2026-02-01');
    expect(screen.getByText('To cannot be before From.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    expect(router.state.location.search).toBe('');

    await user.clear(to);
    await user.type(to, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?from=2026-02-10&to=2026-02-28');
    });
    await waitFor(() => {
      expect(lastRead()?.spec.filter).toMatchObject({ from: '2026-02-10', to: '2026-02-28' });
    });

    await user.click(screen.getByRole('button', { name: 'All dates' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
    expect(from).toHaveValue('');
  });

  it('hides the selected jobs after confirmation (Delete Selected Jobs)', async () => {
    const hide = callable('hideJobs').mockResolvedValue({
      ids: ['loom-supervisor', 'dyeing-chemist'],
      message: jobsHiddenMessage(2, true),
    });
    const { user } = renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    await within(grid).findByText('Loom Supervisor');
    const [, first, second] = within(grid).getAllByRole('checkbox');
    if (!first || !second) throw new Error('No row checkboxes');
    await user.click(first);
    await user.click(second);
    await user.click(screen.getByRole('button', { name: 'Delete Selected Jobs' }));

    const dialog = await screen.findByRole('dialog', { name: 'Hide the selected jobs?' });
    expect(hide).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Hide jobs' }));
    expect(hide).toHaveBeenCalledExactlyOnceWith({
      jobIds: ['loom-supervisor', 'dyeing-chemist'],
      hidden: true,
    });
    expect(await screen.findByText(jobsHiddenMessage(2, true))).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Delete Selected Jobs' })).toBeDisabled();
    });
  });

  it('deletes one job after confirmation', async () => {
    const remove = callable('deleteJob').mockResolvedValue({
      id: 'dyeing-chemist',
      message: MESSAGES.jobRemoved,
    });
    const { user } = renderJobs();
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    await user.click(await within(grid).findByRole('button', { name: 'Delete Dyeing Chemist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('Its applications are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    expect(remove).toHaveBeenCalledExactlyOnceWith({ jobId: 'dyeing-chemist' });
    expect(await screen.findByText(MESSAGES.jobRemoved)).toBeInTheDocument();
  });

  it('offers Restore on deleted jobs', async () => {
    const restore = callable('restoreJob').mockResolvedValue({
      id: 'loom-supervisor',
      message: MESSAGES.jobRestored,
    });
    const { user } = renderJobs('?show=deleted');
    const grid = await screen.findByRole('grid', { name: 'Jobs' });
    await within(grid).findByText('Loom Supervisor');
    expect(within(grid).queryByRole('button', { name: 'Delete Loom Supervisor' })).not.toBeInTheDocument();
    const [restoreLoom] = within(grid).getAllByRole('button', { name: 'Restore' });
    if (!restoreLoom) throw new Error('No Restore button');
    await user.click(restoreLoom);
    expect(restore).toHaveBeenCalledExactlyOnceWith({ jobId: 'loom-supervisor' });
    expect(await screen.findByText(MESSAGES.jobRestored)).toBeInTheDocument();
  });
});

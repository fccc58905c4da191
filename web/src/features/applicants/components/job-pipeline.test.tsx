import { ROUTES } from '@careers/domain/constants';
import { PIPELINE_PAGE_SIZE, PIPELINE_STAGE_OF, type PipelineStage } from '@careers/domain/rules';
import type { Application, ApplicationStatus, Job, WithId } from '@careers/domain/types';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { makeApplication, makeJob, WITH_MERCHANDISING_TEST } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { JobPipeline } from './job-pipeline';

// The boundary: Firestore's reads of the job's applications, as a small in-memory Firestore that
// answers the pipeline's queries (a stage's applications, ordered by appliedAt, a cursor, a limit)
// and count(); the callables (the cards' moves) are the testing boundary's. The board, its columns
// and cards are real.
type FakeQuery = {
  /** The column: its statuses (pipelineStageStatuses). */
  stage: PipelineStage;
  order: 'asc' | 'desc';
  after?: string;
  limit?: number;
  withConverter: () => FakeQuery;
};

const boundary = vi.hoisted(() => ({
  applications: [] as { id: string; status: string; appliedAt: Date }[],
  /** Reads (getDocs, getCount) that fail before the fake answers again. */
  failures: 0,
  /** Whether the columns' pages fail (getDocs only: the counts are read). */
  pagesFail: false,
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/queries/pipeline-query', () => {
  const make = (query: Omit<FakeQuery, 'withConverter'>): FakeQuery => ({
    ...query,
    withConverter: () => make(query),
  });
  return {
    pipelineStageQuery: (_db: unknown, _jobId: string, stage: PipelineStage) =>
      make({ stage, order: 'desc' }),
  };
});

vi.mock('@/lib/firebase/load-firestore', () => {
  const matching = (query: FakeQuery, paged: boolean) => {
    const rows = boundary.applications
      .filter((application) => PIPELINE_STAGE_OF[application.status as ApplicationStatus] === query.stage)
      .sort((a, b) => (a.appliedAt.getTime() - b.appliedAt.getTime()) * (query.order === 'asc' ? 1 : -1));
    if (!paged) return rows;
    const start = query.after ? rows.findIndex((row) => row.id === query.after) + 1 : 0;
    return rows.slice(start, query.limit === undefined ? undefined : start + query.limit);
  };
  const failing = () => {
    if (boundary.failures === 0) return false;
    boundary.failures -= 1;
    return true;
  };
  const unavailable = () =>
    Promise.reject(Object.assign(new Error('Failed to get documents'), { code: 'unavailable' }));
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        query: (base: FakeQuery, ...parts: Partial<FakeQuery>[]) =>
          Object.assign({}, base, ...parts) as FakeQuery,
        limit: (limit: number) => ({ limit }),
        startAfter: (document: { id: string }) => ({ after: document.id }),
        getDocs: (query: FakeQuery) => {
          if (failing() || boundary.pagesFail) return unavailable();
          const docs = matching(query, true).map((row) => ({ id: row.id, data: () => row }));
          return Promise.resolve({ docs, size: docs.length });
        },
        getCount: (query: FakeQuery) => {
          if (failing()) return unavailable();
          return Promise.resolve({ data: () => ({ count: matching(query, false).length }) });
        },
        applicationReviewRef: (_db: unknown, id: string) => ({ id }),
        getDoc: () => Promise.resolve({ data: () => undefined }),
      }),
  };
});

const JOB: WithId<Job> = {
  id: 'merchandiser',
  ...makeJob({ title: 'Export Merchandiser', ...WITH_MERCHANDISING_TEST }),
};
const START = Date.UTC(2026, 10, 1);

/** The `index`-th applicant: `index` minutes after the first. */
const applicant = (index: number, name: string, status: ApplicationStatus): WithId<Application> => {
  const application = makeApplication(JOB.id, `u${String(index)}`);
  const at = new Date(START + index * 60_000);
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    ...application,
    status,
    appliedAt: at,
    statusHistory: [{ status, at }],
    candidate: { ...application.candidate, firstName, middleName: '', lastName },
  };
};

const renderPipeline = async () => {
  const router = createMemoryRouter(
    [
      { path: ROUTES.jobs.show.path, element: <JobPipeline job={JOB} /> },
      { path: ROUTES.jobs.applicant.path, element: <h1>Applicant review</h1> },
    ],
    { initialEntries: [ROUTES.jobs.show.getHref(JOB.id)] },
  );
  await act(async () => {
    render(
      <TestProviders session={testSessions.admin} queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
  });
  return { user: userEvent.setup() };
};

const column = (label: string) => screen.findByRole('region', { name: new RegExp(`^${label} \\(`) });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((card) => within(card).getByRole('link').textContent);

beforeEach(() => {
  boundary.applications = [];
  boundary.failures = 0;
  boundary.pagesFail = false;
});

describe('the pipeline of /jobs/show/{id}', { timeout: 20_000 }, () => {
  it('counts each column from the server, shows its newest first, and pages it with Show more', async () => {
    // 600 applicants, the newest last to apply: 500 applied, 100 shortlisted.
    for (let index = 0; index < 600; index += 1)
      boundary.applications.push(
        applicant(
          index,
          index === 599 ? 'Nadia Newest' : `Applicant A${String(index)}`,
          index % 6 === 1 ? 'shortlisted' : 'applied',
        ),
      );
    const { user } = await renderPipeline();
    const applied = await column('Applied');
    await waitFor(() => expect(within(applied).getByRole('heading')).toHaveTextContent('Applied (500)'));
    expect(await column('Shortlisted')).toHaveTextContent('Shortlisted (100)');
    await waitFor(() => expect(cardNames(applied)).toHaveLength(PIPELINE_PAGE_SIZE));
    expect(cardNames(applied)[0]).toBe('Nadia Newest');
    expect(cardNames(applied)[1]).toBe('Applicant A598');

    await user.click(within(applied).getByRole('button', { name: /^Show more/ }));
    await waitFor(() => expect(cardNames(applied)).toHaveLength(2 * PIPELINE_PAGE_SIZE));
    // Every applied one, no repeat: the next page starts after the last card shown.
    expect(new Set(cardNames(applied)).size).toBe(2 * PIPELINE_PAGE_SIZE);
    expect(cardNames(await column('Shortlisted'))).toHaveLength(PIPELINE_PAGE_SIZE);
    expect(applied).toHaveTextContent('Applied (500)');
  });

  it('says when a column is empty, and a column with all it holds offers no Show more', async () => {
    boundary.applications = [
      applicant(1, 'Ayesha Khan', 'selected'),
      applicant(2, 'Bilal Ahmed', 'selected'),
    ];
    await renderPipeline();
    const selected = await column('Selected');
    await waitFor(() => expect(cardNames(selected)).toEqual(['Bilal Ahmed', 'Ayesha Khan']));
    expect(within(selected).queryByRole('button', { name: /^Show more/ })).toBeNull();
    expect(await column('Applied')).toHaveTextContent('Nobody here.');
    // The summary counts every stage, and names the one with someone in it.
    const summary = screen.getByRole('navigation', { name: 'Pipeline stages' });
    expect(within(summary).getByRole('button', { name: 'Selected: 2' })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Applied: 0' })).toBeInTheDocument();
  });

  it('shows the error with a Retry that reads the pipeline again', async () => {
    boundary.applications = [applicant(1, 'Ayesha Khan', 'shortlisted')];
    boundary.failures = 1_000;
    const { user } = await renderPipeline();
    const alert = (await screen.findByText('The pipeline could not be loaded.')).closest('[role="alert"]');
    if (!(alert instanceof HTMLElement)) throw new Error('No alert');
    boundary.failures = 0;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    const shortlisted = await column('Shortlisted');
    await waitFor(() => expect(cardNames(shortlisted)).toEqual(['Ayesha Khan']));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows a column's own error with a Retry that reads that column again", async () => {
    boundary.applications = [applicant(1, 'Ayesha Khan', 'shortlisted')];
    boundary.pagesFail = true;
    const { user } = await renderPipeline();
    const shortlisted = await column('Shortlisted');
    const alert = await within(shortlisted).findByRole('alert');
    expect(alert).toHaveTextContent('This stage could not be loaded.');
    // The count is read: the heading still says how many stand there.
    await waitFor(() =>
      expect(within(shortlisted).getByRole('heading')).toHaveTextContent('Shortlisted (1)'),
    );
    boundary.pagesFail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cardNames(shortlisted)).toEqual(['Ayesha Khan']));
    expect(within(await column('Applied')).getByRole('alert')).toHaveTextContent(
      'This stage could not be loaded.',
    );
  });
});

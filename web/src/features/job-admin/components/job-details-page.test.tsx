import { jobStatusChangedMessage, MESSAGES, ROUTES, type JobStatus } from '@careers/domain/constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadSanitizer } from '@/components/ui/sanitized-html';
import { answerCallables, callable } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { makeJob, WITH_MERCHANDISING_TEST } from '@/testing/fixtures';
import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import { adminJobQueryKey, type AdminJob } from '../api/admin-jobs';

import { JobDetailsPage } from './job-details-page';

// The boundaries: our callables and Firestore's read of the job (after a status change the page
// reads the job again). The page, its dialogs and the router are real.
const boundary = vi.hoisted(() => ({
  stored: null as AdminJob | null,
}));

vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

vi.mock('@/lib/firebase/load-firestore', () => {
  type Ref = { withConverter: () => Ref };
  const ref: Ref = { withConverter: () => ref };
  return {
    loadFirestore: () =>
      Promise.resolve({
        db: {},
        doc: () => ref,
        getDoc: () => Promise.resolve({ data: () => boundary.stored ?? undefined }),
      }),
  };
});

const JOB: AdminJob = {
  id: 'merchandiser',
  ...makeJob({
    cgpa: 2.5,
    percentage: 55,
    startDate: new Date('2026-05-01T07:00:00Z'),
    endDate: new Date('2026-05-31T07:00:00Z'),
    screeningQuestions: [{ id: 'why-us', title: 'Why do you want to join us?', limit: 300 }],
    screeningQuestionIds: ['why-us'],
    ...WITH_MERCHANDISING_TEST,
  }),
};

const action = (name: string) =>
  within(screen.getByRole('group', { name: 'Job actions' })).getByRole('button', { name });

const renderJob = async (job: AdminJob = JOB, below?: (job: AdminJob) => string) => {
  boundary.stored = job;
  const router = createMemoryRouter(
    [
      {
        path: ROUTES.jobs.show.path,
        element: (
          <JobDetailsPage jobId={job.id}>
            {below ? (loaded: AdminJob) => <p>{below(loaded)}</p> : null}
          </JobDetailsPage>
        ),
      },
      { path: ROUTES.jobs.list.path, element: <h1>Jobs</h1> },
    ],
    { initialEntries: [ROUTES.jobs.show.getHref(job.id)] },
  );
  // Awaited: the job is in the cache, so the page renders at once and the rich text suspends
  // (on the sanitizer) inside this first render.
  await act(async () => {
    render(
      <TestProviders
        session={testSessions.admin}
        queryClient={createTestQueryClient([[adminJobQueryKey(job.id), job]])}
      >
        <RouterProvider router={router} />
      </TestProviders>,
    );
  });
  return { router, user: userEvent.setup() };
};

// DOMPurify loads after the first paint, which jsdom never reports (up to 3 s): load it once here.
beforeAll(() => loadSanitizer(), 10_000);

beforeEach(() => {
  boundary.stored = null;
  answerCallables({});
});

describe('/jobs/show/{id}', () => {
  it('shows every field of the job, dates in the console format (company time), and composes what goes below', async () => {
    await renderJob(JOB, (job) => `Applicants of ${job.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: JOB.title })).toBeInTheDocument();
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Company')).toBe('Sunehri Home Textiles Limited');
    expect(fact('Department')).toBe('Merchandising');
    expect(fact('Location')).toBe('Head Office');
    expect(fact('CGPA')).toBe('2.5');
    expect(fact('Percentage')).toBe('55%');
    expect(fact('Experience')).toBe('3 years');
    expect(fact('Career level')).toBe('Mid');
    expect(fact('Job type')).toBe('Permanent');
    expect(fact('Start date')).toBe('1 May 2026');
    expect(fact('End date')).toBe('31 May 2026');
    expect(fact('Test')).toBe('Merchandising (mid) (20 questions, 30 minutes)');
    expect(fact('Required educations')).toBe('BBA, MBA');
    expect(fact('Employment questions')).toContain('Why do you want to join us?');
    // Rich text is sanitized on display.
    expect(
      await screen.findByText('Own orders from enquiry to shipment for our European buyers.'),
    ).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('3+ years in export merchandising')).toBeInTheDocument();
    expect(screen.getByText('Applicants of merchandiser')).toBeInTheDocument();
  });

  it('shows an open job past its end date as closed, before the hourly sweep stores it', async () => {
    await renderJob({ ...JOB, status: 'open', endDate: new Date(Date.now() - 3 * 86_400_000) });
    await screen.findByRole('heading', { level: 1, name: JOB.title });
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Status')).toBe('closed');
  });

  it.each<[string, JobStatus]>([
    ['Close', 'closed'],
    ['Archive', 'archived'],
  ])("%s sets the status and says 'Job status is %s now.'", async (label, status) => {
    const change = callable('changeJobStatus').mockImplementation(() => {
      boundary.stored = { ...JOB, status };
      return Promise.resolve({ id: JOB.id, message: jobStatusChangedMessage(status) });
    });
    const { user } = await renderJob();
    // The current status's action is there but off.
    expect(await screen.findByRole('group', { name: 'Job actions' })).toBeInTheDocument();
    expect(action('Open')).toBeDisabled();
    await user.click(action(label));

    expect(change).toHaveBeenCalledExactlyOnceWith({ jobId: JOB.id, status });
    expect(await screen.findByText(jobStatusChangedMessage(status))).toBeInTheDocument();
    // The job is read again: now the new status's action is the one that is off.
    await waitFor(() => {
      expect(action(label)).toBeDisabled();
    });
    expect(action('Open')).toBeEnabled();
  });

  it('Open reopens a closed job', async () => {
    const change = callable('changeJobStatus').mockResolvedValue({
      id: JOB.id,
      message: jobStatusChangedMessage('open'),
    });
    const { user } = await renderJob({ ...JOB, status: 'closed' });
    await screen.findByRole('group', { name: 'Job actions' });
    await user.click(action('Open'));
    expect(change).toHaveBeenCalledExactlyOnceWith({ jobId: JOB.id, status: 'open' });
    expect(await screen.findByText('Job status is open now.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a status change", async () => {
    callable('changeJobStatus').mockRejectedValue(
      callableRefusal('job-ended', 'The test of this job has too few questions to open it.'),
    );
    const { user } = await renderJob({ ...JOB, status: 'closed' });
    await screen.findByRole('group', { name: 'Job actions' });
    await user.click(action('Open'));
    expect(
      await screen.findByText('The test of this job has too few questions to open it.'),
    ).toBeInTheDocument();
  });

  it('deletes after confirmation and returns to the jobs', async () => {
    const remove = callable('deleteJob').mockResolvedValue({ id: JOB.id, message: MESSAGES.jobRemoved });
    const { user, router } = await renderJob();
    await screen.findByRole('group', { name: 'Job actions' });
    await user.click(action('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('Its applications are kept');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));

    expect(remove).toHaveBeenCalledExactlyOnceWith({ jobId: JOB.id });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(ROUTES.jobs.list.getHref());
    });
    expect(await screen.findByText(MESSAGES.jobRemoved)).toBeInTheDocument();
  });

  it('links Edit to the edit form, and offers no status change on a deleted job', async () => {
    await renderJob({ ...JOB, deleted: true, deletedAt: new Date() });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      ROUTES.jobs.edit.getHref(JOB.id),
    );
    for (const name of ['Open', 'Close', 'Archive', 'Delete']) {
      expect(action(name)).toBeDisabled();
    }
  });
});

import { MESSAGES } from '@careers/domain/constants';
import type { Application, WithId } from '@careers/domain/types';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { recordVisitSource } from '@/lib/visit-source';
import { answerCallables } from '@/testing/callable-boundary';
import { callableRefusal } from '@/testing/callable-errors';
import { DAY_MS, makeApplication, makeJob } from '@/testing/fixtures';
import { firestoreList, resetFirestoreList } from '@/testing/firestore-boundary';
import { createTestQueryClient } from '@/testing/query-client';
import { deferred, renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { myApplicationsQueryKey } from '../api/get-my-applications';

import { EmploymentQuestionsPage, type ApplyingJob } from './employment-questions-page';

// The external boundaries: our callables, and the Firestore read of the candidate's applications
// that runs again after applying. Everything between them and the screen is real.
vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));
vi.mock('@/lib/firebase/load-firestore', () => import('@/testing/firestore-boundary'));

const JOB_ID = 'weaving-supervisor';
const UID = 'candidate-1';
const QUESTIONS = [
  { id: 'why', title: 'Why do you want this job?', limit: 500 },
  { id: 'notice', title: 'What is your notice period?', limit: 20 },
];
const openJob = (): ApplyingJob => makeJob({ title: 'Weaving Supervisor', screeningQuestions: QUESTIONS });

const renderPage = (job: ApplyingJob | null = openJob(), applications: WithId<Application>[] = []) => {
  const applyToJob = vi.fn<(data: unknown) => Promise<unknown>>();
  const sendVerificationEmail = vi.fn<(data: unknown) => Promise<unknown>>();
  answerCallables({ applyToJob, sendVerificationEmail });
  resetFirestoreList(applications);
  const queryClient = createTestQueryClient([[myApplicationsQueryKey(UID), applications]]);
  const { router, user } = renderRoutes(
    [
      {
        path: '/jobs/apply/:id/employmentQuestions',
        element: <EmploymentQuestionsPage jobId={JOB_ID} job={{ status: 'ready', job }} />,
      },
      { path: '/careers', element: <p>Careers page</p> },
      { path: '/my-applications', element: <p>My applications page</p> },
    ],
    { path: `/jobs/apply/${JOB_ID}/employmentQuestions`, session: testSessions.candidate, queryClient },
  );
  return { router, queryClient, user, applyToJob, sendVerificationEmail };
};

const answerBox = (number: number, title: string) =>
  screen.getByRole('textbox', { name: `${String(number)}. ${title}` });

const fillBoth = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(answerBox(1, QUESTIONS[0]!.title), 'I love looms.');
  await user.type(answerBox(2, QUESTIONS[1]!.title), 'One month');
};

beforeEach(() => {
  answerCallables({});
  resetFirestoreList();
});

describe('EmploymentQuestionsPage', () => {
  it("shows the job's title and one numbered, limited answer per question with a live counter", async () => {
    const { user } = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Employment Questions' })).toBeInTheDocument();
    expect(screen.getByText('Weaving Supervisor')).toBeInTheDocument();

    const first = answerBox(1, QUESTIONS[0]!.title);
    const second = answerBox(2, QUESTIONS[1]!.title);
    expect(first).toHaveAttribute('maxlength', '500');
    expect(second).toHaveAttribute('maxlength', '20');
    expect(screen.getByText('0 / 500')).toBeInTheDocument();

    await user.type(first, 'Hello');
    expect(screen.getByText('5 / 500')).toBeInTheDocument();
    // The limit is enforced as the candidate types.
    await user.type(second, 'x'.repeat(25));
    expect(second).toHaveValue('x'.repeat(20));
    expect(screen.getByText('20 / 20')).toBeInTheDocument();
  });

  it('requires every answer before calling the server', async () => {
    const { user, applyToJob } = renderPage();
    await user.type(answerBox(1, QUESTIONS[0]!.title), 'I love looms.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('An answer is required.')).toBeInTheDocument();
    expect(answerBox(2, QUESTIONS[1]!.title)).toHaveAttribute('aria-invalid', 'true');
    expect(answerBox(1, QUESTIONS[0]!.title)).toHaveAttribute('aria-invalid', 'false');
    expect(applyToJob).not.toHaveBeenCalled();
  });

  it('applies with the visit’s source, then opens /careers with the success message and reads the applications again', async () => {
    // The visitor arrived from a job board's link (lib/visit-source.ts kept it).
    recordVisitSource({ host: 'careers.test', search: '?source=linkedin' }, '');
    const { user, router, applyToJob } = renderPage();
    const pending = deferred<unknown>();
    applyToJob.mockReturnValue(pending.promise);
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(screen.getByRole('button', { name: /Submit/ })).toBeDisabled();
    });
    expect(applyToJob).toHaveBeenCalledExactlyOnceWith({
      jobId: JOB_ID,
      answers: [
        { questionId: 'why', answer: 'I love looms.' },
        { questionId: 'notice', answer: 'One month' },
      ],
      source: 'linkedin',
    });

    // The server has it now: the re-read returns it. It must not be taken for an earlier
    // application while the page moves on (it used to flash "already applied" for a second).
    firestoreList.rows = [makeApplication(JOB_ID, UID)];
    const flashes: string[] = [];
    const observer = new MutationObserver(() => {
      if (document.body.textContent.includes(MESSAGES.applicationExists)) flashes.push('already applied');
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    pending.resolve({
      id: `${JOB_ID}_${UID}`,
      jobId: JOB_ID,
      message: MESSAGES.appliedForJob,
      confirmationMail: null,
    });

    expect(await screen.findByText('Careers page')).toBeInTheDocument();
    observer.disconnect();
    expect(flashes).toEqual([]);
    expect(router.state.location.pathname).toBe('/careers');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.appliedForJob);
  });

  it('puts each question in full above its field, not in a floating label that shrinks', async () => {
    const long =
      'Describe a time you brought a weaving shed back to its planned output after a week of breakdowns, and what you changed';
    renderPage(
      makeJob({ title: 'Weaving Supervisor', screeningQuestions: [{ id: 'shed', title: long, limit: 500 }] }),
    );
    const label = screen.getByText(`1. ${long}`);
    expect(label.tagName).toBe('LABEL');
    expect(label).toHaveAttribute('for', 'answer-shed');
    expect(label).not.toHaveClass('MuiInputLabel-root');
    expect(screen.getByRole('textbox', { name: `1. ${long}` })).toBeRequired();
  });

  it("shows the server's messages under the answer they are about, by index", async () => {
    const { user, applyToJob } = renderPage();
    applyToJob.mockRejectedValue(
      callableRefusal('invalid-input', 'The answer must be at most 20 characters.', {
        'answers[1].answer': 'The answer must be at most 20 characters.',
      }),
    );
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => {
      expect(answerBox(2, QUESTIONS[1]!.title)).toHaveAttribute('aria-invalid', 'true');
    });
    expect(answerBox(1, QUESTIONS[0]!.title)).toHaveAttribute('aria-invalid', 'false');
    const secondHelp = document.getElementById(`answer-notice-helper-text`);
    expect(secondHelp).toHaveTextContent('The answer must be at most 20 characters.');
  });

  it('offers to resend the confirmation email when the address is not confirmed', async () => {
    const { user, applyToJob, sendVerificationEmail } = renderPage();
    applyToJob.mockRejectedValue(callableRefusal('email-unconfirmed', MESSAGES.confirmEmailBeforeApplying));
    sendVerificationEmail.mockResolvedValue({ sentTo: 'ayesha@example.com' });
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.confirmEmailBeforeApplying);
    await user.click(within(alert).getByRole('button', { name: 'Resend confirmation email' }));
    expect(await within(alert).findByText(MESSAGES.verificationEmailResent)).toBeInTheDocument();
    expect(sendVerificationEmail).toHaveBeenCalledOnce();
  });

  it('says so, with a link to My applications, when the server finds an earlier application', async () => {
    const { user, applyToJob } = renderPage();
    applyToJob.mockRejectedValue(callableRefusal('already-applied', MESSAGES.applicationExists));
    await fillBoth(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.applicationExists);
    expect(within(alert).getByRole('link', { name: 'My applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
  });

  it('shows no form for a job the candidate has already applied for', () => {
    const { applyToJob } = renderPage(openJob(), [makeApplication(JOB_ID, UID)]);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.applicationExists);
    expect(screen.getByRole('link', { name: 'My applications' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(applyToJob).not.toHaveBeenCalled();
  });

  it('says a job that is not open, or whose end date has passed, takes no applications', () => {
    renderPage(null);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.jobNotAvailable);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('says applications have closed after the end date', () => {
    renderPage({ ...openJob(), endDate: new Date(Date.now() - 3 * DAY_MS) });
    expect(screen.getByRole('alert')).toHaveTextContent('Applications for this job have closed.');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});

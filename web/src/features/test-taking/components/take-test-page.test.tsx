import { MESSAGES, TEST_TAKING_MESSAGES } from '@careers/domain/constants';
import type { PresentedQuestion, TestSessionView } from '@careers/domain/types';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { answerCallables } from '@/testing/callable-boundary';
import { callableFailure, callableRefusal } from '@/testing/callable-errors';
import { deferred, renderRoutes } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { AUTO_RETRY_DELAY_MS } from '../hooks/use-answer-autosave';

import { TakeTestPage } from './take-test-page';

// The boundary is our callables; the countdown runs on fake timers (and a fake Date).
vi.mock('@/lib/firebase/use-callable', () => import('@/testing/callable-boundary'));

const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 24, 9, 0, 0);
const JOB_ID = 'weaving-supervisor';
const TEST_ID = 'weaving-aptitude';

const question = (n: number, extra: Partial<PresentedQuestion> = {}): PresentedQuestion => ({
  id: `q${String(n)}`,
  statement: `Statement ${String(n)}?`,
  hasImage: false,
  multipleChoice: false,
  options: [`A${String(n)}`, `B${String(n)}`, `C${String(n)}`],
  ...extra,
});

const makeView = (overrides: Partial<TestSessionView> = {}): TestSessionView => ({
  jobId: JOB_ID,
  testId: TEST_ID,
  jobTitle: 'Weaving Supervisor',
  testTitle: 'Weaving aptitude',
  state: 'in-progress',
  completion: null,
  step: 1,
  stepCount: 2,
  lastStep: false,
  questions: [question(1), question(2), question(3, { multipleChoice: true })],
  answers: {},
  totalQuestions: 20,
  answeredCount: 0,
  startedAt: NOW - 5 * MIN,
  deadline: NOW + 25 * MIN,
  serverNow: NOW,
  focusLosses: 0,
  tabSwitches: 0,
  message: null,
  ...overrides,
});

type Calls = Record<string, ReturnType<typeof vi.fn<(data: unknown) => Promise<unknown>>>>;

const renderPage = (view: TestSessionView | Error, calls: Partial<Calls> = {}) => {
  const all: Calls = {
    getTestSession: vi.fn(() => (view instanceof Error ? Promise.reject(view) : Promise.resolve(view))),
    saveAnswer: vi.fn((data: unknown) =>
      Promise.resolve({ ...(data as object), savedAt: Date.now(), deadline: NOW, serverNow: Date.now() }),
    ),
    submitStep: vi.fn(() => Promise.resolve(makeView())),
    recordFocusLoss: vi.fn(() => Promise.resolve({ focusLosses: 1, tabSwitches: 0 })),
    getQuestionImage: vi.fn(() =>
      Promise.resolve({ questionId: 'q1', dataUrl: 'data:image/png;base64,AAAA' }),
    ),
    ...calls,
  } as Calls;
  answerCallables(all);
  const { user, router } = renderRoutes(
    [
      {
        path: '/user_tests/new/test/:jobId/:testId',
        element: <TakeTestPage jobId={JOB_ID} testId={TEST_ID} />,
      },
      { path: '/user_tests/new/test/:jobId/:testId/instructions', element: <p>Instructions page</p> },
      { path: '/my-applications', element: <p>My applications page</p> },
    ],
    {
      path: `/user_tests/new/test/${JOB_ID}/${TEST_ID}`,
      session: testSessions.candidate,
      userOptions: { advanceTimers: (ms) => vi.advanceTimersByTime(ms) },
    },
  );
  return { user, calls: all, router };
};

const timer = () => screen.getByRole('timer');

beforeEach(() => {
  // Time also moves with the real clock (a little), so Testing Library's polling works.
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const settle = async () => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
};

describe('the test page', { timeout: 20_000 }, () => {
  it('shows step n of N, the questions as radio groups and checkboxes, and the time from the server', async () => {
    renderPage(makeView());
    await settle();
    await screen.findByRole('heading', { name: 'Step 1 of 2' });
    expect(screen.getByText('Test for: Weaving Supervisor position')).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(2);
    const third = screen.getByRole('group', { name: /Question 3/ });
    expect(within(third).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(third).getByText('Choose all that apply.')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('Time left: 25 minutes');
    expect(screen.getByText(TEST_TAKING_MESSAGES.focusLossNotice)).toBeInTheDocument();
    expect(localStorage.getItem('testTimeLeft')).toBe('25');
    expect(localStorage.getItem('totalQuestions')).toBe('20');
  });

  it('runs on the server clock when this browser is off, ticks each minute, then each second, and announces 5 and 1 minutes', async () => {
    // The server is 3 minutes ahead of this browser: 6 minutes are left, not 9.
    renderPage(makeView({ serverNow: NOW + 3 * MIN, deadline: NOW + 9 * MIN }));
    await settle();
    await screen.findByRole('heading', { name: 'Step 1 of 2' });
    expect(timer()).toHaveTextContent('Time left: 6 minutes');
    const live = within(timer()).getByRole('status');
    expect(live).toHaveTextContent('');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(59_000);
    });
    expect(timer()).toHaveTextContent('Time left: 6 minutes');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(timer()).toHaveTextContent('Time left: 5 minutes');
    expect(timer()).toHaveTextContent('Less than 5 minutes');
    expect(live).toHaveTextContent('5 minutes left in the test.');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(4 * MIN);
    });
    expect(timer()).toHaveTextContent('Time left: 1:00');
    expect(timer()).toHaveTextContent('Last minute');
    expect(live).toHaveTextContent('1 minute left in the test.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(timer()).toHaveTextContent('Time left: 0:45');
    expect(timer()).toHaveAccessibleName('Time left: 45 seconds left');
  });

  it('saves each answer as it is chosen, showing Saving… then Saved', async () => {
    const save = deferred<unknown>();
    const saveAnswer = vi.fn(() => save.promise);
    const { user } = renderPage(makeView(), { saveAnswer });
    await settle();
    const first = await screen.findByRole('group', { name: /Question 1/ });
    await user.click(within(first).getByRole('radio', { name: 'B1' }));
    expect(saveAnswer).toHaveBeenCalledWith({ jobId: JOB_ID, questionId: 'q1', options: ['B1'] });
    expect(within(first.closest('section')!).getByText('Saving…')).toBeInTheDocument();
    // Leaving the page now could lose the answer: the browser is asked to confirm, and only now.
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(false);
    expect(screen.getByText('1 of 3 answered.', { exact: false })).toBeInTheDocument();
    await act(async () => {
      save.resolve({});
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(first.closest('section')!).getByText('Saved')).toBeInTheDocument();
    expect(leave()).toBe(true);

    const third = screen.getByRole('group', { name: /Question 3/ });
    await user.click(within(third).getByRole('checkbox', { name: 'C3' }));
    await user.click(within(third).getByRole('checkbox', { name: 'A3' }));
    // Options go in the order shown, whatever order they were ticked in.
    expect(saveAnswer).toHaveBeenLastCalledWith({ jobId: JOB_ID, questionId: 'q3', options: ['A3', 'C3'] });
  });

  it('retries a failed save once by itself, then offers Retry, and keeps the choice', async () => {
    const saveAnswer = vi
      .fn<(data: unknown) => Promise<unknown>>()
      .mockRejectedValueOnce(callableFailure('unavailable'))
      .mockRejectedValueOnce(callableFailure('unavailable'))
      .mockResolvedValue({});
    const { user } = renderPage(makeView(), { saveAnswer });
    await settle();
    const first = await screen.findByRole('group', { name: /Question 1/ });
    const card = first.closest('section')!;
    await user.click(within(first).getByRole('radio', { name: 'A1' }));
    await settle();
    expect(within(card).getByText('Saving…')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(AUTO_RETRY_DELAY_MS);
    });
    expect(saveAnswer).toHaveBeenCalledTimes(2);
    expect(within(card).getByRole('alert')).toHaveTextContent(TEST_TAKING_MESSAGES.answerNotSaved);
    expect(within(first).getByRole('radio', { name: 'A1' })).toBeChecked();

    await user.click(within(card).getByRole('button', { name: 'Retry saving Question 1' }));
    await settle();
    expect(saveAnswer).toHaveBeenCalledTimes(3);
    expect(saveAnswer).toHaveBeenLastCalledWith({ jobId: JOB_ID, questionId: 'q1', options: ['A1'] });
    expect(within(card).getByText('Saved')).toBeInTheDocument();
  });

  it('asks before saving a part with unanswered questions, submits its answers and shows the next step', async () => {
    const submitStep = vi.fn(() =>
      Promise.resolve(makeView({ step: 2, lastStep: true, questions: [question(11)], answers: {} })),
    );
    const { user } = renderPage(makeView({ answers: { q2: ['C2'] } }), { submitStep });
    await settle();
    const first = await screen.findByRole('group', { name: /Question 1/ });
    // A choice saved before a reload is on screen again.
    expect(
      within(screen.getByRole('group', { name: /Question 2/ })).getByRole('radio', { name: 'C2' }),
    ).toBeChecked();
    await user.click(within(first).getByRole('radio', { name: 'A1' }));
    await settle();

    await user.click(screen.getByRole('button', { name: 'Save this Part' }));
    const dialog = await screen.findByRole('dialog', { name: '1 question is not answered' });
    expect(submitStep).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Save this Part' }));
    await settle();
    expect(submitStep).toHaveBeenCalledWith({
      jobId: JOB_ID,
      step: 1,
      answers: [
        { questionId: 'q1', options: ['A1'] },
        { questionId: 'q2', options: ['C2'] },
      ],
      focusLosses: 0,
      tabSwitches: 0,
    });
    await screen.findByRole('heading', { name: 'Step 2 of 2' });
    expect(screen.getByRole('group', { name: /Question 11/ })).toBeInTheDocument();
    expect(
      screen.getByText('This is the last part: saving it ends the test.', { exact: false }),
    ).toBeInTheDocument();
  });

  it('saves a fully answered part without asking, and shows the finished page after the last one', async () => {
    const view = makeView({ step: 2, lastStep: true, questions: [question(11)] });
    const submitStep = vi.fn(() =>
      Promise.resolve(
        makeView({ state: 'completed', completion: 'submitted', step: 2, questions: [], answeredCount: 18 }),
      ),
    );
    const { user } = renderPage(view, { submitStep });
    await settle();
    const only = await screen.findByRole('group', { name: /Question 11/ });
    await user.click(within(only).getByRole('radio', { name: 'B11' }));
    await settle();
    await user.click(screen.getByRole('button', { name: 'Save this Part' }));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Test finished' });
    expect(screen.getByText(TEST_TAKING_MESSAGES.finished)).toBeInTheDocument();
    expect(screen.getByText(/you answered 18 of 20 questions/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My applications' })).toHaveAttribute(
      'href',
      '/my-applications',
    );
  });

  it('submits the answers by itself at zero and shows that the time is over', async () => {
    const submitStep = vi.fn(() =>
      Promise.resolve(
        makeView({
          state: 'completed',
          completion: 'time-over',
          message: MESSAGES.testTimeOver,
          questions: [],
          answeredCount: 1,
        }),
      ),
    );
    const { user } = renderPage(makeView({ deadline: NOW + 2 * MIN }), { submitStep });
    await settle();
    const first = await screen.findByRole('group', { name: /Question 1/ });
    await user.click(within(first).getByRole('radio', { name: 'C1' }));
    await settle();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2 * MIN);
    });
    expect(submitStep).toHaveBeenCalledWith(
      expect.objectContaining({ step: 1, answers: [{ questionId: 'q1', options: ['C1'] }] }),
    );
    await settle();
    expect(screen.getByText(MESSAGES.testTimeOver)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Test finished' })).toBeInTheDocument();
  });

  it('reads the finalised session when the server says the time is over', async () => {
    const over = callableRefusal('test-time-over', MESSAGES.testTimeOver);
    const finalised = makeView({
      state: 'completed',
      completion: 'time-over',
      message: MESSAGES.testTimeOver,
      questions: [],
    });
    const getTestSession = vi
      .fn<(data: unknown) => Promise<unknown>>()
      .mockResolvedValueOnce(makeView())
      .mockResolvedValue(finalised);
    const { user } = renderPage(makeView(), {
      getTestSession,
      saveAnswer: vi.fn(() => Promise.reject(over)),
    });
    await settle();
    const first = await screen.findByRole('group', { name: /Question 1/ });
    await user.click(within(first).getByRole('radio', { name: 'A1' }));
    await settle();
    await settle();
    await waitFor(() => {
      expect(screen.getByText(MESSAGES.testTimeOver)).toBeInTheDocument();
    });
  });

  it('reports leaving the page and tells the candidate it is recorded', async () => {
    const { calls } = renderPage(makeView());
    await settle();
    await screen.findByRole('heading', { name: 'Step 1 of 2' });
    await act(async () => {
      window.dispatchEvent(new Event('blur'));
      await vi.advanceTimersByTimeAsync(300);
    });
    expect(calls.recordFocusLoss).toHaveBeenCalledWith({ jobId: JOB_ID, kind: 'focus-loss' });
    expect(screen.getByText(/You left the test page\. This has been recorded\./)).toHaveTextContent(
      '(once so far)',
    );
  });

  it('counts the times recorded before a reload too', async () => {
    const { calls } = renderPage(makeView({ focusLosses: 1, tabSwitches: 1 }));
    await settle();
    await screen.findByRole('heading', { name: 'Step 1 of 2' });
    expect(screen.getByText(/You left the test page/)).toHaveTextContent('(2 times so far)');
    await act(async () => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
    });
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(screen.getByText(/You left the test page/)).toHaveTextContent('(3 times so far)');
    // A tab switch is one event, reported as such (its blur is not counted again).
    expect(calls.recordFocusLoss).toHaveBeenCalledTimes(1);
    expect(calls.recordFocusLoss).toHaveBeenCalledWith({ jobId: JOB_ID, kind: 'tab-switch' });
  });

  it('loads a question picture from the server', async () => {
    const { calls } = renderPage(makeView({ questions: [question(1, { hasImage: true })] }));
    await settle();
    const picture = await screen.findByRole('img', { name: 'Picture for question 1' });
    expect(picture).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(calls.getQuestionImage).toHaveBeenCalledWith({ jobId: JOB_ID, questionId: 'q1' });
  });

  it('sends a candidate who has not started to the instructions', async () => {
    renderPage(callableRefusal('test-not-started', MESSAGES.testNotStarted));
    await settle();
    await screen.findByText(TEST_TAKING_MESSAGES.notStarted, { exact: false });
    expect(screen.getByRole('link', { name: 'Go to the test instructions' })).toHaveAttribute(
      'href',
      `/user_tests/new/test/${JOB_ID}/${TEST_ID}/instructions`,
    );
  });
});

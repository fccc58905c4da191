import { MESSAGES } from '@careers/domain/constants';
import type { TestPreview } from '@careers/domain/types';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { callableRefusal } from '@/testing/callable-errors';
import { renderInRouter } from '@/testing/render-in-router';
import { testSessions } from '@/testing/sessions';

import { TestPreviewPage } from './test-preview-page';

// Test Preview: one drawn paper from the previewTest callable, the key marked, clearly a preview.
const boundary = vi.hoisted(() => ({
  calls: 0,
  answer: (): Promise<unknown> => Promise.reject(new Error('no answer set')),
}));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => () => {
    if (name !== 'previewTest') return Promise.reject(new Error(`Unexpected call of ${name}`));
    boundary.calls += 1;
    return boundary.answer();
  },
}));

const paper = (change: Partial<TestPreview> = {}): TestPreview => ({
  testId: 'ring-mid',
  title: 'Ring spinning (mid)',
  level: 'mid',
  timeMinutes: 25,
  totalQuestions: 10,
  aptitudePercentage: 50,
  technicalPercentage: 50,
  wanted: { aptitude: 5, technical: 5 },
  drawn: { aptitude: 5, technical: 5 },
  shortBy: 0,
  steps: [
    [
      {
        id: 'q1',
        statement: 'Which count system is indirect?',
        type: 'aptitude',
        image: null,
        options: [
          { text: 'Tex', correct: false },
          { text: 'Ne', correct: true },
        ],
      },
    ],
  ],
  ...change,
});

beforeEach(() => {
  boundary.calls = 0;
});

describe('Test Preview', () => {
  it('shows the drawn paper in parts, marks the correct options and says it is only a preview', async () => {
    boundary.answer = () => Promise.resolve(paper());
    const { user } = renderInRouter(<TestPreviewPage testId="ring-mid" />, { session: testSessions.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Test Preview: Ring spinning (mid)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Preview only')).toBeInTheDocument();
    expect(screen.getByText(/Nothing is recorded\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Part 1 of 1' })).toBeInTheDocument();
    const options = screen.getByRole('list', { name: 'Options of question 1' });
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tex', 'Ne(correct)']);
    expect(screen.getByRole('link', { name: 'Back to the test' })).toHaveAttribute(
      'href',
      '/tests/show/ring-mid',
    );

    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(boundary.calls).toBe(2);
  });

  it('warns when the bank is too small for a full paper', async () => {
    boundary.answer = () => Promise.resolve(paper({ shortBy: 9, drawn: { aptitude: 1, technical: 0 } }));
    renderInRouter(<TestPreviewPage testId="ring-mid" />, { session: testSessions.admin });
    expect(
      await screen.findByText(/The bank is short: this paper has 1 of 10 questions/),
    ).toBeInTheDocument();
  });

  it('says so for a test that does not exist', async () => {
    boundary.answer = () => Promise.reject(callableRefusal('not-found', MESSAGES.noSuchTest));
    renderInRouter(<TestPreviewPage testId="gone" />, { session: testSessions.admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noSuchTest);
  });
});

import { TIMINGS } from '@careers/domain/constants';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TestProviders } from '@/testing/render-app';

import { NotificationScopeContext, useNotify, type NotificationScope } from './notifications-context';

function Notifier({ message }: { message: string }) {
  const notify = useNotify();
  return (
    <button
      type="button"
      onClick={() => {
        notify(message);
      }}
    >
      Notify
    </button>
  );
}

const renderNotifier = (scope: NotificationScope) =>
  render(
    <TestProviders>
      <NotificationScopeContext value={scope}>
        <Notifier message="Job has been created." />
      </NotificationScopeContext>
    </TestProviders>,
  );

describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['admin', TIMINGS.adminNotificationMs],
    ['public', TIMINGS.publicNotificationMs],
  ] as const)('shows a notification raised on %s screens for %i ms', async (scope, duration) => {
    renderNotifier(scope);

    act(() => {
      screen.getByRole('button', { name: 'Notify' }).click();
    });
    // The snackbar's code loads with the first message.
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Job has been created.');

    await act(async () => vi.advanceTimersByTimeAsync(duration - 100));
    expect(screen.getByRole('alert')).toBeInTheDocument();

    // The auto-hide timer fires, then the exit transition runs (each step needs its own flush).
    await act(async () => vi.advanceTimersByTimeAsync(200));
    await act(async () => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

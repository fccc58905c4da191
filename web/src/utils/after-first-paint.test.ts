import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { afterFirstPaint } from './after-first-paint';

type Entries = { getEntriesByName: (name: string) => unknown[] };
let deliver: ((entryNames: string[]) => void) | null = null;

/** Paint Timing as a browser has it: entries arrive when the frame has been shown. */
class FakePerformanceObserver {
  static readonly supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  private readonly callback: (list: Entries) => void;
  constructor(callback: (list: Entries) => void) {
    this.callback = callback;
  }
  observe() {
    deliver = (names) => {
      this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) });
    };
  }
  disconnect() {
    deliver = null;
  }
}

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    deliver = null;
  });

  it('waits for the first contentful paint to be reported, then runs in a task of its own', () => {
    const task = vi.fn();
    afterFirstPaint(task);

    deliver?.(['first-paint']);
    vi.advanceTimersByTime(100);
    expect(task).not.toHaveBeenCalled();

    deliver?.(['first-contentful-paint']);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs anyway when the page never paints (a hidden tab), and only once', () => {
    const task = vi.fn();
    afterFirstPaint(task);
    vi.advanceTimersByTime(3000);
    deliver?.(['first-contentful-paint']);
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = afterFirstPaint(task);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
  });
});

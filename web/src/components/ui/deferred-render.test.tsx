import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// jsdom has neither IntersectionObserver nor requestIdleCallback: these stand-ins let each test
// decide when the browser is idle and what is near the viewport.
type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;
let observers: { callback: ObserverCallback; elements: Element[] }[] = [];
let idleTasks: (() => void)[] = [];

class FakeIntersectionObserver {
  private readonly record: { callback: ObserverCallback; elements: Element[] };
  constructor(callback: ObserverCallback) {
    this.record = { callback, elements: [] };
    observers.push(this.record);
  }
  observe(element: Element) {
    this.record.elements.push(element);
  }
  disconnect() {
    observers = observers.filter((record) => record !== this.record);
  }
}

/** A fresh copy of the module: its start-up state is per page load. */
const loadDeferredRender = async () => (await import('./deferred-render')).DeferredRender;

const afterFirstPaint = async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
};

const runIdleTask = async () => {
  await act(async () => {
    idleTasks.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 40));
  });
};

describe('DeferredRender', () => {
  beforeEach(() => {
    vi.resetModules();
    observers = [];
    idleTasks = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    vi.stubGlobal('requestIdleCallback', (task: () => void) => {
      idleTasks.push(task);
      return idleTasks.length;
    });
    // The first paint, where jsdom has no Paint Timing: the next frame. jsdom's own frames run on a
    // clock that another test file's fake timers, in the same worker, can leave behind.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      setTimeout(() => callback(performance.now()), 16),
    );
    vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('renders the parts after the first paint, one per idle moment, in page order', async () => {
    const DeferredRender = await loadDeferredRender();
    render(
      <>
        <p>Above the fold</p>
        <DeferredRender minHeight="10rem">
          <p>First below</p>
        </DeferredRender>
        <DeferredRender minHeight="10rem">
          <p>Second below</p>
        </DeferredRender>
      </>,
    );
    expect(screen.getByText('Above the fold')).toBeInTheDocument();
    expect(screen.queryByText('First below')).not.toBeInTheDocument();

    await afterFirstPaint();
    expect(idleTasks).toHaveLength(1);
    await runIdleTask();
    expect(screen.getByText('First below')).toBeInTheDocument();
    expect(screen.queryByText('Second below')).not.toBeInTheDocument();

    await runIdleTask();
    expect(screen.getByText('Second below')).toBeInTheDocument();
  });

  it('renders a part at once when it comes near the viewport', async () => {
    const DeferredRender = await loadDeferredRender();
    render(
      <DeferredRender minHeight="10rem">
        <p>Below</p>
      </DeferredRender>,
    );
    await act(async () => {
      for (const { callback } of observers) callback([{ isIntersecting: true }]);
      await Promise.resolve();
    });
    expect(screen.getByText('Below')).toBeInTheDocument();
  });

  it('renders at once on pages opened after start-up', async () => {
    const DeferredRender = await loadDeferredRender();
    const first = render(
      <DeferredRender minHeight="10rem">
        <p>First page</p>
      </DeferredRender>,
    );
    await afterFirstPaint();
    await runIdleTask();
    await afterFirstPaint();
    first.unmount();

    render(
      <DeferredRender minHeight="10rem">
        <p>Next page</p>
      </DeferredRender>,
    );
    expect(screen.getByText('Next page')).toBeInTheDocument();
  });

  it('renders at once where it cannot watch the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const DeferredRender = await loadDeferredRender();
    render(
      <DeferredRender minHeight="10rem">
        <p>Below</p>
      </DeferredRender>,
    );
    expect(screen.getByText('Below')).toBeInTheDocument();
  });
});

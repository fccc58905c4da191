import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';

import { afterFirstPaint } from '@/utils/after-first-paint';

// While the app starts, below-the-fold parts of the first page (the landing page's later sections,
// the footer) render after that page's first paint rather than with it: the first render, its
// style insertion and its layout stay short, so a slow phone paints sooner and is not blocked by
// one long task. They render one at a time, in page order, each when the browser is idle (or at
// once when the visitor scrolls near one), so no single render is long either. Everything is on
// the page within a moment of loading (find in page, screen readers, search engines). Pages
// opened later, inside the app, render whole at once.

const NEAR_VIEWPORT_MARGIN = '400px';
/** The longest a part waits for an idle moment. */
const IDLE_TIMEOUT_MS = 1000;

type Waiting = { reveal: () => void };

const queue: Waiting[] = [];
let pending = false;
/** The first page's parts have all rendered: from now on parts render at once. */
let startupDone = false;

const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 50);
};

/** Reveals the next waiting part when the browser is next idle (one at a time). */
const revealNextWhenIdle = (): void => {
  if (pending) return;
  if (queue.length === 0) {
    startupDone = true;
    return;
  }
  pending = true;
  whenIdle(() => {
    pending = false;
    queue.shift()?.reveal();
  });
};

const canDefer = (): boolean =>
  !startupDone && typeof window !== 'undefined' && typeof IntersectionObserver !== 'undefined';

type DeferredRenderProps = {
  children: ReactNode;
  /**
   * The height kept free until the part renders (a CSS length): about the part's own, so that
   * what follows starts where it will stay.
   */
  minHeight: string;
};

/**
 * Renders `children` after the first page's first paint (see above); after start-up, and where it
 * cannot watch the viewport (no IntersectionObserver: old browsers, tests), at once.
 */
export function DeferredRender({ children, minHeight }: DeferredRenderProps) {
  const [shown, setShown] = useState(() => !canDefer());
  const placeholderRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (shown) {
      // This part is on screen: the next one may follow.
      revealNextWhenIdle();
      return;
    }
    const waiting: Waiting = {
      reveal: () => {
        startTransition(() => {
          setShown(true);
        });
      },
    };
    queue.push(waiting);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const index = queue.indexOf(waiting);
        if (index >= 0) queue.splice(index, 1);
        waiting.reveal();
      },
      { rootMargin: `${NEAR_VIEWPORT_MARGIN} 0px` },
    );
    if (placeholderRef.current) observer.observe(placeholderRef.current);
    // The first part waits for the page's first paint to be on screen, the others for the one
    // before them.
    const cancelWait = afterFirstPaint(revealNextWhenIdle);
    return () => {
      observer.disconnect();
      cancelWait();
      const index = queue.indexOf(waiting);
      if (index >= 0) queue.splice(index, 1);
    };
  }, [shown]);

  if (shown) return children;
  return <div ref={placeholderRef} aria-hidden style={{ minHeight }} />;
}

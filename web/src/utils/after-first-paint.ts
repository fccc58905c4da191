/** The longest `afterFirstPaint` waits for the paint (a hidden tab does not paint). */
const FALLBACK_MS = 3000;

const paintTimingSupported = (): boolean =>
  typeof PerformanceObserver !== 'undefined' &&
  (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Runs `task` once the page's first contentful paint is on screen (at once, in a task of its own,
 * if it already is): the moment the browser reports it, which comes after the frame has been
 * shown, not merely drawn. Work started then (downloads, renders) does not compete with that first
 * view. Without Paint Timing it waits for the next frame. Returns a function that cancels it.
 */
export const afterFirstPaint = (task: () => void): (() => void) => {
  let finished = false;
  let observer: PerformanceObserver | undefined;
  let frame: number | undefined;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const stop = () => {
    finished = true;
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    for (const timer of timers) clearTimeout(timer);
  };
  const run = () => {
    if (finished) return;
    stop();
    task();
  };
  const runInNextTask = () => {
    timers.push(setTimeout(run, 0));
  };

  timers.push(setTimeout(run, FALLBACK_MS));
  if (paintTimingSupported()) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) runInNextTask();
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    frame = requestAnimationFrame(runInNextTask);
  }
  return stop;
};

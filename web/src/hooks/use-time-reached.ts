import { useEffect, useState } from 'react';

/** setTimeout's longest delay (about 24.8 days): a later time is waited for in steps. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/**
 * Whether the clock has reached `at` (milliseconds since the epoch; null: never): true from then
 * on, with one timer set to that moment (no polling), so a page switches at the time itself (an
 * interview's start enables "Record outcome") without a reload.
 */
export const useTimeReached = (at: number | null): boolean => {
  // The time last found reached: a new `at` is not reached until its own timer says so.
  const [reachedAt, setReachedAt] = useState(() => (at !== null && at <= Date.now() ? at : null));
  useEffect(() => {
    if (at === null) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const wait = () => {
      const left = at - Date.now();
      if (left <= 0) setReachedAt(at);
      else timer = setTimeout(wait, Math.min(left, MAX_TIMEOUT_MS));
    };
    timer = setTimeout(wait, 0);
    return () => clearTimeout(timer);
  }, [at]);
  return at !== null && reachedAt === at;
};

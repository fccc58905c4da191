import { testTimeWarningMessage } from '@careers/domain/constants';
import { useEffect, useRef, useState } from 'react';

import { crossedWarning, nextTickDelay, remainingMs } from '../utils/countdown';

export type Countdown = {
  /** Milliseconds left on the server's clock, as last ticked. */
  remaining: number;
  /** The last warning for screen readers ('5 minutes left in the test.'), or '' before any. */
  announcement: string;
};

/**
 * The test's countdown: from the server's deadline, on the server's clock (`clockOffsetMs` is how
 * far the server is ahead of this browser), re-rendering only when what it shows changes (each
 * minute, then each second in the last minute). Calls `onExpire` once when it reaches zero.
 */
export const useCountdown = (
  deadline: number,
  clockOffsetMs: number,
  onExpire: () => void,
  now: () => number = Date.now,
): Countdown => {
  const serverNow = () => now() + clockOffsetMs;
  const [remaining, setRemaining] = useState(() => remainingMs(deadline, serverNow()));
  const [announcement, setAnnouncement] = useState('');
  const expireRef = useRef(onExpire);
  useEffect(() => {
    expireRef.current = onExpire;
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = remainingMs(deadline, now() + clockOffsetMs);
    let expired = false;
    const tick = () => {
      const current = remainingMs(deadline, now() + clockOffsetMs);
      const warning = crossedWarning(last, current);
      if (warning !== null) setAnnouncement(testTimeWarningMessage(warning));
      last = current;
      setRemaining(current);
      if (current <= 0) {
        if (!expired) {
          expired = true;
          expireRef.current();
        }
        return;
      }
      timer = setTimeout(tick, nextTickDelay(current));
    };
    tick();
    return () => {
      clearTimeout(timer);
    };
  }, [deadline, clockOffsetMs, now]);

  return { remaining, announcement };
};

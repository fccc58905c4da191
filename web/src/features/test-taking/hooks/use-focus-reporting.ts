import type { FocusEventKind } from '@careers/domain';
import { useEffect, useRef, useState } from 'react';

/**
 * Reports each time the test page is hidden (a tab switch: visibilitychange) or loses focus to
 * another window (blur while still visible), and counts them for the notice on the page. A tab
 * switch fires blur too; the blur is checked a moment later and dropped when the page is hidden,
 * so one switch is one event. Reports that fail are not retried: the count is evidence, not an
 * answer, and the candidate must not be held up by it.
 */
export const useFocusReporting = (
  enabled: boolean,
  report: (kind: FocusEventKind) => Promise<unknown>,
): number => {
  const [count, setCount] = useState(0);
  const reportRef = useRef(report);
  useEffect(() => {
    reportRef.current = report;
  });

  useEffect(() => {
    if (!enabled) return undefined;
    let blurTimer: ReturnType<typeof setTimeout> | undefined;
    const record = (kind: FocusEventKind) => {
      setCount((current) => current + 1);
      reportRef.current(kind).catch(() => undefined);
    };
    const handleVisibilityChange = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(blurTimer);
        blurTimer = undefined;
        record('tab-switch');
      }
    };
    const handleBlur = () => {
      clearTimeout(blurTimer);
      blurTimer = setTimeout(() => {
        blurTimer = undefined;
        if (document.visibilityState !== 'hidden') record('focus-loss');
      }, 250);
    };
    document.addEventListener('visibilitychange', handleVisibilityChange);
    window.addEventListener('blur', handleBlur);
    return () => {
      clearTimeout(blurTimer);
      document.removeEventListener('visibilitychange', handleVisibilityChange);
      window.removeEventListener('blur', handleBlur);
    };
  }, [enabled]);

  return count;
};

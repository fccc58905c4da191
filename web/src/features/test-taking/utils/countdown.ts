import { TEST_RULES } from '@careers/domain/constants';

// The countdown as the spec has it (sections 4 and 9): it ticks once a minute (TEST_RULES.timerTickMs)
// showing whole minutes left, rounded up, and in the last minute it counts seconds so the candidate
// sees the auto-submit coming. Everything here is pure; hooks/use-countdown.ts runs it on a timer.

const MINUTE_MS = TEST_RULES.timerTickMs;
const SECOND_MS = 1_000;

/** Milliseconds left at `now` (the server's time as the page estimates it), never negative. */
export const remainingMs = (deadline: number, now: number): number => Math.max(0, deadline - now);

/** Whether the countdown is in its last minute, where it shows seconds. */
export const inLastMinute = (remaining: number): boolean => remaining > 0 && remaining <= MINUTE_MS;

/**
 * How long until what the countdown shows changes: the next whole minute (the display rounds up,
 * so '3 minutes' turns to '2' when exactly 2 minutes are left), or the next second in the last
 * minute. Never 0, so a timer always waits a little.
 */
export const nextTickDelay = (remaining: number): number => {
  if (remaining <= 0) return MINUTE_MS;
  if (inLastMinute(remaining)) return remaining % SECOND_MS || SECOND_MS;
  const toNextMinute = remaining % MINUTE_MS || MINUTE_MS;
  // Land on the minute boundary itself, or on the last minute's first second.
  return toNextMinute;
};

/** What the timer shows: '12 minutes', '1 minute', and '0:45' in the last minute. */
export const formatTimeLeft = (remaining: number): string => {
  if (remaining <= 0) return '0:00';
  if (inLastMinute(remaining)) {
    const seconds = Math.ceil(remaining / SECOND_MS);
    return seconds === 60 ? '1:00' : `0:${String(seconds).padStart(2, '0')}`;
  }
  const minutes = Math.ceil(remaining / MINUTE_MS);
  return minutes === 1 ? '1 minute' : `${String(minutes)} minutes`;
};

/** The same for a screen reader, in words ('45 seconds', not '0:45'). */
export const describeTimeLeft = (remaining: number): string => {
  if (remaining <= 0) return 'No time left';
  if (inLastMinute(remaining)) {
    const seconds = Math.ceil(remaining / SECOND_MS);
    return seconds === 1 ? '1 second left' : `${String(seconds)} seconds left`;
  }
  return `${formatTimeLeft(remaining)} left`;
};

/** Minutes left at which the page speaks up (an aria-live announcement). */
export const WARNING_MINUTES = [5, 1] as const;

/**
 * The warning to announce when the time left went from `before` to `after`: the smallest threshold
 * crossed (5 or 1 minutes), or null. A page opened with 3 minutes left announces nothing for 5,
 * and says '1 minute' when it gets there.
 */
export const crossedWarning = (before: number, after: number): number | null => {
  let crossed: number | null = null;
  for (const minutes of WARNING_MINUTES) {
    const threshold = minutes * MINUTE_MS;
    if (before > threshold && after <= threshold && after > 0) crossed = minutes;
  }
  return crossed;
};

/** The urgency the timer shows in words and an icon (never colour alone). */
export const timerUrgency = (remaining: number): 'normal' | 'low' | 'last-minute' =>
  inLastMinute(remaining) ? 'last-minute' : remaining <= 5 * MINUTE_MS ? 'low' : 'normal';

import { describe, expect, it } from 'vitest';

import {
  crossedWarning,
  describeTimeLeft,
  formatTimeLeft,
  nextTickDelay,
  remainingMs,
  timerUrgency,
} from './countdown';

const MIN = 60_000;

describe('the countdown', () => {
  it('shows whole minutes rounded up, then seconds in the last minute', () => {
    expect(formatTimeLeft(30 * MIN)).toBe('30 minutes');
    expect(formatTimeLeft(29 * MIN + 1)).toBe('30 minutes');
    expect(formatTimeLeft(2 * MIN)).toBe('2 minutes');
    expect(formatTimeLeft(MIN + 1)).toBe('2 minutes');
    expect(formatTimeLeft(MIN)).toBe('1:00');
    expect(formatTimeLeft(45_000)).toBe('0:45');
    expect(formatTimeLeft(44_001)).toBe('0:45');
    expect(formatTimeLeft(1)).toBe('0:01');
    expect(formatTimeLeft(0)).toBe('0:00');
    expect(describeTimeLeft(45_000)).toBe('45 seconds left');
    expect(describeTimeLeft(1_000)).toBe('1 second left');
    expect(describeTimeLeft(10 * MIN)).toBe('10 minutes left');
    expect(describeTimeLeft(0)).toBe('No time left');
  });

  it('waits for the next minute boundary, then for each second in the last minute', () => {
    expect(nextTickDelay(30 * MIN)).toBe(MIN);
    expect(nextTickDelay(29 * MIN + 20_000)).toBe(20_000);
    expect(nextTickDelay(MIN)).toBe(1_000);
    expect(nextTickDelay(45_500)).toBe(500);
    expect(nextTickDelay(0)).toBeGreaterThan(0);
  });

  it('warns when 5 and 1 minutes are left, once each, and not at zero', () => {
    expect(crossedWarning(5 * MIN + 1, 5 * MIN)).toBe(5);
    expect(crossedWarning(5 * MIN, 4 * MIN)).toBeNull();
    expect(crossedWarning(2 * MIN, MIN)).toBe(1);
    // A tab asleep through both thresholds says the nearer one.
    expect(crossedWarning(10 * MIN, 30_000)).toBe(1);
    expect(crossedWarning(MIN, 0)).toBeNull();
  });

  it('never goes below zero and names its urgency in words', () => {
    expect(remainingMs(1_000, 5_000)).toBe(0);
    expect(timerUrgency(6 * MIN)).toBe('normal');
    expect(timerUrgency(5 * MIN)).toBe('low');
    expect(timerUrgency(MIN)).toBe('last-minute');
  });
});

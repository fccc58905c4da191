import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression.ts';
import { expectExpr, expectExprError } from './test-helpers.ts';
import { formatTimestamp, parseTimestamp } from './values.ts';

const t = new Date('2024-03-15T13:45:30.250Z'); // a Friday, day 75 of a leap year

describe('timestamp methods', () => {
  it.each([
    ['t.year()', 2024],
    ['t.month()', 3],
    ['t.day()', 15],
    ['t.hours()', 13],
    ['t.minutes()', 45],
    ['t.seconds()', 30],
    ['t.nanos()', 250_000_000],
    ['t.dayOfWeek()', 5],
    ['t.dayOfYear()', 75],
    ['t.toMillis()', t.getTime()],
    ['t.date() == timestamp.date(2024, 3, 15)', true],
    ['t.time() == duration.time(13, 45, 30, 250000000)', true],
    ['t.date() + t.time() == t', true],
    ['timestamp.date(2024, 3, 17).dayOfWeek()', 7],
    ['timestamp.date(2024, 3, 18).dayOfWeek()', 1],
    ['timestamp.date(2023, 12, 31).dayOfYear()', 365],
    ['timestamp.date(2024, 12, 31).dayOfYear()', 366],
    ['timestamp.value(0).year()', 1970],
    ['timestamp.value(1000).toMillis()', 1000],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value, { variables: { t } });
  });

  it('timestamp.date(1984, 1, 2) is midnight UTC', () => {
    const r = evaluateExpression('timestamp.date(1984, 1, 2)');
    expect(r.ok && r.value).toBe('1984-01-02T00:00:00Z');
  });

  it.each([
    ['timestamp.date(2023, 2, 29)', /invalid day/],
    ['timestamp.date(2023, 13, 1)', /out of range/],
    ['timestamp.value("0")', /expected int/],
    ['t < 5', /Unsupported operation/],
  ])('%s is an error', (src, message) => {
    expectExprError(src, message, { variables: { t } });
  });
});

describe('timestamp and duration arithmetic and comparison', () => {
  it.each([
    ['t + duration.value(1, "d") == timestamp.date(2024, 3, 16) + t.time()', true],
    ['t - duration.value(15, "d") == timestamp.date(2024, 2, 29) + t.time()', true],
    ['(t + duration.value(90, "m")).hours()', 15],
    ['t - timestamp.date(2024, 3, 15) == t.time()', true],
    ['t > timestamp.date(2024, 1, 1)', true],
    ['t <= timestamp.date(2024, 1, 1)', false],
    ['t == timestamp.value(t.toMillis())', true],
    ['duration.value(1, "h") > duration.value(59, "m")', true],
    ['duration.value(1, "w") == duration.value(7, "d")', true],
    ['duration.value(2, "s") + duration.value(500, "ms") == duration.value(2500, "ms")', true],
    ['duration.value(1, "s") - duration.value(1, "ms") == duration.value(999000000, "ns")', true],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value, { variables: { t } });
  });
});

describe('duration functions and methods', () => {
  it.each([
    ['duration.value(90, "m").seconds()', 5400],
    ['duration.value(1500, "ms").seconds()', 1],
    ['duration.value(1500, "ms").nanos()', 500_000_000],
    ['duration.value(-1500, "ms").seconds()', -1],
    ['duration.value(-1500, "ms").nanos()', -500_000_000],
    ["duration.abs(duration.value(-10, 's')) == duration.value(10, 's')", true],
    ['duration.time(1, 2, 3, 4).seconds()', 3723],
    ['duration.time(1, 2, 3, 4).nanos()', 4],
    ['-duration.value(1, "s") == duration.value(-1, "s")', true],
  ])('%s == %o', (src, value) => {
    expectExpr(src, value);
  });

  it.each([
    ['duration.value(1, "y")', /unit must be one of/],
    ['duration.time(1, 2, 3)', /expects 4 argument/],
  ])('%s fails', (src, message) => {
    if (src === 'duration.time(1, 2, 3)') {
      expect(() => evaluateExpression(src)).toThrow(message);
    } else {
      expectExprError(src, message);
    }
  });
});

describe('RFC 3339 timestamps from Firestore values', () => {
  it.each([
    ['2024-03-15T13:45:30Z', '2024-03-15T13:45:30Z'],
    ['2024-03-15T13:45:30.123456789Z', '2024-03-15T13:45:30.123456789Z'],
    ['2024-03-15T15:45:30+02:00', '2024-03-15T13:45:30Z'],
    ['1969-12-31T23:59:59.5Z', '1969-12-31T23:59:59.500Z'],
  ])('%s normalises to %s', (input, output) => {
    const ts = parseTimestamp(input);
    expect(ts).not.toBeNull();
    expect(formatTimestamp(ts as NonNullable<typeof ts>)).toBe(output);
  });

  it('keeps nanosecond precision', () => {
    const ts = parseTimestamp('2024-03-15T13:45:30.000000001Z');
    expect(ts && ts.ns % 1000n).toBe(1n);
  });
});

import { COMPANY_TIME_ZONE } from '../constants/enums.ts';
import { YEAR_RANGE } from '../constants/limits.ts';

// Calendar dates the company shows (end dates, the admin grid's "today") are read in the company's
// time zone, not the viewer's: a job ending on 30-11 ends on 30-11 for a candidate abroad too.
// Asia/Karachi is UTC+5 without DST today, but the offset is read from Intl rather than hard-coded
// so a future rule change in the tz database (or another zone) needs no code change.

export type DateInput = Date | number;

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const toMillis = (date: DateInput): number => (typeof date === 'number' ? date : date.getTime());

// Building an Intl.DateTimeFormat is far slower than using one; keep one per zone.
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

const wallClockFormatter = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      // h23, not hour12: false — some engines print midnight as "24" with the latter.
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The calendar date and clock time that `millis` shows on a wall clock in `timeZone`. */
const wallClockAt = (millis: number, timeZone: string): WallClock => {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(millis)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts['year'] ?? 0,
    month: parts['month'] ?? 1,
    day: parts['day'] ?? 1,
    hour: parts['hour'] ?? 0,
    minute: parts['minute'] ?? 0,
    second: parts['second'] ?? 0,
  };
};

/** Offset of `timeZone` from UTC at the instant `millis`, in ms (Asia/Karachi: +5 h). */
export const timeZoneOffsetMs = (millis: number, timeZone: string = COMPANY_TIME_ZONE): number => {
  const wall = wallClockAt(millis, timeZone);
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // The formatter has no milliseconds; compare whole seconds.
  return wallAsUtc - (millis - (((millis % 1000) + 1000) % 1000));
};

/** The instant at which the wall clock in `timeZone` shows 00:00 on year-month-day. */
const midnightInZone = (year: number, month: number, day: number, timeZone: string): number => {
  const wallMidnightAsUtc = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guessed instant can differ from the final one across a DST change.
  const guess = wallMidnightAsUtc - timeZoneOffsetMs(wallMidnightAsUtc, timeZone);
  return wallMidnightAsUtc - timeZoneOffsetMs(guess, timeZone);
};

/** Start (00:00:00.000) of the company's calendar day that contains `date`. */
export const startOfCompanyDay = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): Date => {
  const wall = wallClockAt(toMillis(date), timeZone);
  return new Date(midnightInZone(wall.year, wall.month, wall.day, timeZone));
};

/** End (23:59:59.999) of the company's calendar day that contains `date`. */
export const endOfCompanyDay = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): Date => {
  const wall = wallClockAt(toMillis(date), timeZone);
  // Date.UTC rolls day 32 over into the next month, and 31-12 into the next year.
  const next = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + 1));
  const nextMidnight = midnightInZone(
    next.getUTCFullYear(),
    next.getUTCMonth() + 1,
    next.getUTCDate(),
    timeZone,
  );
  return new Date(nextMidnight - 1);
};

/** The admin jobs grid's default From/To range: the whole company day containing `now`. */
export const companyDayRange = (
  now: DateInput,
  timeZone: string = COMPANY_TIME_ZONE,
): { from: Date; to: Date } => ({
  from: startOfCompanyDay(now, timeZone),
  to: endOfCompanyDay(now, timeZone),
});

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/**
 * 'DD-MM-YYYY' as the spec shows job dates, in the company's time zone. An invalid date gives ''
 * so one bad document cannot break a whole page.
 */
export const formatJobDate = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): string => {
  const millis = toMillis(date);
  if (!Number.isFinite(millis)) return '';
  const wall = wallClockAt(millis, timeZone);
  return `${pad(wall.day, 2)}-${pad(wall.month, 2)}-${pad(wall.year, 4)}`;
};

const consoleFormats = new Map<string, { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();

const consoleFormatsIn = (timeZone: string) => {
  let formats = consoleFormats.get(timeZone);
  if (!formats) {
    formats = {
      date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }),
      dateTime: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }),
    };
    consoleFormats.set(timeZone, formats);
  }
  return formats;
};

/**
 * The company's date format on every admin screen, '26 Nov 2026', in the company's time zone (one
 * format across the console: issue 20). '' for an invalid date. Public job dates keep the spec's
 * DD-MM-YYYY (formatJobDate).
 */
export const formatCompanyDate = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): string => {
  const millis = toMillis(date);
  return Number.isFinite(millis) ? consoleFormatsIn(timeZone).date.format(millis) : '';
};

/** The same date with the time, '26 Nov 2026, 09:05' (24-hour, company time). */
export const formatCompanyDateTime = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): string => {
  const millis = toMillis(date);
  return Number.isFinite(millis) ? consoleFormatsIn(timeZone).dateTime.format(millis) : '';
};

/**
 * 'YYYY-MM-DD', the company's calendar day at `date` (what a date input holds): e.g. to refuse an
 * interview date that is already past where the company is.
 */
export const companyIsoDate = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): string => {
  const wall = wallClockAt(toMillis(date), timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month, 2)}-${pad(wall.day, 2)}`;
};

/**
 * The instant the company's wall clock shows `time` ('HH:mm') on `isoDay` ('YYYY-MM-DD'): when an
 * interview the recruiter entered in company time starts.
 */
export const companyDateTime = (isoDay: string, time: string, timeZone: string = COMPANY_TIME_ZONE): Date => {
  const [year = 0, month = 1, day = 1] = isoDay.split('-').map(Number);
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Two passes, as midnightInZone: the offset at the guess can differ across a DST change.
  const guess = wallAsUtc - timeZoneOffsetMs(wallAsUtc, timeZone);
  return new Date(wallAsUtc - timeZoneOffsetMs(guess, timeZone));
};

/** The company's calendar year at `date` (on 31-12 at 20:00 UTC it is already next year in Karachi). */
export const companyYear = (date: DateInput, timeZone: string = COMPANY_TIME_ZONE): number =>
  wallClockAt(toMillis(date), timeZone).year;

/**
 * The wizard's year choices, newest first: the current year (company time) down to 1900. The spec
 * offered 2074 down to 1900, so every select opened on a year half a century away.
 */
export const yearOptions = (now: DateInput, timeZone: string = COMPANY_TIME_ZONE): number[] => {
  const newest = Math.max(companyYear(now, timeZone), YEAR_RANGE.min);
  return Array.from({ length: newest - YEAR_RANGE.min + 1 }, (_, index) => newest - index);
};

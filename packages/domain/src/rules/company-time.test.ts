import { describe, expect, it } from 'vitest';
import { COMPANY_TIME_ZONE } from '../constants/enums.ts';
import {
  companyDateTime,
  companyDayRange,
  companyIsoDate,
  companyYear,
  endOfCompanyDay,
  formatCompanyDate,
  formatCompanyDateTime,
  formatJobDate,
  startOfCompanyDay,
  timeZoneOffsetMs,
  yearOptions,
} from './company-time.ts';

const HOUR = 60 * 60 * 1000;

describe('formatJobDate', () => {
  it("formats as DD-MM-YYYY in the company's time zone", () => {
    expect(formatJobDate(new Date('2026-11-30T12:00:00Z'))).toBe('30-11-2026');
    expect(formatJobDate(Date.UTC(2026, 0, 5))).toBe('05-01-2026');
  });

  it('reads the Karachi calendar, not UTC: 19:00 UTC is already the next day there', () => {
    expect(formatJobDate(new Date('2026-12-31T18:59:59Z'))).toBe('31-12-2026');
    expect(formatJobDate(new Date('2026-12-31T19:00:00Z'))).toBe('01-01-2027');
  });

  it('gives an empty string for an invalid date instead of throwing', () => {
    expect(formatJobDate(new Date('not a date'))).toBe('');
    expect(formatJobDate(Number.NaN)).toBe('');
  });
});

describe('companyIsoDate', () => {
  it("gives the company's calendar day as YYYY-MM-DD, which rolls over at 19:00 UTC", () => {
    expect(companyIsoDate(new Date('2026-12-31T18:59:59Z'))).toBe('2026-12-31');
    expect(companyIsoDate(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(companyIsoDate(Date.UTC(2026, 0, 5))).toBe('2026-01-05');
  });
});

describe('companyDateTime', () => {
  it('reads a date and time entered in company time as the instant it is', () => {
    expect(companyDateTime('2030-03-04', '10:00').toISOString()).toBe('2030-03-04T05:00:00.000Z');
    // 02:30 in Karachi is still the day before in UTC.
    expect(companyDateTime('2030-03-04', '02:30').toISOString()).toBe('2030-03-03T21:30:00.000Z');
  });

  it('follows a zone with daylight saving on either side of its change', () => {
    expect(companyDateTime('2030-01-15', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2030-01-15T08:00:00.000Z',
    );
    expect(companyDateTime('2030-07-15', '09:00', 'Europe/Berlin').toISOString()).toBe(
      '2030-07-15T07:00:00.000Z',
    );
  });
});

describe('yearOptions', () => {
  it('runs from the current year in Karachi down to 1900, newest first', () => {
    const years = yearOptions(new Date('2026-11-22T07:00:00Z'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
    expect(years.every((year, index) => index === 0 || year === years[index - 1]! - 1)).toBe(true);
  });

  it('turns to the new year at midnight in Karachi, five hours before London', () => {
    expect(companyYear(new Date('2026-12-31T18:59:59Z'))).toBe(2026);
    expect(yearOptions(new Date('2026-12-31T19:00:00Z'))[0]).toBe(2027);
  });
});

describe('company day boundaries', () => {
  it('Asia/Karachi is UTC+5 with no DST in summer or winter', () => {
    expect(COMPANY_TIME_ZONE).toBe('Asia/Karachi');
    expect(timeZoneOffsetMs(Date.UTC(2026, 0, 15))).toBe(5 * HOUR);
    expect(timeZoneOffsetMs(Date.UTC(2026, 6, 15))).toBe(5 * HOUR);
  });

  it('start and end of the Karachi day, for an instant late in the UTC day', () => {
    // 20:30 UTC on 21-11 is 01:30 on 22-11 in Karachi.
    const instant = new Date('2026-11-21T20:30:00Z');
    expect(startOfCompanyDay(instant).toISOString()).toBe('2026-11-21T19:00:00.000Z');
    expect(endOfCompanyDay(instant).toISOString()).toBe('2026-11-22T18:59:59.999Z');
  });

  it('midnight belongs to the day it starts', () => {
    const midnight = Date.parse('2026-11-21T19:00:00Z');
    expect(startOfCompanyDay(midnight).getTime()).toBe(midnight);
    expect(endOfCompanyDay(midnight - 1).getTime()).toBe(midnight - 1);
  });

  it('rolls over month and year ends', () => {
    expect(endOfCompanyDay(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2026-12-31T18:59:59.999Z');
    expect(startOfCompanyDay(new Date('2027-02-28T20:00:00Z')).toISOString()).toBe(
      '2027-02-28T19:00:00.000Z',
    );
  });

  it("the admin grid's default range is the whole company day around now", () => {
    const range = companyDayRange(new Date('2026-11-22T07:00:00Z'));
    expect(range.to.getTime() - range.from.getTime()).toBe(24 * HOUR - 1);
    expect(formatJobDate(range.from)).toBe('22-11-2026');
    expect(formatJobDate(range.to)).toBe('22-11-2026');
  });

  it('stays correct in a zone with DST (offset read from Intl, not assumed)', () => {
    // 29-03-2026 in London is 23 hours long: clocks go from 01:00 GMT to 02:00 BST.
    const zone = 'Europe/London';
    const day = new Date('2026-03-29T12:00:00Z');
    expect(startOfCompanyDay(day, zone).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(endOfCompanyDay(day, zone).toISOString()).toBe('2026-03-29T22:59:59.999Z');
    expect(formatJobDate(Date.parse('2026-07-01T23:30:00Z'), zone)).toBe('02-07-2026');
    // 25-10-2026 is 25 hours long: from 00:00 BST to 24:00 GMT.
    const autumn = new Date('2026-10-25T12:00:00Z');
    expect(startOfCompanyDay(autumn, zone).toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(endOfCompanyDay(autumn, zone).toISOString()).toBe('2026-10-25T23:59:59.999Z');
  });
});

describe('formatCompanyDate and formatCompanyDateTime', () => {
  it('write the company day as 26 Nov 2026, the time on a 24-hour clock', () => {
    // 20:30 UTC on the 25th is already the 26th in Karachi (UTC+5).
    const instant = new Date('2026-11-25T20:30:00Z');
    expect(formatCompanyDate(instant)).toBe('26 Nov 2026');
    expect(formatCompanyDateTime(instant)).toBe('26 Nov 2026, 01:30');
    expect(formatCompanyDate(new Date(Number.NaN))).toBe('');
  });
});

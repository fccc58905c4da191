import { describe, expect, it } from 'vitest';
import { applicationsCloseAt, effectiveJobStatus, endedBeforeCutoff, isPastEndDate } from './job-end-date.ts';

// 31-12-2026 as the job form stores it: UTC midnight of the chosen day, 05:00 in Karachi.
const END_DATE = new Date('2026-12-31');

describe('the end of a job', () => {
  it('is the end of its end date in Pakistan, whatever time of that day is stored', () => {
    expect(applicationsCloseAt({ endDate: END_DATE }).toISOString()).toBe('2026-12-31T18:59:59.999Z');
    // Stored late in the day (an API client's own choice) ends at the same instant.
    expect(applicationsCloseAt({ endDate: new Date('2026-12-31T18:30:00Z') }).toISOString()).toBe(
      '2026-12-31T18:59:59.999Z',
    );
  });

  it('has passed from 00:00 of the next company day, not before', () => {
    expect(isPastEndDate(END_DATE, new Date('2026-12-31T18:59:59.999Z'))).toBe(false);
    expect(isPastEndDate(END_DATE, new Date('2026-12-31T19:00:00.000Z'))).toBe(true);
    // Still 31-12 in London, already 01-01 in Karachi: Karachi decides.
    expect(isPastEndDate(END_DATE.getTime(), Date.UTC(2026, 11, 31, 20, 0))).toBe(true);
  });

  it('agrees with applicationsCloseAt on every hour of three days', () => {
    for (let hour = -24; hour <= 48; hour += 1) {
      const now = Date.UTC(2026, 11, 31, hour, 30);
      expect(isPastEndDate(END_DATE, now)).toBe(now > applicationsCloseAt({ endDate: END_DATE }).getTime());
    }
  });

  it('gives one cutoff per day to compare end dates with: the company day’s start', () => {
    expect(new Date(endedBeforeCutoff(Date.UTC(2027, 0, 1, 6, 0))).toISOString()).toBe(
      '2026-12-31T19:00:00.000Z',
    );
  });

  it('shows admins an open job past its end date as closed, before the sweep stores it', () => {
    const before = new Date('2026-12-31T18:59:59.999Z');
    const after = new Date('2026-12-31T19:00:00.000Z');
    expect(effectiveJobStatus({ status: 'open', endDate: END_DATE }, before)).toBe('open');
    expect(effectiveJobStatus({ status: 'open', endDate: END_DATE }, after)).toBe('closed');
    expect(effectiveJobStatus({ status: 'closed', endDate: END_DATE }, before)).toBe('closed');
  });
});

// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { applicantUidOf, formatDateTime, formatDuration, fullName } from './format';

describe('applicant review formats', () => {
  it('shows times in the company time zone', () => {
    expect(formatDateTime('2026-11-24T09:05:00.000Z')).toBe('24 Nov 2026, 14:05');
    expect(formatDateTime(null)).toBe('—');
  });

  it('writes durations in minutes and seconds', () => {
    expect(formatDuration(725)).toBe('12 min 5 s');
    expect(formatDuration(45)).toBe('45 s');
  });

  it('takes the uid out of an application id by its job id, underscores and all', () => {
    expect(applicantUidOf('job_1_user_a', 'job_1')).toBe('user_a');
    expect(applicantUidOf('other', 'job_1')).toBe('other');
  });

  it('joins the names that are there', () => {
    expect(fullName({ firstName: 'Ayesha', middleName: '', lastName: 'Khan' })).toBe('Ayesha Khan');
  });
});

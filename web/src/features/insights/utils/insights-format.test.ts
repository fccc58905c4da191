import { describe, expect, it } from 'vitest';

import { formatDays, formatShare, jobsCsv, sortJobs, type JobRow } from './insights-format';

const row = (overrides: Partial<JobRow>): JobRow => ({
  jobId: 'j',
  title: 'Weaver',
  companyTitle: 'Sunehri Mills',
  departmentTitle: 'Weaving',
  applicants: 1,
  shortlisted: 0,
  testTaken: 0,
  interviewed: 0,
  selected: 0,
  daysOpen: 3,
  medianScore: null,
  ...overrides,
});

describe('insights format', () => {
  it('formats shares and days', () => {
    expect([formatShare(0.755), formatShare(null), formatDays(1), formatDays(13), formatDays(null)]).toEqual([
      '76%',
      '—',
      '1 day',
      '13 days',
      '—',
    ]);
  });

  it('sorts by a column, unknown values last', () => {
    const rows = [
      row({ title: 'A', medianScore: 50 }),
      row({ title: 'B' }),
      row({ title: 'C', medianScore: 90 }),
    ];
    expect(sortJobs(rows, 'medianScore', 'desc').map((r) => r.title)).toEqual(['C', 'A', 'B']);
    expect(sortJobs(rows, 'medianScore', 'asc').map((r) => r.title)).toEqual(['A', 'C', 'B']);
    expect(sortJobs(rows, 'title', 'desc').map((r) => r.title)).toEqual(['C', 'B', 'A']);
  });

  it('writes CSV with quoting and no formulas', () => {
    const csv = jobsCsv([row({ title: 'Weaver, "night"', companyTitle: '=HYPERLINK(1)', medianScore: 72 })]);
    expect(csv.split('\r\n')).toEqual([
      'Job,Company,Department,Applicants,Shortlisted,Test taken,Interviewed,Selected,Days open,Median score (%)',
      `"Weaver, ""night""",'=HYPERLINK(1),Weaving,1,0,0,0,0,3,72`,
    ]);
  });
});

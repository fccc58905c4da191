// @vitest-environment node
import { APPLICANTS_CSV_MAX } from '@careers/domain/constants';
import { describe, expect, it, vi } from 'vitest';

import type { ApplicantRow, ApplicantsPage } from '../api/applicants-page';
import { ExportCancelledError, readEveryPage } from '../api/export-applicants';

import { APPLICANTS_CSV_HEADER, applicantsCsv } from './applicants-csv';

const row = (index: number, overrides: Partial<ApplicantRow> = {}): ApplicantRow => ({
  id: `job_u${String(index)}`,
  uid: `u${String(index)}`,
  name: `Applicant ${String(index)}`,
  firstName: 'Applicant',
  lastName: String(index),
  email: `u${String(index)}@example.com`,
  phone: '0300 1234567',
  totalExperience: 3,
  firstCgpa: 3.4,
  score: null,
  status: 'applied',
  appliedAt: new Date('2026-11-20T21:30:00Z'),
  resume: null,
  test: null,
  topCandidate: false,
  statusSince: new Date('2026-11-21T05:00:00Z'),
  undoable: false,
  ...overrides,
});

describe('applicantsCsv', () => {
  it('has a column each for name, email, phone, job, status, scores and dates, formulas defused', () => {
    const csv = applicantsCsv(
      [
        row(1, {
          name: 'Ayesha "Ash" Khan',
          phone: '+92 300 1234567',
          status: 'test-taken',
          topCandidate: true,
          score: { score: 14, totalQuestions: 20 },
        }),
        row(2, { name: '=HYPERLINK("http://x")', email: '@evil', firstCgpa: null }),
      ],
      'Export Merchandiser, Knits',
    );
    expect(csv.split('\r\n')).toEqual([
      'Name,Email,Phone,Job,Status,Top candidate,Experience (years),First CGPA,Test score,Applied,In this status since',
      // Company time (Asia/Karachi): 21:30 UTC is the next day there.
      `"Ayesha ""Ash"" Khan",u1@example.com,'+92 300 1234567,"Export Merchandiser, Knits",Test taken,yes,3,3.40,14 / 20,2026-11-21,2026-11-21`,
      `"'=HYPERLINK(""http://x"")",'@evil,0300 1234567,"Export Merchandiser, Knits",Applied,,3,,,2026-11-21,2026-11-21`,
    ]);
    expect(APPLICANTS_CSV_HEADER).toEqual(expect.arrayContaining(['Email', 'Phone']));
  });
});

/** A view of `count` applicants, as the table's page reads answer it. */
const pagesOf = (count: number) => {
  const all = Array.from({ length: count }, (_, index) => row(index));
  return vi.fn((page: number, pageSize: number): Promise<ApplicantsPage> =>
    Promise.resolve({ rows: all.slice(page * pageSize, (page + 1) * pageSize), total: count, reads: 0 }),
  );
};

describe('readEveryPage', () => {
  it('reads page after page until the last, with progress', async () => {
    const fetchPage = pagesOf(250);
    const progress = vi.fn();
    const result = await readEveryPage(fetchPage, { pageSize: 100, onProgress: progress });
    expect(result.rows.map((applicant) => applicant.uid)).toEqual(
      Array.from({ length: 250 }, (_, index) => `u${String(index)}`),
    );
    expect(result).toMatchObject({ total: 250, truncated: false });
    expect(fetchPage.mock.calls).toEqual([
      [0, 100],
      [1, 100],
      [2, 100],
    ]);
    expect(progress.mock.calls.map(([update]) => update)).toEqual([
      { read: 100, total: 250 },
      { read: 200, total: 250 },
      { read: 250, total: 250 },
    ]);
  });

  it('stops at the cap and says more matched', async () => {
    const fetchPage = pagesOf(450);
    const result = await readEveryPage(fetchPage, { pageSize: 100, max: 300 });
    expect(result.rows).toHaveLength(300);
    expect(result).toMatchObject({ total: 450, truncated: true });
    expect(fetchPage).toHaveBeenCalledTimes(3);
    expect(APPLICANTS_CSV_MAX).toBe(5000);
  });

  it('reads one page of an empty view, and stops when cancelled', async () => {
    expect(await readEveryPage(pagesOf(0), {})).toEqual({ rows: [], total: 0, truncated: false });
    const abort = new AbortController();
    const fetchPage = pagesOf(250);
    await expect(
      readEveryPage(fetchPage, { pageSize: 100, signal: abort.signal, onProgress: () => abort.abort() }),
    ).rejects.toBeInstanceOf(ExportCancelledError);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });
});

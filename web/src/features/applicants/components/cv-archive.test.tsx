import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { createTestQueryClient } from '@/testing/query-client';
import { TestProviders } from '@/testing/render-app';
import { testSessions } from '@/testing/sessions';

import type { ApplicantRow } from '../api/applicants-page';

import { CvArchive } from './cv-archive';

// The boundaries: the applications read, Storage, the recordCvDownloads callable and the browser's
// download. The zip itself is built for real (jszip).
const boundary = vi.hoisted(() => ({
  record: vi.fn<(data: unknown) => Promise<unknown>>(),
  saved: [] as { name: string; size: number }[],
}));

vi.mock('@/lib/firebase/use-callable', () => ({
  useCallable: (name: string) => (data: unknown) =>
    name === 'recordCvDownloads' ? boundary.record(data) : Promise.reject(new Error(`Unexpected ${name}`)),
}));
vi.mock('@/lib/firebase/storage-files', () => ({
  useReadStoredFile: () => (path: string) =>
    path.includes('gone')
      ? Promise.reject(Object.assign(new Error('gone'), { code: 'storage/object-not-found' }))
      : Promise.resolve(new Blob(['%PDF-1.4 a CV'])),
}));
vi.mock('@/utils/save-file', () => ({
  saveFile: (file: Blob, name: string) => boundary.saved.push({ name, size: file.size }),
}));

const row = (id: string, firstName: string, lastName: string, path: string): ApplicantRow => ({
  id,
  uid: id,
  name: `${firstName} ${lastName}`,
  firstName,
  lastName,
  email: `${id}@example.com`,
  phone: '',
  totalExperience: 1,
  firstCgpa: null,
  score: null,
  status: 'applied',
  appliedAt: new Date(),
  resume: { path, fileName: 'cv.pdf', contentType: 'application/pdf', size: 10, uploadedAt: new Date() },
  test: null,
  topCandidate: false,
  statusSince: new Date(),
  undoable: false,
});

vi.mock('../api/applicants-page', () => ({
  fetchAllApplicants: () =>
    Promise.resolve([
      row('job_a', 'Ayesha', 'Khan', 'applications/job_a/cv.pdf'),
      row('job_b', 'Bilal', 'Ahmed', 'applications/job_b/gone.pdf'),
    ]),
}));

/** The archive's button for job 'job', as an admin sees it. */
const renderArchive = () =>
  act(async () => {
    render(
      <TestProviders session={testSessions.admin} queryClient={createTestQueryClient()}>
        <MemoryRouter>
          <CvArchive jobId="job" />
        </MemoryRouter>
      </TestProviders>,
    );
  });

describe('all-documents.zip', () => {
  it('builds the zip, names the missing CV to the admin and records the download', async () => {
    boundary.record.mockResolvedValue({ recorded: 1 });
    await renderArchive();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download all resumes' }));
    const ready = await screen.findByText('all-documents.zip is ready: 1 CV');
    const alert = ready.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByRole('list', { name: 'Missing CVs' })).toHaveTextContent(
      'Bilal Ahmed <job_b@example.com>: the file is missing from storage',
    );
    expect(boundary.saved).toEqual([{ name: 'all-documents.zip', size: expect.any(Number) as number }]);
    await waitFor(() =>
      expect(boundary.record).toHaveBeenCalledWith({
        jobId: 'job',
        applicationIds: ['job_a', 'job_b'],
        archive: true,
        missing: ['job_b'],
      }),
    );
  });
});

describe('all-documents.zip, cancelled', () => {
  it('stops at Cancel, hands nothing to the browser and records nothing', async () => {
    boundary.record.mockClear();
    boundary.saved = [];
    // Storage answers only once the admin has pressed Cancel.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const storage = await import('@/lib/firebase/storage-files');
    vi.spyOn(storage, 'useReadStoredFile').mockReturnValue(async () => {
      await gate;
      return new Blob(['%PDF-1.4']);
    });
    await renderArchive();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Download all resumes' }));
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    release();
    expect(await screen.findByText('The download was cancelled.')).toBeInTheDocument();
    expect(boundary.saved).toEqual([]);
    expect(boundary.record).not.toHaveBeenCalled();
  });
});

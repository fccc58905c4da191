import { CANDIDATE_EXPORT_FORMAT, type CandidateDataExport } from '@careers/domain/types';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

import { buildDataArchive, DATA_JSON_NAME, MISSING_FILES_NAME } from './build-data-archive';

const file = (path: string, archivePath: string) => ({
  path,
  fileName: path.split('/').at(-1)!,
  contentType: 'application/pdf',
  size: 4,
  uploadedAt: '2026-11-01T09:00:00.000Z',
  kind: 'resume' as const,
  applicationId: null,
  archivePath,
});

const data: CandidateDataExport = {
  format: CANDIDATE_EXPORT_FORMAT,
  exportedAt: '2026-11-25T09:00:00.000Z',
  account: { uid: 'u1', email: 'u1@careers.test', emailVerified: true, createdAt: null, lastSignInAt: null },
  profile: null,
  applications: [],
  mails: [],
  files: [file('candidates/u1/resume/cv.pdf', 'files/profile/cv.pdf'), file('gone.pdf', 'files/gone.pdf')],
};

describe('buildDataArchive', () => {
  it('puts data.json and each file byte for byte at its archive path, reporting progress', async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    const progress: string[] = [];
    const archive = await buildDataArchive({
      data,
      readFile: (path) =>
        path === 'gone.pdf'
          ? Promise.reject(new Error('storage/object-not-found'))
          : Promise.resolve(new Blob([bytes])),
      onProgress: ({ done, total }) => progress.push(`${String(done)}/${String(total)}`),
    });

    const zip = await JSZip.loadAsync(await archive.arrayBuffer());
    expect(JSON.parse(await zip.file(DATA_JSON_NAME)!.async('string'))).toEqual(data);
    expect(await zip.file('files/profile/cv.pdf')!.async('uint8array')).toEqual(bytes);
    expect(await zip.file(MISSING_FILES_NAME)!.async('string')).toContain('files/gone.pdf');
    expect(progress).toEqual(['0/2', '1/2', '2/2']);
  });
});

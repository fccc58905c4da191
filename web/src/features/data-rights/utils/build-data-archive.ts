import type { CandidateDataExport } from '@careers/domain/types';

// The candidate's archive, built in the browser from what `exportCandidateData` answers: the JSON
// as data.json, and every file it lists at its `archivePath`, read from Storage as the candidate
// (the storage rules let them read their folder and their applications' CV copies). Files are
// STORED, not deflated, so each comes out byte-identical and the archive costs no CPU to pack.

export const DATA_JSON_NAME = 'data.json';
export const MISSING_FILES_NAME = 'missing-files.txt';

export type ArchiveProgress = { done: number; total: number };

/** The zip's name: the day it was made, so two downloads do not overwrite each other by accident. */
export const archiveName = (exportedAt: string): string => `my-careers-data-${exportedAt.slice(0, 10)}.zip`;

export const buildDataArchive = async ({
  data,
  readFile,
  onProgress,
}: {
  data: CandidateDataExport;
  readFile: (path: string) => Promise<Blob>;
  onProgress: (progress: ArchiveProgress) => void;
}): Promise<Blob> => {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  zip.file(DATA_JSON_NAME, `${JSON.stringify(data, null, 2)}\n`);
  const total = data.files.length;
  const missing: string[] = [];
  onProgress({ done: 0, total });
  // One file at a time: a candidate has a handful, and each stays out of the heap as a Blob.
  for (const [index, file] of data.files.entries()) {
    try {
      zip.file(file.archivePath, await readFile(file.path), { binary: true, compression: 'STORE' });
    } catch {
      missing.push(`${file.archivePath}: the file could not be read`);
    }
    onProgress({ done: index + 1, total });
  }
  if (missing.length > 0) zip.file(MISSING_FILES_NAME, `${missing.join('\n')}\n`);
  return zip.generateAsync({ type: 'blob', compression: 'STORE' });
};

import { cvFileName, uniqueFileName } from './cv-file-names';

// all-documents.zip, built in the browser from the applications' frozen CV copies. JSZip (about
// 30 KiB gzipped) is imported only when a zip is built. PDFs are already compressed, so the files
// are STORED, not deflated again: the archive costs no CPU beyond copying. Each CV is read as a Blob
// (its bytes outside the JavaScript heap) and the archive is streamed out in Blob parts, so the
// page's heap holds about one CV at a time, not the whole archive.

export const ARCHIVE_NAME = 'all-documents.zip';
export const MISSING_LIST_NAME = 'missing-files.txt';

/** Downloads at once: enough to hide each request's latency, few enough not to flood Storage. */
const CONCURRENT_READS = 4;

export type CvZipEntry = {
  applicationId: string;
  firstName: string;
  lastName: string;
  email: string;
  resume: { path: string; fileName: string } | null;
};

export type CvZipProgress = { phase: 'reading' | 'writing'; done: number; total: number };

export type CvZipMissing = { applicationId: string; name: string; reason: string };

export type CvZipResult = {
  archive: Blob;
  /** The file name of each CV put in the archive, by application id. */
  included: Map<string, string>;
  missing: CvZipMissing[];
};

export class ZipCancelledError extends Error {
  constructor() {
    super('The download was cancelled.');
    this.name = 'ZipCancelledError';
  }
}

const reasonOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'storage/object-not-found') return 'the file is missing from storage';
  if (code === 'storage/unauthorized') return 'the file may not be read';
  return error instanceof Error && error.message ? error.message : 'the file could not be read';
};

/**
 * The archive of `entries`' CVs. A CV that cannot be read does not stop it: it is left out and
 * listed in missing-files.txt inside the archive (and in the result). `signal` cancels.
 */
export const buildCvZip = async ({
  entries,
  readFile,
  signal,
  onProgress,
}: {
  entries: readonly CvZipEntry[];
  readFile: (path: string) => Promise<Blob>;
  signal: AbortSignal;
  onProgress: (progress: CvZipProgress) => void;
}): Promise<CvZipResult> => {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  const used = new Set<string>([MISSING_LIST_NAME]);
  const included = new Map<string, string>();
  const missing: CvZipMissing[] = [];
  const displayName = (entry: CvZipEntry) =>
    `${[entry.firstName, entry.lastName].filter(Boolean).join(' ') || entry.applicationId} <${entry.email}>`;

  // Names first, in the entries' order, so the same applicants always get the same names.
  const planned = entries.map((entry) => ({
    entry,
    name: entry.resume ? uniqueFileName(cvFileName(entry, entry.resume), used) : null,
  }));
  let done = 0;
  onProgress({ phase: 'reading', done, total: entries.length });
  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      if (signal.aborted) throw new ZipCancelledError();
      const item = planned[next];
      next += 1;
      if (!item) continue;
      const { entry, name } = item;
      if (!entry.resume || !name) {
        missing.push({
          applicationId: entry.applicationId,
          name: displayName(entry),
          reason: 'no CV on the application',
        });
      } else {
        try {
          const file = await readFile(entry.resume.path);
          if (signal.aborted) throw new ZipCancelledError();
          zip.file(name, file, { binary: true, compression: 'STORE' });
          included.set(entry.applicationId, name);
        } catch (error) {
          if (error instanceof ZipCancelledError) throw error;
          missing.push({
            applicationId: entry.applicationId,
            name: displayName(entry),
            reason: reasonOf(error),
          });
        }
      }
      done += 1;
      onProgress({ phase: 'reading', done, total: entries.length });
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENT_READS, planned.length) }, worker));

  if (missing.length > 0) {
    const order = new Map(entries.map((entry, index) => [entry.applicationId, index]));
    missing.sort((a, b) => (order.get(a.applicationId) ?? 0) - (order.get(b.applicationId) ?? 0));
    zip.file(
      MISSING_LIST_NAME,
      `These CVs could not be put in ${ARCHIVE_NAME}:\n\n${missing.map((item) => `${item.name}: ${item.reason}`).join('\n')}\n`,
    );
  }

  const archive = await new Promise<Blob>((resolve, reject) => {
    const parts: Blob[] = [];
    const stream = zip.generateInternalStream({
      type: 'uint8array',
      compression: 'STORE',
      streamFiles: true,
    });
    const onAbort = () => {
      stream.pause();
      reject(new ZipCancelledError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    stream
      .on('data', (chunk: Uint8Array, metadata: { percent: number }) => {
        // Into a Blob at once: the chunk leaves the JavaScript heap.
        parts.push(new Blob([chunk as Uint8Array<ArrayBuffer>]));
        onProgress({ phase: 'writing', done: Math.round(metadata.percent), total: 100 });
      })
      .on('error', (error: Error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      })
      .on('end', () => {
        signal.removeEventListener('abort', onAbort);
        resolve(new Blob(parts, { type: 'application/zip' }));
      })
      .resume();
  });
  return { archive, included, missing };
};

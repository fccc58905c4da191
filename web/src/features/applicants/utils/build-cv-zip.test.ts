import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';

import {
  ARCHIVE_NAME,
  buildCvZip,
  MISSING_LIST_NAME,
  ZipCancelledError,
  type CvZipEntry,
} from './build-cv-zip';
import { cvFileName, uniqueFileName } from './cv-file-names';

const entry = (id: string, first: string, last: string, path: string | null): CvZipEntry => ({
  applicationId: id,
  firstName: first,
  lastName: last,
  email: `${id}@example.com`,
  resume: path ? { path, fileName: path.split('/').at(-1) ?? 'cv.pdf' } : null,
});

const bytes = (text: string) => new TextEncoder().encode(text);

describe('CV file names', () => {
  it('are Lastname_Firstname with the uploaded extension, safe for any file system', () => {
    expect(
      cvFileName({ firstName: 'Ayesha', lastName: 'Khan' }, { fileName: 'My CV.PDF', path: 'a/cv-1.pdf' }),
    ).toBe('Khan_Ayesha.pdf');
    expect(
      cvFileName({ firstName: 'Ali Raza', lastName: "O'Neil/.." }, { fileName: 'x.docx', path: 'p' }),
    ).toBe('O-Neil_Ali-Raza.docx');
    expect(
      cvFileName({ firstName: '', lastName: '' }, { fileName: 'cv', path: 'applications/a/cv-1.doc' }),
    ).toBe('CV.doc');
  });

  it('are made unique within one archive, whatever the case', () => {
    const used = new Set<string>();
    expect(uniqueFileName('Khan_Ayesha.pdf', used)).toBe('Khan_Ayesha.pdf');
    expect(uniqueFileName('khan_ayesha.pdf', used)).toBe('khan_ayesha_2.pdf');
    expect(uniqueFileName('Khan_Ayesha.pdf', used)).toBe('Khan_Ayesha_3.pdf');
  });
});

describe(ARCHIVE_NAME, () => {
  it('stores each CV byte for byte (no recompression) and lists the missing ones inside', async () => {
    const files: Record<string, Uint8Array> = {
      'applications/a/cv-1.pdf': bytes('%PDF-1.4 first'),
      'applications/c/cv-3.pdf': bytes('%PDF-1.4 third'),
      'applications/d/cv-4.pdf': bytes('%PDF-1.4 fourth'),
    };
    const progress: string[] = [];
    const result = await buildCvZip({
      entries: [
        entry('a', 'Ayesha', 'Khan', 'applications/a/cv-1.pdf'),
        entry('b', 'Bilal', 'Ahmed', 'applications/b/cv-2.pdf'),
        entry('c', 'Ayesha', 'Khan', 'applications/c/cv-3.pdf'),
        entry('d', 'Sana', 'Malik', 'applications/d/cv-4.pdf'),
        entry('e', 'Omar', 'Farooq', null),
      ],
      readFile: (path) => {
        const file = files[path];
        return file
          ? Promise.resolve(new Blob([file as Uint8Array<ArrayBuffer>]))
          : Promise.reject(Object.assign(new Error('gone'), { code: 'storage/object-not-found' }));
      },
      signal: new AbortController().signal,
      onProgress: (step) => progress.push(`${step.phase} ${String(step.done)}/${String(step.total)}`),
    });
    expect(result.missing.map((item) => item.applicationId)).toEqual(['b', 'e']);
    expect(progress).toContain('reading 5/5');

    const zip = await JSZip.loadAsync(new Uint8Array(await result.archive.arrayBuffer()));
    expect(Object.keys(zip.files).sort()).toEqual(
      ['Khan_Ayesha.pdf', 'Khan_Ayesha_2.pdf', 'Malik_Sana.pdf', MISSING_LIST_NAME].sort(),
    );
    // Compared as plain arrays: jsdom and Node each have their own Uint8Array.
    const inZip = async (name: string) => Array.from((await zip.file(name)?.async('uint8array')) ?? []);
    expect(await inZip('Khan_Ayesha.pdf')).toEqual(Array.from(files['applications/a/cv-1.pdf'] ?? []));
    expect(await inZip('Khan_Ayesha_2.pdf')).toEqual(Array.from(files['applications/c/cv-3.pdf'] ?? []));
    const list = await zip.file(MISSING_LIST_NAME)?.async('string');
    expect(list).toContain('Bilal Ahmed <b@example.com>: the file is missing from storage');
    expect(list).toContain('Omar Farooq <e@example.com>: no CV on the application');
    // STORE: the archive is the files plus headers, nothing deflated.
    const raw = new Uint8Array(await result.archive.arrayBuffer());
    expect(new TextDecoder().decode(raw)).toContain('%PDF-1.4 fourth');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    await expect(
      buildCvZip({
        entries: [entry('a', 'Ayesha', 'Khan', 'p/a.pdf'), entry('b', 'Bilal', 'Ahmed', 'p/b.pdf')],
        readFile: () => {
          controller.abort();
          return Promise.resolve(new Blob(['x']));
        },
        signal: controller.signal,
        onProgress: () => undefined,
      }),
    ).rejects.toBeInstanceOf(ZipCancelledError);
  });
});

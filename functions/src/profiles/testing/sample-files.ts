import { randomUUID } from 'node:crypto';

import { profileUploadPath, type ProfileFileKind } from '@careers/domain';

import type { Bucket } from '../../deps.ts';
import { TEST_PNG } from '../../testing/admin-console.ts';

// Files a candidate might upload, real and false, of chosen sizes, for the profile tests. Each is
// what its first bytes say (and, for a DOCX, what its list of parts says); padding makes the size.

const padded = (start: Buffer, size: number, fill = 0x20): Buffer => {
  const bytes = Buffer.alloc(Math.max(size, start.length), fill);
  start.copy(bytes);
  return bytes;
};

export const pdfFile = (size = 2048): Buffer =>
  padded(Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% '), size);

/** A Word 97–2003 document: an OLE2 compound file. */
export const docFile = (size = 4096): Buffer =>
  padded(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), size, 0);

export const pngFile = (size = TEST_PNG.length): Buffer => padded(TEST_PNG, size, 0);

export const jpegFile = (size = 1024): Buffer =>
  padded(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]), size, 0);

/** A web page, e.g. renamed `cv.pdf`. */
export const htmlFile = (): Buffer =>
  Buffer.from(
    '<!DOCTYPE html><html><head><title>CV</title></head><body><script>alert(1)</script></body></html>',
  );

/** A Windows program ('MZ'), e.g. renamed `cv.pdf`. */
export const exeFile = (): Buffer => padded(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 2048, 0);

const u16 = (value: number) => [value & 0xff, (value >>> 8) & 0xff];
const u32 = (value: number) => [...u16(value & 0xffff), ...u16(Math.floor(value / 0x10000))];

/** A ZIP of stored (uncompressed) entries, as the signature check reads it (names only). */
const zipOf = (entries: readonly { name: string; content: string }[]): Buffer => {
  const local: number[] = [];
  const central: number[] = [];
  for (const entry of entries) {
    const name = [...Buffer.from(entry.name, 'latin1')];
    const data = [...Buffer.from(entry.content, 'latin1')];
    const offset = local.length;
    const common = [...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0)];
    const sizes = [...u32(data.length), ...u32(data.length), ...u16(name.length), ...u16(0)];
    local.push(...u32(0x04034b50), ...common, ...sizes, ...name, ...data);
    central.push(...u32(0x02014b50), ...u16(20), ...common, ...sizes, ...u16(0), ...u16(0), ...u16(0));
    central.push(...u32(0), ...u32(offset), ...name);
  }
  const end = [...u32(0x06054b50), ...u16(0), ...u16(0), ...u16(entries.length), ...u16(entries.length)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return Buffer.from([...local, ...central, ...end]);
};

/** A minimal Word document (.docx): [Content_Types].xml, the relationships, word/document.xml. */
export const docxFile = (): Buffer =>
  zipOf([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    { name: '_rels/.rels', content: '<?xml version="1.0"?><Relationships/>' },
    { name: 'word/document.xml', content: '<?xml version="1.0"?><w:document>Sana Mirza</w:document>' },
  ]);

/** A spreadsheet (.xlsx) renamed `.docx`: a ZIP, but not a Word document. */
export const xlsxFile = (): Buffer =>
  zipOf([
    { name: '[Content_Types].xml', content: '<?xml version="1.0"?><Types/>' },
    { name: 'xl/workbook.xml', content: '<?xml version="1.0"?><workbook/>' },
  ]);

/**
 * Stores `bytes` in the candidate's folder as the browser's upload would leave them (the storage
 * rules' checks are the rules tests' business), under a unique name; returns the path.
 */
export const uploadCandidateFile = async (
  bucket: Bucket,
  uid: string,
  kind: ProfileFileKind,
  fileName: string,
  bytes: Buffer,
  contentType: string,
): Promise<string> => {
  const path = profileUploadPath(uid, kind, fileName, randomUUID());
  await bucket.file(path).save(bytes, { contentType, resumable: false });
  return path;
};

export const objectExists = async (bucket: Bucket, path: string): Promise<boolean> =>
  (await bucket.file(path).exists())[0];

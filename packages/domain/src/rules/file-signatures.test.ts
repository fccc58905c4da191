import { describe, expect, it } from 'vitest';
import {
  detectDocumentType,
  detectImageType,
  DOCUMENT_SIGNATURE_BYTES,
  DOCUMENT_TAIL_BYTES,
  zipEntryNames,
} from './file-signatures.ts';
import { buildZip, DOCX_PARTS } from './fixtures/zip-fixtures.ts';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('detectImageType', () => {
  it('recognises PNG and JPEG by their leading bytes', () => {
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe('image/png');
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toBe('image/jpeg');
  });

  it('refuses anything else, whatever it is called: GIF, PDF, text, a truncated signature, nothing', () => {
    expect(detectImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeNull();
    expect(detectImageType(bytes(0x25, 0x50, 0x44, 0x46, 0x2d))).toBeNull();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(detectImageType(Uint8Array.from(svg, (character) => character.charCodeAt(0)))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
  });
});

describe('detectDocumentType', () => {
  const text = (value: string) => Uint8Array.from(value, (character) => character.charCodeAt(0));
  const detect = (file: Uint8Array) =>
    detectDocumentType(
      file.subarray(0, DOCUMENT_SIGNATURE_BYTES),
      file.subarray(Math.max(0, file.length - DOCUMENT_TAIL_BYTES)),
      file.length,
    );
  const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

  it('recognises a PDF and a Word 97–2003 (OLE2) document by their leading bytes', () => {
    expect(detect(text('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).toBe('application/pdf');
    expect(detect(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0))).toBe('application/msword');
  });

  it('recognises a DOCX: a ZIP whose parts include [Content_Types].xml and word/', () => {
    expect(detect(buildZip(DOCX_PARTS))).toBe(DOCX);
    // An archive comment sits after the directory; the end record is still found.
    expect(detect(buildZip(DOCX_PARTS, 'written by a CV builder'))).toBe(DOCX);
  });

  it('finds the parts from the tail alone when the file is longer than the tail', () => {
    const padding = Array.from({ length: 40 }, (_, index) => ({
      name: `word/media/image${index}.bin`,
      content: 'x'.repeat(10_000),
    }));
    const big = buildZip([...DOCX_PARTS, ...padding]);
    expect(big.length).toBeGreaterThan(DOCUMENT_TAIL_BYTES);
    expect(detect(big)).toBe(DOCX);
  });

  it('refuses other ZIPs: a spreadsheet, a plain archive, an empty or truncated one', () => {
    const xlsx = buildZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: '<workbook/>' },
    ]);
    expect(detect(xlsx)).toBeNull();
    expect(detect(buildZip([{ name: 'word/document.xml', content: '<w:document/>' }]))).toBeNull();
    expect(detect(buildZip([]))).toBeNull();
    const docx = buildZip(DOCX_PARTS);
    expect(detect(docx.subarray(0, docx.length - 30))).toBeNull();
  });

  it('refuses a web page, a program, an image and nothing, whatever they are called', () => {
    expect(detect(text('<!DOCTYPE html><html><body>CV</body></html>'))).toBeNull();
    expect(detect(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00))).toBeNull(); // a Windows .exe
    expect(detect(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBeNull();
    expect(detect(text(' %PDF-1.7'))).toBeNull();
    expect(detect(bytes())).toBeNull();
  });
});

describe('zipEntryNames', () => {
  it('lists the entries of the central directory in order', () => {
    const zip = buildZip(DOCX_PARTS);
    expect(zipEntryNames(zip, zip.length)).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
  });

  it('is null when the directory starts before the tail it is given', () => {
    const zip = buildZip([...DOCX_PARTS, { name: 'word/media/big.bin', content: 'x'.repeat(5000) }]);
    const endRecordAndSome = zip.subarray(zip.length - 60);
    expect(zipEntryNames(endRecordAndSome, zip.length)).toBeNull();
  });
});

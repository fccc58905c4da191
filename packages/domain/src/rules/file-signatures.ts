// A file's type from its first bytes, not from the name or the Content-Type its uploader declared
// (both are the client's word). Used by the server before a document may point at an upload.

export type ImageType = 'image/jpeg' | 'image/png';

/** How many leading bytes detectImageType needs. */
export const IMAGE_SIGNATURE_BYTES = 8;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (head: Uint8Array, signature: readonly number[]): boolean =>
  head.length >= signature.length && signature.every((byte, index) => head[index] === byte);

/** 'image/png' or 'image/jpeg' when the bytes start like one, otherwise null. */
export const detectImageType = (head: Uint8Array): ImageType | null => {
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
};

// ---------------------------------------------------------------- CV documents

export type DocumentType =
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** How many leading bytes detectDocumentType needs. */
export const DOCUMENT_SIGNATURE_BYTES = 8;

/**
 * How many trailing bytes detectDocumentType is given to find a DOCX's list of parts (the ZIP
 * central directory at the end of the file). Word's central directory is a few KB; 256 KiB leaves
 * room for the 64 KiB archive comment ZIP allows and thousands of parts.
 */
export const DOCUMENT_TAIL_BYTES = 256 * 1024;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
/** OLE2 compound file: the container of Word 97–2003 .doc files. */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A ZIP local file header: how every DOCX starts. */
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];

const ZIP_END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP_CENTRAL_FILE_HEADER = 0x02014b50;
const ZIP_END_RECORD_BYTES = 22;

const uint16 = (bytes: Uint8Array, at: number): number => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const uint32 = (bytes: Uint8Array, at: number): number => uint16(bytes, at) + uint16(bytes, at + 2) * 0x10000;

const latin1 = (bytes: Uint8Array): string => String.fromCharCode(...bytes);

/**
 * The entry names of a ZIP archive, read from its central directory, given the archive's last bytes
 * (`tail`) and its total size; null when the tail holds no well-formed directory (not a ZIP, a
 * truncated one, ZIP64, or a directory that starts before the tail).
 */
export const zipEntryNames = (tail: Uint8Array, fileSize: number): string[] | null => {
  const tailStart = fileSize - tail.length;
  // The end record is the last 22 bytes plus a comment of up to 64 KiB; search backwards for it.
  for (let at = tail.length - ZIP_END_RECORD_BYTES; at >= 0; at -= 1) {
    if (uint32(tail, at) !== ZIP_END_OF_CENTRAL_DIRECTORY) continue;
    const commentLength = uint16(tail, at + 20);
    if (at + ZIP_END_RECORD_BYTES + commentLength !== tail.length) continue;
    const entryCount = uint16(tail, at + 10);
    const directorySize = uint32(tail, at + 12);
    const directoryStart = uint32(tail, at + 16) - tailStart;
    // ZIP64 marks these 0xFFFF / 0xFFFFFFFF; a 3 MB CV never needs it.
    if (directoryStart < 0 || directoryStart + directorySize > at) return null;
    const names: string[] = [];
    let cursor = directoryStart;
    for (let entry = 0; entry < entryCount; entry += 1) {
      if (cursor + 46 > at || uint32(tail, cursor) !== ZIP_CENTRAL_FILE_HEADER) return null;
      const nameLength = uint16(tail, cursor + 28);
      const extraLength = uint16(tail, cursor + 30);
      const commentBytes = uint16(tail, cursor + 32);
      const nameEnd = cursor + 46 + nameLength;
      if (nameEnd > at) return null;
      names.push(latin1(tail.subarray(cursor + 46, nameEnd)));
      cursor = nameEnd + extraLength + commentBytes;
    }
    return names;
  }
  return null;
};

/** Whether the bytes start like a ZIP archive (as every DOCX does). */
export const startsLikeZip = (head: Uint8Array): boolean => startsWith(head, ZIP_LOCAL_HEADER);

/**
 * What a CV really is, from its first bytes (`head`, at least DOCUMENT_SIGNATURE_BYTES) and, for a
 * ZIP, its last bytes (`tail`, up to DOCUMENT_TAIL_BYTES, and the file's size): a PDF (`%PDF-`),
 * a Word 97–2003 document (an OLE2 compound file), or a DOCX (a ZIP whose parts include
 * `[Content_Types].xml` and the `word/` folder; a spreadsheet or any other ZIP is not one).
 * Null for anything else: a web page, a program, an image, a renamed file.
 */
export const detectDocumentType = (
  head: Uint8Array,
  tail: Uint8Array,
  fileSize: number,
): DocumentType | null => {
  if (startsWith(head, PDF_SIGNATURE)) return 'application/pdf';
  if (startsWith(head, OLE2_SIGNATURE)) return 'application/msword';
  if (!startsLikeZip(head)) return null;
  const names = zipEntryNames(tail, fileSize);
  if (!names?.includes('[Content_Types].xml')) return null;
  return names.some((name) => name.startsWith('word/'))
    ? 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
    : null;
};

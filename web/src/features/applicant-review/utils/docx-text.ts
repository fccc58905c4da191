import type { FileRef } from '@careers/domain/types';

/** A Word 2007+ CV (.docx): its text can be read in the browser; an old .doc cannot. */
export const isDocx = (resume: Pick<FileRef, 'fileName' | 'contentType'>): boolean =>
  resume.contentType === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' ||
  resume.fileName.toLowerCase().endsWith('.docx');

/**
 * The text of a .docx CV at `url` (a Storage download link), paragraphs on their own lines.
 * mammoth (and the zip reader it brings) loads only when an admin asks for a Word CV's text.
 */
export const docxText = async (url: string): Promise<string> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The CV could not be downloaded (HTTP ${String(response.status)}).`);
  const arrayBuffer = await response.arrayBuffer();
  const { default: mammoth } = await import('mammoth');
  // The browser build reads `arrayBuffer`; the Node build (which the component tests resolve) reads
  // the same bytes as `buffer`.
  const input = { arrayBuffer, buffer: arrayBuffer } as unknown as { arrayBuffer: ArrayBuffer };
  const { value } = await mammoth.extractRawText(input);
  return value.replace(/\n{3,}/g, '\n\n').trim();
};

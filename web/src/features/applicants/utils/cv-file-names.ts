import type { FileRef } from '@careers/domain/types';

// Names of the CVs inside all-documents.zip (and of a single CV download): `Lastname_Firstname.pdf`,
// the extension of the file the candidate uploaded, made unique within one archive.

const part = (text: string) =>
  text
    .normalize('NFC')
    .trim()
    .replace(/[^\p{L}\p{N}-]+/gu, '-')
    .replace(/^-+|-+$/g, '');

const extensionOf = (resume: Pick<FileRef, 'fileName' | 'path'>) => {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(resume.fileName) ?? /\.([A-Za-z0-9]{1,5})$/.exec(resume.path);
  return match?.[1] ? match[1].toLowerCase() : 'pdf';
};

/** `Lastname_Firstname.ext` ('CV' when the candidate has neither name). */
export const cvFileName = (
  candidate: { firstName: string; lastName: string },
  resume: Pick<FileRef, 'fileName' | 'path'>,
): string => {
  const base = [part(candidate.lastName), part(candidate.firstName)].filter(Boolean).join('_') || 'CV';
  return `${base}.${extensionOf(resume)}`;
};

/**
 * A name not in `used` (compared without case: archives are unpacked on case-insensitive file
 * systems): the name itself, else `Lastname_Firstname_2.pdf`, `_3`, …. Adds the result to `used`.
 */
export const uniqueFileName = (name: string, used: Set<string>): string => {
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = name;
  for (let index = 2; used.has(candidate.toLowerCase()); index += 1) {
    candidate = `${stem}_${String(index)}${extension}`;
  }
  used.add(candidate.toLowerCase());
  return candidate;
};

import { FILE_LIMITS } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { STORAGE_PATHS } from '../firestore/collections.ts';
import type { ProfileFileKind } from '../schemas/profile.ts';
import {
  detectDocumentType,
  detectImageType,
  DOCUMENT_SIGNATURE_BYTES,
  IMAGE_SIGNATURE_BYTES,
  startsLikeZip,
} from './file-signatures.ts';

// The candidate's two files (spec section 5, step 1): the CV (`resume`) and the picture (`avatar`).
// The browser uploads them to `candidates/{uid}/{kind}/…` (storage rules check owner, size and the
// declared type); the server then checks what each really is before the profile may point at it.
// Web and functions share these so both say the same thing about the same file.

export type ProfileFileRules = {
  maxBytes: number;
  /** The spec's size message. */
  tooLarge: string;
  /** The file's leading bytes are not one of the allowed types. */
  notRealType: string;
  /** What the server accepts, by content. */
  contentTypes: readonly string[];
  /** Leading bytes needed to tell the type. */
  signatureBytes: number;
};

export const PROFILE_FILE_RULES: Readonly<Record<ProfileFileKind, ProfileFileRules>> = {
  resume: {
    maxBytes: FILE_LIMITS.resume.maxBytes,
    tooLarge: MESSAGES.resumeTooLarge,
    notRealType: MESSAGES.resumeNotDocument,
    contentTypes: FILE_LIMITS.resume.contentTypes,
    signatureBytes: DOCUMENT_SIGNATURE_BYTES,
  },
  avatar: {
    maxBytes: FILE_LIMITS.picture.maxBytes,
    tooLarge: MESSAGES.pictureTooLarge,
    notRealType: MESSAGES.pictureNotImage,
    contentTypes: FILE_LIMITS.picture.contentTypes,
    signatureBytes: IMAGE_SIGNATURE_BYTES,
  },
};

/** The folder of one kind of a candidate's files, with its trailing slash. */
export const profileFileFolder = (uid: string, kind: ProfileFileKind): string =>
  kind === 'resume' ? STORAGE_PATHS.resume(uid, '') : STORAGE_PATHS.avatar(uid, '');

/** Whether `path` is a file directly inside the candidate's folder of that kind. */
export const isInProfileFileFolder = (uid: string, kind: ProfileFileKind, path: string): boolean => {
  const folder = profileFileFolder(uid, kind);
  const rest = path.slice(folder.length);
  return path.startsWith(folder) && rest.length > 0 && !rest.includes('/') && rest !== '.' && rest !== '..';
};

/**
 * A storage-safe version of the user's file name (no folders, no odd characters, at most 100
 * characters), keeping its extension; 'file' when nothing is left.
 */
export const safeStorageFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(-100)
    .replace(/^[.-]+/, '');
  return cleaned || 'file';
};

/**
 * Where a new upload goes: a name unique to this upload (`uniqueId`, e.g. a random UUID) before the
 * user's file name. Uploads never overwrite an existing file (storage rules allow only new objects),
 * so a checked file cannot be swapped for another under the same name.
 */
export const profileUploadPath = (
  uid: string,
  kind: ProfileFileKind,
  fileName: string,
  uniqueId: string,
): string =>
  `${profileFileFolder(uid, kind)}${uniqueId.replace(/[^A-Za-z0-9_-]+/g, '')}-${safeStorageFileName(fileName)}`;

/**
 * The type a file of this kind really is, from its first bytes and (for a DOCX) its last bytes and
 * size (see detectDocumentType); null when it is not one the kind allows.
 */
export const detectProfileFileType = (
  kind: ProfileFileKind,
  head: Uint8Array,
  tail: Uint8Array,
  fileSize: number,
): string | null => (kind === 'resume' ? detectDocumentType(head, tail, fileSize) : detectImageType(head));

/**
 * Whether the first bytes alone allow the kind: used while a file is still arriving, to stop an
 * obvious impostor early. A ZIP passes here; whether it is a DOCX is known only from its end.
 */
export const leadingBytesAllow = (kind: ProfileFileKind, head: Uint8Array): boolean => {
  if (kind === 'avatar') return detectImageType(head) !== null;
  return detectDocumentType(head, new Uint8Array(), 0) !== null || startsLikeZip(head);
};

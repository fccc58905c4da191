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
 * Where the server's own multipart route (step one's form, written with the admin SDK, which the
 * storage rules do not bound) stores an upload: a name unique to this upload (`uniqueId`, e.g. a
 * random UUID) before the user's file name, so it never overwrites an existing file. The browser
 * uploads to a slot instead (profileUploadSlotPath).
 */
export const profileUploadPath = (
  uid: string,
  kind: ProfileFileKind,
  fileName: string,
  uniqueId: string,
): string =>
  `${profileFileFolder(uid, kind)}${uniqueId.replace(/[^A-Za-z0-9_-]+/g, '')}-${safeStorageFileName(fileName)}`;

/**
 * How many objects of one kind a candidate's browser may create (issue 31 item 6): storage.rules
 * allow a create under `candidates/{uid}/{kind}/` only at one of these names, and never over an
 * existing object, so unattached uploads cannot pile up. The attach callable and the daily sweep
 * delete replaced, refused and abandoned ones, which frees their slots. The user's file name is not
 * in the object's name: the attach callable stores it as the FileRef's `fileName`.
 */
export const PROFILE_UPLOAD_SLOTS = 4;

/** The slot names, `upload-1` … `upload-4` (storage.rules match `upload-[1-4]`). */
export const PROFILE_UPLOAD_SLOT_NAMES: readonly string[] = Array.from(
  { length: PROFILE_UPLOAD_SLOTS },
  (_, index) => `upload-${String(index + 1)}`,
);

/** Where an upload into slot `slot` (one of PROFILE_UPLOAD_SLOT_NAMES) of that kind goes. */
export const profileUploadSlotPath = (uid: string, kind: ProfileFileKind, slot: string): string =>
  `${profileFileFolder(uid, kind)}${slot}`;

/**
 * The slot paths a new upload of that kind may go to, in slot order: those not among `existing`
 * (the objects found there) and not `current` (the file the profile points at, never reused even
 * if it is gone, so no upload lands under the name the profile holds). Empty when every slot is
 * taken: the earlier uploads are cleared within an hour (or a day, for those never attached).
 */
export const freeProfileUploadSlots = (
  uid: string,
  kind: ProfileFileKind,
  existing: Iterable<string>,
  current: string | null | undefined,
): string[] => {
  const taken = new Set(existing);
  return PROFILE_UPLOAD_SLOT_NAMES.map((slot) => profileUploadSlotPath(uid, kind, slot)).filter(
    (path) => !taken.has(path) && path !== current,
  );
};

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

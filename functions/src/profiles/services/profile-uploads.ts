import {
  DOCUMENT_TAIL_BYTES,
  detectProfileFileType,
  isInProfileFileFolder,
  MESSAGES,
  PROFILE_FILE_RULES,
  profileFileFolder,
  startsLikeZip,
  type FileRef,
  type ProfileFileKind,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { invalidInput, refuse, type ServiceError } from '../../lib/service-error.ts';
import {
  deleteObjectQuietly,
  listFolder,
  readObjectRange,
  setObjectContentType,
  storedObjectFacts,
} from '../repositories/candidate-files.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';

// The server's check of a CV or picture before the profile may point at it, and the tidying after
// a file is replaced. Storage rules have already checked owner, size and the declared type at
// upload; the declared type is the uploader's word, so here the bytes decide.

/**
 * An upload older than this that no profile points at was abandoned (the web app attaches a file
 * as soon as its upload ends), and the next replacement of that kind deletes it.
 */
export const STRAY_UPLOAD_MIN_AGE_MS = 60 * 60 * 1000;

/** The longest file name a profile keeps (firestore.rules allow 255). */
const MAX_FILE_NAME = 255;

const displayName = (fileName: string, path: string): string => {
  const name = fileName.trim().split(/[\\/]/).pop() ?? '';
  return (name || (path.split('/').pop() ?? 'file')).slice(0, MAX_FILE_NAME);
};

export type UploadToVerify = {
  uid: string;
  kind: ProfileFileKind;
  path: string;
  /** The name the user's file had. */
  fileName: string;
  /** The file the profile points at now: never deleted here, even if the same path is refused. */
  current: string | null;
};

/**
 * Checks an uploaded object and returns the FileRef the profile may store: it is directly in the
 * candidate's own folder of that kind, exists, is within the kind's size limit, and its bytes are a
 * PDF, DOC or DOCX (CV) or a JPEG or PNG (picture). A refused object is deleted (unless the profile
 * points at it). Errors are per field, named after the kind (`resume`, `avatar`): 'invalid-argument'
 * for a missing, oversized or false file, 'permission-denied' for a path outside the folder.
 */
export const verifyProfileUpload = async (deps: Deps, upload: UploadToVerify): Promise<FileRef> => {
  const { uid, kind, path } = upload;
  const rules = PROFILE_FILE_RULES[kind];
  if (!isInProfileFileFolder(uid, kind, path)) {
    // Never delete here: the path may be someone else's file.
    throw refuse('not-yours', MESSAGES.uploadOutsideOwnFolder, {
      fields: { [kind]: MESSAGES.uploadOutsideOwnFolder },
    });
  }
  const refuseUpload = async (message: string): Promise<ServiceError> => {
    if (path !== upload.current) await deleteObjectQuietly(deps.bucket, path);
    return invalidInput({ [kind]: message });
  };

  const facts = await storedObjectFacts(deps.bucket, path);
  if (!facts) throw invalidInput({ [kind]: MESSAGES.uploadNotFound });
  if (facts.size > rules.maxBytes) throw await refuseUpload(rules.tooLarge);

  const head = await readObjectRange(deps.bucket, path, 0, Math.min(rules.signatureBytes, facts.size) - 1);
  // Only a ZIP needs its end read (the list of its parts tells a DOCX from any other ZIP).
  const tail =
    kind === 'resume' && startsLikeZip(head)
      ? await readObjectRange(
          deps.bucket,
          path,
          Math.max(0, facts.size - DOCUMENT_TAIL_BYTES),
          facts.size - 1,
        )
      : head;
  const contentType = detectProfileFileType(kind, head, tail, facts.size);
  if (!contentType) throw await refuseUpload(rules.notRealType);
  // Downloads then open as what the file is, not as what the uploader declared.
  if (facts.contentType !== contentType) await setObjectContentType(deps.bucket, path, contentType);

  return {
    path,
    fileName: displayName(upload.fileName, path),
    contentType,
    size: facts.size,
    // A Date with millisecond precision: the web SDK writes the profile back with the same value,
    // and firestore.rules compare the stored file reference for equality.
    uploadedAt: nowOf(deps),
  };
};

/**
 * After the profile points at `kept`: deletes the file it replaced and uploads of that kind left
 * behind for more than STRAY_UPLOAD_MIN_AGE_MS, never the file the profile points at when the
 * folder is read (a later replacement may have committed meanwhile). Applications hold their own
 * copies of the CV (`applications/{id}/…`), so no application loses its file. Never throws.
 */
export const tidyProfileFolder = async (
  deps: Deps,
  input: { uid: string; kind: ProfileFileKind; kept: string; replaced: string | null },
): Promise<void> => {
  const { uid, kind, kept, replaced } = input;
  try {
    const now = nowOf(deps).getTime();
    const [objects, snapshot] = await Promise.all([
      listFolder(deps.bucket, profileFileFolder(uid, kind)),
      typedProfileDocument(deps.db, uid).get(),
    ]);
    const current = snapshot.data()?.[kind]?.path ?? null;
    const removable = objects.filter(
      ({ path, createdAt }) =>
        path !== kept &&
        path !== current &&
        (path === replaced || (createdAt !== null && now - createdAt.getTime() >= STRAY_UPLOAD_MIN_AGE_MS)),
    );
    await Promise.all(removable.map(({ path }) => deleteObjectQuietly(deps.bucket, path)));
  } catch (error) {
    // The profile already points at the new file; what is left is tidied by the next replacement.
    console.error(`Could not tidy ${profileFileFolder(uid, kind)}.`, error);
  }
};

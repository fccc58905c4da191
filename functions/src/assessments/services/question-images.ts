import {
  detectImageType,
  FILE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  STORAGE_PATHS,
  type FieldErrors,
  type ImageType,
} from '@careers/domain';

import type { Bucket } from '../../deps.ts';

// Question pictures live in Storage under the test's admin-only folder (`tests/{testId}/…`,
// storage.rules), never in a document or a place a candidate can read. A form may send a picture
// as a data URL (the spec's API sends the question with its image) or as the path of a picture
// the admin uploaded to that folder first; either way the bytes are checked (JPG or PNG by their
// first bytes, at most 1.5 MB, as department pictures) and the question stores the Storage path.

const EXTENSIONS: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

const DATA_URL = /^data:([\w/+.-]+);base64,(.*)$/s;

/** A picture to store with a new question, or a refusal for its field. */
export type PreparedImage =
  | { kind: 'none' }
  | { kind: 'upload'; bytes: Buffer; contentType: ImageType }
  | { kind: 'existing'; path: string };

const isInTestFolder = (testId: string, path: string): boolean => {
  const prefix = STORAGE_PATHS.testFolder(testId);
  return path.startsWith(prefix) && path.length > prefix.length && !path.split('/').includes('..');
};

/**
 * Checks a question's `image` as the form sent it; `field` names the error (e.g.
 * `questions[2].image`). Returns what to store, or adds a message to `errors`.
 */
export const prepareQuestionImage = async (
  bucket: Bucket,
  testId: string,
  image: string | null | undefined,
  field: string,
  errors: FieldErrors,
): Promise<PreparedImage> => {
  if (!image) return { kind: 'none' };
  const match = DATA_URL.exec(image);
  if (match) {
    const bytes = Buffer.from(match[2] ?? '', 'base64');
    if (bytes.length > FILE_LIMITS.picture.maxBytes) errors[field] = MESSAGES.pictureTooLarge;
    const contentType = detectImageType(new Uint8Array(bytes.subarray(0, IMAGE_SIGNATURE_BYTES)));
    if (!contentType) errors[field] ??= MESSAGES.pictureType;
    return errors[field] || !contentType ? { kind: 'none' } : { kind: 'upload', bytes, contentType };
  }
  if (!isInTestFolder(testId, image)) {
    errors[field] = MESSAGES.questionImageOutsideTest;
    return { kind: 'none' };
  }
  const file = bucket.file(image);
  const [exists] = await file.exists();
  if (!exists) {
    errors[field] = MESSAGES.pictureRequired;
    return { kind: 'none' };
  }
  const [metadata] = await file.getMetadata();
  if (Number(metadata.size ?? 0) > FILE_LIMITS.picture.maxBytes) {
    errors[field] = MESSAGES.pictureTooLarge;
    return { kind: 'none' };
  }
  const [head] = await file.download({ start: 0, end: IMAGE_SIGNATURE_BYTES - 1 });
  if (!detectImageType(new Uint8Array(head))) {
    errors[field] = MESSAGES.pictureType;
    return { kind: 'none' };
  }
  return { kind: 'existing', path: image };
};

/**
 * Stores a prepared picture for the question `questionId` and returns the path the question keeps
 * (null for none). Uploaded bytes get no download token: nothing but the admin SDK and admins
 * (storage.rules) can read them.
 */
export const storeQuestionImage = async (
  bucket: Bucket,
  testId: string,
  questionId: string,
  image: PreparedImage,
): Promise<string | null> => {
  if (image.kind === 'none') return null;
  if (image.kind === 'existing') return image.path;
  const path = STORAGE_PATHS.questionImage(testId, questionId, `image.${EXTENSIONS[image.contentType]}`);
  await bucket.file(path).save(image.bytes, { contentType: image.contentType, resumable: false });
  return path;
};

/** Copies a question's picture into another test's folder (copyFrom); null when it has none. */
export const copyQuestionImage = async (
  bucket: Bucket,
  source: string | null,
  testId: string,
  questionId: string,
): Promise<string | null> => {
  if (!source) return null;
  if (source.startsWith('data:')) return source;
  const fileName = source.split('/').at(-1) ?? 'image';
  const target = STORAGE_PATHS.questionImage(testId, questionId, fileName);
  await bucket.file(source).copy(bucket.file(target));
  return target;
};

/** Deletes pictures nothing points at any more; a failure only leaves an unused file behind. */
export const deleteImages = async (bucket: Bucket, paths: readonly (string | null)[]): Promise<void> => {
  await Promise.all(
    paths
      .filter((path): path is string => typeof path === 'string' && !path.startsWith('data:'))
      .map((path) =>
        bucket
          .file(path)
          .delete({ ignoreNotFound: true })
          .catch((error: unknown) => console.warn(`Could not delete the question picture ${path}`, error)),
      ),
  );
};

/** A stored picture as a data URL: what getQuestionImage hands the candidate's page. */
export const readImageAsDataUrl = async (bucket: Bucket, image: string): Promise<string | null> => {
  if (image.startsWith('data:')) return image;
  const file = bucket.file(image);
  const [exists] = await file.exists();
  if (!exists) return null;
  const [bytes] = await file.download();
  // The type from the bytes, not from the metadata an uploader declared.
  const contentType = detectImageType(new Uint8Array(bytes.subarray(0, IMAGE_SIGNATURE_BYTES)));
  if (!contentType) return null;
  return `data:${contentType};base64,${bytes.toString('base64')}`;
};

import { randomUUID } from 'node:crypto';

import {
  detectImageType,
  FILE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  STORAGE_PATHS,
} from '@careers/domain';
import { getDownloadURL } from 'firebase-admin/storage';

import type { Bucket } from '../../deps.ts';
import { invalidInput } from '../../lib/service-error.ts';

export type DepartmentPicture = { path: string; url: string };

const refusePicture = (message: string) => invalidInput({ picturePath: message });

/** `departments/{id}/{file}`: the storage rules let admins write there, and nowhere else for pictures. */
const isInDepartmentFolder = (departmentId: string, path: string): boolean => {
  const prefix = STORAGE_PATHS.departmentPicture(departmentId, '');
  const rest = path.slice(prefix.length);
  return path.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
};

/**
 * Checks the department picture the browser uploaded (or the multipart route streamed) before the
 * department may point at it: it is in the department's folder, exists, is at most 1.5 MB, and is a
 * JPG or PNG by its leading bytes (the declared content type is the uploader's word). Returns its
 * path and a download URL for the landing page. Failures are per-field messages on `picturePath`.
 */
export const verifyDepartmentPicture = async (
  bucket: Bucket,
  departmentId: string,
  path: string,
): Promise<DepartmentPicture> => {
  if (!isInDepartmentFolder(departmentId, path)) {
    throw refusePicture("Upload the picture to the department's own folder.");
  }
  const file = bucket.file(path);
  const [exists] = await file.exists();
  if (!exists) throw refusePicture(MESSAGES.pictureRequired);
  const [metadata] = await file.getMetadata();
  if (Number(metadata.size ?? 0) > FILE_LIMITS.picture.maxBytes)
    throw refusePicture(MESSAGES.pictureTooLarge);
  const [head] = await file.download({ start: 0, end: IMAGE_SIGNATURE_BYTES - 1 });
  if (!detectImageType(new Uint8Array(head))) throw refusePicture(MESSAGES.pictureType);
  // Uploads through the web SDK carry a download token; a server upload may not: give it one.
  if (!metadata.metadata?.['firebaseStorageDownloadTokens']) {
    await file.setMetadata({ metadata: { firebaseStorageDownloadTokens: randomUUID() } });
  }
  return { path, url: await getDownloadURL(file) };
};

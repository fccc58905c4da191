import { randomUUID } from 'node:crypto';

import {
  detectImageType,
  FILE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  STORAGE_PATHS,
} from '@careers/domain';
import type { Request } from 'express';

import type { Bucket } from '../../deps.ts';
import { receiveMultipartForm } from '../../lib/multipart-upload.ts';
import { invalidInput, refuse, ServiceError } from '../../lib/service-error.ts';

// The spec's `POST /api/admin/departments/create` is a multipart form (title, description,
// picture). The picture is streamed to Storage under `departments/{id}/` and checked on the way
// (lib/multipart-upload.ts): it fails as soon as it passes 1.5 MB or its first bytes are not a JPG
// or PNG.

export type DepartmentForm = {
  fields: Record<string, string>;
  /** Where the picture was stored, or null when the form had none. */
  picturePath: string | null;
};

const refusePicture = (message: string) => invalidInput({ picture: message });

/** A storage-safe file name: the uploader's name without paths or odd characters. */
const safeFileName = (name: string | undefined): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  return cleaned || 'picture';
};

/**
 * Reads the multipart form; the `picture` file goes to `departments/{departmentId}/{name}`. Rejects
 * with 'invalid-input' on `picture` when the file is too large or not a JPG/PNG (nothing is kept
 * then), on `_` when the body is not a readable form, 'storage-unavailable' when Storage failed.
 */
export const receiveDepartmentForm = async (
  req: Request,
  bucket: Bucket,
  departmentId: string,
): Promise<DepartmentForm> => {
  let taken = false;
  const form = await receiveMultipartForm(req, bucket, {
    // One byte over the limit is enough to know it is too large; the check refuses it.
    limits: {
      fileSize: FILE_LIMITS.picture.maxBytes + 1,
      files: 1,
      fields: 10,
      fieldSize: 10_000,
      parts: 12,
    },
    notAForm: 'Send the department as a multipart/form-data form.',
    destinationOf: (field, info) => {
      if (field !== 'picture' || taken) return null;
      taken = true;
      return {
        path: STORAGE_PATHS.departmentPicture(departmentId, safeFileName(info.filename)),
        check: {
          maxBytes: FILE_LIMITS.picture.maxBytes,
          signatureBytes: IMAGE_SIGNATURE_BYTES,
          accepts: (head) => detectImageType(head) !== null,
          tooLarge: () => refusePicture(MESSAGES.pictureTooLarge),
          notRealType: () => refusePicture(MESSAGES.pictureType),
        },
        // What the web SDK gives its uploads: the token of the public download URL.
        metadata: { firebaseStorageDownloadTokens: randomUUID() },
      };
    },
  });
  const [failure] = form.failed;
  if (failure) {
    throw failure.error instanceof ServiceError
      ? failure.error
      : refuse('storage-unavailable', 'The picture could not be stored.');
  }
  return { fields: form.fields, picturePath: form.stored[0]?.path ?? null };
};

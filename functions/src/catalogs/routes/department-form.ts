import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';

import {
  detectImageType,
  FILE_LIMITS,
  IMAGE_SIGNATURE_BYTES,
  MESSAGES,
  STORAGE_PATHS,
} from '@careers/domain';
import busboy from 'busboy';
import type { Request } from 'express';

import type { Bucket } from '../../deps.ts';
import { invalidInput, refuse, ServiceError } from '../../lib/service-error.ts';

// The spec's `POST /api/admin/departments/create` is a multipart form (title, description,
// picture). The picture is streamed to Storage under `departments/{id}/` as it arrives, checked on
// the way: the upload fails as soon as it passes 1.5 MB or its first bytes are not a JPG or PNG, so
// an oversized file is never stored whole. In Cloud Functions the framework has already read the
// body (`rawBody`); busboy then parses that buffer with the same limits.

export type DepartmentForm = {
  fields: Record<string, string>;
  /** Where the picture was stored, or null when the form had none. */
  picturePath: string | null;
};

const refusePicture = (message: string) => invalidInput({ picture: message });

export const isMultipartRequest = (req: Request): boolean =>
  (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** A storage-safe file name: the uploader's name without paths or odd characters. */
const safeFileName = (name: string | undefined): string => {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[.-]+/, '')
    .slice(0, 100);
  return cleaned || 'picture';
};

/** Passes the bytes on while counting them and checking the first ones; fails the stream otherwise. */
const pictureGuard = (): Transform => {
  let received = 0;
  let head = Buffer.alloc(0);
  const headIsImage = () => detectImageType(new Uint8Array(head)) !== null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > FILE_LIMITS.picture.maxBytes) {
        callback(refusePicture(MESSAGES.pictureTooLarge));
        return;
      }
      if (head.length < IMAGE_SIGNATURE_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, IMAGE_SIGNATURE_BYTES);
        if (head.length === IMAGE_SIGNATURE_BYTES && !headIsImage()) {
          callback(refusePicture(MESSAGES.pictureType));
          return;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      // A file shorter than a signature cannot be an image.
      callback(headIsImage() ? null : refusePicture(MESSAGES.pictureType));
    },
  });
};

/**
 * Reads the multipart form; the `picture` file goes to `departments/{departmentId}/{name}`. Rejects
 * with 'invalid-argument' on `picture` when the file is too large or not a JPG/PNG (nothing is kept
 * then), and on `_` when the body is not a readable form.
 */
export const receiveDepartmentForm = (
  req: Request,
  bucket: Bucket,
  departmentId: string,
): Promise<DepartmentForm> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // One byte over the limit is enough to know it is too large; the guard refuses it.
        limits: {
          fileSize: FILE_LIMITS.picture.maxBytes + 1,
          files: 1,
          fields: 10,
          fieldSize: 10_000,
          parts: 12,
        },
      });
    } catch {
      reject(invalidInput({ _: 'Send the department as a multipart/form-data form.' }));
      return;
    }

    const fields: Record<string, string> = {};
    const uploads: Promise<string>[] = [];

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'picture' || uploads.length > 0) {
        stream.resume();
        return;
      }
      const path = STORAGE_PATHS.departmentPicture(departmentId, safeFileName(info.filename));
      const file = bucket.file(path);
      const out = file.createWriteStream({
        resumable: false,
        metadata: {
          contentType: info.mimeType,
          // What the web SDK gives its uploads: the token of the public download URL.
          metadata: { firebaseStorageDownloadTokens: randomUUID() },
        },
      });
      const guard = pictureGuard();
      const upload = new Promise<string>((resolveUpload, rejectUpload) => {
        const fail = (error: unknown) => {
          // Stop storing, keep nothing, and let busboy read the rest of the request.
          stream.unpipe(guard);
          stream.resume();
          out.destroy();
          file
            .delete({ ignoreNotFound: true })
            .catch(() => undefined)
            .finally(() => rejectUpload(error));
        };
        guard.once('error', fail);
        out.once('error', fail);
        // The Cloud Storage stream finishes once the object is stored.
        out.once('finish', () => resolveUpload(path));
      });
      // Settled at 'close' below; this only keeps an early failure from counting as unhandled.
      upload.catch(() => undefined);
      uploads.push(upload);
      stream.pipe(guard).pipe(out);
    });
    parser.on('error', () => reject(invalidInput({ _: 'The form could not be read.' })));
    parser.on('close', () => {
      Promise.all(uploads).then(
        ([picturePath]) => resolve({ fields, picturePath: picturePath ?? null }),
        (error: unknown) =>
          reject(
            error instanceof ServiceError
              ? error
              : refuse('storage-unavailable', 'The picture could not be stored.'),
          ),
      );
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });

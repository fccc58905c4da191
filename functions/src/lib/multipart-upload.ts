import { Transform } from 'node:stream';

import busboy from 'busboy';
import type { Request } from 'express';

import type { Bucket } from '../deps.ts';
import { invalidInput } from './service-error.ts';

// The spec's multipart routes (a department's picture, step one's CV and picture) stream each file
// to Storage as it arrives and check it on the way: the upload fails as soon as it passes its limit
// or its first bytes cannot be of its type, so an oversized or false file is never stored whole. A
// failed file is not kept. In Cloud Functions the framework has already read the body (`rawBody`);
// busboy then parses that buffer with the same limits.

export const isMultipartRequest = (req: Request): boolean =>
  (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

/** What a file must be, checked while it streams: its size and its leading bytes. */
export type StreamCheck = {
  maxBytes: number;
  /** How many leading bytes tell the type. */
  signatureBytes: number;
  /** Whether these leading bytes (all of them, or the whole of a shorter file) can be of the type. */
  accepts: (head: Uint8Array) => boolean;
  /** The refusals, usually 'invalid-input' on the form's field. */
  tooLarge: () => Error;
  notRealType: () => Error;
};

/** Passes a file's bytes on while counting them and checking the first ones; fails the stream otherwise. */
export const checkedStream = (check: StreamCheck): Transform => {
  let received = 0;
  let head = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > check.maxBytes) {
        callback(check.tooLarge());
        return;
      }
      if (head.length < check.signatureBytes) {
        head = Buffer.concat([head, chunk]).subarray(0, check.signatureBytes);
        if (head.length === check.signatureBytes && !check.accepts(new Uint8Array(head))) {
          callback(check.notRealType());
          return;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      // A file shorter than a signature is judged by what it has.
      callback(check.accepts(new Uint8Array(head)) ? null : check.notRealType());
    },
  });
};

/** Where a file part goes, and what it must be; null to skip the part (read and dropped). */
export type FileDestination = {
  path: string;
  check: StreamCheck;
  /** The stored object's custom metadata. */
  metadata?: Record<string, string>;
};

export type StoredPart = { field: string; path: string; fileName: string };

export type MultipartForm = {
  fields: Record<string, string>;
  /** The files stored whole and as they should be. */
  stored: StoredPart[];
  /** The files refused or not stored (their objects deleted), with why. */
  failed: { field: string; error: unknown }[];
};

/**
 * Reads a multipart form, streaming each file part that `destinationOf` accepts to its path in
 * `bucket`, checked on the way. Rejects with 'invalid-input' on `_` when the body is not a readable
 * form (`notAForm` for a request without a multipart body).
 */
export const receiveMultipartForm = (
  req: Request,
  bucket: Bucket,
  options: {
    limits: busboy.Limits;
    notAForm: string;
    destinationOf: (field: string, info: busboy.FileInfo) => FileDestination | null;
  },
): Promise<MultipartForm> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: options.limits });
    } catch {
      reject(invalidInput({ _: options.notAForm }));
      return;
    }

    const fields: Record<string, string> = {};
    const uploads: Promise<StoredPart>[] = [];
    const fieldsOfUploads: string[] = [];

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const destination = options.destinationOf(field, info);
      if (!destination) {
        stream.resume();
        return;
      }
      const file = bucket.file(destination.path);
      const out = file.createWriteStream({
        resumable: false,
        metadata: {
          contentType: info.mimeType,
          ...(destination.metadata ? { metadata: destination.metadata } : {}),
        },
      });
      const guard = checkedStream(destination.check);
      const upload = new Promise<StoredPart>((resolveUpload, rejectUpload) => {
        const fail = (error: unknown) => {
          // Stop storing, keep nothing, and let busboy read the rest of the request.
          stream.unpipe(guard);
          stream.resume();
          out.destroy();
          void file
            .delete({ ignoreNotFound: true })
            .catch(() => undefined)
            .finally(() => rejectUpload(error));
        };
        guard.once('error', fail);
        out.once('error', fail);
        // The Cloud Storage stream finishes once the object is stored.
        out.once('finish', () =>
          resolveUpload({ field, path: destination.path, fileName: info.filename ?? '' }),
        );
      });
      // Settled at 'close' below; this only keeps an early failure from counting as unhandled.
      upload.catch(() => undefined);
      uploads.push(upload);
      fieldsOfUploads.push(field);
      stream.pipe(guard).pipe(out);
    });
    parser.on('error', () => reject(invalidInput({ _: 'The form could not be read.' })));
    parser.on('close', () => {
      void Promise.allSettled(uploads).then((results) => {
        const form: MultipartForm = { fields, stored: [], failed: [] };
        results.forEach((result, index) => {
          if (result.status === 'fulfilled') form.stored.push(result.value);
          else form.failed.push({ field: fieldsOfUploads[index] ?? '', error: result.reason });
        });
        resolve(form);
      });
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });

/** The stored files' objects deleted (a refused form keeps none); failures only leave a leftover. */
export const deleteStoredParts = (bucket: Bucket, parts: readonly StoredPart[]): Promise<unknown> =>
  Promise.all(
    parts.map((part) =>
      bucket
        .file(part.path)
        .delete({ ignoreNotFound: true })
        .catch(() => undefined),
    ),
  );

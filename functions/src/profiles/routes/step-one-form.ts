import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';

import {
  FILE_LIMITS,
  leadingBytesAllow,
  PROFILE_FILE_KINDS,
  PROFILE_FILE_RULES,
  profileUploadPath,
  type FieldErrors,
  type ProfileFileKind,
} from '@careers/domain';
import busboy from 'busboy';
import type { Request } from 'express';

import type { Bucket } from '../../deps.ts';
import { invalidInput, refuse, ServiceError } from '../../lib/service-error.ts';
import { deleteObjectQuietly } from '../repositories/candidate-files.ts';
import type { StepOneForm, StoredFormUpload } from '../services/step-one-submission.ts';

// The spec's `POST /api/users/create/step-one` is a multipart form: the step's fields, the CV
// (`resume`) and the picture (`avatar`). Each file is streamed to the candidate's own folder as it
// arrives and checked on the way: it fails as soon as it passes its kind's limit (3 MB, 1.5 MB) or
// its first bytes cannot be one of the kind's types, so an oversized or false file is never stored
// whole. What only the end of a file tells (a ZIP being a DOCX) is checked once it is stored
// (verifyProfileUpload). In Cloud Functions the framework has already read the body (`rawBody`);
// busboy then parses that buffer with the same limits.

export const isMultipartRequest = (req: Request): boolean =>
  (req.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');

const isProfileFileKind = (name: string): name is ProfileFileKind =>
  (PROFILE_FILE_KINDS as readonly string[]).includes(name);

/**
 * Passes a file's bytes on while counting them and checking the first ones; fails the stream (with
 * the kind's per-field message) as soon as the file passes its limit or starts unlike its kind.
 */
export const uploadGuard = (kind: ProfileFileKind): Transform => {
  const rules = PROFILE_FILE_RULES[kind];
  let received = 0;
  let head = Buffer.alloc(0);
  const refuse = (message: string) => invalidInput({ [kind]: message });
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > rules.maxBytes) {
        callback(refuse(rules.tooLarge));
        return;
      }
      if (head.length < rules.signatureBytes) {
        head = Buffer.concat([head, chunk]).subarray(0, rules.signatureBytes);
        if (head.length === rules.signatureBytes && !leadingBytesAllow(kind, new Uint8Array(head))) {
          callback(refuse(rules.notRealType));
          return;
        }
      }
      callback(null, chunk);
    },
    flush(callback) {
      // A file shorter than a signature cannot be a document or an image.
      callback(leadingBytesAllow(kind, new Uint8Array(head)) ? null : refuse(rules.notRealType));
    },
  });
};

/**
 * Reads the multipart form of `uid`; `resume` and `avatar` go to `candidates/{uid}/{kind}/{unique
 * name}`. A file part without a name (no file chosen) is ignored. A file too large or not of its
 * kind is not kept and is reported in `fileErrors` (per file field), beside the fields, so the
 * caller can answer every problem of the form at once. Rejects with 'invalid-argument' on `_` when
 * the body is not a readable form, 'unavailable' when Storage failed.
 */
export const receiveStepOneForm = (req: Request, bucket: Bucket, uid: string): Promise<StepOneForm> =>
  new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // One byte over the larger limit is enough to know a file is too large; the guard refuses
        // each kind at its own limit.
        limits: {
          fileSize: FILE_LIMITS.resume.maxBytes + 1,
          files: PROFILE_FILE_KINDS.length,
          fields: 20,
          fieldSize: 10_000,
          parts: 30,
        },
      });
    } catch {
      reject(invalidInput({ _: 'Send step one as a multipart/form-data form.' }));
      return;
    }

    const fields: Record<string, string> = {};
    const uploads = new Map<ProfileFileKind, Promise<StoredFormUpload>>();

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (!isProfileFileKind(name) || uploads.has(name) || !info.filename) {
        stream.resume();
        return;
      }
      const kind = name;
      const fileName = info.filename;
      const path = profileUploadPath(uid, kind, fileName, randomUUID());
      const file = bucket.file(path);
      const out = file.createWriteStream({ resumable: false, metadata: { contentType: info.mimeType } });
      const guard = uploadGuard(kind);
      const upload = new Promise<StoredFormUpload>((resolveUpload, rejectUpload) => {
        const fail = (error: unknown) => {
          // Stop storing, keep nothing, and let busboy read the rest of the request.
          stream.unpipe(guard);
          stream.resume();
          out.destroy();
          void deleteObjectQuietly(bucket, path).finally(() => rejectUpload(error));
        };
        guard.once('error', fail);
        out.once('error', fail);
        // The Cloud Storage stream finishes once the object is stored.
        out.once('finish', () => resolveUpload({ kind, path, fileName }));
      });
      // Settled at 'close' below; this only keeps an early failure from counting as unhandled.
      upload.catch(() => undefined);
      uploads.set(kind, upload);
      stream.pipe(guard).pipe(out);
    });
    parser.on('error', () => reject(invalidInput({ _: 'The form could not be read.' })));
    parser.on('close', () => {
      void Promise.allSettled(uploads.values()).then(async (results) => {
        const stored = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        const fileErrors: FieldErrors = {};
        for (const result of results) {
          if (result.status === 'fulfilled') continue;
          if (!(result.reason instanceof ServiceError)) {
            await Promise.all(stored.map((upload) => deleteObjectQuietly(bucket, upload.path)));
            reject(refuse('storage-unavailable', 'The files could not be stored. Please try again.'));
            return;
          }
          Object.assign(fileErrors, result.reason.fields);
        }
        resolve({ fields, uploads: stored, fileErrors });
      });
    });

    const rawBody = (req as Request & { rawBody?: Buffer }).rawBody;
    if (rawBody) parser.end(rawBody);
    else req.pipe(parser);
  });

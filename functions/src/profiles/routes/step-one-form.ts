import { randomUUID } from 'node:crypto';

import {
  FILE_LIMITS,
  leadingBytesAllow,
  PROFILE_FILE_KINDS,
  PROFILE_FILE_RULES,
  profileUploadPath,
  type FieldErrors,
  type ProfileFileKind,
} from '@careers/domain';
import type { Request } from 'express';

import type { Bucket } from '../../deps.ts';
import {
  checkedStream,
  deleteStoredParts,
  receiveMultipartForm,
  type StreamCheck,
} from '../../lib/multipart-upload.ts';
import { invalidInput, refuse, ServiceError } from '../../lib/service-error.ts';
import type { StepOneForm } from '../services/step-one-submission.ts';

// The spec's `POST /api/users/create/step-one` is a multipart form: the step's fields, the CV
// (`resume`) and the picture (`avatar`). Each file is streamed to the candidate's own folder and
// checked on the way (lib/multipart-upload.ts): it fails as soon as it passes its kind's limit
// (3 MB, 1.5 MB) or its first bytes cannot be one of the kind's types. What only the end of a file
// tells (a ZIP being a DOCX) is checked once it is stored (verifyProfileUpload).

const isProfileFileKind = (name: string): name is ProfileFileKind =>
  (PROFILE_FILE_KINDS as readonly string[]).includes(name);

/** What a file of `kind` must be while it streams, refused with the kind's per-field messages. */
const checkOf = (kind: ProfileFileKind): StreamCheck => {
  const rules = PROFILE_FILE_RULES[kind];
  return {
    maxBytes: rules.maxBytes,
    signatureBytes: rules.signatureBytes,
    accepts: (head) => leadingBytesAllow(kind, head),
    tooLarge: () => invalidInput({ [kind]: rules.tooLarge }),
    notRealType: () => invalidInput({ [kind]: rules.notRealType }),
  };
};

/** The check a step-one file of `kind` passes through on its way to Storage. */
export const uploadGuard = (kind: ProfileFileKind) => checkedStream(checkOf(kind));

/**
 * Reads the multipart form of `uid`; `resume` and `avatar` go to `candidates/{uid}/{kind}/{unique
 * name}`. A file part without a name (no file chosen) is ignored. A file too large or not of its
 * kind is not kept and is reported in `fileErrors` (per file field), beside the fields, so the
 * caller can answer every problem of the form at once. Rejects with 'invalid-input' on `_` when
 * the body is not a readable form, 'storage-unavailable' when Storage failed.
 */
export const receiveStepOneForm = async (req: Request, bucket: Bucket, uid: string): Promise<StepOneForm> => {
  const taken = new Set<ProfileFileKind>();
  const form = await receiveMultipartForm(req, bucket, {
    // One byte over the larger limit is enough to know a file is too large; the check refuses each
    // kind at its own limit.
    limits: {
      fileSize: FILE_LIMITS.resume.maxBytes + 1,
      files: PROFILE_FILE_KINDS.length,
      fields: 20,
      fieldSize: 10_000,
      parts: 30,
    },
    notAForm: 'Send step one as a multipart/form-data form.',
    destinationOf: (field, info) => {
      if (!isProfileFileKind(field) || taken.has(field) || !info.filename) return null;
      taken.add(field);
      return { path: profileUploadPath(uid, field, info.filename, randomUUID()), check: checkOf(field) };
    },
  });
  const fileErrors: FieldErrors = {};
  for (const { error } of form.failed) {
    if (!(error instanceof ServiceError)) {
      await deleteStoredParts(bucket, form.stored);
      throw refuse('storage-unavailable', 'The files could not be stored. Please try again.');
    }
    Object.assign(fileErrors, error.fields);
  }
  const uploads = form.stored.map(({ field, path, fileName }) => ({
    kind: field as ProfileFileKind,
    path,
    fileName,
  }));
  return { fields: form.fields, uploads, fileErrors };
};

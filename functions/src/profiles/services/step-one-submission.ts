import {
  MESSAGES,
  personalDetailsRequestSchema,
  validateInput,
  type FieldErrors,
  type ProfileFileKind,
  type SavePersonalDetailsResult,
} from '@careers/domain';

import type { Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { inputObject, invalidInput, ServiceError } from '../../lib/service-error.ts';
import { deleteObjectQuietly } from '../repositories/candidate-files.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf } from './candidate.ts';
import { verifyProfileUpload } from './profile-uploads.ts';
import { savePersonalDetails, type CheckedUploads } from './save-personal-details.ts';

/** A file of the step-one form, stored in the candidate's folder but not yet attached. */
export type StoredFormUpload = { kind: ProfileFileKind; path: string; fileName: string };

/** The step-one form as received: its fields, the files it stored, and the files it refused. */
export type StepOneForm = {
  fields: Record<string, string>;
  uploads: StoredFormUpload[];
  fileErrors: FieldErrors;
};

/**
 * `POST /api/users/create/step-one`: the multipart form (received by `receiveForm` into the
 * candidate's folder) saved as savePersonalDetails saves the web app's step, with the form's files
 * checked (verifyProfileUpload) and attached in the same write. The CV is required unless the
 * profile already has one. Every problem of the form is answered at once (fields, files, the missing
 * CV); then nothing is saved and none of the form's files is kept.
 */
export const submitStepOneForm = async (
  deps: Deps,
  caller: Caller,
  receiveForm: (uid: string) => Promise<StepOneForm>,
): Promise<SavePersonalDetailsResult> => {
  // Admins and accounts without an email are refused before any file is stored.
  const candidate = candidateOf(caller);
  const form = await receiveForm(candidate.uid);
  try {
    const checked: CheckedUploads = {};
    const errors: FieldErrors = { ...form.fileErrors };
    for (const upload of form.uploads) {
      try {
        checked[upload.kind] = await verifyProfileUpload(deps, {
          uid: candidate.uid,
          ...upload,
          current: null,
        });
      } catch (error) {
        if (!(error instanceof ServiceError) || !error.fields) throw error;
        Object.assign(errors, error.fields);
      }
    }
    const validation = await validateInput(personalDetailsRequestSchema, inputObject(form.fields));
    const hasResume =
      form.uploads.some((upload) => upload.kind === 'resume') ||
      Boolean((await typedProfileDocument(deps.db, candidate.uid).get()).data()?.resume);
    if (!validation.ok || !hasResume || Object.keys(errors).length > 0) {
      throw invalidInput({
        ...(validation.ok ? {} : validation.errors),
        ...(hasResume ? {} : { resume: MESSAGES.resumeRequired }),
        ...errors,
      });
    }
    return await savePersonalDetails(deps, caller, validation.value, checked);
  } catch (error) {
    await Promise.all(form.uploads.map((upload) => deleteObjectQuietly(deps.bucket, upload.path)));
    throw error;
  }
};

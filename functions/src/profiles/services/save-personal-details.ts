import {
  MESSAGES,
  type FieldErrors,
  type FileRef,
  type PersonalDetailsRequest,
  type ProfileFileKind,
  type SavePersonalDetailsResult,
} from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { invalidInput } from '../../lib/service-error.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf, completenessOf, fileRefView, requireOwnEmail } from './candidate.ts';
import { tidyProfileFolder } from './profile-uploads.ts';
import { readProfileForUpdate, writeProfileChanges } from './profile-writes.ts';

/** Files checked by verifyProfileUpload that this save also attaches (the multipart route's). */
export type CheckedUploads = Partial<Record<ProfileFileKind, FileRef>>;

/** 'Please upload the Resume…' on `resume` when the profile has no CV and the save brings none. */
export const missingResume = async (
  deps: Pick<Deps, 'db'>,
  uid: string,
  uploads: CheckedUploads = {},
): Promise<FieldErrors> =>
  uploads.resume || (await typedProfileDocument(deps.db, uid).get()).data()?.resume
    ? {}
    : { resume: MESSAGES.resumeRequired };

/**
 * Step 1 (spec section 5), `savePersonalDetails` and `POST /api/users/create/step-one`: names,
 * phone, city and address, with the account's email. The CV is required: either attached before
 * (attachProfileFile, as the web app does while the form is open) or among `uploads` (the multipart
 * route): refused on `resume` otherwise (with the other fields' messages when the form is refused:
 * missingResume), and nothing is saved.
 * The account's display name follows the names (the header greets the candidate by first name).
 */
export const savePersonalDetails = async (
  deps: Deps,
  caller: Caller,
  { email, ...fields }: PersonalDetailsRequest,
  uploads: CheckedUploads = {},
): Promise<SavePersonalDetailsResult> => {
  const candidate = candidateOf(caller);
  const missing = await missingResume(deps, candidate.uid, uploads);
  if (missing['resume']) throw invalidInput(missing);
  requireOwnEmail(candidate, email);

  const now = nowOf(deps);
  const { profile, replaced } = await deps.db.runTransaction(async (transaction) => {
    const existing = await readProfileForUpdate(deps.db, transaction, candidate.uid);
    // Checked again inside the transaction: the CV may have been replaced since the first read,
    // but never removed (clients cannot change `resume`), so this only guards a missing profile.
    if (!uploads.resume && !existing?.resume) throw invalidInput({ resume: MESSAGES.resumeRequired });
    const changes = { ...fields, middleName: fields.middleName ?? '', ...uploads };
    const previous = {
      resume: uploads.resume ? (existing?.resume?.path ?? null) : null,
      avatar: uploads.avatar ? (existing?.avatar?.path ?? null) : null,
    };
    return {
      profile: writeProfileChanges(deps.db, transaction, { candidate, existing, changes, now }),
      replaced: previous,
    };
  });

  for (const kind of ['resume', 'avatar'] as const) {
    const kept = uploads[kind]?.path;
    if (kept) await tidyProfileFolder(deps, { uid: candidate.uid, kind, kept, replaced: replaced[kind] });
  }
  await deps.auth
    .updateUser(candidate.uid, { displayName: `${profile.firstName} ${profile.lastName}` })
    .catch((error: unknown) => {
      // The profile is saved; the name in the header is repaired by the next save.
      console.error('Could not update the account name', error);
    });

  return {
    completeness: completenessOf(profile),
    resume: fileRefView(profile.resume),
    avatar: fileRefView(profile.avatar),
  };
};

import { type AttachProfileFileInput, type AttachProfileFileResult } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';
import { candidateOf, completenessOf, toFileRefView } from './candidate.ts';
import { tidyProfileFolder, verifyProfileUpload } from './profile-uploads.ts';
import { readProfileForUpdate, writeProfileChanges } from './profile-writes.ts';

/**
 * `attachProfileFile`: the browser has uploaded the CV (`kind: 'resume'`) or the picture
 * (`'avatar'`) to `candidates/{uid}/{kind}/…`; the profile points at it once the server has checked
 * it (verifyProfileUpload). The file it replaces is deleted afterwards. A refused upload is deleted
 * and the profile keeps its previous file. Attaching the file already attached changes nothing.
 */
export const attachProfileFile = async (
  deps: Deps,
  caller: Caller,
  { path, fileName, kind }: AttachProfileFileInput,
): Promise<AttachProfileFileResult> => {
  const candidate = candidateOf(caller);

  const current = (await typedProfileDocument(deps.db, candidate.uid).get()).data()?.[kind]?.path ?? null;
  const file = await verifyProfileUpload(deps, { uid: candidate.uid, kind, path, fileName, current });

  const now = nowOf(deps);
  const { profile, replaced } = await deps.db.runTransaction(async (transaction) => {
    const existing = await readProfileForUpdate(deps.db, transaction, candidate.uid);
    const previous = existing?.[kind] ?? null;
    if (existing && previous?.path === file.path) return { profile: existing, replaced: null };
    const changes = kind === 'resume' ? { resume: file } : { avatar: file };
    return {
      profile: writeProfileChanges(deps.db, transaction, { candidate, existing, changes, now }),
      replaced: previous?.path ?? null,
    };
  });
  await tidyProfileFolder(deps, { uid: candidate.uid, kind, kept: file.path, replaced });

  return { kind, file: toFileRefView(profile[kind] ?? file), completeness: completenessOf(profile) };
};

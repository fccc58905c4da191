import { isInProfileFileFolder, type ProfileFileKind } from '@careers/domain';

import { isResumeHeldByApplication } from '../../applications/index.ts';
import { nowOf, type Deps } from '../../deps.ts';
import { deleteObjectQuietly } from '../repositories/candidate-files.ts';
import { typedProfileDocument } from '../repositories/profile-repository.ts';

// Uploads nobody attached (issue 31 item 6). The storage rules let a candidate add objects to
// `candidates/{uid}/{resume|avatar}/` (never overwrite or delete them, so a checked file cannot be
// swapped), and the web app attaches each upload as soon as it ends; attaching and replacing tidy
// the folder (profile-uploads.ts). What neither reaches — an upload whose attach never came (the
// tab closed, the network went), or uploads of a candidate who never attaches again — piles up.
// This sweep deletes every object there older than a day that the candidate's profile does not
// point at, keeping a CV an application still holds (its copy pending: resume-copy.ts).

/** An upload older than this that the profile does not point at will never be attached. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Objects listed per page of the bucket listing. */
const PAGE_SIZE = 500;

const CANDIDATES_PREFIX = 'candidates/';

/** `candidates/{uid}/{kind}/{name}` → uid and kind; null for any other name. */
const ownerOf = (path: string): { uid: string; kind: ProfileFileKind } | null => {
  const [, uid, kind] = path.split('/');
  if (!uid || (kind !== 'resume' && kind !== 'avatar')) return null;
  return isInProfileFileFolder(uid, kind, path) ? { uid, kind } : null;
};

export type UnattachedUploadsSweep = { examined: number; deleted: string[] };

/**
 * Walks `candidates/` page by page and deletes each object older than UNATTACHED_UPLOAD_MAX_AGE_MS
 * that its candidate's profile (`resume.path`, `avatar.path`) does not point at, unless it is a CV
 * an application holds. `examined` counts the objects old enough to judge. One profile read per
 * candidate with such objects (the listing is in name order, so a candidate's objects come
 * together); one query per unreferenced old CV. Deletions never throw (deleteObjectQuietly).
 */
export const sweepUnattachedUploads = async (
  deps: Pick<Deps, 'db' | 'bucket' | 'now'>,
  options: { pageSize?: number } = {},
): Promise<UnattachedUploadsSweep> => {
  const now = nowOf(deps).getTime();
  const deleted: string[] = [];
  let examined = 0;
  let profile: { uid: string; paths: Set<string> } | null = null;
  const referencedBy = async (uid: string): Promise<Set<string>> => {
    if (profile?.uid !== uid) {
      const data = (await typedProfileDocument(deps.db, uid).get()).data();
      const paths = [data?.resume?.path, data?.avatar?.path].filter((path): path is string => !!path);
      profile = { uid, paths: new Set(paths) };
    }
    return profile.paths;
  };

  let pageToken: string | undefined;
  do {
    const [files, next] = await deps.bucket.getFiles({
      prefix: CANDIDATES_PREFIX,
      autoPaginate: false,
      maxResults: options.pageSize ?? PAGE_SIZE,
      ...(pageToken ? { pageToken } : {}),
    });
    for (const file of files) {
      const owner = ownerOf(file.name);
      const created = Date.parse(String(file.metadata.timeCreated ?? ''));
      if (!owner || !Number.isFinite(created) || now - created < UNATTACHED_UPLOAD_MAX_AGE_MS) continue;
      examined += 1;
      if ((await referencedBy(owner.uid)).has(file.name)) continue;
      if (owner.kind === 'resume' && (await isResumeHeldByApplication(deps.db, file.name))) continue;
      await deleteObjectQuietly(deps.bucket, file.name);
      deleted.push(file.name);
    }
    pageToken = (next as { pageToken?: string } | null | undefined)?.pageToken;
  } while (pageToken);
  return { examined, deleted };
};

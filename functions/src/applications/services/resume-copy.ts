import { randomUUID } from 'node:crypto';

import { APPLICATION_FILE_METADATA, MESSAGES, STORAGE_PATHS, type FileRef } from '@careers/domain';

import { nowOf, type Deps } from '../../deps.ts';
import { refuse } from '../../lib/service-error.ts';
import { readApplications } from '../repositories/applications-repository.ts';

// The CV an application owns. The employer must receive the CV as it was when the candidate
// applied, whatever the candidate uploads later, so the apply function copies it server-side
// (admin Storage SDK) to `applications/{applicationId}/cv-{attempt}.{ext}` and the application
// points at that copy.
//
// Order, and why it leaves neither a dangling application nor a copy forever:
// 1. copy first, under a name unique to this attempt;
// 2. commit the application (pointing at that copy) in a transaction;
// 3. if the transaction does not commit this attempt's application — refused, lost a race, failed —
//    delete this attempt's copy (never anyone else's: the name is unique). Before deleting, the
//    application is read once more: if it points at this copy after all (a commit whose answer was
//    lost), the copy stays and the apply counts as done.
// An application is thus never written before its copy exists. The one gap is a crash between 1
// and 3 (the instance dies, the request times out): the copy is then unreferenced, and
// sweepUnreferencedResumeCopies (a daily schedule) deletes copies older than an hour that no
// application points at. The reverse order (application first, copy after) would leave an
// application without its CV on the same crash, which no sweep could repair.

export type ResumeCopy = {
  /** The FileRef the application freezes: the copy's path, the candidate's file name. */
  file: FileRef;
  /** The candidate's object it was copied from. */
  sourcePath: string;
};

/** Copies older than this and referenced by no application are orphans of a crashed apply. */
export const ORPHAN_COPY_MIN_AGE_MS = 60 * 60 * 1000;

const DOCUMENT_EXTENSION = /\.(pdf|docx?)$/i;

const isNotFound = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 404;

const resumeNotFound = () => refuse('resume-unavailable', MESSAGES.resumeNotFound);

/** `candidates/{uid}/resume/{file}`: the storage rules let only the candidate write there. */
const isOwnResumePath = (uid: string, path: string): boolean => {
  const prefix = STORAGE_PATHS.resume(uid, '');
  const rest = path.slice(prefix.length);
  return path.startsWith(prefix) && rest.length > 0 && !rest.includes('/');
};

/**
 * Copies the candidate's current CV for one apply attempt. 'failed-precondition' (resumeNotFound)
 * when the profile points at a file that is not in the candidate's CV folder or no longer exists.
 * The copy keeps the stored object's content type (storage rules checked it at upload; the
 * profile's own `contentType` is the client's word) and carries the custom metadata the storage
 * rules read (`uid`) and the sweep recognises (`kind`); it does not inherit the original's download
 * token, so a link to the candidate's file never opens the application's copy.
 */
export const copyResumeForApplication = async (
  deps: Pick<Deps, 'bucket'>,
  input: { uid: string; applicationId: string; resume: FileRef },
): Promise<ResumeCopy> => {
  const { uid, applicationId, resume } = input;
  if (!isOwnResumePath(uid, resume.path)) throw resumeNotFound();
  const source = deps.bucket.file(resume.path);
  const [metadata] = await source.getMetadata().catch((error: unknown) => {
    throw isNotFound(error) ? resumeNotFound() : error;
  });
  const extension = DOCUMENT_EXTENSION.exec(resume.path)?.[0]?.toLowerCase() ?? '';
  const path = STORAGE_PATHS.applicationResume(applicationId, `cv-${randomUUID()}${extension}`);
  const contentType = metadata.contentType ?? resume.contentType;
  await source
    .copy(deps.bucket.file(path), {
      contentType,
      metadata: {
        [APPLICATION_FILE_METADATA.uid]: uid,
        [APPLICATION_FILE_METADATA.applicationId]: applicationId,
        [APPLICATION_FILE_METADATA.kind]: APPLICATION_FILE_METADATA.resumeKind,
      },
    })
    .catch((error: unknown) => {
      throw isNotFound(error) ? resumeNotFound() : error;
    });
  return {
    file: {
      path,
      fileName: resume.fileName,
      contentType,
      size: Number(metadata.size ?? resume.size),
      uploadedAt: resume.uploadedAt,
    },
    sourcePath: resume.path,
  };
};

/** Deletes one attempt's copy; a failure is logged (the sweep will find the copy), never thrown. */
export const deleteResumeCopy = async (deps: Pick<Deps, 'bucket'>, path: string): Promise<void> => {
  try {
    await deps.bucket.file(path).delete({ ignoreNotFound: true });
  } catch (error) {
    console.error(`Could not delete the unused CV copy ${path}; the sweep will remove it.`, error);
  }
};

export type SweepResult = { examined: number; deleted: string[] };

/**
 * Deletes CV copies that no application points at and that are older than `minAgeMs` (younger
 * ones may belong to an apply still in progress). Only objects marked as application CV copies are
 * considered. Run daily (scheduled/sweep-resume-copies.ts); safe to run at any time.
 */
export const sweepUnreferencedResumeCopies = async (
  deps: Pick<Deps, 'bucket' | 'db' | 'now'>,
  options: { minAgeMs?: number; prefix?: string } = {},
): Promise<SweepResult> => {
  const minAgeMs = options.minAgeMs ?? ORPHAN_COPY_MIN_AGE_MS;
  const cutoff = nowOf(deps).getTime() - minAgeMs;
  const [files] = await deps.bucket.getFiles({ prefix: options.prefix ?? 'applications/' });
  const candidates = files.filter((file) => {
    const custom = file.metadata.metadata ?? {};
    const created = Date.parse(String(file.metadata.timeCreated ?? ''));
    return (
      custom[APPLICATION_FILE_METADATA.kind] === APPLICATION_FILE_METADATA.resumeKind &&
      typeof custom[APPLICATION_FILE_METADATA.applicationId] === 'string' &&
      Number.isFinite(created) &&
      created <= cutoff
    );
  });
  const applicationIds = [
    ...new Set(
      candidates.map((file) => String(file.metadata.metadata?.[APPLICATION_FILE_METADATA.applicationId])),
    ),
  ];
  const referenced = new Set<string>();
  // getAll takes many references per call; 100 at a time keeps each request small.
  for (let start = 0; start < applicationIds.length; start += 100) {
    for (const application of await readApplications(
      deps.db,
      deps.db,
      applicationIds.slice(start, start + 100),
    )) {
      const path = application?.candidate.resume?.path;
      if (path) referenced.add(path);
    }
  }
  const orphans = candidates.filter((file) => !referenced.has(file.name));
  for (const file of orphans) await deleteResumeCopy(deps, file.name);
  return { examined: candidates.length, deleted: orphans.map((file) => file.name) };
};

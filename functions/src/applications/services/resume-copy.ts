import { randomUUID } from 'node:crypto';

import {
  APPLICATION_FILE_METADATA,
  MESSAGES,
  STORAGE_PATHS,
  type FileRef,
  type ResumeCopyPending,
} from '@careers/domain';
import { FieldValue } from 'firebase-admin/firestore';

import { nowOf, type Deps } from '../../deps.ts';
import { refuse, ServiceError } from '../../lib/service-error.ts';
import {
  applicationRef,
  rawApplicationRef,
  readApplications,
  readPendingResumeCopies,
} from '../repositories/applications-repository.ts';

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
// An application is thus never written pointing at a copy that does not exist. The one gap is a
// crash between 1 and 3 (the instance dies, the request times out): the copy is then unreferenced,
// and sweepUnreferencedResumeCopies (the hourly sweep) deletes copies older than an hour that no
// application points at. The reverse order (application first, copy after) would leave an
// application without its CV on the same crash, which no sweep could repair.
//
// When Storage refuses the copy itself (unavailable, overloaded: anything but "the file is gone"),
// the apply does not fail for it: the application is committed pointing at the candidate's own
// file as it was, marked `resumeCopyPending`, and the same sweep makes the copy later
// (retryPendingResumeCopies). Until then that file is kept: the profile's tidying never deletes a
// file an application points at (profiles/services/profile-uploads.ts), and the candidate cannot
// overwrite or delete it (storage.rules).

export type ResumeCopy = {
  /**
   * The FileRef the application freezes: the copy's path, the candidate's file name; or, while the
   * copy is pending, the candidate's own file.
   */
  file: FileRef;
  /** The candidate's object it was copied from. */
  sourcePath: string;
  /** Why the copy is still to be made, or null when `file` is the copy. */
  pending: ResumeCopyPending | null;
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
    pending: null,
  };
};

const describe = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * The CV for one apply attempt: its copy (copyResumeForApplication), or, when Storage refuses to
 * make it for any reason but the file being gone, the candidate's own file with the copy pending.
 * The refusals of copyResumeForApplication ('resume-unavailable') still refuse the apply.
 */
export const resumeForApplication = async (
  deps: Pick<Deps, 'bucket' | 'now'>,
  input: { uid: string; applicationId: string; resume: FileRef },
): Promise<ResumeCopy> => {
  try {
    return await copyResumeForApplication(deps, input);
  } catch (error) {
    if (error instanceof ServiceError) throw error;
    console.error(`CV copy for ${input.applicationId} refused; the application keeps it pending.`, error);
    return {
      file: input.resume,
      sourcePath: input.resume.path,
      pending: { since: nowOf(deps), attempts: 1, lastError: describe(error) },
    };
  }
};

/** Pending copies one sweep tries at most; the next sweep takes the rest. */
export const PENDING_COPY_BATCH = 100;

export type PendingCopiesResult = { examined: number; copied: string[]; failed: string[] };

/**
 * Makes the CV copies that Storage refused when their candidates applied, oldest first: copies the
 * file the application points at, then, in a transaction, points the application at the copy and
 * clears `resumeCopyPending` (unless the application changed meanwhile: then the copy is deleted). A
 * copy refused again counts an attempt and keeps the last error. Run by the CV sweep.
 */
export const retryPendingResumeCopies = async (
  deps: Pick<Deps, 'bucket' | 'db' | 'now'>,
  limit: number = PENDING_COPY_BATCH,
): Promise<PendingCopiesResult> => {
  const pending = await readPendingResumeCopies(deps.db, limit);
  const result: PendingCopiesResult = { examined: pending.length, copied: [], failed: [] };
  for (const application of pending) {
    const resume = application.candidate.resume;
    if (!resume || !application.resumeCopyPending) continue;
    let made: ResumeCopy;
    try {
      made = await copyResumeForApplication(deps, {
        uid: application.uid,
        applicationId: application.id,
        resume,
      });
    } catch (error) {
      result.failed.push(application.id);
      await rawApplicationRef(deps.db, application.id).update({
        'resumeCopyPending.attempts': FieldValue.increment(1),
        'resumeCopyPending.lastError': describe(error),
      });
      continue;
    }
    const ref = applicationRef(deps.db, application.id);
    const committed = await deps.db.runTransaction(async (transaction) => {
      const current = (await transaction.get(ref)).data();
      if (!current?.resumeCopyPending || current.candidate.resume?.path !== made.sourcePath) return false;
      transaction.update(rawApplicationRef(deps.db, application.id), {
        'candidate.resume': made.file,
        resumeCopyPending: FieldValue.delete(),
      });
      return true;
    });
    if (committed) result.copied.push(application.id);
    else await deleteResumeCopy(deps, made.file.path);
  }
  return result;
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
 * considered. Run hourly (scheduled/sweep-resume-copies.ts); safe to run at any time.
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

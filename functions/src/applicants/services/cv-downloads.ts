import type { AuditValue, ListCvDownloadsResult, RecordCvDownloadsResult } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import { CV_DOWNLOAD_ACTION, readCvDownloadEntries } from '../repositories/cv-downloads-repository.ts';
import { adminNames } from './admin-names.ts';
import { requireApplicationsOfJob, requireJob } from './batch-action.ts';
import { appendAuditEntry, type AuditActor } from '../../audit/index.ts';

// Every CV download of a job, single or as all-documents.zip, is recorded in the audit log (issue
// 11), and the job page lists who downloaded what and when. The browser fetches the frozen CV copies
// itself (storage.rules let admins read them) and then records what it fetched.

type RecordInput = { jobId: string; applicationIds: string[]; archive: boolean; missing: string[] };

/**
 * Records one download: the applications whose CVs were asked for (all of the job's), whether as
 * the zip, and those whose file was missing. 'not-found' for a job or an application that is not
 * that job's. Answers how many CVs were downloaded (asked for, less the missing ones).
 */
export const recordCvDownloads = async (
  deps: Deps,
  actor: AuditActor,
  request: RecordInput,
): Promise<RecordCvDownloadsResult> => {
  const job = await requireJob(deps, request.jobId);
  const applicationIds = [...new Set(request.applicationIds)];
  const missing = [...new Set(request.missing)];
  await requireApplicationsOfJob(deps, job.id, applicationIds);
  const batch = deps.db.batch();
  appendAuditEntry(batch, deps.db, actor, {
    action: CV_DOWNLOAD_ACTION,
    target: { type: 'job', id: job.id, title: job.title },
    before: null,
    after: { applicationIds, archive: request.archive, missing },
  });
  await batch.commit();
  return { recorded: applicationIds.length - missing.length };
};

const list = (value: AuditValue | undefined): string[] => (Array.isArray(value) ? value : []);

/** The job's CV downloads, newest first (at most CV_DOWNLOADS_LIST_MAX), with the admins' names. */
export const listCvDownloads = async (
  deps: Deps,
  { jobId }: { jobId: string },
): Promise<ListCvDownloadsResult> => {
  await requireJob(deps, jobId);
  const entries = await readCvDownloadEntries(deps.db, jobId);
  const names = await adminNames(
    deps.auth,
    entries.map((entry) => entry.actor),
  );
  return {
    downloads: entries.map((entry) => ({
      byUid: entry.actor.uid,
      byName: names.get(entry.actor.uid) ?? entry.actor.uid,
      at: entry.at.toISOString(),
      applicationIds: list(entry.changes['applicationIds']?.after),
      archive: entry.changes['archive']?.after === true,
      missing: list(entry.changes['missing']?.after),
    })),
  };
};

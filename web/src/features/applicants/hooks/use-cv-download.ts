import { useCallback } from 'react';

import { useNotify } from '@/components/notifications/notifications-context';
import { useRecordCvDownloads } from '@/hooks/use-applicant-actions';
import { useReadStoredFile } from '@/lib/firebase/storage-files';

import type { ApplicantRow } from '../api/applicants-page';
import { cvFileName } from '../utils/cv-file-names';
import { saveFile } from '@/utils/save-file';

/**
 * One applicant's CV from the table: read from Storage, saved under a name that says whose it is,
 * and recorded in the job's downloads log (a file that could not be read is recorded as missing).
 */
export const useCvDownload = (jobId: string) => {
  const readFile = useReadStoredFile();
  const recordDownload = useRecordCvDownloads();
  const notify = useNotify();
  return useCallback(
    (row: ApplicantRow) => {
      if (!row.resume) return;
      const resume = row.resume;
      const record = (missing: string[]) =>
        recordDownload.mutateAsync({ jobId, applicationIds: [row.id], archive: false, missing });
      void readFile(resume.path)
        .then(
          async (file) => {
            saveFile(file, cvFileName(row, resume));
            await record([]);
          },
          async () => {
            notify(`The CV of ${row.name} could not be downloaded. Please try again.`, 'error');
            await record([row.id]);
          },
        )
        .catch(() => {
          // The download itself worked; only its record failed, which the log will show as absent.
        });
    },
    [readFile, recordDownload, jobId, notify],
  );
};

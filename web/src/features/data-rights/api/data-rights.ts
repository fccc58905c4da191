import type { CandidateDataExport, EraseCandidateResult } from '@careers/domain/types';
import { useMutation } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';
import { useReadStoredFile } from '@/lib/firebase/storage-files';

import { archiveName, buildDataArchive, type ArchiveProgress } from '../utils/build-data-archive';

/**
 * "Download my data": `exportCandidateData` (audited on the server), then the zip of its JSON and
 * files with progress. Answers the archive and its name.
 */
export const useDownloadMyData = (onProgress: (progress: ArchiveProgress) => void) => {
  const exportData = useCallable<Record<string, never>, CandidateDataExport>('exportCandidateData');
  const readFile = useReadStoredFile();
  return useMutation({
    mutationFn: async () => {
      const data = await exportData({});
      const archive = await buildDataArchive({ data, readFile, onProgress });
      return { archive, name: archiveName(data.exportedAt) };
    },
  });
};

/** "Erase my account": `eraseCandidate` with the password re-entered. */
export const useEraseMyAccount = () => {
  const erase = useCallable<{ password: string }, EraseCandidateResult>('eraseCandidate');
  return useMutation({ mutationFn: erase });
};

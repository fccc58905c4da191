import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { useCallableMutation } from '@/hooks/use-callable-mutation';
import { readCallableError } from '@/lib/callable-errors';
import { useCallable } from '@/lib/firebase/use-callable';
import { useReadStoredFile } from '@/lib/firebase/storage-files';

import { archiveName, buildDataArchive, type ArchiveProgress } from '../utils/build-data-archive';

/**
 * "Download my data" (and an admin's export of candidate `uid`): `exportCandidateData` (audited on
 * the server), then the zip of its JSON and files with progress. Answers the archive and its name.
 */
export const useDownloadMyData = (onProgress: (progress: ArchiveProgress) => void, uid?: string) => {
  const exportData = useCallable('exportCandidateData');
  const readFile = useReadStoredFile();
  return useMutation({
    mutationFn: async () => {
      const data = await exportData(uid ? { uid } : {});
      const archive = await buildDataArchive({ data, readFile, onProgress });
      return { archive, name: archiveName(data.exportedAt) };
    },
  });
};

/** "Erase my account": `eraseCandidate` with the password re-entered. */
export const useEraseMyAccount = () => useCallableMutation('eraseCandidate');

const candidateKey = (uid: string) => ['candidateDataRights', uid] as const;

/** The admin's view of one candidate: hold, last activity, when retention would erase them. */
export const useCandidateDataRights = (uid: string) => {
  const get = useCallable('getCandidateDataRights');
  return useQuery({ queryKey: candidateKey(uid), queryFn: () => get({ uid }), retry: false });
};

export const useSetLegalHold = (uid: string) =>
  useCallableMutation('setLegalHold', {
    input: (hold: { hold: boolean; reason?: string }) => ({ uid, ...hold }),
    invalidates: [candidateKey(uid)],
    // A refusal may be about a hold placed or lifted since the page read it.
    refresh: 'settled',
  });

/**
 * An admin's erasure of candidate `uid`, with the reason. Refused ('legal-hold') for a candidate on
 * hold: the candidate is read again, so the page shows the hold placed since it loaded. Not through
 * `useCallableMutation`: only that refusal refreshes (after a success there is nobody left to read).
 */
export const useEraseCandidate = (uid: string) => {
  const erase = useCallable('eraseCandidate');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => erase({ uid, reason }),
    onError: (error) => {
      if (readCallableError(error).reason === 'legal-hold') {
        void queryClient.invalidateQueries({ queryKey: candidateKey(uid) });
      }
    },
  });
};

const retentionKey = ['retentionPolicy'] as const;

export const useRetentionPolicy = () => {
  const get = useCallable('getRetentionPolicy');
  return useQuery({ queryKey: retentionKey, queryFn: () => get({}) });
};

export const useSetRetentionPolicy = () =>
  useCallableMutation('setRetentionPolicy', { invalidates: [retentionKey], refresh: 'settled' });

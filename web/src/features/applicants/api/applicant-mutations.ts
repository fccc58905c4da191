import { useQuery } from '@tanstack/react-query';

import { cvDownloadsQueryKey } from '@/hooks/use-applicant-actions';
import { ADMIN_QUERIES, useCallableMutation } from '@/hooks/use-callable-mutation';
import { useCallable } from '@/lib/firebase/use-callable';

// The applicants service's callables (functions/src/applicants) that only the job's applicants
// table uses; the batch actions it shares with the applicant review are in hooks/use-applicant-actions.
// Every action changes the table, the job's applicant counts and the review pages, so every admin
// read is refreshed after one.
const REFRESH = { invalidates: [ADMIN_QUERIES] };

export const useRemoveApplicant = () => useCallableMutation('removeApplicant', REFRESH);
export const useMarkTopCandidates = () => useCallableMutation('markTopCandidates', REFRESH);

/** Who downloaded which CVs of the job, and when (newest first). */
export const useCvDownloads = (jobId: string) => {
  const call = useCallable('listCvDownloads');
  return useQuery({ queryKey: cvDownloadsQueryKey(jobId), queryFn: () => call({ jobId }) });
};

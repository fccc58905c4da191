import type { JobInput } from '@careers/domain';
import type { JobStatus } from '@careers/domain/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { useCallable } from '@/lib/firebase/use-callable';

export type JobActionResult = { id: string; message: string };

/**
 * The jobs service's callables (functions/src/jobs). Any job write can change the grid, the job's
 * page, the dashboard and the public listing, so every admin read of jobs is refreshed after one.
 */
const useJobCallable = <Request, Response>(name: string) => {
  const call = useCallable<Request, Response>(name);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
};

export const useCreateJob = () => useJobCallable<JobInput, JobActionResult>('createJob');
export const useUpdateJob = () =>
  useJobCallable<{ jobId: string; job: JobInput }, JobActionResult>('updateJob');
export const useDeleteJob = () => useJobCallable<{ jobId: string }, JobActionResult>('deleteJob');
export const useRestoreJob = () => useJobCallable<{ jobId: string }, JobActionResult>('restoreJob');
export const useHideJobs = () =>
  useJobCallable<{ jobIds: string[]; hidden: boolean }, { ids: string[]; message: string }>('hideJobs');
export const useChangeJobStatus = () =>
  useJobCallable<{ jobId: string; status: JobStatus }, JobActionResult>('changeJobStatus');

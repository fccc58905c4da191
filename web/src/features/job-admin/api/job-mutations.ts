import { ADMIN_QUERIES, useCallableMutation } from '@/hooks/use-callable-mutation';

// The jobs service's callables (functions/src/jobs). Any job write can change the grid, the job's
// page, the dashboard and the public listing, so every admin read of jobs is refreshed after one.
const REFRESH = { invalidates: [ADMIN_QUERIES] };

export const useCreateJob = () => useCallableMutation('createJob', REFRESH);
export const useUpdateJob = () => useCallableMutation('updateJob', REFRESH);
export const useDeleteJob = () => useCallableMutation('deleteJob', REFRESH);
export const useRestoreJob = () => useCallableMutation('restoreJob', REFRESH);
export const useHideJobs = () => useCallableMutation('hideJobs', REFRESH);
export const useChangeJobStatus = () => useCallableMutation('changeJobStatus', REFRESH);

import { useQuery } from '@tanstack/react-query';

import { useStorageSdk } from './signed-in-sdks';

export type DownloadUrlState =
  { status: 'idle' | 'loading' | 'error'; url: null } | { status: 'ready'; url: string };

/**
 * A link to a stored file the signed-in user may read (their own CV and picture, an admin's view
 * of an application's CV): the storage rules decide. A replaced file has a new path, so a new link.
 */
export const useDownloadUrl = (path: string | null | undefined): DownloadUrlState => {
  const loadStorage = useStorageSdk();
  const query = useQuery({
    queryKey: ['storage', 'download-url', path],
    queryFn: async () => {
      const { storage, sdk } = await loadStorage();
      return sdk.getDownloadURL(sdk.ref(storage, path ?? ''));
    },
    enabled: Boolean(path),
    staleTime: Infinity,
    retry: 1,
  });
  if (!path) return { status: 'idle', url: null };
  if (query.isSuccess) return { status: 'ready', url: query.data };
  return { status: query.isError ? 'error' : 'loading', url: null };
};

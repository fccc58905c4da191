import { useCallback } from 'react';

import { useStorageSdk } from './signed-in-sdks';

/**
 * Reads stored files the signed-in user may read (an admin: the applications' CV copies; the
 * storage rules decide) as Blobs. A Blob's bytes stay out of the JavaScript heap, so a zip of a
 * hundred CVs does not hold them all there at once. Rejects with the SDK's `storage/<code>` error
 * (e.g. 'storage/object-not-found').
 */
export const useReadStoredFile = () => {
  const loadStorage = useStorageSdk();
  return useCallback(
    async (path: string): Promise<Blob> => {
      const { storage, sdk } = await loadStorage();
      return sdk.getBlob(sdk.ref(storage, path));
    },
    [loadStorage],
  );
};

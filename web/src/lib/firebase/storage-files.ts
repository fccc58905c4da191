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

/**
 * Whether an object exists at `path` (the signed-in user may read it: a candidate's own upload
 * slots). Reads its metadata; 'storage/object-not-found' means no. Rejects with other errors.
 */
export const useStoredObjectExists = () => {
  const loadStorage = useStorageSdk();
  return useCallback(
    async (path: string): Promise<boolean> => {
      const { storage, sdk } = await loadStorage();
      try {
        await sdk.getMetadata(sdk.ref(storage, path));
        return true;
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return false;
        throw error;
      }
    },
    [loadStorage],
  );
};

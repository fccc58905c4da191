import { getBlob, ref } from 'firebase/storage';
import { useCallback } from 'react';
import { useStorage } from 'reactfire';

/**
 * Reads stored files the signed-in user may read (an admin: the applications' CV copies; the
 * storage rules decide) as Blobs. A Blob's bytes stay out of the JavaScript heap, so a zip of a
 * hundred CVs does not hold them all there at once. Rejects with the SDK's `storage/<code>` error
 * (e.g. 'storage/object-not-found').
 */
export const useReadStoredFile = () => {
  const storage = useStorage();
  return useCallback((path: string): Promise<Blob> => getBlob(ref(storage, path)), [storage]);
};

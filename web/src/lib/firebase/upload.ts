import type { StorageReference, UploadTask, UploadTaskSnapshot } from 'firebase/storage';
import { useCallback } from 'react';
import { useStorageTask } from 'reactfire';

import { useStorageSdk } from './signed-in-sdks';

/** An upload in progress; opaque outside this module (features never touch the Storage SDK). */
export type Upload = { readonly task: UploadTask; readonly ref: StorageReference };

export type UploadProgress = {
  state: 'starting' | 'running' | 'paused' | 'success';
  bytesTransferred: number;
  totalBytes: number;
  /** 0 to 100, whole numbers. */
  percent: number;
  /** Where the file is stored (e.g. `candidates/{uid}/resume/…`), for the document that points at it. */
  fullPath: string;
};

// reactfire caches a task's progress by the object's path for the page's lifetime: a second upload
// to the same path would show the first one's progress. Each upload must get a new object name.
const startedPaths = new Set<string>();

/**
 * Starts uploads on the app's one Storage instance (the SDK loads with the first upload). `path`
 * comes from STORAGE_PATHS with a file name not used before on this page; the storage rules check
 * owner, size and type.
 */
export const useStartUpload = () => {
  const loadStorage = useStorageSdk();
  return useCallback(
    async (path: string, file: Blob, contentType: string): Promise<Upload> => {
      if (startedPaths.has(path))
        throw new Error(`An upload to ${path} was already started: use a new file name.`);
      startedPaths.add(path);
      const { storage, sdk } = await loadStorage();
      const target = sdk.ref(storage, path);
      return { ref: target, task: sdk.uploadBytesResumable(target, file, { contentType }) };
    },
    [loadStorage],
  );
};

/**
 * The progress of an upload, from reactfire's `useStorageTask`. A failed or cancelled upload
 * throws its Storage error (`storage/unauthorized`, `storage/canceled`…) to the nearest error
 * boundary, as reactfire does: render the progress inside one that offers to try again.
 */
export const useUploadProgress = (upload: Upload): UploadProgress => {
  const { status, data } = useStorageTask<UploadTaskSnapshot>(upload.task, upload.ref);
  const fullPath = upload.ref.fullPath;
  if (status !== 'success') {
    return { state: 'starting', bytesTransferred: 0, totalBytes: 0, percent: 0, fullPath };
  }
  const { bytesTransferred, totalBytes, state } = data;
  const percent = totalBytes > 0 ? Math.floor((bytesTransferred / totalBytes) * 100) : 0;
  return {
    state: state === 'paused' || state === 'success' ? state : 'running',
    bytesTransferred,
    totalBytes,
    percent,
    fullPath,
  };
};

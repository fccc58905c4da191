import type { StorageReference, UploadTask, UploadTaskSnapshot } from 'firebase/storage';
import { useCallback } from 'react';
import { useStorageTask } from 'reactfire';

import { useStorageSdk } from './signed-in-sdks';

/** An upload in progress; opaque outside this module (features never touch the Storage SDK). */
export type Upload = {
  readonly task: UploadTask;
  readonly ref: StorageReference;
  /** What reactfire caches this upload's progress under: a name of its own on this page. */
  readonly progressKey: StorageReference;
};

export type UploadProgress = {
  state: 'starting' | 'running' | 'paused' | 'success';
  bytesTransferred: number;
  totalBytes: number;
  /** 0 to 100, whole numbers. */
  percent: number;
  /** Where the file is stored (e.g. `candidates/{uid}/resume/…`), for the document that points at it. */
  fullPath: string;
};

// reactfire caches a task's progress by the reference's name for the page's lifetime: a second
// upload to the same path (a candidate's upload slot, freed and used again) would show the first
// one's progress. So each upload after the first to a path gets a key of its own, a reference
// (never read or written) whose name adds `#<n>`.
const startedPaths = new Map<string, number>();

/**
 * Starts uploads on the app's one Storage instance (the SDK loads with the first upload). `path`
 * comes from STORAGE_PATHS (a profile file: a free upload slot); the storage rules check owner,
 * the name, size and type, and refuse an object that exists.
 */
export const useStartUpload = () => {
  const loadStorage = useStorageSdk();
  return useCallback(
    async (path: string, file: Blob, contentType: string): Promise<Upload> => {
      const started = (startedPaths.get(path) ?? 0) + 1;
      startedPaths.set(path, started);
      const { storage, sdk } = await loadStorage();
      const target = sdk.ref(storage, path);
      return {
        ref: target,
        progressKey: started === 1 ? target : sdk.ref(storage, `${path}#${String(started)}`),
        task: sdk.uploadBytesResumable(target, file, { contentType }),
      };
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
  const { status, data } = useStorageTask<UploadTaskSnapshot>(upload.task, upload.progressKey);
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

import { TEST_STATE_KEYS } from '@/config/storage-keys';

/** Removes the running test's state from both storages; safe where storage is unavailable. */
export const clearTestState = (
  storages: readonly (Storage | undefined)[] = [globalThis.localStorage, globalThis.sessionStorage],
): void => {
  for (const storage of storages) {
    for (const key of TEST_STATE_KEYS) {
      try {
        storage?.removeItem(key);
      } catch {
        // Storage can throw when disabled (private mode, blocked cookies): nothing to clear then.
      }
    }
  }
};

// @vitest-environment node
import { DATA_ERROR_MESSAGES, MESSAGES } from '@careers/domain/constants';
import { FirestoreError, type FirestoreErrorCode } from 'firebase/firestore/lite';
import { StorageError, StorageErrorCode } from 'firebase/storage';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readCallableError } from '../callable-errors';

// Here, beside the SDK: the errors are the SDKs' own classes, made as their reads, writes and uploads
// reject with them, not look-alikes (lib/callable-errors.test.ts has the callables').

/** A callable's failed fetch, as the Functions SDK throws it. */
const failedFetch = () => Object.assign(new Error('internal'), { code: 'functions/internal' });

describe('readCallableError of Firestore and Storage errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  // The SDK's class itself: its typings hide the constructor (the SDK alone makes them), its code
  // does not.
  const SdkFirestoreError = FirestoreError as unknown as new (
    code: FirestoreErrorCode,
    message: string,
  ) => FirestoreError;
  const firestore = (code: FirestoreErrorCode) =>
    readCallableError(new SdkFirestoreError(code, `SDK text ${code}`));
  const storage = (code: StorageErrorCode) => readCallableError(new StorageError(code, `SDK text ${code}`));

  it("says each Firestore code in the user's words, never the SDK's text", () => {
    expect(firestore('permission-denied')).toEqual({
      reason: null,
      code: null,
      message: DATA_ERROR_MESSAGES.firestore['permission-denied'],
      fields: {},
    });
    const codes = [
      'unavailable',
      'deadline-exceeded',
      'not-found',
      'resource-exhausted',
      'failed-precondition',
      'unauthenticated',
      'aborted',
      'already-exists',
    ] as const;
    for (const code of codes) expect(firestore(code).message).toBe(DATA_ERROR_MESSAGES.firestore[code]);
    expect(new Set(codes.map((code) => firestore(code).message)).size).toBeGreaterThan(6);
    expect(firestore('internal').message).toBe(MESSAGES.somethingWentWrong);
  });

  it("says each Storage code in the user's words", () => {
    expect(new StorageError(StorageErrorCode.UNAUTHORIZED, 'x').code).toBe('storage/unauthorized');
    const codes = [
      StorageErrorCode.UNAUTHORIZED,
      StorageErrorCode.QUOTA_EXCEEDED,
      StorageErrorCode.CANCELED,
      StorageErrorCode.RETRY_LIMIT_EXCEEDED,
      StorageErrorCode.OBJECT_NOT_FOUND,
      StorageErrorCode.UNAUTHENTICATED,
    ] as const;
    for (const code of codes) {
      expect(storage(code)).toEqual({
        reason: null,
        code: null,
        message: DATA_ERROR_MESSAGES.storage[code],
        fields: {},
      });
    }
    expect(storage(StorageErrorCode.UNKNOWN).message).toBe(MESSAGES.somethingWentWrong);
  });

  it('says "You are offline" for a request that did not get through while the browser is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(firestore('unavailable').message).toBe(DATA_ERROR_MESSAGES.offline);
    expect(firestore('deadline-exceeded').message).toBe(DATA_ERROR_MESSAGES.offline);
    expect(storage(StorageErrorCode.RETRY_LIMIT_EXCEEDED).message).toBe(DATA_ERROR_MESSAGES.offline);
    expect(readCallableError(failedFetch()).message).toBe(DATA_ERROR_MESSAGES.offline);
    // Refused by the rules whatever the connection: said as such.
    expect(firestore('permission-denied').message).toBe(DATA_ERROR_MESSAGES.firestore['permission-denied']);
    expect(DATA_ERROR_MESSAGES.offline).toMatch(/^You are offline/);
  });
});

import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { createContext, use, useCallback } from 'react';

/** The Firebase instances the signed-in areas' reactfire providers hand down. */
export type SignedInSdks = {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  /**
   * The Storage instance, loaded on first use (a file read, a download link, an upload): no page
   * needs it for its first paint, and the SDK is about 10 KiB gzipped.
   */
  loadStorage: () => Promise<FirebaseStorage>;
};

let loading: Promise<SignedInSdks> | null = null;
let loadingStorage: Promise<FirebaseStorage> | null = null;

const loadStorage = (): Promise<FirebaseStorage> => {
  loadingStorage ??= import('./storage').then((module) => module.storage);
  return loadingStorage;
};

/**
 * The app's own instances: the SAME Auth instance the lazy session follows (./auth.ts), so reactfire
 * and the session see one sign-in state. Loaded on first use (Functions and Storage are not part of
 * any public page), then reused.
 */
export const loadSignedInSdks = (): Promise<SignedInSdks> => {
  loading ??= Promise.all([import('./app'), import('./auth'), import('./functions')]).then(
    ([app, auth, functions]) => ({
      app: app.firebaseApp,
      auth: auth.auth,
      functions: functions.functions,
      loadStorage,
    }),
  );
  return loading;
};

/**
 * Null in the app (the providers load the real instances). Component tests provide stand-ins
 * built from their fixed session (src/testing/fake-firebase.ts), the same session the app's session
 * context gets, so no test needs the Firebase SDKs or an emulator.
 */
export const SignedInSdksContext = createContext<SignedInSdks | null>(null);

/** What `useStorageSdk` reads: set by SignedInFirebaseProviders. */
export const StorageLoaderContext = createContext<SignedInSdks['loadStorage'] | null>(null);

/**
 * Below SignedInFirebaseProviders (as reactfire's `useStorage` was): loads the app's Storage
 * instance and the SDK's functions on first call, then reuses them.
 */
export const useStorageSdk = () => {
  const load = use(StorageLoaderContext);
  if (!load) throw new Error('useStorageSdk needs SignedInFirebaseProviders above it.');
  return useCallback(async () => {
    const [storage, sdk] = await Promise.all([load(), import('firebase/storage')]);
    return { storage, sdk };
  }, [load]);
};

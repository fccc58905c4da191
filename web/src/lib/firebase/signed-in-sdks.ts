import type { FirebaseApp } from 'firebase/app';
import type { Auth } from 'firebase/auth';
import type { Functions } from 'firebase/functions';
import type { FirebaseStorage } from 'firebase/storage';
import { createContext } from 'react';

/** The Firebase instances the signed-in areas' reactfire providers hand down. */
export type SignedInSdks = {
  app: FirebaseApp;
  auth: Auth;
  functions: Functions;
  storage: FirebaseStorage;
};

let loading: Promise<SignedInSdks> | null = null;

/**
 * The app's own instances: the SAME Auth instance the lazy session follows (./auth.ts), so reactfire
 * and the session see one sign-in state. Loaded on first use (Functions and Storage are not part of
 * any public page), then reused.
 */
export const loadSignedInSdks = (): Promise<SignedInSdks> => {
  loading ??= Promise.all([
    import('./app'),
    import('./auth'),
    import('./functions'),
    import('./storage'),
  ]).then(([app, auth, functions, storage]) => ({
    app: app.firebaseApp,
    auth: auth.auth,
    functions: functions.functions,
    storage: storage.storage,
  }));
  return loading;
};

/**
 * Null in the app (the providers load the real instances). Component tests provide stand-ins
 * built from their fixed session (src/testing/fake-firebase.ts), the same session the app's session
 * context gets, so no test needs the Firebase SDKs or an emulator.
 */
export const SignedInSdksContext = createContext<SignedInSdks | null>(null);

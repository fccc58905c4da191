import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage, type Storage } from 'firebase-admin/storage';

// The admin SDK, initialised on first use (not at import, so that loading the bundle to discover
// the functions does no work). On the emulators, `FIRESTORE_EMULATOR_HOST` and
// `FIREBASE_AUTH_EMULATOR_HOST` point the SDK at them; in production the runtime provides the
// credentials.

const adminApp = (): App => getApps()[0] ?? initializeApp();

export const adminDb = (): Firestore => getFirestore(adminApp());

export const adminAuth = (): Auth => getAuth(adminApp());

/** Storage; its default bucket comes from the app's `storageBucket` (FIREBASE_CONFIG in the runtime). */
export const adminStorage = (): Storage => getStorage(adminApp());

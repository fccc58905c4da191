import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';

import { env } from '@/config/env';

import { emulatorUrl, firebaseApp } from './app';

// `initializeAuth` without a popup/redirect resolver: we sign in with email and password only,
// which keeps the OAuth popup code out of every page's bundle.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, emulatorUrl(env.emulators.authPort), { disableWarnings: true });
}

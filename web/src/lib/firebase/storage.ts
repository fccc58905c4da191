// Do not import this module statically: the signed-in areas load it through `loadSignedInSdks()`
// (./signed-in-sdks.ts), so the Storage SDK stays out of the public pages' JavaScript.
import { connectStorageEmulator, getStorage } from 'firebase/storage';

import { env } from '@/config/env';

import { firebaseApp } from './app';

export const storage = getStorage(firebaseApp);

if (env.useEmulators) {
  connectStorageEmulator(storage, env.emulators.host, env.emulators.storagePort);
}

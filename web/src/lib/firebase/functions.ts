// Do not import this module statically: public pages call `loadCallable()` (./loaders.ts), the
// signed-in areas load it through `loadSignedInSdks()` (./signed-in-sdks.ts), so the Functions SDK
// stays out of the public pages' first paint.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

import { env } from '@/config/env';

import { firebaseApp } from './app';

export { httpsCallable } from 'firebase/functions';

export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.emulators.host, env.emulators.functionsPort);
}

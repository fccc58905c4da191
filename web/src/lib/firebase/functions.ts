// Do not import this module statically: use `loadFunctions()` or `loadCallable()` from './loaders'
// so the Functions SDK stays out of the public pages' JavaScript.
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

import { env } from '@/config/env';

import { firebaseApp } from './app';

export { httpsCallable } from 'firebase/functions';

export const functions = getFunctions(firebaseApp, env.functionsRegion);

if (env.useEmulators) {
  connectFunctionsEmulator(functions, env.emulators.host, env.emulators.functionsPort);
}

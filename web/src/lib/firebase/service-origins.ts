// The origins the app's Firebase clients talk to: Google's in production, the emulators' on a local
// stack. The SDKs choose these hosts themselves; they are listed here for the Content-Security-Policy's
// connect-src and img-src (firebase.json, tested against this list, and extended for the emulators by
// the preview server: web/build-plugins/hosting-headers.ts). Build-time only: the app's own code
// does not import it (the public pages' budget).
// Relative, not '@/…': the build imports this file, and has no path aliases.
import type { Env } from '../../config/env.ts';
// With its extension: the build plugins load this module through Vite's native config loader.
import { FIRESTORE_ORIGIN } from './firestore-rest-url.ts';

export type FirebaseService = 'firestore' | 'auth' | 'storage' | 'functions';

/** One origin or more, never none. */
export type Origins = readonly [string, ...string[]];

export const FIREBASE_SERVICES: readonly FirebaseService[] = ['firestore', 'auth', 'storage', 'functions'];

/**
 * Google's origins of the services whose hosts are the same for every project: Auth signs in on
 * Identity Toolkit and refreshes ID tokens on Secure Token.
 */
const GOOGLE_ORIGINS = {
  firestore: [FIRESTORE_ORIGIN],
  auth: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  storage: ['https://firebasestorage.googleapis.com'],
} as const satisfies Record<Exclude<FirebaseService, 'functions'>, Origins>;

/** Each service's origins in production; callables are `https://{region}-{project}.cloudfunctions.net/{name}`. */
export const productionOrigins = (
  config: Pick<Env, 'firebase' | 'functionsRegion'>,
): Record<FirebaseService, Origins> => ({
  ...GOOGLE_ORIGINS,
  functions: [`https://${config.functionsRegion}-${config.firebase.projectId}.cloudfunctions.net`],
});

/** Each service's emulator, one origin each (Auth's emulator serves both of Auth's hosts' APIs). */
export const emulatorOrigins = (config: Pick<Env, 'emulators'>): Record<FirebaseService, Origins> => {
  const { host, firestorePort, authPort, storagePort, functionsPort } = config.emulators;
  const origin = (port: number): Origins => [`http://${host}:${String(port)}`];
  return {
    firestore: origin(firestorePort),
    auth: origin(authPort),
    storage: origin(storagePort),
    functions: origin(functionsPort),
  };
};

// The origins the app's Firebase clients talk to: Google's in production, the emulators' on a local
// stack. The SDKs choose these hosts themselves; they are listed here for what must name them: the
// REST reads of public documents (./firestore-rest-url.ts) and the Content-Security-Policy's
// connect-src and img-src (firebase.json, extended for the emulators by the preview server:
// web/build-plugins/hosting-headers.ts).
// Relative, not '@/…': the build imports this file, and has no path aliases.
import type { Env } from '../../config/env';

export type FirebaseService = 'firestore' | 'auth' | 'storage' | 'functions';

/** One origin or more (never none), so that `[0]` is a string. */
export type Origins = readonly [string, ...string[]];

export const FIREBASE_SERVICES: readonly FirebaseService[] = ['firestore', 'auth', 'storage', 'functions'];

/**
 * Google's origins of the services whose hosts are the same for every project: Auth signs in on
 * Identity Toolkit and refreshes ID tokens on Secure Token.
 */
export const GOOGLE_ORIGINS = {
  firestore: ['https://firestore.googleapis.com'],
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

/** Where the app's requests to each service go with this configuration. */
export const serviceOrigins = (
  config: Pick<Env, 'firebase' | 'functionsRegion' | 'useEmulators' | 'emulators'>,
): Record<FirebaseService, Origins> =>
  config.useEmulators ? emulatorOrigins(config) : productionOrigins(config);

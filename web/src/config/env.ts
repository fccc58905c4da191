import { FUNCTIONS_REGION } from '@careers/domain/constants';

// Reads and validates the VITE_ variables once, at start-up. A wrong value fails loudly here
// instead of as a confusing Firebase error later. Defaults target the local emulator stack.

type EnvVarName =
  | 'VITE_FIREBASE_PROJECT_ID'
  | 'VITE_FIREBASE_API_KEY'
  | 'VITE_FIREBASE_AUTH_DOMAIN'
  | 'VITE_FIREBASE_STORAGE_BUCKET'
  | 'VITE_FIREBASE_APP_ID'
  | 'VITE_FUNCTIONS_REGION'
  | 'VITE_USE_EMULATORS'
  | 'VITE_EMULATOR_HOST'
  | 'VITE_AUTH_EMULATOR_PORT'
  | 'VITE_FIRESTORE_EMULATOR_PORT'
  | 'VITE_STORAGE_EMULATOR_PORT'
  | 'VITE_FUNCTIONS_EMULATOR_PORT';

type RawEnv = { readonly [name in EnvVarName]?: string } & { readonly DEV?: boolean };

export type EmulatorHosts = {
  host: string;
  authPort: number;
  firestorePort: number;
  storagePort: number;
  functionsPort: number;
};

export type Env = {
  firebase: {
    projectId: string;
    apiKey: string;
    authDomain: string;
    storageBucket: string;
    appId: string | undefined;
  };
  functionsRegion: string;
  /**
   * VITE_USE_EMULATORS when set; otherwise true in `vite dev` and for `demo-` projects, which
   * exist only on the emulators.
   */
  useEmulators: boolean;
  emulators: EmulatorHosts;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

const nonEmpty = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

const parsePort = (name: string, value: string | undefined, fallback: number): number => {
  const raw = nonEmpty(value);
  if (raw === undefined) return fallback;
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) {
    throw new EnvError(`${name} must be a port number between 1 and 65535, got '${raw}'.`);
  }
  return port;
};

const parseBoolean = (name: string, value: string | undefined): boolean | undefined => {
  const raw = nonEmpty(value);
  if (raw === undefined) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new EnvError(`${name} must be 'true' or 'false', got '${raw}'.`);
};

/** Pure so that it can be tested with any input; `env` below applies it to `import.meta.env`. */
export const parseEnv = (raw: RawEnv): Env => {
  const projectId = nonEmpty(raw.VITE_FIREBASE_PROJECT_ID) ?? 'demo-careers';
  if (!/^[a-z][a-z0-9-]{3,61}[a-z0-9]$/.test(projectId)) {
    throw new EnvError(`VITE_FIREBASE_PROJECT_ID '${projectId}' is not a valid Firebase project id.`);
  }
  const useEmulators =
    parseBoolean('VITE_USE_EMULATORS', raw.VITE_USE_EMULATORS) ??
    (raw.DEV === true || projectId.startsWith('demo-'));
  const apiKey = nonEmpty(raw.VITE_FIREBASE_API_KEY);
  if (!useEmulators && apiKey === undefined) {
    throw new EnvError(`VITE_FIREBASE_API_KEY is required for project '${projectId}' without emulators.`);
  }

  return {
    firebase: {
      projectId,
      apiKey: apiKey ?? 'demo-api-key',
      authDomain: nonEmpty(raw.VITE_FIREBASE_AUTH_DOMAIN) ?? `${projectId}.firebaseapp.com`,
      storageBucket: nonEmpty(raw.VITE_FIREBASE_STORAGE_BUCKET) ?? `${projectId}.appspot.com`,
      appId: nonEmpty(raw.VITE_FIREBASE_APP_ID),
    },
    functionsRegion: nonEmpty(raw.VITE_FUNCTIONS_REGION) ?? FUNCTIONS_REGION,
    useEmulators,
    emulators: {
      host: nonEmpty(raw.VITE_EMULATOR_HOST) ?? '127.0.0.1',
      authPort: parsePort('VITE_AUTH_EMULATOR_PORT', raw.VITE_AUTH_EMULATOR_PORT, 9099),
      firestorePort: parsePort('VITE_FIRESTORE_EMULATOR_PORT', raw.VITE_FIRESTORE_EMULATOR_PORT, 8080),
      storagePort: parsePort('VITE_STORAGE_EMULATOR_PORT', raw.VITE_STORAGE_EMULATOR_PORT, 9199),
      functionsPort: parsePort('VITE_FUNCTIONS_EMULATOR_PORT', raw.VITE_FUNCTIONS_EMULATOR_PORT, 5001),
    },
  };
};

// `?? {}`: the build's plugins (web/build-plugins) import this module, where there is no `import.meta.env`.
export const env: Env = parseEnv(import.meta.env ?? {});

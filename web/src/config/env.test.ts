// @vitest-environment node

import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the demo project on the local emulators', () => {
    const env = parseEnv({});
    expect(env.firebase).toMatchObject({
      projectId: 'demo-careers',
      apiKey: 'demo-api-key',
      storageBucket: 'demo-careers.appspot.com',
    });
    expect(env.useEmulators).toBe(true);
    expect(env.emulators).toEqual({
      host: '127.0.0.1',
      authPort: 9099,
      firestorePort: 8080,
      storagePort: 9199,
      functionsPort: 5001,
    });
  });

  it('uses the emulators in dev even for a real project, unless told otherwise', () => {
    expect(parseEnv({ DEV: true, VITE_FIREBASE_PROJECT_ID: 'careers-prod' }).useEmulators).toBe(true);
    expect(
      parseEnv({
        DEV: true,
        VITE_FIREBASE_PROJECT_ID: 'careers-prod',
        VITE_FIREBASE_API_KEY: 'key',
        VITE_USE_EMULATORS: 'false',
      }).useEmulators,
    ).toBe(false);
  });

  it('requires an API key for a real project in production', () => {
    expect(() => parseEnv({ VITE_FIREBASE_PROJECT_ID: 'careers-prod' })).toThrow(EnvError);
    const env = parseEnv({
      VITE_FIREBASE_PROJECT_ID: 'careers-prod',
      VITE_FIREBASE_API_KEY: 'key',
    });
    expect(env.useEmulators).toBe(false);
    expect(env.firebase.authDomain).toBe('careers-prod.firebaseapp.com');
  });

  it('reads custom emulator ports', () => {
    expect(parseEnv({ VITE_FIRESTORE_EMULATOR_PORT: '8181' }).emulators.firestorePort).toBe(8181);
  });

  it.each([
    [{ VITE_AUTH_EMULATOR_PORT: 'abc' }, /VITE_AUTH_EMULATOR_PORT/],
    [{ VITE_STORAGE_EMULATOR_PORT: '70000' }, /VITE_STORAGE_EMULATOR_PORT/],
    [{ VITE_USE_EMULATORS: 'yes' }, /VITE_USE_EMULATORS/],
    [{ VITE_FIREBASE_PROJECT_ID: 'Bad Id' }, /VITE_FIREBASE_PROJECT_ID/],
  ])('rejects %o', (raw, message) => {
    expect(() => parseEnv(raw)).toThrow(message);
  });
});

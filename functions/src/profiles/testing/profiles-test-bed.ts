import { COLLECTIONS, type Profile } from '@careers/domain';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { expect } from 'vitest';

import type { Deps } from '../../deps.ts';
import type { Caller } from '../../lib/authenticate.ts';
import { emulatorDeps } from '../../testing/deps.ts';

// What the profile tests share: the services wired to the emulators (Firestore, Auth, Storage),
// callers as a callable receives them, and the shape of a refusal.

export const emulatorProfilesDeps = (now?: () => Date): Deps => emulatorDeps(now ? { now } : {});

/** `request.auth` of a callable for this caller (the ID token's claims the callables read). */
export const authOf = (caller: Caller): CallableRequest['auth'] =>
  ({
    uid: caller.uid,
    token: {
      email: caller.email ?? undefined,
      email_verified: caller.emailVerified === true,
      ...(caller.admin ? { admin: true } : {}),
    },
  }) as unknown as CallableRequest['auth'];

export type Refusal = { code: string; message: string; fields: Record<string, string> | undefined };

/** The HttpsError a callable threw, as the web app receives it. */
export const refusal = async (promise: Promise<unknown>): Promise<Refusal> => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HttpsError);
  const { code, message, details } = error as HttpsError;
  return { code, message, fields: (details as { fields?: Record<string, string> } | undefined)?.fields };
};

/** The stored profile, raw (Timestamps as the SDK returns them). */
export const storedProfile = async (deps: Deps, uid: string): Promise<Partial<Profile> | undefined> =>
  (await deps.db.collection(COLLECTIONS.profiles).doc(uid).get()).data() as Partial<Profile> | undefined;

import { COLLECTIONS, type Profile } from '@careers/domain';

import type { Deps } from '../../deps.ts';
import { emulatorDeps } from '../../testing/deps.ts';
import { callError } from '../../testing/refusals.ts';

// What the profile tests share: the services wired to the emulators (Firestore, Auth, Storage) and
// the shape of a refusal.

export const emulatorProfilesDeps = (now?: () => Date): Deps => emulatorDeps(now ? { now } : {});

export type Refusal = { code: string; message: string; fields: Record<string, string> | undefined };

/** The HttpsError a callable threw, as the web app receives it. */
export const refusal = async (promise: Promise<unknown>): Promise<Refusal> => {
  const { code, message, details } = await callError(promise);
  return { code, message, fields: details?.fields };
};

/** The stored profile, raw (Timestamps as the SDK returns them). */
export const storedProfile = async (deps: Deps, uid: string): Promise<Partial<Profile> | undefined> =>
  (await deps.db.collection(COLLECTIONS.profiles).doc(uid).get()).data() as Partial<Profile> | undefined;

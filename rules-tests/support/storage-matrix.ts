import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, listAll, ref, updateMetadata, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { ACTORS, contextFor, type Actor } from './actors.ts';
import type { Operation } from './matrix.ts';
import { resetBucket } from './test-env.ts';

export type StoragePathSpec = {
  /** An object that exists before each case. */
  existingPath: string;
  /** Where a create goes (does not exist before). */
  newPath: string;
  /** The folder a list reads. */
  folder: string;
  contentType: string;
  /** Custom metadata of the existing object (rules may read `resource.metadata`). */
  existingMetadata?: Record<string, string>;
  allowed: Record<Actor, Partial<Record<Operation, boolean>>>;
};

export const bytesOf = (size: number) => new Uint8Array(size).fill(37);

export const seedObject = (
  env: RulesTestEnvironment,
  path: string,
  contentType: string,
  size = 1024,
  customMetadata?: Record<string, string>,
) =>
  env.withSecurityRulesDisabled(async (context) => {
    await uploadBytes(ref(context.storage(), path), bytesOf(size), {
      contentType,
      ...(customMetadata ? { customMetadata } : {}),
    });
  });

/**
 * The actor × operation matrix for a storage path. get reads the bytes, list reads the folder
 * (a list of `a/b/` is judged by the rules of the files in it: `read` covers it),
 * create uploads a new object, update changes the existing object's metadata, delete removes it.
 */
export const describeStorageMatrix = (
  name: string,
  getEnv: () => RulesTestEnvironment,
  spec: StoragePathSpec,
) => {
  describe(name, () => {
    for (const actor of ACTORS) {
      const operations: Record<Operation, () => Promise<unknown>> = {
        get: () => getBytes(ref(contextFor(getEnv(), actor).storage(), spec.existingPath)),
        list: () => listAll(ref(contextFor(getEnv(), actor).storage(), spec.folder)),
        create: () =>
          uploadBytes(ref(contextFor(getEnv(), actor).storage(), spec.newPath), bytesOf(2048), {
            contentType: spec.contentType,
          }),
        update: () =>
          updateMetadata(ref(contextFor(getEnv(), actor).storage(), spec.existingPath), {
            contentType: spec.contentType,
            customMetadata: { reviewed: 'yes' },
          }),
        delete: () => deleteObject(ref(contextFor(getEnv(), actor).storage(), spec.existingPath)),
      };
      for (const [operation, run] of Object.entries(operations) as [Operation, () => Promise<unknown>][]) {
        const allowed = spec.allowed[actor][operation] === true;
        it(`${actor} ${operation}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const env = getEnv();
          await resetBucket(env);
          await seedObject(env, spec.existingPath, spec.contentType, 1024, spec.existingMetadata);
          await (allowed ? assertSucceeds(run()) : assertFails(run()));
        });
      }
    }
  });
};

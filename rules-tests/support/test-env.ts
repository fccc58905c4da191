import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';

const repoFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

/**
 * One test environment per test file, each with its own project id: the emulator partitions data
 * by project, so files run in parallel against the one emulator started by global-setup.ts.
 */
export const createRulesEnv = async (suite: string): Promise<RulesTestEnvironment> => {
  const { host, firestorePort, storagePort } = inject('emulator');
  return initializeTestEnvironment({
    projectId: `demo-rules-${suite}`,
    firestore: { host, port: firestorePort, rules: repoFile('firestore.rules') },
    storage: { host, port: storagePort, rules: repoFile('storage.rules') },
  });
};

/**
 * The test file's environment, made while the file loads (`const env = await rulesEnvForFile(…)`
 * at its top) and cleaned up after its last test.
 */
export const rulesEnvForFile = async (suite: string): Promise<RulesTestEnvironment> => {
  const env = await createRulesEnv(suite);
  afterAll(() => env.cleanup());
  return env;
};

/**
 * Removes every object of one test file's bucket (`gs://{projectId}`, rules-unit-testing's default).
 * `RulesTestEnvironment.clearStorage()` deletes only the bucket's top-level files (as with Firebase's
 * own emulator), and the emulator's global reset would wipe other files' buckets mid-test; so this
 * lists the bucket through the Cloud Storage JSON API as the admin (`Bearer owner`) and deletes each.
 */
export const resetBucket = async (env: RulesTestEnvironment): Promise<void> => {
  const { host, storagePort } = inject('emulator');
  const bucket = encodeURIComponent(env.projectId);
  const base = `http://${host}:${storagePort}/storage/v1/b/${bucket}/o`;
  const headers = { authorization: 'Bearer owner' };
  const listing = await fetch(base, { headers });
  if (!listing.ok) throw new Error(`listing gs://${env.projectId} failed: ${listing.status}`);
  const { items = [] } = (await listing.json()) as { items?: { name: string }[] };
  for (const item of items) {
    const removal = await fetch(`${base}/${encodeURIComponent(item.name)}`, { method: 'DELETE', headers });
    if (!removal.ok && removal.status !== 404)
      throw new Error(`deleting ${item.name} failed: ${removal.status}`);
  }
};

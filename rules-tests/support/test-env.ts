import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, inject } from 'vitest';
import { STORAGE_PROJECT_ID } from '../global-setup.ts';
import { ROSTER_UIDS } from './actors.ts';

const repoFile = (name: string) =>
  readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

const rosterEntry = (uid: string) => ({ email: `${uid}@example.com`, addedAt: new Date(0), addedBy: null });

/** The roster in the test project's Firestore, which its Firestore rules read. */
const seedRoster = async (env: RulesTestEnvironment): Promise<void> => {
  await env.withSecurityRulesDisabled(async (context) => {
    for (const uid of ROSTER_UIDS) await setDoc(doc(context.firestore(), `admins/${uid}`), rosterEntry(uid));
  });
};

/**
 * The roster in the Storage server's project, which storage rules read (`firestore.exists()`),
 * written through the REST API as the owner. Shared by every test file; nobody removes it.
 */
const seedStorageRoster = async (): Promise<void> => {
  const { host, firestorePort } = inject('emulator');
  const base = `http://${host}:${firestorePort}/v1/projects/${STORAGE_PROJECT_ID}/databases/(default)/documents`;
  for (const uid of ROSTER_UIDS) {
    const response = await fetch(`${base}/admins/${uid}`, {
      method: 'PATCH',
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ fields: { email: { stringValue: `${uid}@example.com` } } }),
    });
    if (!response.ok) throw new Error(`seeding the storage project's roster failed: ${response.status}`);
  }
};

/**
 * One test environment per test file, each with its own project id: the emulator partitions data
 * by project, so files run in parallel against the one emulator started by global-setup.ts. The
 * admins of the actors (ROSTER_UIDS) are on the team's roster, as in production, and stay there:
 * `clearFirestore()` puts them back.
 */
export const createRulesEnv = async (suite: string): Promise<RulesTestEnvironment> => {
  const { host, firestorePort, storagePort } = inject('emulator');
  const env = await initializeTestEnvironment({
    projectId: `demo-rules-${suite}`,
    firestore: { host, port: firestorePort, rules: repoFile('firestore.rules') },
    storage: { host, port: storagePort, rules: repoFile('storage.rules') },
  });
  const clear = env.clearFirestore.bind(env);
  env.clearFirestore = async () => {
    await clear();
    await seedRoster(env);
  };
  await Promise.all([seedRoster(env), seedStorageRoster()]);
  return env;
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

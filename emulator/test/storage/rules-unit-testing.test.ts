// @firebase/rules-unit-testing against this emulator: rules loaded through /internal/setRules,
// authenticated vs unauthenticated contexts, withSecurityRulesDisabled and clearStorage().

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { startStorageServer, type StorageServer } from '../../src/storage/index.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_RULES, baseUrl, bytesOfSize, capturingLogger } from './helpers.ts';

const PROJECT_ID = 'demo-rules-unit';
const PDF = { contentType: 'application/pdf' };

let server: StorageServer;
let testEnv: RulesTestEnvironment;
const logs: string[] = [];

beforeAll(async () => {
  // Started without rules: the test environment loads them, as it does against Firebase's emulator.
  server = await startStorageServer({ projectId: PROJECT_ID, logger: capturingLogger(logs) });
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    storage: { host: server.host, port: server.port, rules: STORAGE_RULES },
  });
});

beforeEach(async () => {
  // clearStorage() only deletes top-level items (see below), so reset fully between tests.
  await fetch(`${baseUrl(server)}/internal/reset`, { method: 'POST' });
});

afterAll(async () => {
  await testEnv.cleanup();
  await server.close();
});

/** The compat SDK's UploadTask is only thenable; the assertions want a Promise. */
function settled<T>(task: PromiseLike<T>): Promise<T> {
  return Promise.resolve(task);
}

async function seed(path: string, size = 10): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    await context.storage().ref(path).put(bytesOfSize(size), PDF);
  });
}

describe('rules loaded by initializeTestEnvironment', () => {
  it('lets a candidate read their own CV and nobody else', async () => {
    await seed('candidates/alice/resume/cv.pdf');
    const alice = testEnv.authenticatedContext('alice').storage();
    const bob = testEnv.authenticatedContext('bob').storage();
    const anonymous = testEnv.unauthenticatedContext().storage();
    await assertSucceeds(alice.ref('candidates/alice/resume/cv.pdf').getMetadata());
    await assertSucceeds(alice.ref('candidates/alice/resume/cv.pdf').getDownloadURL());
    await assertFails(bob.ref('candidates/alice/resume/cv.pdf').getMetadata());
    await assertFails(anonymous.ref('candidates/alice/resume/cv.pdf').getMetadata());
    await assertSucceeds(alice.ref('candidates/alice/resume').listAll());
    await assertFails(bob.ref('candidates/alice/resume').listAll());
  });

  it('enforces size and content type on upload', async () => {
    const alice = testEnv.authenticatedContext('alice').storage();
    await assertSucceeds(settled(alice.ref('candidates/alice/resume/cv.pdf').put(bytesOfSize(1024), PDF)));
    await assertFails(
      settled(alice.ref('candidates/alice/resume/big.pdf').put(bytesOfSize(3 * 1024 * 1024 + 10), PDF)),
    );
    await assertFails(
      settled(
        alice
          .ref('candidates/alice/resume/cv.exe')
          .put(bytesOfSize(10), { contentType: 'application/x-msdownload' }),
      ),
    );
    await assertFails(
      settled(
        testEnv
          .unauthenticatedContext()
          .storage()
          .ref('candidates/alice/resume/cv.pdf')
          .put(bytesOfSize(10), PDF),
      ),
    );
  });

  it('honours custom claims from authenticatedContext token options', async () => {
    const admin = testEnv.authenticatedContext('hr', { admin: true }).storage();
    const candidate = testEnv.authenticatedContext('alice').storage();
    const png = { contentType: 'image/png' };
    await assertSucceeds(settled(admin.ref('departments/d1/cover.png').put(bytesOfSize(100), png)));
    await assertFails(settled(candidate.ref('departments/d1/cover.png').put(bytesOfSize(100), png)));
    await assertSucceeds(
      testEnv.unauthenticatedContext().storage().ref('departments/d1/cover.png').getMetadata(),
    );
  });

  it('rejects rules that do not compile, keeping the loaded ones', async () => {
    await expect(
      initializeTestEnvironment({
        projectId: PROJECT_ID,
        storage: {
          host: server.host,
          port: server.port,
          rules: 'rules_version = "2"; service firebase.storage { match /b/{bucket}/o { allow read: if ; } }',
        },
      }),
    ).rejects.toThrow(/rules/i);
    await seed('candidates/alice/resume/cv.pdf');
    await assertSucceeds(
      testEnv.authenticatedContext('alice').storage().ref('candidates/alice/resume/cv.pdf').getMetadata(),
    );
  });
});

describe('clearStorage()', () => {
  it('deletes the top-level objects of the project bucket, like against Firebase', async () => {
    await seed('root-a.pdf');
    await seed('root-b.pdf');
    await seed('candidates/alice/resume/cv.pdf');
    await testEnv.clearStorage();
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const root = await context.storage().ref().listAll();
      expect(root.items).toEqual([]);
      // rules-unit-testing lists the root with a delimiter and deletes only its items; nested
      // objects survive (firebase/firebase-js-sdk#5875). POST /internal/reset clears everything.
      expect(root.prefixes.map((prefix) => prefix.fullPath)).toEqual(['candidates']);
    });
  });
});

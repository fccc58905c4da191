// Cross-service rules through the real SDKs: storage rules that call firestore.exists() and
// firestore.get() read the Firestore that startEmulator runs beside Storage (the storage project's
// `(default)` database), as Firebase's emulators do together. Documents are written with
// rules-unit-testing's withSecurityRulesDisabled; uploads and reads go through the compat SDK.

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { startEmulator, type Emulator } from '../../src/index.ts';
import { bytesOfSize } from './helpers.ts';

const PROJECT_ID = 'demo-cross-service';

const STORAGE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function onRoster() {
      return firestore.exists(/databases/(default)/documents/admins/$(request.auth.uid));
    }
    match /candidates/{uid}/resume/{file} {
      allow read: if request.auth != null
        && (request.auth.uid == uid || (request.auth.token.get('admin', false) == true && onRoster()));
      allow create: if request.auth != null && request.auth.uid == uid;
    }
    match /teams/{team}/{file} {
      allow read: if request.auth.uid in firestore.get(/databases/(default)/documents/teams/$(team)).data.members;
    }
  }
}`;

let emulator: Emulator;
let env: RulesTestEnvironment;

beforeAll(async () => {
  emulator = await startEmulator({ projectId: PROJECT_ID, firestorePort: 0, storagePort: 0, quiet: true });
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { host: emulator.host, port: emulator.firestorePort },
    storage: { host: emulator.host, port: emulator.storagePort, rules: STORAGE_RULES },
  });
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), 'admins/lead'), { email: 'lead@example.com' });
    await setDoc(doc(context.firestore(), 'teams/spinning'), { members: ['alice'] });
    await context.storage().ref('candidates/bob/resume/cv.pdf').put(bytesOfSize(10), {
      contentType: 'application/pdf',
    });
    await context.storage().ref('teams/spinning/plan.pdf').put(bytesOfSize(10), {
      contentType: 'application/pdf',
    });
  });
});

afterAll(async () => {
  await env.cleanup();
  await emulator.close();
});

const cvOf = (uid: string, claims: Record<string, unknown> = {}) =>
  env.authenticatedContext(uid, claims).storage().ref('candidates/bob/resume/cv.pdf');

describe('storage rules reading Firestore', () => {
  it('firestore.exists(): an admin on the roster reads the CV, one off it does not', async () => {
    await assertSucceeds(cvOf('lead', { admin: true }).getMetadata());
    await assertFails(cvOf('former', { admin: true }).getMetadata());
    await assertFails(cvOf('lead').getMetadata());
    await assertSucceeds(cvOf('bob').getMetadata());
  });

  it('sees a document removed since: the next request is refused', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'admins/colleague'), { email: 'colleague@example.com' });
    });
    await assertSucceeds(cvOf('colleague', { admin: true }).getDownloadURL());
    await env.withSecurityRulesDisabled(async (context) => {
      await deleteDoc(doc(context.firestore(), 'admins/colleague'));
    });
    await assertFails(cvOf('colleague', { admin: true }).getDownloadURL());
  });

  it("firestore.get(): reads the document's data", async () => {
    const plan = (uid: string) => env.authenticatedContext(uid).storage().ref('teams/spinning/plan.pdf');
    await assertSucceeds(plan('alice').getMetadata());
    await assertFails(plan('bob').getMetadata());
  });
});

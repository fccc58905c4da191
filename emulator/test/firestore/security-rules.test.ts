// Security Rules enforcement through @firebase/rules-unit-testing (rules loaded with the emulator
// API, clearFirestore, withSecurityRulesDisabled) and through a rules file given at start-up
// (reloaded on change), on every transport: REST (lite), gRPC unary, Write and Listen streams.

import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  doc as liteDoc,
  getDoc as liteGetDoc,
  getDocs as liteGetDocs,
  collection as liteCollection,
  collectionGroup as liteCollectionGroup,
  serverTimestamp as liteServerTimestamp,
  setDoc as liteSetDoc,
} from 'firebase/firestore/lite';
import { doc as fullDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { startHarness, type Harness } from './harness.ts';

type CompatFirestore = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isAdmin() { return request.auth != null && request.auth.token.admin == true; }
    match /jobs/{jobId} {
      allow get: if resource.data.status == 'open' || isAdmin();
      allow list: if resource.data.status == 'open' || isAdmin();
      allow write: if isAdmin();
    }
    match /profiles/{uid} {
      allow read, delete: if request.auth != null && request.auth.uid == uid;
      allow create: if request.auth != null && request.auth.uid == uid && request.resource.data.keys().hasOnly(['name', 'city']);
      allow update: if request.auth != null && request.auth.uid == uid && !request.resource.data.diff(resource.data).affectedKeys().hasAny(['role']);
    }
    match /applications/{id} {
      // Only the owner of the referenced profile may apply, and the job must exist.
      allow create: if request.auth != null
        && request.resource.data.uid == request.auth.uid
        && exists(/databases/$(database)/documents/jobs/$(request.resource.data.jobId));
      allow read: if request.auth != null && resource.data.uid == request.auth.uid;
    }
    match /{path=**}/reviews/{id} {
      allow read: if isAdmin();
    }
  }
}`;

let h: Harness;
let env: RulesTestEnvironment;
const projectId = `demo-rules-${process.pid}`;

beforeAll(async () => {
  h = await startHarness();
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host: h.host, port: h.port, rules: RULES },
  });
});
afterAll(async () => {
  await env.cleanup();
  await h.close();
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('jobs/open1').set({ status: 'open', title: 'Weaver' });
    await db.doc('jobs/closed1').set({ status: 'closed', title: 'Dyer' });
    await db.doc('profiles/alice').set({ name: 'Alice', city: 'Lahore', role: 'candidate' });
    await db.doc('jobs/open1/reviews/r1').set({ score: 3 });
  });
});

const alice = (): CompatFirestore => env.authenticatedContext('alice').firestore();
const admin = (): CompatFirestore => env.authenticatedContext('boss', { admin: true }).firestore();
const anonymous = (): CompatFirestore => env.unauthenticatedContext().firestore();

describe('rules-unit-testing', () => {
  test('get is judged per document', async () => {
    await assertSucceeds(anonymous().doc('jobs/open1').get());
    await assertFails(anonymous().doc('jobs/closed1').get());
    await assertSucceeds(admin().doc('jobs/closed1').get());
  });

  test('a list query is denied unless its filters prove the rule, even when the data would pass', async () => {
    // Every document *currently* matching is open, but the query does not say so: denied.
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('jobs/closed1').delete();
    });
    await assertFails(anonymous().collection('jobs').get());
    await assertSucceeds(anonymous().collection('jobs').where('status', '==', 'open').get());
    await assertFails(anonymous().collection('jobs').where('status', 'in', ['open', 'closed']).get());
    await assertSucceeds(admin().collection('jobs').get());
    expect(h.logs.some((line) => line.includes('DENIED list /jobs'))).toBe(true);
  });

  test('create, update and delete see resource and request.resource', async () => {
    await assertSucceeds(alice().doc('profiles/alice').update({ city: 'Karachi' }));
    await assertFails(alice().doc('profiles/alice').update({ role: 'admin' }));
    await assertFails(alice().doc('profiles/bob').set({ name: 'Bob' }));
    await assertFails(
      env.authenticatedContext('carol').firestore().doc('profiles/carol').set({ name: 'C', role: 'admin' }),
    );
    await assertSucceeds(
      env.authenticatedContext('carol').firestore().doc('profiles/carol').set({ name: 'C' }),
    );
    await assertFails(anonymous().doc('profiles/alice').delete());
    await assertSucceeds(alice().doc('profiles/alice').delete());
  });

  test('rules can look up other documents', async () => {
    await assertSucceeds(alice().collection('applications').doc('a1').set({ uid: 'alice', jobId: 'open1' }));
    await assertFails(alice().collection('applications').doc('a2').set({ uid: 'alice', jobId: 'nope' }));
    await assertFails(alice().collection('applications').doc('a3').set({ uid: 'bob', jobId: 'open1' }));
  });

  test('collection group queries match {path=**} rules', async () => {
    await assertSucceeds(admin().collectionGroup('reviews').get());
    await assertFails(alice().collectionGroup('reviews').get());
  });

  test('listeners are denied with permission-denied', async () => {
    const error = await new Promise<{ code: string }>((resolve) => {
      const stop = anonymous()
        .collection('jobs')
        .onSnapshot(
          () => {},
          (e) => {
            stop();
            resolve(e as { code: string });
          },
        );
    });
    expect(error.code).toBe('permission-denied');
    // An allowed listener on the same rules works: the server's result (a snapshot from the
    // SDK's cache, raised if the stream is slow to connect, would not show that).
    const snap = await new Promise<number>((resolve, reject) => {
      const stop = anonymous()
        .collection('jobs')
        .where('status', '==', 'open')
        .onSnapshot((s) => {
          if (s.metadata.fromCache) return;
          stop();
          resolve(s.size);
        }, reject);
    });
    expect(snap).toBe(1);
  });

  test('withSecurityRulesDisabled and the admin SDK bypass rules', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(ctx.firestore().collection('jobs').get());
    });
    const adminSdk = h.admin(projectId);
    await adminSdk.doc('jobs/closed1').update({ title: 'Changed by admin' });
    expect((await adminSdk.collection('jobs').get()).size).toBe(2);
  });

  test('the REST API (lite SDK) enforces the same rules', async () => {
    const lite = h.lite(projectId);
    await expect(liteGetDoc(liteDoc(lite, 'jobs/open1'))).resolves.toBeDefined();
    await expect(liteGetDoc(liteDoc(lite, 'jobs/closed1'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(liteGetDocs(liteCollection(lite, 'jobs'))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const asAlice = h.lite(projectId, { sub: 'alice', email: 'alice@example.com' });
    expect((await liteGetDoc(liteDoc(asAlice, 'profiles/alice'))).get('name')).toBe('Alice');
  });

  test('every denial is logged with method, path and reason', async () => {
    await assertFails(anonymous().doc('jobs/closed1').get());
    const line = h.logs.filter((l) => l.includes('DENIED get /jobs/closed1')).at(-1);
    expect(line).toMatch(/DENIED get \/jobs\/closed1 \(unauthenticated, project demo-rules-\d+\): .+/);
  });

  test('rules are per project', async () => {
    const other = h.lite(h.projectId());
    // No rules were loaded for this project: everything is allowed, and its data is separate.
    expect((await liteGetDocs(liteCollection(other, 'jobs'))).size).toBe(0);
  });
});

describe('rules file', () => {
  let dir: string;
  let fileHarness: Harness;
  const file = () => join(dir, 'firestore.rules');
  const allowReadsOf = (collection: string) =>
    `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /${collection}/{id} { allow read; }\n  }\n}\n`;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'fs-rules-'));
    await writeFile(file(), allowReadsOf('public'));
    fileHarness = await startHarness({ rulesFile: file() });
  });
  afterAll(async () => {
    await fileHarness.close();
    await rm(dir, { recursive: true, force: true });
  });

  const waitFor = async (predicate: () => Promise<boolean>): Promise<void> => {
    for (let i = 0; i < 100; i++) {
      if (await predicate()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('condition not met');
  };

  test('applies to every project, reloads on change, keeps the old rules on a syntax error', async () => {
    const db = fileHarness.lite(fileHarness.projectId());
    await expect(liteGetDoc(liteDoc(db, 'public/x'))).resolves.toBeDefined();
    await expect(liteGetDoc(liteDoc(db, 'private/x'))).rejects.toMatchObject({ code: 'permission-denied' });

    await writeFile(file(), allowReadsOf('private'));
    await waitFor(async () =>
      liteGetDoc(liteDoc(db, 'private/x')).then(
        () => true,
        () => false,
      ),
    );
    await expect(liteGetDoc(liteDoc(db, 'public/x'))).rejects.toMatchObject({ code: 'permission-denied' });

    // Only lines logged after this write tell about it.
    const logged = fileHarness.logs.length;
    const newErrors = () => fileHarness.logs.slice(logged).filter((l) => l.includes('does not compile'));
    await writeFile(
      file(),
      "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /x/{id} { allow read: if ; }\n  }\n}\n",
    );
    await waitFor(async () => newErrors().length > 0);
    expect(newErrors()).toEqual([expect.stringMatching(/firestore\.rules:4:\d+/)]);
    // The previous rules are still in force.
    await expect(liteGetDoc(liteDoc(db, 'private/x'))).resolves.toBeDefined();
  });
});

/** Loads `body` (the statements inside `match /databases/{db}/documents`) for a new project. */
function projectWithRules(harness: Harness, body: string): string {
  const projectId = harness.projectId();
  harness.server.rules.setProjectRules(projectId, [
    {
      content: `rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n${body}\n  }\n}\n`,
    },
  ]);
  return projectId;
}

describe('request.time', () => {
  const STAMPS = `match /stamps/{id} {
      allow create: if request.resource.data.at == request.time;
      allow read: if true;
    }`;

  test('equals a serverTimestamp() written by the same request, and its commit time', async () => {
    // Commits that share a millisecond get times a microsecond apart: the rules must see the
    // commit's own time. The wall clock stands still here (the emulator runs in this process), so
    // every commit shares one millisecond, as concurrent ones do on a fast machine.
    const projectId = projectWithRules(h, STAMPS);
    const db = h.lite(projectId, { sub: 'alice' });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    let results: PromiseSettledResult<void>[];
    try {
      results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          liteSetDoc(liteDoc(db, `stamps/lite${i}`), { at: liteServerTimestamp() }),
        ),
      );
    } finally {
      clock.mockRestore();
    }
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const stored = await h.admin(projectId).collection('stamps').get();
    expect(stored.size).toBe(20);
    for (const snap of stored.docs) {
      expect(snap.updateTime.isEqual(snap.get('at'))).toBe(true);
    }
  });

  test('holds for writes on the full SDK’s Write stream too', async () => {
    const projectId = projectWithRules(h, STAMPS);
    const db = h.full(projectId, { sub: 'alice' });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => setDoc(fullDoc(db, `stamps/full${i}`), { at: serverTimestamp() })),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await h.admin(projectId).collection('stamps').get()).size).toBe(20);
  });
});

describe('collection-group queries', () => {
  const seed = async (projectId: string): Promise<void> => {
    const admin = h.admin(projectId);
    await admin.doc('questions/root1').set({ text: 'top level' });
    await admin.doc('tests/t1/questions/nested1').set({ text: 'in a test' });
  };
  const groupIds = async (projectId: string): Promise<string[]> =>
    (await liteGetDocs(liteCollectionGroup(h.lite(projectId), 'questions'))).docs.map((d) => d.id).sort();

  test('are not allowed by a rule for the root-level collection of that name', async () => {
    const projectId = projectWithRules(h, 'match /questions/{id} { allow read: if true; }');
    await seed(projectId);
    await expect(groupIds(projectId)).rejects.toMatchObject({ code: 'permission-denied' });
    // The rule still allows what it names: the root-level collection.
    const root = await liteGetDocs(liteCollection(h.lite(projectId), 'questions'));
    expect(root.docs.map((d) => d.id)).toEqual(['root1']);
  });

  test('are not allowed by a rule for one nested collection', async () => {
    const projectId = projectWithRules(h, 'match /tests/{t}/questions/{id} { allow read: if true; }');
    await seed(projectId);
    await expect(groupIds(projectId)).rejects.toMatchObject({ code: 'permission-denied' });
    const nested = await liteGetDocs(liteCollection(h.lite(projectId), 'tests/t1/questions'));
    expect(nested.docs.map((d) => d.id)).toEqual(['nested1']);
  });

  test('are allowed by a {path=**} rule and return the group at every depth', async () => {
    const projectId = projectWithRules(h, 'match /{path=**}/questions/{id} { allow read: if true; }');
    await seed(projectId);
    expect(await groupIds(projectId)).toEqual(['nested1', 'root1']);
  });
});

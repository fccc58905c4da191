import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor } from '../support/actors.ts';
import { NOW, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { createRulesEnv } from '../support/test-env.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnv('server-only');
});
afterAll(async () => {
  await env.cleanup();
});

const documents: Record<string, Record<string, unknown>> = {
  mail: {
    kind: 'rejection',
    to: ['alice@example.com'],
    subject: 'Your application',
    text: 'x',
    html: 'x',
    status: 'sent',
    attempts: 1,
    error: null,
    jobId: 'job1',
    applicantIds: ['alice'],
    createdAt: NOW,
    sentAt: NOW,
    createdBy: 'root',
  },
  auditLog: {
    actor: { uid: 'root', email: 'root@example.com' },
    action: 'status',
    target: { type: 'job', id: 'job1', title: 'Spinning Shift Engineer' },
    changes: { status: { before: 'open', after: 'closed' } },
    at: NOW,
  },
  insightCounters: {
    day: '2026-11-20',
    jobs: { job1: { stages: { applied: 3, shortlisted: 1 }, sources: { LinkedIn: { applied: 2 } } } },
  },
};

// The outbox, the audit log and the insight counters are written by functions and read by admins only.
for (const [name, data] of Object.entries(documents)) {
  describeMatrix(`${name}/{id}`, () => env, {
    seed: (seedEnv) => seedDocs(seedEnv, { [`${name}/m1`]: data }),
    operations: {
      get: (db) => getDoc(doc(db, `${name}/m1`)),
      list: (db) => getDocs(collection(db, name)),
      create: (db) => setDoc(doc(db, `${name}/m2`), data),
      update: (db) => updateDoc(doc(db, `${name}/m1`), { status: 'queued' }),
      delete: (db) => deleteDoc(doc(db, `${name}/m1`)),
    },
    allowed: {
      signedOut: {},
      owner: {},
      other: {},
      admin: { get: true, list: true },
    },
  });
}

describe('unknown collections are closed', () => {
  it('denies reads and writes of a collection the model does not have, even to admins', async () => {
    await env.clearFirestore();
    await seedDocs(env, { 'secrets/s1': { value: 1 } });
    const db = contextFor(env, 'admin').firestore();
    await assertFails(getDoc(doc(db, 'secrets/s1')));
    await assertFails(setDoc(doc(db, 'secrets/s2'), { value: 2 }));
  });
});

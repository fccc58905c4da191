import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { contextFor, type Actor } from '../support/actors.ts';

type Db = ReturnType<ReturnType<typeof contextFor>['firestore']>;
import { job, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('jobs');

const seedJobs = (seedEnv: RulesTestEnvironment) =>
  seedDocs(seedEnv, {
    'jobs/open': job(),
    'jobs/closed': job({ status: 'closed' }),
    'jobs/hidden': job({ hidden: true }),
    'jobs/deleted': job({ deleted: true, deletedAt: job().updatedAt }),
    'jobIndex/open': { jobs: [], shardIds: [], updatedAt: job().updatedAt },
  });

const publicJobsQuery = (db: Db) =>
  query(
    collection(db, 'jobs'),
    where('status', '==', 'open'),
    where('hidden', '==', false),
    where('deleted', '==', false),
  );

// Jobs are written only by the jobs service in functions (it keeps the public index consistent).
describeMatrix('jobs/{id}', () => env, {
  seed: seedJobs,
  operations: {
    get: (db) => getDoc(doc(db, 'jobs/open')),
    list: (db) => getDocs(publicJobsQuery(db)),
    create: (db) => setDoc(doc(db, 'jobs/new'), job()),
    update: (db) => updateDoc(doc(db, 'jobs/open'), { title: 'Changed' }),
    delete: (db) => deleteDoc(doc(db, 'jobs/open')),
  },
  allowed: {
    signedOut: { get: true, list: true },
    owner: { get: true, list: true },
    other: { get: true, list: true },
    admin: { get: true, list: true },
  },
});

describe('jobs/{id}: only open, visible jobs are public', () => {
  const readers: Actor[] = ['signedOut', 'owner'];
  for (const actor of readers) {
    it(`${actor} cannot get a closed job`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(getDoc(doc(contextFor(env, actor).firestore(), 'jobs/closed')));
    });

    it(`${actor} cannot get a hidden job`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(getDoc(doc(contextFor(env, actor).firestore(), 'jobs/hidden')));
    });

    it(`${actor} cannot get a deleted job, even one that is open and not hidden`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      await assertFails(getDoc(doc(contextFor(env, actor).firestore(), 'jobs/deleted')));
    });

    // Public means `false`, not "not true": a job whose flag is missing or null (written before the
    // field existed, or by a faulty migration) stays private.
    it(`${actor} cannot get a job whose hidden or deleted flag is missing or null`, async () => {
      await env.clearFirestore();
      const { hidden: _hidden, ...withoutHidden } = job();
      await seedDocs(env, {
        'jobs/unflagged': withoutHidden,
        'jobs/hiddenNull': job({ hidden: null }),
        'jobs/deletedNull': job({ deleted: null }),
      });
      const db = contextFor(env, actor).firestore();
      await assertFails(getDoc(doc(db, 'jobs/unflagged')));
      await assertFails(getDoc(doc(db, 'jobs/hiddenNull')));
      await assertFails(getDoc(doc(db, 'jobs/deletedNull')));
    });

    it(`${actor} cannot list jobs without the public filters (rules are not filters)`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      const db = contextFor(env, actor).firestore();
      await assertFails(getDocs(collection(db, 'jobs')));
      await assertFails(getDocs(query(collection(db, 'jobs'), where('status', '==', 'open'))));
      // Without `deleted == false` the query could return a deleted job: refused.
      await assertFails(
        getDocs(query(collection(db, 'jobs'), where('status', '==', 'open'), where('hidden', '==', false))),
      );
    });

    it(`${actor} lists exactly the public jobs with the three filters`, async () => {
      await env.clearFirestore();
      await seedJobs(env);
      const listed = await assertSucceeds(getDocs(publicJobsQuery(contextFor(env, actor).firestore())));
      expect(listed.docs.map((snapshot) => snapshot.id)).toEqual(['open']);
    });
  }

  it('an admin gets closed, hidden and deleted jobs and lists them all', async () => {
    await env.clearFirestore();
    await seedJobs(env);
    const db = contextFor(env, 'admin').firestore();
    await assertSucceeds(getDoc(doc(db, 'jobs/closed')));
    await assertSucceeds(getDoc(doc(db, 'jobs/hidden')));
    await assertSucceeds(getDoc(doc(db, 'jobs/deleted')));
    const all = await assertSucceeds(getDocs(collection(db, 'jobs')));
    expect(all.size).toBe(4);
  });

  it('not even an admin writes a job directly', async () => {
    await env.clearFirestore();
    await seedJobs(env);
    await assertFails(setDoc(doc(contextFor(env, 'admin').firestore(), 'jobs/open'), job({ title: 'x' })));
  });
});

describeMatrix('jobIndex/{docId}', () => env, {
  seed: seedJobs,
  operations: {
    get: (db) => getDoc(doc(db, 'jobIndex/open')),
    list: (db) => getDocs(collection(db, 'jobIndex')),
    create: (db) => setDoc(doc(db, 'jobIndex/other'), { jobs: [] }),
    update: (db) => updateDoc(doc(db, 'jobIndex/open'), { jobs: [] }),
    delete: (db) => deleteDoc(doc(db, 'jobIndex/open')),
  },
  allowed: {
    signedOut: { get: true, list: true },
    owner: { get: true, list: true },
    other: { get: true, list: true },
    admin: { get: true, list: true },
  },
});

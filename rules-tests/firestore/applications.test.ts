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
import { describe, it } from 'vitest';
import { contextFor, UIDS } from '../support/actors.ts';
import { NOW, seedDocs, validProfile } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('applications');

const applicationPath = `applications/job1_${UIDS.owner}`;
const reviewPath = `${applicationPath}/private/review`;

const application = (uid: string) => ({
  jobId: 'job1',
  jobTitle: 'Spinning Shift Engineer',
  uid,
  status: 'applied',
  statusHistory: [{ status: 'applied', at: NOW }],
  topCandidate: false,
  answers: [],
  candidate: validProfile(uid),
  privacyPolicyVersion: '2026-01',
  appliedAt: NOW,
  updatedAt: NOW,
  test: null,
  interviewInvitedAt: null,
});

const review = () => ({
  remarks: 'Strong spinning background.',
  score: 14,
  totalQuestions: 20,
  updatedAt: NOW,
  updatedBy: UIDS.admin,
});

const seedApplications = (seedEnv: RulesTestEnvironment) =>
  seedDocs(seedEnv, {
    [applicationPath]: application(UIDS.owner),
    [`applications/job1_${UIDS.other}`]: application(UIDS.other),
    [reviewPath]: review(),
  });

// Applications are written only by functions (apply, shortlist, reject...).
describeMatrix('applications/{id}', () => env, {
  seed: seedApplications,
  operations: {
    get: (db) => getDoc(doc(db, applicationPath)),
    list: (db) => getDocs(query(collection(db, 'applications'), where('uid', '==', UIDS.owner))),
    create: (db) => setDoc(doc(db, `applications/job2_${UIDS.owner}`), application(UIDS.owner)),
    update: (db) => updateDoc(doc(db, applicationPath), { status: 'shortlisted' }),
    delete: (db) => deleteDoc(doc(db, applicationPath)),
  },
  allowed: {
    signedOut: {},
    owner: { get: true, list: true },
    other: {},
    admin: { get: true, list: true },
  },
});

describe('applications/{id}: candidates see only their own', () => {
  it("a candidate lists their own applications but not everyone's", async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = contextFor(env, 'other').firestore();
    await assertSucceeds(getDocs(query(collection(db, 'applications'), where('uid', '==', UIDS.other))));
    await assertFails(getDocs(collection(db, 'applications')));
  });

  it('an admin lists every application', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    await assertSucceeds(getDocs(collection(contextFor(env, 'admin').firestore(), 'applications')));
  });
});

describe("applications/{id}: a candidate never reads another's, nor writes their own", () => {
  const otherPath = `applications/job1_${UIDS.other}`;

  it("denies a candidate another candidate's application, by id and by query", async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = contextFor(env, 'owner').firestore();
    await assertFails(getDoc(doc(db, otherPath)));
    await assertFails(getDocs(query(collection(db, 'applications'), where('uid', '==', UIDS.other))));
    await assertFails(getDocs(query(collection(db, 'applications'), where('jobId', '==', 'job1'))));
  });

  it('denies a candidate withdrawing, shortlisting or re-answering directly (functions do that)', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = contextFor(env, 'owner').firestore();
    await assertFails(updateDoc(doc(db, applicationPath), { status: 'withdrawn' }));
    await assertFails(updateDoc(doc(db, applicationPath), { answers: [] }));
    await assertFails(setDoc(doc(db, applicationPath), application(UIDS.owner)));
    await assertFails(setDoc(doc(db, `applications/job3_${UIDS.owner}`), application(UIDS.owner)));
  });

  it("denies a candidate their own application's review, and writing it", async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = contextFor(env, 'owner').firestore();
    await assertFails(getDoc(doc(db, reviewPath)));
    await assertFails(getDocs(collection(db, `${applicationPath}/private`)));
    await assertFails(setDoc(doc(db, reviewPath), { ...review(), updatedBy: UIDS.owner }));
  });

  it('lets an admin read any application, but not write one (only functions do)', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = contextFor(env, 'admin').firestore();
    await assertSucceeds(getDoc(doc(db, otherPath)));
    await assertSucceeds(getDocs(query(collection(db, 'applications'), where('jobId', '==', 'job1'))));
    await assertFails(updateDoc(doc(db, otherPath), { status: 'shortlisted' }));
  });
});

describeMatrix('applications/{id}/private/review', () => env, {
  seed: (seedEnv, operation) =>
    operation === 'create'
      ? seedDocs(seedEnv, { [applicationPath]: application(UIDS.owner) })
      : seedApplications(seedEnv),
  operations: {
    get: (db) => getDoc(doc(db, reviewPath)),
    list: (db) => getDocs(collection(db, `${applicationPath}/private`)),
    create: (db) => setDoc(doc(db, reviewPath), review()),
    update: (db) => updateDoc(doc(db, reviewPath), { remarks: 'Invite to interview.' }),
    delete: (db) => deleteDoc(doc(db, reviewPath)),
  },
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    admin: { get: true, list: true, create: true, update: true },
  },
});

describe('applications/{id}/private/review validation', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['empty remarks', { remarks: '  ' }],
    ['remarks over 5000 characters', { remarks: 'x'.repeat(5001) }],
    ['an unknown key', { shortlisted: true }],
    ['updatedBy naming another admin', { updatedBy: 'someone-else' }],
  ];
  for (const [label, change] of cases) {
    it(`denies ${label}`, async () => {
      await env.clearFirestore();
      await seedDocs(env, { [applicationPath]: application(UIDS.owner) });
      await assertFails(
        setDoc(doc(contextFor(env, 'admin').firestore(), reviewPath), { ...review(), ...change }),
      );
    });
  }
});

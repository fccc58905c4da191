import { assertFails } from '@firebase/rules-unit-testing';
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
import { NOW, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('test-sessions');

const sessionPath = `testSessions/job1_${UIDS.owner}`;
const session = (uid: string) => ({
  jobId: 'job1',
  testId: 't1',
  uid,
  jobTitle: 'Spinning Shift Engineer',
  testTitle: 'Spinning basics',
  seed: 12345,
  steps: [{ questionIds: ['q1', 'q2'] }],
  currentStep: 0,
  startedAt: NOW,
  timeMinutes: 30,
  extraMinutes: 0,
  deadline: NOW,
  answers: {},
  focusLosses: 0,
  tabSwitches: 0,
  completedAt: null,
  completion: null,
  updatedAt: NOW,
});

// Sessions are started, answered and submitted only through functions, which enforce the deadline.
describeMatrix('testSessions/{id}', () => env, {
  seed: (seedEnv) => seedDocs(seedEnv, { [sessionPath]: session(UIDS.owner) }),
  operations: {
    get: (db) => getDoc(doc(db, sessionPath)),
    list: (db) => getDocs(query(collection(db, 'testSessions'), where('uid', '==', UIDS.owner))),
    create: (db) => setDoc(doc(db, `testSessions/job2_${UIDS.owner}`), session(UIDS.owner)),
    update: (db) => updateDoc(doc(db, sessionPath), { answers: { q1: 'A' } }),
    delete: (db) => deleteDoc(doc(db, sessionPath)),
  },
  allowed: {
    signedOut: {},
    owner: { get: true, list: true },
    other: {},
    admin: { get: true, list: true },
  },
});

describe('testSessions/{id}: a candidate cannot move their own deadline', () => {
  it('denies the owner extending the deadline', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [sessionPath]: session(UIDS.owner) });
    await assertFails(
      updateDoc(doc(contextFor(env, 'owner').firestore(), sessionPath), {
        deadline: new Date(Date.now() + 3.6e6),
      }),
    );
  });
});

describe('testSessions/{id}: answers, completion and other candidates', () => {
  const ownerDb = () => contextFor(env, 'owner').firestore();

  it('denies the owner saving an answer, skipping a step or completing their own session', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [sessionPath]: session(UIDS.owner) });
    await assertFails(updateDoc(doc(ownerDb(), sessionPath), { 'answers.q1': ['Cotton'] }));
    await assertFails(updateDoc(doc(ownerDb(), sessionPath), { currentStep: 1 }));
    await assertFails(updateDoc(doc(ownerDb(), sessionPath), { completedAt: NOW, completion: 'submitted' }));
  });

  it("denies a candidate another candidate's session, and a list that is not filtered to their own", async () => {
    await env.clearFirestore();
    await seedDocs(env, {
      [sessionPath]: session(UIDS.owner),
      [`testSessions/job1_${UIDS.other}`]: session(UIDS.other),
    });
    await assertFails(getDoc(doc(ownerDb(), `testSessions/job1_${UIDS.other}`)));
    await assertFails(getDocs(collection(ownerDb(), 'testSessions')));
    await assertFails(getDocs(query(collection(ownerDb(), 'testSessions'), where('uid', '==', UIDS.other))));
  });
});

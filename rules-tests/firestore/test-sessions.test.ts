import { assertFails } from '@firebase/rules-unit-testing';
import { where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { UIDS } from '../support/actors.ts';
import { NOW, seedDocs } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';
import { requestsAs } from '../support/requests.ts';

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
    get: (db) => db.get(sessionPath),
    list: (db) => db.list('testSessions', where('uid', '==', UIDS.owner)),
    create: (db) => db.set(`testSessions/job2_${UIDS.owner}`, session(UIDS.owner)),
    update: (db) => db.update(sessionPath, { answers: { q1: 'A' } }),
    delete: (db) => db.delete(sessionPath),
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
      requestsAs(env, 'owner').update(sessionPath, {
        deadline: new Date(Date.now() + 3.6e6),
      }),
    );
  });
});

describe('testSessions/{id}: answers, completion and other candidates', () => {
  const ownerDb = () => requestsAs(env, 'owner');

  it('denies the owner saving an answer, skipping a step or completing their own session', async () => {
    await env.clearFirestore();
    await seedDocs(env, { [sessionPath]: session(UIDS.owner) });
    await assertFails(ownerDb().update(sessionPath, { 'answers.q1': ['Cotton'] }));
    await assertFails(ownerDb().update(sessionPath, { currentStep: 1 }));
    await assertFails(ownerDb().update(sessionPath, { completedAt: NOW, completion: 'submitted' }));
  });

  it("denies a candidate another candidate's session, and a list that is not filtered to their own", async () => {
    await env.clearFirestore();
    await seedDocs(env, {
      [sessionPath]: session(UIDS.owner),
      [`testSessions/job1_${UIDS.other}`]: session(UIDS.other),
    });
    await assertFails(ownerDb().get(`testSessions/job1_${UIDS.other}`));
    await assertFails(ownerDb().list('testSessions'));
    await assertFails(ownerDb().list('testSessions', where('uid', '==', UIDS.other)));
  });
});

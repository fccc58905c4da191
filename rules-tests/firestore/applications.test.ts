import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { UIDS } from '../support/actors.ts';
import { NOW, seedDocs, validProfile } from '../support/fixtures.ts';
import { describeMatrix } from '../support/matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';
import { requestsAs } from '../support/requests.ts';

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
    get: (db) => db.get(applicationPath),
    list: (db) => db.list('applications', where('uid', '==', UIDS.owner)),
    create: (db) => db.set(`applications/job2_${UIDS.owner}`, application(UIDS.owner)),
    update: (db) => db.update(applicationPath, { status: 'shortlisted' }),
    delete: (db) => db.delete(applicationPath),
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
    const db = requestsAs(env, 'other');
    await assertSucceeds(db.list('applications', where('uid', '==', UIDS.other)));
    await assertFails(db.list('applications'));
  });

  it('an admin lists every application', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    await assertSucceeds(requestsAs(env, 'admin').list('applications'));
  });
});

describe("applications/{id}: a candidate never reads another's, nor writes their own", () => {
  const otherPath = `applications/job1_${UIDS.other}`;

  it("denies a candidate another candidate's application, by id and by query", async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = requestsAs(env, 'owner');
    await assertFails(db.get(otherPath));
    await assertFails(db.list('applications', where('uid', '==', UIDS.other)));
    await assertFails(db.list('applications', where('jobId', '==', 'job1')));
  });

  it('denies a candidate withdrawing, shortlisting or re-answering directly (functions do that)', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = requestsAs(env, 'owner');
    await assertFails(db.update(applicationPath, { status: 'withdrawn' }));
    await assertFails(db.update(applicationPath, { answers: [] }));
    await assertFails(db.set(applicationPath, application(UIDS.owner)));
    await assertFails(db.set(`applications/job3_${UIDS.owner}`, application(UIDS.owner)));
  });

  it("denies a candidate their own application's review, and writing it", async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = requestsAs(env, 'owner');
    await assertFails(db.get(reviewPath));
    await assertFails(db.list(`${applicationPath}/private`));
    await assertFails(db.set(reviewPath, { ...review(), updatedBy: UIDS.owner }));
  });

  it('lets an admin read any application, but not write one (only functions do)', async () => {
    await env.clearFirestore();
    await seedApplications(env);
    const db = requestsAs(env, 'admin');
    await assertSucceeds(db.get(otherPath));
    await assertSucceeds(db.list('applications', where('jobId', '==', 'job1')));
    await assertFails(db.update(otherPath, { status: 'shortlisted' }));
  });
});

describeMatrix('applications/{id}/private/review', () => env, {
  seed: (seedEnv, operation) =>
    operation === 'create'
      ? seedDocs(seedEnv, { [applicationPath]: application(UIDS.owner) })
      : seedApplications(seedEnv),
  operations: {
    get: (db) => db.get(reviewPath),
    list: (db) => db.list(`${applicationPath}/private`),
    create: (db) => db.set(reviewPath, review()),
    update: (db) => db.update(reviewPath, { remarks: 'Invite to interview.' }),
    delete: (db) => db.delete(reviewPath),
  },
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    // Admins read the review; only functions write it (audit, search score, insight counters).
    admin: { get: true, list: true },
  },
});

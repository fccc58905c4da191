import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { UIDS } from '../support/actors.ts';
import { describeAdminClaimMatrix } from '../support/claims-matrix.ts';
import { job, NOW, seedDocs, validProfile } from '../support/fixtures.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('admin-claim');

const seed = (docs: Record<string, Record<string, unknown>>) => (seedEnv: RulesTestEnvironment) =>
  seedDocs(seedEnv, docs);
const applicationPath = `applications/job1_${UIDS.owner}`;

// Admin rights come only from `admin: true` in the token (ADMIN_CLAIMS): a claim that merely looks
// like it must not open what only admins read or write.
describeAdminClaimMatrix('admin-only Firestore requests by claim', () => env, {
  reset: (resetEnv) => resetEnv.clearFirestore(),
  requests: {
    'list profiles': {
      seed: seed({ [`profiles/${UIDS.owner}`]: validProfile() }),
      request: (context) => getDocs(collection(context.firestore(), 'profiles')),
    },
    "get a candidate's profile": {
      seed: seed({ [`profiles/${UIDS.owner}`]: validProfile() }),
      request: (context) => getDoc(doc(context.firestore(), `profiles/${UIDS.owner}`)),
    },
    'list every application': {
      seed: seed({ [applicationPath]: { jobId: 'job1', uid: UIDS.owner, status: 'applied' } }),
      request: (context) => getDocs(collection(context.firestore(), 'applications')),
    },
    'read the review of an application': {
      seed: seed({
        [applicationPath]: { jobId: 'job1', uid: UIDS.owner, status: 'applied' },
        [`${applicationPath}/private/review`]: {
          remarks: 'Strong spinning background.',
          updatedAt: NOW,
          updatedBy: 'admin',
        },
      }),
      request: (context) => getDoc(doc(context.firestore(), `${applicationPath}/private/review`)),
    },
    'get a test and its answer keys': {
      seed: seed({ 'tests/t1': { title: 'Spinning basics', status: 'active' } }),
      request: (context) => getDoc(doc(context.firestore(), 'tests/t1')),
    },
    'get a closed job': {
      seed: seed({ 'jobs/closed': job({ status: 'closed' }) }),
      request: (context) => getDoc(doc(context.firestore(), 'jobs/closed')),
    },
    'read the mail log': {
      seed: seed({ 'mail/m1': { kind: 'rejection', to: ['alice@example.com'], createdAt: NOW } }),
      request: (context) => getDocs(collection(context.firestore(), 'mail')),
    },
  },
});

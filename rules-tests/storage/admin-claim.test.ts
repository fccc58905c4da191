import { APPLICATION_FILE_METADATA } from '@careers/domain';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, listAll, ref, uploadBytes } from 'firebase/storage';
import { UIDS } from '../support/actors.ts';
import { describeAdminClaimMatrix } from '../support/claims-matrix.ts';
import { bytesOf, seedObject } from '../support/storage-matrix.ts';
import { resetBucket, rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('admin-claim-files');

const cv = `candidates/${UIDS.owner}/resume/cv.pdf`;
const copy = `applications/job1_${UIDS.owner}/cv.pdf`;
const seedCopy = (seedEnv: RulesTestEnvironment) =>
  seedObject(seedEnv, copy, 'application/pdf', 1024, { [APPLICATION_FILE_METADATA.uid]: UIDS.owner });

// The storage side of admin rights: only `admin: true` in the token reads candidates' files and
// manages the admins' pictures; a claim that merely looks like it gets what any candidate gets.
describeAdminClaimMatrix('admin-only Storage requests by claim', () => env, {
  reset: resetBucket,
  requests: {
    "get a candidate's CV": {
      seed: (seedEnv) => seedObject(seedEnv, cv, 'application/pdf'),
      request: (context) => getBytes(ref(context.storage(), cv)),
    },
    "list a candidate's CVs": {
      seed: (seedEnv) => seedObject(seedEnv, cv, 'application/pdf'),
      request: (context) => listAll(ref(context.storage(), `candidates/${UIDS.owner}/resume`)),
    },
    "get an application's CV copy": {
      seed: seedCopy,
      request: (context) => getBytes(ref(context.storage(), copy)),
    },
    "list an application's files": {
      seed: seedCopy,
      request: (context) => listAll(ref(context.storage(), `applications/job1_${UIDS.owner}`)),
    },
    'get a question picture': {
      seed: (seedEnv) => seedObject(seedEnv, 'tests/t1/questions/q1/image.png', 'image/png'),
      request: (context) => getBytes(ref(context.storage(), 'tests/t1/questions/q1/image.png')),
    },
    'upload a department picture': {
      seed: async () => {},
      request: (context) =>
        uploadBytes(ref(context.storage(), 'departments/spinning/new.png'), bytesOf(2048), {
          contentType: 'image/png',
        }),
    },
    'delete a department picture': {
      seed: (seedEnv) => seedObject(seedEnv, 'departments/spinning/picture.png', 'image/png'),
      request: (context) => deleteObject(ref(context.storage(), 'departments/spinning/picture.png')),
    },
  },
});

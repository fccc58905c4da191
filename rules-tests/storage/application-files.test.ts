import { APPLICATION_FILE_METADATA } from '@careers/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { contextFor, UIDS } from '../support/actors.ts';
import { bytesOf, describeStorageMatrix, seedObject } from '../support/storage-matrix.ts';
import { resetBucket, rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('application-files');

// The CV copy an application owns, as the apply function writes it: custom metadata names the
// candidate. Job ids may contain '_', so the path alone cannot say whose application it is.
const applicationFolder = `applications/job1_${UIDS.owner}`;
const ownerMetadata = {
  [APPLICATION_FILE_METADATA.uid]: UIDS.owner,
  [APPLICATION_FILE_METADATA.applicationId]: `job1_${UIDS.owner}`,
  [APPLICATION_FILE_METADATA.kind]: APPLICATION_FILE_METADATA.resumeKind,
};

describeStorageMatrix('applications/{applicationId}/{file}', () => env, {
  existingPath: `${applicationFolder}/cv-1.pdf`,
  newPath: `${applicationFolder}/cv-2.pdf`,
  folder: applicationFolder,
  contentType: 'application/pdf',
  existingMetadata: ownerMetadata,
  allowed: {
    signedOut: {},
    // The candidate reads the copy of their own CV; nothing may change what the employer received.
    owner: { get: true },
    other: {},
    admin: { get: true, list: true },
  },
});

describe('applications/{id}/{file}: ownership comes from the metadata, not the path', () => {
  it("denies a candidate whose uid ends the folder's name when the copy is someone else's", async () => {
    await resetBucket(env);
    // An application id that ends in '_alice' although it belongs to 'x_alice' (job 'job1').
    const path = `applications/job1_x_${UIDS.owner}/cv.pdf`;
    await seedObject(env, path, 'application/pdf', 100, { ...ownerMetadata, uid: `x_${UIDS.owner}` });
    await assertFails(getBytes(ref(contextFor(env, 'owner').storage(), path)));
    await assertSucceeds(getBytes(ref(contextFor(env, 'admin').storage(), path)));
  });

  it('denies everyone but admins an object without the metadata', async () => {
    await resetBucket(env);
    const path = `${applicationFolder}/stray.pdf`;
    await seedObject(env, path, 'application/pdf');
    await assertFails(getBytes(ref(contextFor(env, 'owner').storage(), path)));
    await assertSucceeds(getBytes(ref(contextFor(env, 'admin').storage(), path)));
  });

  it('denies a candidate uploading a "copy" with their own uid in its metadata', async () => {
    await resetBucket(env);
    await assertFails(
      uploadBytes(ref(contextFor(env, 'owner').storage(), `${applicationFolder}/forged.pdf`), bytesOf(100), {
        contentType: 'application/pdf',
        customMetadata: ownerMetadata,
      }),
    );
  });
});

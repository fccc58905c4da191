import { FILE_LIMITS } from '@careers/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { contextFor, UIDS } from '../support/actors.ts';
import { bytesOf, describeStorageMatrix, seedObject } from '../support/storage-matrix.ts';
import { resetBucket } from '../support/test-env.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('candidate-files');

const ownerOnly = {
  signedOut: {},
  // The owner only adds new files: the server checks each before the profile points at it, and
  // deletes replaced ones, so a checked file can never be overwritten or removed and re-created.
  owner: { get: true, list: true, create: true },
  other: {},
  // Admins read CVs and pictures to review applicants, but never change a candidate's files.
  admin: { get: true, list: true },
};

describeStorageMatrix('candidates/{uid}/resume/{file}', () => env, {
  existingPath: `candidates/${UIDS.owner}/resume/cv.pdf`,
  newPath: `candidates/${UIDS.owner}/resume/cv-2026.pdf`,
  folder: `candidates/${UIDS.owner}/resume`,
  contentType: 'application/pdf',
  allowed: ownerOnly,
});

describeStorageMatrix('candidates/{uid}/avatar/{file}', () => env, {
  existingPath: `candidates/${UIDS.owner}/avatar/me.png`,
  newPath: `candidates/${UIDS.owner}/avatar/me-2.jpg`,
  folder: `candidates/${UIDS.owner}/avatar`,
  contentType: 'image/png',
  allowed: ownerOnly,
});

const upload = (path: string, size: number, contentType: string) =>
  uploadBytes(ref(contextFor(env, 'owner').storage(), path), bytesOf(size), { contentType });

describe('candidate uploads: size and type limits match packages/domain', () => {
  // A new name for every upload: an existing name is refused for another reason (no overwrite).
  let count = 0;
  const unique = () => `${String(Date.now())}-${String((count += 1))}`;
  const resume = () => `candidates/${UIDS.owner}/resume/${unique()}-cv.pdf`;
  const avatar = () => `candidates/${UIDS.owner}/avatar/${unique()}-me.png`;

  it('accepts a CV of exactly the limit', async () => {
    await assertSucceeds(upload(resume(), FILE_LIMITS.resume.maxBytes, 'application/pdf'));
  });

  it('denies a CV one byte over the limit', async () => {
    await assertFails(upload(resume(), FILE_LIMITS.resume.maxBytes + 1, 'application/pdf'));
  });

  for (const contentType of FILE_LIMITS.resume.contentTypes) {
    it(`accepts a CV of type ${contentType}`, async () => {
      await assertSucceeds(upload(resume(), 1000, contentType));
    });
  }

  it('denies a CV that is not a document', async () => {
    await assertFails(upload(resume(), 1000, 'application/x-msdownload'));
    await assertFails(upload(resume(), 1000, 'image/png'));
  });

  it('accepts a picture of exactly the limit and denies one byte more', async () => {
    await assertSucceeds(upload(avatar(), FILE_LIMITS.picture.maxBytes, 'image/png'));
    await assertFails(upload(avatar(), FILE_LIMITS.picture.maxBytes + 1, 'image/png'));
  });

  it('accepts JPEG and PNG pictures only', async () => {
    await assertSucceeds(upload(avatar(), 1000, 'image/jpeg'));
    await assertFails(upload(avatar(), 1000, 'image/gif'));
    await assertFails(upload(avatar(), 1000, 'image/svg+xml'));
  });

  it("denies a candidate uploading into someone else's folder", async () => {
    await assertFails(
      uploadBytes(ref(contextFor(env, 'other').storage(), resume()), bytesOf(100), {
        contentType: 'application/pdf',
      }),
    );
  });

  it('denies paths outside the model', async () => {
    await assertFails(upload(`candidates/${UIDS.owner}/notes/x.pdf`, 100, 'application/pdf'));
    await assertFails(upload(`public/x.pdf`, 100, 'application/pdf'));
  });
});

describe('candidate uploads: a checked file cannot be swapped for another under its name', () => {
  const resume = `candidates/${UIDS.owner}/resume/cv.pdf`;
  const avatar = `candidates/${UIDS.owner}/avatar/me.png`;

  it('denies the owner overwriting an existing CV or picture with new bytes', async () => {
    await resetBucket(env);
    await seedObject(env, resume, 'application/pdf');
    await seedObject(env, avatar, 'image/png');
    await assertFails(upload(resume, 1000, 'application/pdf'));
    await assertFails(upload(avatar, 1000, 'image/png'));
  });

  it('denies the owner deleting a CV (delete, then upload again under the same name)', async () => {
    await resetBucket(env);
    await seedObject(env, resume, 'application/pdf');
    await assertFails(deleteObject(ref(contextFor(env, 'owner').storage(), resume)));
  });

  it('still lets the owner add a new file beside the existing one', async () => {
    await resetBucket(env);
    await seedObject(env, resume, 'application/pdf');
    await assertSucceeds(upload(`candidates/${UIDS.owner}/resume/5f1c-cv.pdf`, 1000, 'application/pdf'));
  });
});

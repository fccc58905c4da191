import { FILE_LIMITS, PROFILE_UPLOAD_SLOT_NAMES, PROFILE_UPLOAD_SLOTS } from '@careers/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteObject, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
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
  existingPath: `candidates/${UIDS.owner}/resume/upload-1`,
  newPath: `candidates/${UIDS.owner}/resume/upload-2`,
  folder: `candidates/${UIDS.owner}/resume`,
  contentType: 'application/pdf',
  allowed: ownerOnly,
});

describeStorageMatrix('candidates/{uid}/avatar/{file}', () => env, {
  existingPath: `candidates/${UIDS.owner}/avatar/upload-1`,
  newPath: `candidates/${UIDS.owner}/avatar/upload-2`,
  folder: `candidates/${UIDS.owner}/avatar`,
  contentType: 'image/png',
  allowed: ownerOnly,
});

const upload = (path: string, size: number, contentType: string) =>
  uploadBytes(ref(contextFor(env, 'owner').storage(), path), bytesOf(size), { contentType });

describe('candidate uploads: size and type limits match packages/domain', () => {
  // A free slot for every upload (an existing one is refused for another reason: no overwrite):
  // the bucket is emptied before each case, and no case uploads more than the slots.
  let count = 0;
  beforeEach(async () => {
    count = 0;
    await resetBucket(env);
  });
  const slot = () => PROFILE_UPLOAD_SLOT_NAMES[(count += 1) - 1] ?? 'no-slot-left';
  const resume = () => `candidates/${UIDS.owner}/resume/${slot()}`;
  const avatar = () => `candidates/${UIDS.owner}/avatar/${slot()}`;

  it('accepts a CV of exactly the limit', async () => {
    await assertSucceeds(upload(resume(), FILE_LIMITS.resume.maxBytes, 'application/pdf'));
  });

  it('denies a CV one byte over the limit', async () => {
    await assertFails(upload(resume(), FILE_LIMITS.resume.maxBytes + 1, 'application/pdf'));
  });

  it('accepts a CV of each allowed type', async () => {
    expect(FILE_LIMITS.resume.contentTypes.length).toBeLessThanOrEqual(PROFILE_UPLOAD_SLOTS);
    for (const contentType of FILE_LIMITS.resume.contentTypes)
      await assertSucceeds(upload(resume(), 1000, contentType));
  });

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

describe('candidate uploads: only into a fixed set of slots per kind (issue 31 item 6)', () => {
  beforeEach(async () => {
    await resetBucket(env);
  });

  for (const kind of ['resume', 'avatar'] as const) {
    const contentType = kind === 'resume' ? 'application/pdf' : 'image/png';
    const at = (name: string) => `candidates/${UIDS.owner}/${kind}/${name}`;

    it(`accepts an upload into each of the ${String(PROFILE_UPLOAD_SLOTS)} ${kind} slots`, async () => {
      for (const slot of PROFILE_UPLOAD_SLOT_NAMES) await assertSucceeds(upload(at(slot), 1000, contentType));
    });

    it(`denies an upload to ${kind}/ under any other name`, async () => {
      const names = [
        kind === 'resume' ? '5f1c2d3e-4a5b-6c7d-8e9f-a0b1c2d3e4f5-cv.pdf' : '5f1c2d3e-me.png',
        `upload-${String(PROFILE_UPLOAD_SLOTS + 1)}`,
        'upload-0',
        'upload-1.pdf',
        'upload-10',
        'upload-',
        'upload-1/upload-1',
        'x/upload-1',
        'Upload-1',
      ];
      for (const name of names) await assertFails(upload(at(name), 1000, contentType));
    });

    it(`denies an upload to ${kind}/ into a taken slot (no overwrite), while another slot is free`, async () => {
      await seedObject(env, at('upload-1'), contentType);
      await assertFails(upload(at('upload-1'), 1000, contentType));
      await assertSucceeds(upload(at('upload-2'), 1000, contentType));
    });

    it(`denies a ${String(PROFILE_UPLOAD_SLOTS + 1)}th upload to ${kind}/ once every slot is taken`, async () => {
      for (const slot of PROFILE_UPLOAD_SLOT_NAMES) await seedObject(env, at(slot), contentType);
      for (const slot of PROFILE_UPLOAD_SLOT_NAMES) await assertFails(upload(at(slot), 1000, contentType));
    });
  }
});

describe('candidate uploads: a checked file cannot be swapped for another under its name', () => {
  const resume = `candidates/${UIDS.owner}/resume/upload-1`;
  const avatar = `candidates/${UIDS.owner}/avatar/upload-1`;

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
    await assertSucceeds(upload(`candidates/${UIDS.owner}/resume/upload-2`, 1000, 'application/pdf'));
  });
});

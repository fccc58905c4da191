import { FILE_LIMITS } from '@careers/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { contextFor } from '../support/actors.ts';
import { bytesOf, describeStorageMatrix, seedObject } from '../support/storage-matrix.ts';
import { resetBucket, rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('question-images');

// A question's picture may show what the question is about; candidates get it only through the
// getQuestionImage callable while the question is on their screen, never from Storage.
describeStorageMatrix('tests/{testId}/questions/{questionId}/{file}', () => env, {
  existingPath: 'tests/t1/questions/q1/image.png',
  newPath: 'tests/t1/questions/q2/image.png',
  folder: 'tests/t1/questions/q1',
  contentType: 'image/png',
  allowed: {
    signedOut: {},
    owner: {},
    other: {},
    admin: { get: true, list: true, create: true, update: true, delete: true },
  },
});

describe('question pictures: size, type and depth', () => {
  const upload = (path: string, size: number, contentType: string) =>
    uploadBytes(ref(contextFor(env, 'admin').storage(), path), bytesOf(size), { contentType });

  it('accepts exactly the limit and denies one byte more', async () => {
    await assertSucceeds(
      upload('tests/t2/questions/q1/image.png', FILE_LIMITS.picture.maxBytes, 'image/png'),
    );
    await assertFails(
      upload('tests/t2/questions/q1/image.png', FILE_LIMITS.picture.maxBytes + 1, 'image/png'),
    );
  });

  it('denies a non-image', async () => {
    await assertFails(upload('tests/t2/questions/q1/notes.pdf', 1000, 'application/pdf'));
  });

  it("covers uploads anywhere in the test's folder, and a candidate reads none of them", async () => {
    await resetBucket(env);
    await assertSucceeds(upload('tests/t3/uploads/diagram.jpg', 2048, 'image/jpeg'));
    await seedObject(env, 'tests/t3/uploads/other.png', 'image/png');
    await assertFails(getBytes(ref(contextFor(env, 'owner').storage(), 'tests/t3/uploads/other.png')));
  });
});

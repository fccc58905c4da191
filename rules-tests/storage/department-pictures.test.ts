import { FILE_LIMITS } from '@careers/domain';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ref, uploadBytes } from 'firebase/storage';
import { describe, it } from 'vitest';
import { contextFor } from '../support/actors.ts';
import { bytesOf, describeStorageMatrix } from '../support/storage-matrix.ts';
import { rulesEnvForFile } from '../support/test-env.ts';

const env = await rulesEnvForFile('department-pictures');

describeStorageMatrix('departments/{id}/{file}', () => env, {
  existingPath: 'departments/spinning/picture.png',
  newPath: 'departments/spinning/picture-2.jpg',
  folder: 'departments/spinning',
  contentType: 'image/png',
  allowed: {
    signedOut: { get: true, list: true },
    owner: { get: true, list: true },
    other: { get: true, list: true },
    admin: { get: true, list: true, create: true, update: true, delete: true },
  },
});

describe('department pictures: size and type', () => {
  const upload = (size: number, contentType: string) =>
    uploadBytes(ref(contextFor(env, 'admin').storage(), 'departments/weaving/p.png'), bytesOf(size), {
      contentType,
    });

  it('accepts exactly the limit and denies one byte more', async () => {
    await assertSucceeds(upload(FILE_LIMITS.picture.maxBytes, 'image/png'));
    await assertFails(upload(FILE_LIMITS.picture.maxBytes + 1, 'image/png'));
  });

  it('denies a non-image', async () => {
    await assertFails(upload(1000, 'application/pdf'));
  });
});

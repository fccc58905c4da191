import { FILE_LIMITS } from '@careers/domain';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor } from '../support/actors.ts';
import { bytesOf, describeStorageMatrix } from '../support/storage-matrix.ts';
import { createRulesEnv } from '../support/test-env.ts';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createRulesEnv('department-pictures');
});
afterAll(async () => {
  await env.cleanup();
});

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

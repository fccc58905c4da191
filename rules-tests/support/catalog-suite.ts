import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { contextFor } from './actors.ts';
import { seedDocs } from './fixtures.ts';
import { describeMatrix } from './matrix.ts';
import { createRulesEnv } from './test-env.ts';

/**
 * The catalogs (departments, degrees, companies, screening questions) share one permission shape:
 * anyone reads, only admins write, and admin writes are validated. Each collection's test file
 * calls this with its own valid document and invalid variants.
 */
export const describeCatalog = (
  collectionName: string,
  validEntry: (id: string) => Record<string, unknown>,
  invalidCases: [string, Record<string, unknown>][],
) => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await createRulesEnv(collectionName.toLowerCase());
  });
  afterAll(async () => {
    await env.cleanup();
  });

  const path = `${collectionName}/existing`;

  describeMatrix(`${collectionName}/{id}`, () => env, {
    seed: (seedEnv) => seedDocs(seedEnv, { [path]: validEntry('existing') }),
    operations: {
      get: (db) => getDoc(doc(db, path)),
      list: (db) => getDocs(collection(db, collectionName)),
      create: (db) => setDoc(doc(db, `${collectionName}/created`), validEntry('created')),
      update: (db) => updateDoc(doc(db, path), { title: 'Renamed' }),
      delete: (db) => deleteDoc(doc(db, path)),
    },
    allowed: {
      signedOut: { get: true, list: true },
      owner: { get: true, list: true },
      other: { get: true, list: true },
      admin: { get: true, list: true, create: true, update: true, delete: true },
    },
  });

  describe(`${collectionName}/{id} validation: admin writes with one invalid field are denied`, () => {
    it('the valid entry is accepted', async () => {
      await env.clearFirestore();
      await assertSucceeds(setDoc(doc(contextFor(env, 'admin').firestore(), path), validEntry('existing')));
    });

    for (const [label, change] of invalidCases) {
      it(`denies ${label}`, async () => {
        await env.clearFirestore();
        const data: Record<string, unknown> = { ...validEntry('existing'), ...change };
        for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
        await assertFails(setDoc(doc(contextFor(env, 'admin').firestore(), path), data));
      });
    }
  });
};

export const commonCatalogInvalidCases: [string, Record<string, unknown>][] = [
  ['an empty title', { title: '   ' }],
  ['a title over 150 characters', { title: 'x'.repeat(151) }],
  ['a title that is not text', { title: 7 }],
  ['an unknown key', { hidden: true }],
  ['a missing createdAt', { createdAt: undefined }],
];

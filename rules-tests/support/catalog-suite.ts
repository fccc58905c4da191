import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll } from 'vitest';
import { seedDocs } from './fixtures.ts';
import { describeMatrix } from './matrix.ts';
import { createRulesEnv } from './test-env.ts';

/**
 * The catalogs (departments, degrees, companies, screening questions) share one permission shape:
 * anyone reads; nobody writes from a client, admins included. The catalog functions write them
 * (functions/src/catalogs): a rename must reach the jobs that use the entry and the open-jobs index,
 * a delete must be refused while jobs use it, and each write goes to the audit log. Each
 * collection's test file calls this with a valid document, so a denial is about who writes, not
 * about the data.
 */
export const describeCatalog = (
  collectionName: string,
  validEntry: (id: string) => Record<string, unknown>,
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
      get: (db) => db.get(path),
      list: (db) => db.list(collectionName),
      create: (db) => db.set(`${collectionName}/created`, validEntry('created')),
      update: (db) => db.update(path, { title: 'Renamed' }),
      delete: (db) => db.delete(path),
    },
    allowed: {
      signedOut: { get: true, list: true },
      owner: { get: true, list: true },
      other: { get: true, list: true },
      admin: { get: true, list: true },
    },
  });
};

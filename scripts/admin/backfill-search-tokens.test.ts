import { fileURLToPath } from 'node:url';

import { COLLECTIONS } from '@careers/domain/firestore';
import { startEmulator } from '@careers/emulator';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backfillJobSearchTokens } from './backfill-search-tokens.ts';

const PROJECT_ID = 'demo-backfill-search';
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let app: App;
let db: Firestore;

beforeAll(async () => {
  emulator = await startEmulator({
    firestorePort: 0,
    storagePort: 0,
    firestoreRulesFile: fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
    projectId: PROJECT_ID,
    quiet: true,
  });
  process.env['FIRESTORE_EMULATOR_HOST'] = `${emulator.host}:${String(emulator.firestorePort)}`;
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  app = initializeApp({ projectId: PROJECT_ID }, 'backfill-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.close();
});

describe('backfillJobSearchTokens', () => {
  it('gives jobs stored without words (or with stale ones) the words of their title and department, once', async () => {
    const jobs = db.collection(COLLECTIONS.jobs);
    const updatedAt = new Date('2026-01-05T09:00:00Z');
    await jobs
      .doc('old')
      .set({ title: 'Sénior Dyeing Engineer', department: { id: 'd', title: 'Dyeing' }, updatedAt });
    await jobs
      .doc('stale')
      .set({ title: 'Loom Fitter', department: { id: 'w', title: 'Weaving' }, searchTokens: ['x'] });
    await jobs
      .doc('right')
      .set({
        title: 'Stitcher',
        department: { id: 's', title: 'Stitching' },
        searchTokens: ['stitcher', 'stitching'],
      });

    expect(await backfillJobSearchTokens(db)).toEqual({ read: 3, updated: 2 });
    const old = (await jobs.doc('old').get()).data();
    expect(old?.['searchTokens']).toEqual(['senior', 'dyeing', 'engineer']);
    // Only the words: the job's own dates are about what an admin changed.
    expect(old?.['updatedAt'].toDate()).toEqual(updatedAt);
    expect((await jobs.doc('stale').get()).data()?.['searchTokens']).toEqual(['loom', 'fitter', 'weaving']);

    expect(await backfillJobSearchTokens(db)).toEqual({ read: 3, updated: 0 });
  });
});

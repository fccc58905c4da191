import { fileURLToPath } from 'node:url';

import { COLLECTIONS, REVIEW_PATH } from '@careers/domain/firestore';
import { startEmulator } from '@careers/emulator';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backfillApplicantSearch, backfillJobSearchTokens } from './backfill-search.ts';

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
    await jobs.doc('right').set({
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

  it('writes the search entry of each application that has none, with its score, and leaves the others', async () => {
    const applications = db.collection(COLLECTIONS.applications);
    const entries = db.collection(COLLECTIONS.applicantSearch);
    const appliedAt = new Date('2026-01-02T09:00:00Z');
    const candidate = {
      firstName: 'Sana',
      middleName: '',
      lastName: 'Iqbal',
      email: 'sana@example.com',
      city: 'Multan',
      totalExperience: 6,
      education: [{ degree: 'BS Textile', cgpa: 3.1 }],
    };
    await applications
      .doc('j1_u1')
      .set({ jobId: 'j1', jobTitle: 'Dyer', uid: 'u1', status: 'shortlisted', appliedAt, candidate });
    await applications
      .doc('j1_u1')
      .collection(REVIEW_PATH.collection)
      .doc(REVIEW_PATH.id)
      .set({ score: 15, totalQuestions: 20 });
    await applications
      .doc('j1_u2')
      .set({ jobId: 'j1', jobTitle: 'Dyer', uid: 'u2', status: 'applied', appliedAt, candidate });
    await entries.doc('j1_u2').set({ jobId: 'j1', status: 'applied', kept: true });

    const now = new Date('2026-02-01T00:00:00Z');
    expect(await backfillApplicantSearch(db, now)).toEqual({ read: 2, updated: 1 });
    const entry = (await entries.doc('j1_u1').get()).data();
    expect(entry).toMatchObject({
      jobId: 'j1',
      status: 'shortlisted',
      name: 'Sana Iqbal',
      experience: 6,
      cgpa: 3.1,
      scorePercent: 75,
    });
    expect(entry?.['appliedAt'].toDate()).toEqual(appliedAt);
    expect(entry?.['searchTokens']).toEqual(expect.arrayContaining(['sana', 'multan', 'textile', 'dyer']));
    expect((await entries.doc('j1_u2').get()).data()).toEqual({ jobId: 'j1', status: 'applied', kept: true });
    expect(await backfillApplicantSearch(db, now)).toEqual({ read: 2, updated: 0 });
  });
});

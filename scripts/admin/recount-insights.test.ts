import { fileURLToPath } from 'node:url';

import {
  COLLECTIONS,
  insightDaysOfMonths,
  insightsReport,
  REVIEW_PATH,
  type InsightCounterMonthDoc,
} from '@careers/domain';
import { startEmulator } from '@careers/emulator';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { recountInsightCounters } from './recount-insights.ts';

// Applications stored before the counters (issue 22) were never counted: the insights page showed
// none of them. The recount (issue 31 item 14) counts them, from their status histories and test
// scores, into the counter documents the page reads, and removes the counter documents nothing
// reads any more.

const PROJECT_ID = 'demo-recount-insights';
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let app: App;
let db: Firestore;

beforeAll(async () => {
  emulator = await startEmulator({
    firestorePort: 0,
    storagePort: 0,
    firestoreIndexesFile: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
    projectId: PROJECT_ID,
    quiet: true,
  });
  process.env['FIRESTORE_EMULATOR_HOST'] = `${emulator.host}:${String(emulator.firestorePort)}`;
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;
  app = initializeApp({ projectId: PROJECT_ID }, 'recount-test');
  db = getFirestore(app);
});

afterAll(async () => {
  await deleteApp(app);
  await emulator.close();
});

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const RANGE = { from: '2026-03-01', to: '2026-03-31' };

/** What the insights page reads for March (the service's query: functions/src/applications). */
const marchReport = async () => {
  const snapshot = await db
    .collection(COLLECTIONS.insightCounters)
    .where('month', '>=', '2026-03')
    .where('month', '<=', '2026-03')
    .get();
  const docs = snapshot.docs.map((doc) => doc.data() as InsightCounterMonthDoc);
  return insightsReport(insightDaysOfMonths(docs), RANGE, '2026-04-30');
};

describe('recountInsightCounters', () => {
  it('counts applications stored before the counters, and drops counter documents nothing reads', async () => {
    const applications = db.collection(COLLECTIONS.applications);
    // Made before issue 22: no `insight`, no counters. One shortlisted with a test score, one
    // without a status history at all (the oldest), in its present status since its last update.
    await applications.doc('weaver_u1').set({
      jobId: 'weaver',
      jobTitle: 'Weaver',
      uid: 'u1',
      status: 'test-taken',
      appliedAt: at('2026-03-02T06:00:00Z'),
      updatedAt: at('2026-03-06T06:00:00Z'),
      statusHistory: [
        { status: 'applied', at: at('2026-03-02T06:00:00Z') },
        { status: 'shortlisted', at: at('2026-03-04T06:00:00Z') },
        { status: 'test-invited', at: at('2026-03-04T07:00:00Z') },
        { status: 'test-taken', at: at('2026-03-06T06:00:00Z') },
      ],
    });
    await applications
      .doc('weaver_u1')
      .collection(REVIEW_PATH.collection)
      .doc(REVIEW_PATH.id)
      .set({ remarks: '', score: 8, totalQuestions: 10, updatedAt: at('2026-03-06T06:00:00Z') });
    await applications.doc('weaver_u2').set({
      jobId: 'weaver',
      jobTitle: 'Weaver',
      uid: 'u2',
      status: 'shortlisted',
      appliedAt: at('2026-03-03T06:00:00Z'),
      updatedAt: at('2026-03-05T06:00:00Z'),
    });
    await applications.doc('dyer_u3').set({
      jobId: 'dyer',
      jobTitle: 'Dyer',
      uid: 'u3',
      status: 'applied',
      appliedAt: at('2026-02-27T06:00:00Z'),
      statusHistory: [{ status: 'applied', at: at('2026-02-27T06:00:00Z') }],
    });
    // A counter document of the layout before issue 31, read by nothing now.
    await db.collection(COLLECTIONS.insightCounters).doc('2026-03-02_1').set({ day: '2026-03-02', jobs: {} });

    expect((await marchReport()).funnel.map((stage) => stage.count)).toEqual([0, 0, 0, 0, 0]);

    expect(await recountInsightCounters(db)).toEqual({
      applications: 3,
      counted: 3,
      written: 2,
      deleted: 1,
    });

    const report = await marchReport();
    expect(report.funnel.map((stage) => [stage.stage, stage.count])).toEqual([
      ['applied', 2],
      ['shortlisted', 2],
      ['testTaken', 1],
      ['interviewed', 0],
      ['selected', 0],
    ]);
    expect(report.jobs).toEqual([
      expect.objectContaining({
        jobId: 'weaver',
        title: 'Weaver',
        applicants: 2,
        shortlisted: 2,
        medianScore: 80,
      }),
    ]);
    expect(report.sources).toEqual([{ source: 'Direct', applications: 2, shortlisted: 2, conversion: 1 }]);
    const ids = (await db.collection(COLLECTIONS.insightCounters).get()).docs.map((doc) => doc.id).sort();
    expect(ids).toEqual(['dyer_2026-02', 'weaver_2026-03']);

    // Again: the same documents.
    const before = (await db.doc(`${COLLECTIONS.insightCounters}/weaver_2026-03`).get()).data();
    expect(await recountInsightCounters(db)).toMatchObject({ written: 2, deleted: 0 });
    expect((await db.doc(`${COLLECTIONS.insightCounters}/weaver_2026-03`).get()).data()).toEqual(before);
  }, 60_000);
});

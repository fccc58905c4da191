// What the read benchmarks (admin-jobs-reads, applicants-reads) share: the project's emulator with
// the real rules and indexes, an Admin SDK client to seed it and a web SDK client signed in as an
// admin to run the web app's own queries, and the way a page's runs are summed up.
import { fileURLToPath } from 'node:url';

import { ADMIN_CLAIM } from '@careers/domain/constants';
import { startEmulator } from '@careers/emulator';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';

const PROJECT_ID = 'demo-careers-bench';

export const startReadsBench = async () => {
  const emulator = await startEmulator({
    firestorePort: 0,
    storagePort: 0,
    firestoreRulesFile: fileURLToPath(new URL('../../firestore.rules', import.meta.url)),
    firestoreIndexesFile: fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url)),
    projectId: PROJECT_ID,
    quiet: true,
  });
  process.env['FIRESTORE_EMULATOR_HOST'] = `${emulator.host}:${String(emulator.firestorePort)}`;
  // Otherwise the Admin SDK asks the (absent) cloud metadata server which project this is.
  process.env['GCLOUD_PROJECT'] = PROJECT_ID;

  const adminApp = initializeAdminApp({ projectId: PROJECT_ID }, 'bench-admin-sdk');
  const webApp = initializeApp({ projectId: PROJECT_ID, apiKey: 'bench' }, 'bench-web');
  const db = getFirestore(webApp);
  connectFirestoreEmulator(db, emulator.host, emulator.firestorePort, {
    mockUserToken: { sub: 'bench-admin', [ADMIN_CLAIM]: true },
  });
  return {
    adminDb: getAdminFirestore(adminApp),
    db,
    close: async () => {
      await deleteApp(webApp);
      await deleteAdminApp(adminApp);
      await emulator.close();
    },
  };
};

export type PageRun = {
  ms: number;
  reads: number;
  shown: number;
  total: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs a page `runs` times; the reads are those of the first run (later runs read the same), and
 * the line tells them against `readTarget` with the median and max time.
 */
export const measurePage = async (
  page: () => Promise<PageRun>,
  runs: number,
  readTarget: number,
): Promise<{ ok: boolean; line: string }> => {
  const results: PageRun[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await page());
  const { reads, shown, total } = results[0]!;
  const times = results.map((result) => result.ms);
  const ok = reads <= readTarget;
  return {
    ok,
    line:
      `${String(shown)} shown of ${String(total).padStart(4)} matching, ${String(reads)} reads (target ≤ ${String(readTarget)}) ${ok ? 'ok' : 'OVER'}, ` +
      `time median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  };
};

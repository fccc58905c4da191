// Firestore emulator benchmark: `npm run bench:emulator -w emulator`.
//
//   start-up        spawn the CLI: time to its "ready" line (REST listening) and to the first answer
//                   over gRPC (the gRPC layer loads right after the port opens)
//   commit latency  sequential single-document writes: firebase-admin (gRPC) and
//                   firebase/firestore/lite (REST); p50 / p99
//   query rate      queries per second over a 10,000-document collection, through both SDKs
//
// As the local stack runs it, with composite indexes enforced: the CLI gets the repository's
// firestore.indexes.json, the in-process server an indexes file with the index its query needs.
//
// Clients are the real SDKs, so the figures include their encoding and the HTTP/2 or HTTP/1.1
// round trip, as an app would see.

import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp } from 'firebase-admin/app';
import { getFirestore as getAdminFirestore } from 'firebase-admin/firestore';
import { deleteApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDocs,
  getFirestore,
  limit,
  orderBy,
  query,
  setDoc,
  where,
} from 'firebase/firestore/lite';
import { startFirestoreServer } from '../src/firestore/index.ts';
import { silentLogger } from '../src/server/logger.ts';

process.env.METADATA_SERVER_DETECTION = 'none';

const here = dirname(fileURLToPath(import.meta.url));

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function ms(n: number): string {
  return `${n.toFixed(2)} ms`;
}

/** Spawns the CLI: time to its "ready" line (REST up), and to the first answer over gRPC. */
async function measureStartup(runs: number): Promise<{ ready: number[]; grpc: number[] }> {
  const ready: number[] = [];
  const grpc: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const child = spawn(
      process.execPath,
      [
        '--experimental-strip-types',
        '--no-warnings=ExperimentalWarning',
        join(here, '../bin/careers-emulator.ts'),
        '--firestore-port',
        '0',
        '--storage-port',
        '0',
        '--firestore-indexes',
        join(here, '../../firestore.indexes.json'),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const match = /ready in \d+ ms: Firestore http:\/\/[^:]+:(\d+)/.exec(out);
        if (match) resolve(Number(match[1]));
      });
      child.on('exit', (code) => reject(new Error(`emulator exited with ${code}: ${errors}`)));
    });
    ready.push(performance.now() - start);
    const app = initializeAdminApp({ projectId: 'demo-startup' }, `startup-${i}`);
    const db = getAdminFirestore(app);
    db.settings({ host: `127.0.0.1:${port}`, ssl: false });
    await db.listCollections();
    grpc.push(performance.now() - start);
    await db.terminate();
    await deleteAdminApp(app);
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
  return { ready: ready.sort((a, b) => a - b), grpc: grpc.sort((a, b) => a - b) };
}

async function timeEach(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

async function rate(seconds: number, fn: () => Promise<unknown>): Promise<number> {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  while (performance.now() < end) {
    await fn();
    count++;
  }
  return count / seconds;
}

async function main(): Promise<void> {
  const report = (line: string): void => console.log(line);

  try {
    const { ready, grpc } = await measureStartup(5);
    report(
      `start-up, CLI spawn → "ready" line (REST listening), 5 runs: median ${ms(percentile(ready, 50))}, max ${ms(ready[ready.length - 1] as number)}`,
    );
    report(
      `start-up, CLI spawn → first gRPC answer (admin SDK), 5 runs: median ${ms(percentile(grpc, 50))}, max ${ms(grpc[grpc.length - 1] as number)}`,
    );
  } catch (error) {
    report(`start-up: could not run the CLI: ${(error as Error).message.split('\n')[0]}`);
  }

  const indexesDir = await mkdtemp(join(tmpdir(), 'bench-indexes-'));
  const indexesFile = join(indexesDir, 'firestore.indexes.json');
  await writeFile(
    indexesFile,
    JSON.stringify({
      indexes: [
        {
          collectionGroup: 'jobs',
          queryScope: 'COLLECTION',
          fields: [
            { fieldPath: 'dept', order: 'ASCENDING' },
            { fieldPath: 'open', order: 'ASCENDING' },
            { fieldPath: 'salary', order: 'DESCENDING' },
          ],
        },
      ],
    }),
  );
  const server = await startFirestoreServer({
    port: 0,
    logger: silentLogger,
    indexesFile,
    watchIndexes: false,
  });
  const projectId = 'demo-bench';
  const adminApp = initializeAdminApp({ projectId }, 'bench-admin');
  const admin = getAdminFirestore(adminApp);
  admin.settings({ host: `127.0.0.1:${server.port}`, ssl: false });
  const app = initializeApp({ projectId, apiKey: 'bench' }, 'bench-lite');
  const lite = getFirestore(app);
  connectFirestoreEmulator(lite, '127.0.0.1', server.port);

  // Warm both connections up.
  await admin.doc('warm/up').set({ a: 1 });
  await setDoc(doc(lite, 'warm/up'), { a: 1 });

  const commits = 500;
  const adminCommits = await timeEach(commits, (i) => admin.doc(`commits/a${i}`).set({ i, at: new Date() }));
  report(
    `commit latency, admin SDK (gRPC), ${commits} sequential writes: p50 ${ms(percentile(adminCommits, 50))}, p99 ${ms(percentile(adminCommits, 99))}`,
  );
  const liteCommits = await timeEach(commits, (i) =>
    setDoc(doc(lite, `commits/l${i}`), { i, at: new Date() }),
  );
  report(
    `commit latency, lite SDK (REST), ${commits} sequential writes: p50 ${ms(percentile(liteCommits, 50))}, p99 ${ms(percentile(liteCommits, 99))}`,
  );

  const total = 10_000;
  const seedStart = performance.now();
  const departments = ['textile', 'finance', 'logistics', 'dyeing', 'sales'];
  for (let offset = 0; offset < total; offset += 500) {
    const batch = admin.batch();
    for (let i = offset; i < offset + 500; i++) {
      batch.set(admin.doc(`jobs/job${String(i).padStart(5, '0')}`), {
        title: `Job ${i}`,
        dept: departments[i % departments.length],
        salary: (i * 7919) % 100_000,
        open: i % 3 !== 0,
        tags: [`t${i % 10}`, `t${i % 7}`],
      });
    }
    await batch.commit();
  }
  report(`seeded ${total} documents in 500-write batches (admin SDK): ${ms(performance.now() - seedStart)}`);

  const seconds = 3;
  const adminTop = await rate(seconds, () =>
    admin
      .collection('jobs')
      .where('dept', '==', 'textile')
      .where('open', '==', true)
      .orderBy('salary', 'desc')
      .limit(20)
      .get(),
  );
  report(
    `query rate, admin SDK: dept == · open == · orderBy salary desc · limit 20, over ${total} docs: ${adminTop.toFixed(0)} queries/s`,
  );
  const liteTop = await rate(seconds, () =>
    getDocs(
      query(
        collection(lite, 'jobs'),
        where('dept', '==', 'textile'),
        where('open', '==', true),
        orderBy('salary', 'desc'),
        limit(20),
      ),
    ),
  );
  report(`query rate, lite SDK: same query: ${liteTop.toFixed(0)} queries/s`);
  const adminRange = await rate(seconds, () => admin.collection('jobs').where('salary', '>=', 90_000).get());
  report(
    `query rate, admin SDK: salary >= 90000 (~1,000 results), over ${total} docs: ${adminRange.toFixed(1)} queries/s`,
  );
  const adminCount = await rate(seconds, () =>
    admin.collection('jobs').where('tags', 'array-contains', 't3').count().get(),
  );
  report(
    `aggregation rate, admin SDK: count() where tags array-contains, over ${total} docs: ${adminCount.toFixed(0)} queries/s`,
  );

  await admin.terminate();
  await deleteAdminApp(adminApp);
  await deleteApp(app);
  await server.close();
  await rm(indexesDir, { recursive: true, force: true });
}

await main();

// The careers-emulator CLI as a developer runs it: flags, the ready line, rules from a file, and
// data surviving a restart through --export-on-exit and --import.

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import {
  connectFirestoreEmulator,
  doc,
  getDoc,
  getFirestore as getLite,
  setLogLevel,
} from 'firebase/firestore/lite';
import { initializeApp as initializeClientApp, deleteApp as deleteClientApp } from 'firebase/app';
import { afterAll, beforeAll, expect, test } from 'vitest';

// Each test spawns Node processes that load the whole emulator; allow for a busy machine.
const SPAWN_TIMEOUT = 30_000;

const cli = join(dirname(fileURLToPath(import.meta.url)), '../../bin/careers-emulator.ts');
process.env.METADATA_SERVER_DETECTION = 'none';
setLogLevel('silent');

type Running = {
  child: ChildProcess;
  port: number;
  output: () => string;
  /** Resolves with the exit code once the process has exited and all its output has been read. */
  closed: Promise<number | null>;
};

/**
 * Resolves with the exit code on 'close', not 'exit': 'exit' can come before the last lines the
 * process wrote are read from its pipes (e.g. the export line written just before process.exit).
 */
function closed(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('close', (code) => resolve(code)));
}

/** Runs the CLI with `args` to its end (for flags it refuses or answers without starting). */
async function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [
    '--experimental-strip-types',
    '--no-warnings=ExperimentalWarning',
    cli,
    ...args,
  ]);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return { code: await closed(child), stdout, stderr };
}

/** Starts the CLI on free ports with `args`; resolves once it prints its ready line. */
function start(args: string[]): Promise<Running> {
  const child = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings=ExperimentalWarning',
      cli,
      '--firestore-port',
      '0',
      '--storage-port',
      '0',
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const done = closed(child);
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer): void => {
      output += d.toString();
      // The whole ready line (up to the text after the port), not a chunk cut inside the number.
      const match = /ready in \d+ ms: Firestore http:\/\/127\.0\.0\.1:(\d+) \(REST/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), output: () => output, closed: done });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void done.then((code) => reject(new Error(`CLI exited with ${code}:\n${output}`)));
  });
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'careers-cli-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

test('--help prints the flags', { timeout: SPAWN_TIMEOUT }, async () => {
  const { stdout: out } = await run(['--help']);
  for (const flag of [
    '--project',
    '--firestore-port',
    '--storage-port',
    '--host',
    '--firestore-rules',
    '--storage-rules',
    '--import',
    '--export-on-exit',
    '--firestore-indexes',
    '--no-index-enforcement',
  ]) {
    expect(out).toContain(flag);
  }
});

test('a bad flag fails with a message', { timeout: SPAWN_TIMEOUT }, async () => {
  const { code, stderr: err } = await run(['--firestore-port', 'abc']);
  expect(code).toBe(2);
  expect(err).toContain('--firestore-port must be a port number');
});

test('--firestore-indexes refuses queries its indexes do not serve', { timeout: SPAWN_TIMEOUT }, async () => {
  const indexes = join(dir, 'firestore.indexes.json');
  await writeFile(indexes, JSON.stringify({ indexes: [], fieldOverrides: [] }));
  const running = await start(['--firestore-indexes', indexes]);
  const adminApp = initializeApp({ projectId: 'demo-cli-indexes' }, 'cli-indexes');
  try {
    const admin = getFirestore(adminApp);
    admin.settings({ host: `127.0.0.1:${running.port}`, ssl: false });
    await expect(
      admin.collection('jobs').where('status', '==', 'open').orderBy('postedAt').get(),
    ).rejects.toMatchObject({
      code: 9,
    });
    expect((await admin.collection('jobs').where('status', '==', 'open').get()).size).toBe(0);
    await admin.terminate();
  } finally {
    await deleteApp(adminApp);
    running.child.kill('SIGTERM');
    await running.closed;
  }
  expect(running.output()).toContain(`[firestore] Loaded indexes from ${indexes}`);
  expect(running.output()).not.toContain('No --firestore-indexes given');
  expect(running.output()).toMatch(
    /\[firestore\] WARN MISSING INDEX query on \/jobs \(project demo-cli-indexes\)/,
  );
});

test('--no-index-enforcement needs --firestore-indexes', { timeout: SPAWN_TIMEOUT }, async () => {
  const { code, stderr: err } = await run(['--no-index-enforcement']);
  expect(code).toBe(2);
  expect(err).toContain('--no-index-enforcement goes with --firestore-indexes');
});

test('rules file, export on exit and import on the next start', { timeout: SPAWN_TIMEOUT }, async () => {
  const rules = join(dir, 'firestore.rules');
  await writeFile(
    rules,
    "rules_version = '2';\nservice cloud.firestore {\n  match /databases/{db}/documents {\n    match /public/{id} { allow read; }\n  }\n}\n",
  );
  const data = join(dir, 'data');
  const first = await start(['--firestore-rules', rules, '--export-on-exit', data]);
  const adminApp = initializeApp({ projectId: 'demo-cli' }, 'cli-admin');
  const admin = getFirestore(adminApp);
  admin.settings({ host: `127.0.0.1:${first.port}`, ssl: false });
  await admin.doc('public/p1').set({ title: 'kept', at: new Date(0) });
  await admin.doc('secret/s1').set({ v: 1 });
  await admin.terminate();
  await deleteApp(adminApp);
  first.child.kill('SIGTERM');
  expect(await first.closed).toBe(0);
  expect(first.output()).toMatch(/Exported 2 documents/);
  // Started without --storage-rules: told that Storage allows everything, as Firestore would be.
  expect(first.output()).toContain(
    '[storage] WARN No --storage-rules given: every request is allowed until rules are loaded.',
  );
  expect(first.output()).not.toContain('No --firestore-rules given');
  expect(first.output()).toContain(
    '[firestore] WARN No --firestore-indexes given: queries run without the composite indexes production needs.',
  );
  const exported = JSON.parse(
    await readFile(join(data, 'firestore_json/demo-cli/(default).json'), 'utf8'),
  ) as { documents: { path: string }[] };
  expect(exported.documents.map((d) => d.path)).toEqual(['public/p1', 'secret/s1']);

  const second = await start(['--firestore-rules', rules, '--import', data]);
  try {
    const app = initializeClientApp({ projectId: 'demo-cli', apiKey: 'k' }, 'cli-lite');
    const lite = getLite(app);
    connectFirestoreEmulator(lite, '127.0.0.1', second.port);
    expect((await getDoc(doc(lite, 'public/p1'))).get('title')).toBe('kept');
    await expect(getDoc(doc(lite, 'secret/s1'))).rejects.toMatchObject({ code: 'permission-denied' });
    await deleteClientApp(app);
  } finally {
    second.child.kill('SIGTERM');
    await second.closed;
  }
  // The denial is logged on the emulator's stderr, which may be read after the HTTP response;
  // once the process has closed, everything it wrote has been read.
  expect(second.output()).toMatch(/DENIED get \/secret\/s1/);
});

#!/usr/bin/env -S node --experimental-strip-types --no-warnings=ExperimentalWarning
// careers-emulator: the project's offline Firestore (REST + gRPC, port 8080) and Storage (port
// 9199) emulators, with Security Rules. See emulator/README.md.

import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { createLogger } from '../src/server/logger.ts';

const USAGE = `Usage: careers-emulator [options]

  --project ID            project id for Storage's default bucket (default demo-careers);
                          Firestore serves any project id, each with its own data
  --host HOST             interface to listen on (default 127.0.0.1)
  --firestore-port PORT   Firestore REST + gRPC port (default 8080; 0 = any free port)
  --storage-port PORT     Storage port (default 9199; 0 = any free port)
  --firestore-rules FILE  firestore.rules, applied to every project, reloaded on change
  --storage-rules FILE    storage.rules, reloaded on change
  --firestore-indexes FILE
                          firestore.indexes.json, reloaded on change: a query its indexes
                          do not serve fails with FAILED_PRECONDITION, as in production
  --no-index-enforcement  with --firestore-indexes: run such queries, only log them
  --import DIR            load data exported earlier (--export-on-exit)
  --export-on-exit DIR    save all data to DIR on exit (Ctrl-C / SIGTERM)
  --verbose               log every failed request, not only denials
  --help                  show this help
`;

function fail(message: string): never {
  process.stderr.write(`careers-emulator: ${message}\n\n${USAGE}`);
  process.exit(2);
}

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65535)
    fail(`${flag} must be a port number (0-65535), got "${value}"`);
  return n;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        project: { type: 'string', default: 'demo-careers' },
        host: { type: 'string', default: '127.0.0.1' },
        'firestore-port': { type: 'string' },
        'storage-port': { type: 'string' },
        'firestore-rules': { type: 'string' },
        'storage-rules': { type: 'string' },
        'firestore-indexes': { type: 'string' },
        'no-index-enforcement': { type: 'boolean', default: false },
        import: { type: 'string' },
        'export-on-exit': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (args['no-index-enforcement'] && !args['firestore-indexes'])
    fail('--no-index-enforcement goes with --firestore-indexes (without it no index is enforced)');
  const host = args.host;
  const firestorePort = port(args['firestore-port'], 8080, '--firestore-port');
  const storagePort = port(args['storage-port'], 9199, '--storage-port');
  const exportDir = args['export-on-exit'];
  const logger = createLogger();
  // Loaded only now, so --help and flag errors answer without loading gRPC and the rules engine.
  const { startEmulator } = await import('../src/index.ts');
  let emulator;
  try {
    emulator = await startEmulator({
      host,
      projectId: args.project,
      firestorePort,
      storagePort,
      ...(args['firestore-rules'] ? { firestoreRulesFile: args['firestore-rules'] } : {}),
      ...(args['storage-rules'] ? { storageRulesFile: args['storage-rules'] } : {}),
      ...(args['firestore-indexes'] ? { firestoreIndexesFile: args['firestore-indexes'] } : {}),
      enforceIndexes: !args['no-index-enforcement'],
      ...(args.import ? { importDir: args.import } : {}),
      ...(exportDir ? { exportOnExitDir: exportDir } : {}),
      verbose: args.verbose,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const hint =
      (error as NodeJS.ErrnoException).code === 'EADDRINUSE' ? ' (is another emulator already running?)' : '';
    process.stderr.write(`careers-emulator: could not start: ${message}${hint}\n`);
    process.exit(1);
  }

  // Both servers allow every request until rules are loaded, as Firebase's Firestore emulator does.
  if (!args['firestore-rules']) {
    logger
      .child('firestore')
      .warn('No --firestore-rules given: every request is allowed until rules are loaded.');
  }
  if (!args['firestore-indexes']) {
    logger
      .child('firestore')
      .warn('No --firestore-indexes given: queries run without the composite indexes production needs.');
  }
  if (!args['storage-rules']) {
    logger
      .child('storage')
      .warn('No --storage-rules given: every request is allowed until rules are loaded.');
  }
  // performance.now() counts from process start, so this includes loading the modules.
  logger.info(
    `careers-emulator ready in ${Math.round(performance.now())} ms: ` +
      `Firestore http://${host}:${emulator.firestorePort} (REST + gRPC), Storage http://${host}:${emulator.storagePort}; ` +
      `project ${args.project}`,
  );
  logger.info(`  export FIRESTORE_EMULATOR_HOST=${host}:${emulator.firestorePort}`);
  logger.info(`  export FIREBASE_STORAGE_EMULATOR_HOST=${host}:${emulator.storagePort}`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) {
      logger.warn(`${signal} again: exiting without waiting.`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down${exportDir ? `, exporting to ${exportDir}` : ''}...`);
    emulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();

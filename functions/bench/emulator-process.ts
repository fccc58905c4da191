import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/**
 * The project's emulator CLI in a child process on free ports; resolves with its hosts once it
 * prints them. A separate process, so that its work does not share the benchmark's event loop (as
 * in the local stack, where the emulator and the functions run apart).
 */
export const startEmulatorProcess = () =>
  new Promise<{ firestore: string; storage: string; stop: () => Promise<void> }>((resolve, reject) => {
    const bin = fileURLToPath(new URL('../../emulator/bin/careers-emulator.ts', import.meta.url));
    const indexes = fileURLToPath(new URL('../../firestore.indexes.json', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--experimental-strip-types',
        '--no-warnings=ExperimentalWarning',
        bin,
        '--firestore-port',
        '0',
        '--storage-port',
        '0',
        '--firestore-indexes',
        indexes,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const hosts: Record<string, string> = {};
    const stop = () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        const match = /export (FIRESTORE_EMULATOR_HOST|FIREBASE_STORAGE_EMULATOR_HOST)=(\S+)/.exec(line);
        if (match?.[1] && match[2]) hosts[match[1]] = match[2];
        const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_STORAGE_EMULATOR_HOST: storage } = hosts;
        if (firestore && storage) resolve({ firestore, storage, stop });
      });
    }
    child.once('exit', (code) =>
      reject(new Error(`the emulator exited (${String(code)}) before it was ready`)),
    );
  });

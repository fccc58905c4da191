import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type EmulatorProcessOptions = {
  /** Default 0: a free port (the hosts it resolves with say which). */
  firestorePort?: number;
  storagePort?: number;
  /** `--import DIR`: the data an earlier run saved. */
  importDir?: string;
  /** `--export-on-exit DIR`: save everything there when stopped. */
  exportOnExitDir?: string;
};

export type EmulatorProcess = {
  /** `host:port` of each server. */
  firestore: string;
  storage: string;
  /** SIGTERM, as Ctrl-C would: the emulator saves its data first when asked to, then exits. */
  stop: () => Promise<void>;
};

/**
 * The project's emulator CLI in a child process; resolves with its hosts once it prints them. A
 * separate process, so that its work does not share the caller's event loop (as in the local stack,
 * where the emulator and the functions run apart), and so that it can be stopped and started again
 * while its clients keep running.
 */
export const startEmulatorProcess = (options: EmulatorProcessOptions = {}) =>
  new Promise<EmulatorProcess>((resolve, reject) => {
    const bin = fileURLToPath(new URL('../../../emulator/bin/careers-emulator.ts', import.meta.url));
    const indexes = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--experimental-strip-types',
        '--no-warnings=ExperimentalWarning',
        bin,
        '--firestore-port',
        String(options.firestorePort ?? 0),
        '--storage-port',
        String(options.storagePort ?? 0),
        '--firestore-indexes',
        indexes,
        ...(options.importDir ? ['--import', options.importDir] : []),
        ...(options.exportOnExitDir ? ['--export-on-exit', options.exportOnExitDir] : []),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const hosts: Record<string, string> = {};
    let output = '';
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const stop = async () => {
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the emulator exited with ${String(code)}:\n${output}`);
    };
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        output += `${line}\n`;
        const match = /export (FIRESTORE_EMULATOR_HOST|FIREBASE_STORAGE_EMULATOR_HOST)=(\S+)/.exec(line);
        if (match?.[1] && match[2]) hosts[match[1]] = match[2];
        const { FIRESTORE_EMULATOR_HOST: firestore, FIREBASE_STORAGE_EMULATOR_HOST: storage } = hosts;
        if (firestore && storage) resolve({ firestore, storage, stop });
      });
    }
    void exited.then((code) =>
      reject(new Error(`the emulator exited (${String(code)}) before it was ready:\n${output}`)),
    );
  });

export type BenchEmulators = {
  /** True when this process started them (none were named in the environment). */
  own: boolean;
  /** Stops emulators this process started; leaves running ones alone. */
  close: () => Promise<void>;
};

/**
 * For a benchmark: the Firestore and Storage emulators the environment names, or else an emulator
 * process of its own, which the environment then names (as the admin SDK and Cloud Storage read it).
 */
export const useOrStartEmulators = async (): Promise<BenchEmulators> => {
  if (process.env['FIRESTORE_EMULATOR_HOST'] && process.env['FIREBASE_STORAGE_EMULATOR_HOST']) {
    return { own: false, close: async () => {} };
  }
  const emulator = await startEmulatorProcess();
  Object.assign(process.env, {
    FIRESTORE_EMULATOR_HOST: emulator.firestore,
    FIREBASE_STORAGE_EMULATOR_HOST: emulator.storage,
    STORAGE_EMULATOR_HOST: `http://${emulator.storage}`,
  });
  return { own: true, close: emulator.stop };
};

import { Worker } from 'node:worker_threads';

// Firebase's Auth emulator (firebase-tools' own server module) on a worker thread of the stack's
// process, rather than inside `firebase emulators:start`, which sets its emulators up one after the
// other: Auth's set-up (seconds of CPU, see the worker) came before the functions even began to
// load. Here the two start at once, on both cores, and the worker makes Auth's set-up cheap. The
// functions reach it through FIREBASE_AUTH_EMULATOR_HOST, as they reach the project's Firestore
// emulator. A thread ends with the process: nothing of it can outlive the stack.

export type AuthEmulator = {
  /** Stops the server and the thread. */
  close(): Promise<void>;
};

export const startAuthEmulator = (options: {
  host: string;
  port: number;
  projectId: string;
  /** The thread ended without being asked to (not called after `close`). */
  onExit: (detail: string) => void;
}): Promise<AuthEmulator> =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./auth-emulator-worker.ts', import.meta.url), {
      workerData: { host: options.host, port: options.port, projectId: options.projectId },
    });
    let listening = false;
    let closing = false;
    let failure: Error | undefined;
    worker.once('error', (error) => {
      failure = error;
    });
    const exited = new Promise<void>((done) =>
      worker.once('exit', (code) => {
        const detail = failure ? `failed: ${failure.message}` : `stopped (exit code ${String(code)})`;
        if (!listening) reject(new Error(`Auth emulator ${detail}`));
        else if (!closing) options.onExit(detail);
        done();
      }),
    );
    worker.once('message', (message) => {
      if (message !== 'listening') return;
      listening = true;
      resolve({
        close: async () => {
          if (!closing) {
            closing = true;
            worker.postMessage('close');
            // A connection that will not close must not hold the stack up.
            setTimeout(() => void worker.terminate(), 2000).unref();
          }
          await exited;
        },
      });
    });
  });

// The worker thread behind auth-emulator.ts: Firebase's Auth emulator (firebase-tools' own server
// module, as `firebase emulators:start` runs it) on the port it is given.
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

type AuthEmulatorServer = {
  createApp(projectId: string): Promise<{ listen(port: number, host: string): Server }>;
};
type ExegesisExpress = { middleware: (spec: unknown, options: Record<string, unknown>) => unknown };

const { host, port, projectId } = workerData as { host: string; port: number; projectId: string };
const require = createRequire(import.meta.url);
const serverModule = require.resolve('firebase-tools/lib/emulator/auth/server');

// The emulator serves the Identity Toolkit API through exegesis, which by default compiles a JSON
// Schema validator for every operation of the API before it answers anything: about 5 s of CPU,
// the largest part of the stack's start. exegesis' own `lazyCompileValidationSchemas` compiles
// each one when its operation is first called instead (the same validation, a few milliseconds on
// the first call). The emulator does not expose the option, so this thread, whose modules are its
// own, adds it to the emulator's call of exegesis-express.
const exegesisExpress = createRequire(serverModule)('exegesis-express') as ExegesisExpress;
const middleware = exegesisExpress.middleware;
exegesisExpress.middleware = (spec, options) =>
  middleware(spec, { ...options, lazyCompileValidationSchemas: true });

const { createApp } = require(serverModule) as AuthEmulatorServer;
const app = await createApp(projectId);
const server = app.listen(port, host);
server.once('listening', () => parentPort?.postMessage('listening'));
// Thrown, it ends the worker: the stack sees the worker exit and reports the error.
server.once('error', (error) => {
  throw error;
});
parentPort?.on('message', (message) => {
  if (message !== 'close') return;
  server.closeAllConnections();
  server.close(() => process.exit(0));
});

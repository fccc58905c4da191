import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION } from '@careers/domain/constants';
import { startEmulator, type Emulator } from '@careers/emulator';
import type { ViteDevServer } from 'vite';
import { startMailCatcher, type MailCatcher } from '../mail-catcher/mail-catcher.ts';
import { startAuthEmulator } from './auth-emulator.ts';
import { startFirebaseEmulators, type FirebaseEmulators } from './firebase-emulators.ts';
import { buildFunctions, functionsBuildDir, writeLocalSecrets } from './functions-build.ts';
import { startFunctionGate, type FunctionGate } from './function-gate.ts';
import { assertPortsFree, DEFAULT_PORTS, freePort, freePorts, type StackPorts } from './ports.ts';
import { listScheduledFunctions, startScheduledRuns, type ScheduledFunction } from './scheduled-functions.ts';

// The whole local stack in one process tree: the project's Firestore + Storage emulator, the mail
// catcher and the web app (Vite dev server, or the production build served by Vite preview) in this
// process, Firebase's Auth emulator on a worker thread of it (auth-emulator.ts), Firebase's
// Functions emulator (firebase-tools) as a child process, the demo data, and optionally the
// scheduled functions on a timer (scheduled-functions.ts). `npm start` and the e2e harness both use
// it; ports, the web mode and the timer differ.
//
// What does not depend on each other starts at once: the emulator, the mail catcher, Auth, the
// functions build and firebase-tools, and the web app (with Vite's dependency pre-bundling); the
// demo data as soon as Auth and the emulator answer (it needs no functions). Started one after the
// other, they took 10.5–11 s on a quiet machine, before Vite's pre-bundling (docs/local-development.md).

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';

export type StackOptions = {
  /** 'free' picks free ports for everything (tests); default: the fixed development ports. */
  ports?: 'free' | Partial<StackPorts>;
  projectId?: string;
  /** 'dev' = Vite dev server; 'preview' = production build served locally; 'none' = no web. */
  web?: 'dev' | 'preview' | 'none';
  seed?: boolean;
  /** Where progress lines, child processes' output and scheduled runs go. */
  log?: (line: string) => void;
  /** Also forward the output of firebase-tools and Vite (noisy; for `npm start -- --verbose`). */
  verbose?: boolean;
  /**
   * 'project' (default): Firestore and Storage from the project's own emulator (offline, no Java).
   * 'firebase': Firebase's full emulator suite (needs Java 21 and its downloaded emulators).
   */
  suite?: 'project' | 'firebase';
  /** The dev server's cache folder (pre-bundled dependencies); default web/node_modules/.vite. */
  viteCacheDir?: string;
  /**
   * Run every scheduled function of the functions bundle this often (ms), through the Functions
   * emulator, logging one line per run. Default: never (test stacks keep their data still).
   */
  scheduledEveryMs?: number;
  /**
   * Called once when a part stops by itself after the stack is up (firebase-tools exits): the stack
   * no longer works, and its owner should close it. While starting, startStack rejects instead.
   */
  onPartExit?: (part: string, detail: string) => void;
  /** Aborting stops a stack that is still starting: what started stops, and startStack rejects. */
  signal?: AbortSignal;
};

/** Where each part of a stack answers; `api` is the functions' HTTP API (the `api` function). */
export type StackUrls = {
  web: string;
  inbox: string;
  firestore: string;
  storage: string;
  auth: string;
  functions: string;
  api: string;
};

export type Stack = {
  projectId: string;
  ports: StackPorts;
  urls: StackUrls;
  /** Environment a process needs to reach this stack with firebase-admin. */
  adminEnv: Record<string, string>;
  mail: MailCatcher;
  /** The scheduled functions run on the timer (none unless `scheduledEveryMs`). */
  scheduled: ScheduledFunction[];
  /** firebase-tools' process id (its function runtimes are in its process group). */
  firebasePid: number;
  /** Per function, the workers the functions gate lets requests through to (function-gate.ts). */
  functionWorkers(): Record<string, number>;
  /** Stops everything the stack started and frees its ports; safe to call more than once. */
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A part that takes longer than this to stop is named in the log. */
const SLOW_STOP_MS = 2000;
/**
 * The most worker processes the Functions emulator runs per function (function-gate.ts): enough for
 * two cores, and 160 MB each instead of one per simultaneous request.
 */
const FUNCTION_WORKERS = 4;
/** How long closing waits for the steps under way to give up before it stops what they started. */
const STEPS_END_MS = 5000;

/**
 * `promise`, or a rejection as soon as the stack is stopping: a wait on a part that has died (Vite's
 * optimiser, which fails by throwing where nobody catches) would never end by itself.
 */
const orAbort = <T>(promise: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new Error('the stack is stopping'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });

const waitFor = async (
  label: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  stopWaiting: () => string | null,
) => {
  const started = Date.now();
  for (;;) {
    const reason = stopWaiting();
    if (reason) throw new Error(`${label}: ${reason}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${label} did not become ready within ${String(timeoutMs / 1000)} s`);
    await sleep(100);
  }
};

const httpOk = (url: string) => async () => (await fetch(url)).ok;

/**
 * Runs `work` with extra environment variables, then puts the environment back exactly as it was.
 * The seed (firebase-admin) and Vite's build read their settings from `process.env`; left there,
 * they would leak into everything else this process starts later (vitest builds its workers'
 * environment from it, so the emulator tests' admin SDK would talk to this stack instead of their
 * own emulator). The seed and the build overlap: the environment is saved when the first of them
 * begins and restored when the last one ends.
 */
let envLeases = 0;
let envBeforeLeases: NodeJS.ProcessEnv = {};
const withTemporaryEnv = async <T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> => {
  if (envLeases++ === 0) envBeforeLeases = { ...process.env };
  Object.assign(process.env, vars);
  try {
    return await work();
  } finally {
    if (--envLeases === 0) {
      for (const key of Object.keys(process.env)) if (!(key in envBeforeLeases)) delete process.env[key];
      Object.assign(process.env, envBeforeLeases);
    }
  }
};

/**
 * Vite's dev and preview servers act as if they owned the process: on SIGTERM, or when stdin ends,
 * they close themselves and exit it, leaving firebase-tools and everything else running. Here the
 * stack's owner decides when the process ends, after every part has stopped: the handlers Vite adds
 * while a server starts are taken off again.
 */
const withoutViteExitHandlers = async <T>(start: () => Promise<T>): Promise<T> => {
  const sigterm = new Set(process.listeners('SIGTERM'));
  const stdinEnd = new Set(process.stdin.listeners('end'));
  try {
    return await start();
  } finally {
    for (const listener of process.listeners('SIGTERM'))
      if (!sigterm.has(listener)) process.off('SIGTERM', listener);
    for (const listener of process.stdin.listeners('end'))
      if (!stdinEnd.has(listener)) process.stdin.off('end', listener as () => void);
  }
};

/**
 * The browser's first request should not wait for Vite: the entry and its static imports are
 * transformed (`server.warmup` in web/vite.config.ts), and the dependencies they and the lazy pages
 * import are pre-bundled, before the stack says it is ready. Otherwise the first page load waits
 * seconds for the optimiser, or is reloaded when it finishes.
 */
const warmUpDevServer = async (server: ViteDevServer) => {
  await server.waitForRequestsIdle();
  const optimizer = server.environments.client.depsOptimizer;
  if (!optimizer) return;
  await optimizer.scanProcessing;
  await Promise.all(Object.values(optimizer.metadata.discovered).map((dep) => dep.processing));
};

export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const projectId = options.projectId ?? 'demo-careers';
  const freeMode = options.ports === 'free';
  const ports: StackPorts =
    options.ports === 'free' ? await freePorts(HOST) : { ...DEFAULT_PORTS, ...options.ports };
  if (!freeMode) await assertPortsFree(ports, HOST);

  // Everything started registers how to stop it as soon as it exists. Closing first lets the steps
  // under way end (every wait gives up once the stack is stopping), then stops what was started;
  // a part that a step still starts after that is stopped as soon as it is registered.
  const abort = new AbortController();
  const onOuterAbort = () => abort.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  const steps: Promise<unknown>[] = [];
  const step = <T>(promise: Promise<T>): Promise<T> => {
    steps.push(promise.catch(() => undefined));
    return promise;
  };
  const cleanups: { name: string; run: () => Promise<unknown> }[] = [];
  let cleanedUp = false;
  const stopPart = async (cleanup: { name: string; run: () => Promise<unknown> }) => {
    const stopping = Date.now();
    try {
      await cleanup.run();
    } catch (error) {
      log(
        `[stack] stopping ${cleanup.name} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    const took = Date.now() - stopping;
    if (took > SLOW_STOP_MS) log(`[stack] stopping ${cleanup.name} took ${(took / 1000).toFixed(1)} s`);
  };
  const lateStops: Promise<void>[] = [];
  const onClose = (name: string, run: () => Promise<unknown>) => {
    if (cleanedUp) lateStops.push(stopPart({ name, run }));
    else cleanups.push({ name, run });
  };
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      abort.abort();
      options.signal?.removeEventListener('abort', onOuterAbort);
      await Promise.race([Promise.allSettled(steps), sleep(STEPS_END_MS)]);
      cleanedUp = true;
      for (const cleanup of cleanups.reverse()) await stopPart(cleanup);
      await Promise.allSettled(lateStops);
    })());

  let functionGate: FunctionGate | null = null;
  const urls = {
    web: `http://${HOST}:${String(ports.web)}`,
    inbox: `http://${HOST}:${String(ports.inbox)}`,
    firestore: `http://${HOST}:${String(ports.firestore)}`,
    storage: `http://${HOST}:${String(ports.storage)}`,
    auth: `http://${HOST}:${String(ports.auth)}`,
    functions: `http://${HOST}:${String(ports.functions)}`,
    api: `http://${HOST}:${String(ports.functions)}/${projectId}/${FUNCTIONS_REGION}/api/api`,
  };
  const adminEnv: Record<string, string> = {
    GCLOUD_PROJECT: projectId,
    FIRESTORE_EMULATOR_HOST: `${HOST}:${String(ports.firestore)}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${String(ports.storage)}`,
    STORAGE_EMULATOR_HOST: `http://${HOST}:${String(ports.storage)}`,
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${String(ports.auth)}`,
    // Offline: stop Google's client libraries from probing the cloud metadata server.
    METADATA_SERVER_DETECTION: 'none',
  };
  // Vite reads VITE_* from the environment (when its config is resolved): point the app at this
  // stack's emulators.
  const viteEnv = {
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_USE_EMULATORS: 'true',
    VITE_EMULATOR_HOST: HOST,
    VITE_AUTH_EMULATOR_PORT: String(ports.auth),
    VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
    VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
    VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
  };
  const suite = options.suite ?? 'project';
  const web = options.web ?? 'dev';
  const webRoot = join(REPO_ROOT, 'web');
  const firebaseEmulators = suite === 'firebase' ? 'functions,firestore,storage' : 'functions';

  // Set once a part has died: every wait ends with this instead of its timeout, and once the stack
  // is up the owner hears of it (onPartExit).
  let partDied: string | null = null;
  let ready = false;
  const onPartExit = (part: string, detail: string) => {
    if (partDied) return;
    partDied = `${part} ${detail.split('\n')[0] ?? ''}`;
    if (ready) options.onPartExit?.(part, detail);
  };
  const stopWaiting = () => (abort.signal.aborted ? 'the stack is stopping' : partDied);
  /** "[stack] Auth emulator up (3.1 s)": where the start's time goes (`npm run bench:stack` reads it). */
  const progress = (what: string) => {
    if (!abort.signal.aborted) log(`[stack] ${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  };

  // Loaded while the rest starts (a second or so of module loading each).
  const seedModule = options.seed === false ? null : step(import('../seed/seed.ts'));
  const viteModule = web === 'none' ? null : step(import('vite'));
  // Before anything else runs: the seed's temporary environment must find these already set.
  // The dev server re-reads its config (and so the environment) when vite.config.ts changes: the
  // variables stay for the life of this process, which the dev stack owns (`npm start`).
  if (web === 'dev') Object.assign(process.env, viteEnv);

  try {
    log(
      `[stack] starting ${[
        suite === 'project' ? 'the Firestore and Storage emulator' : null,
        'the mail catcher',
        "Firebase's Auth emulator",
        `Firebase's emulators (${firebaseEmulators})`,
        web === 'dev' ? 'the web app (Vite dev server)' : web === 'preview' ? 'the web app (build)' : null,
      ]
        .filter(Boolean)
        .join(', ')}…`,
    );

    const emulatorStep = step(
      (async (): Promise<Emulator | null> => {
        if (suite !== 'project') return null;
        const emulator = await startEmulator({
          host: HOST,
          projectId,
          firestorePort: ports.firestore,
          storagePort: ports.storage,
          firestoreRulesFile: join(REPO_ROOT, 'firestore.rules'),
          storageRulesFile: join(REPO_ROOT, 'storage.rules'),
          // Queries production would refuse for want of a composite index fail here too.
          firestoreIndexesFile: join(REPO_ROOT, 'firestore.indexes.json'),
          quiet: !options.verbose,
        });
        onClose('the Firestore and Storage emulator', () => emulator.close());
        return emulator;
      })(),
    );

    const mailStep = step(
      (async () => {
        const mail = await startMailCatcher({
          host: HOST,
          smtpPort: ports.smtp,
          httpPort: ports.inbox,
          log: options.verbose ? log : () => {},
        });
        onClose('the mail catcher', () => mail.close());
        return mail;
      })(),
    );

    const firebaseStep = step(
      (async (): Promise<FirebaseEmulators> => {
        // functions/dist on the fixed ports, a folder of this stack's own on free ports (see there).
        const functionsDir = functionsBuildDir(freeMode ? ports.functions : null);
        if (freeMode)
          onClose('the functions build', () => rm(functionsDir, { recursive: true, force: true }));
        await buildFunctions(functionsDir);
        if (abort.signal.aborted) throw new Error('the stack is stopping');
        onClose('the functions secrets', await writeLocalSecrets(functionsDir));
        const configDir = await mkdtemp(join(tmpdir(), 'careers-stack-'));
        onClose("firebase-tools' config folder", () => rm(configDir, { recursive: true, force: true }));
        // The functions port is the gate's; the Functions emulator listens behind it (function-gate.ts).
        const runtimePort = await freePort(HOST);
        const gate = await startFunctionGate({
          host: HOST,
          port: ports.functions,
          targetPort: runtimePort,
          maxWorkers: FUNCTION_WORKERS,
        });
        onClose('the functions gate', () => gate.close());
        functionGate = gate;
        const firebase = await startFirebaseEmulators({
          repoRoot: REPO_ROOT,
          functionsSource: relative(REPO_ROOT, functionsDir),
          projectId,
          host: HOST,
          ports: { ...ports, functions: runtimePort },
          pinFloatingPorts: freeMode,
          only: firebaseEmulators,
          env: {
            ...adminEnv,
            // What the functions need to send mail and build links into the app.
            SMTP_HOST: HOST,
            SMTP_PORT: String(ports.smtp),
            APP_URL: urls.web,
            // firebase-tools stores its own cache and config under HOME; keep them out of the user's.
            XDG_CONFIG_HOME: join(configDir, 'config'),
            FIREBASE_CLI_DISABLE_UPDATE_NOTIFIER: 'true',
            NO_COLOR: '1',
          },
          onLine: options.verbose ? (line) => log(`[firebase] ${line}`) : undefined,
          onExit: (detail) => onPartExit('firebase-tools', detail),
        });
        onClose('firebase-tools', () => firebase.stop());
        return firebase;
      })(),
    );

    const withFirebaseOutput = async (work: () => Promise<void>, firebase: FirebaseEmulators) => {
      try {
        await work();
      } catch (error) {
        throw new Error(
          `${error instanceof Error ? error.message : String(error)}\n--- firebase-tools output ---\n${firebase.output()}`,
        );
      }
    };

    const authStep = step(
      (async () => {
        const auth = await startAuthEmulator({
          host: HOST,
          port: ports.auth,
          projectId,
          onExit: (detail) => onPartExit('the Auth emulator', detail),
        });
        onClose('the Auth emulator', () => auth.close());
        progress('Auth emulator up');
      })(),
    );
    // Firebase's Firestore and Storage (`start:firebase`) or the project's emulator: the demo data
    // needs them and Auth, not the functions.
    const databasesStep = step(
      suite === 'project'
        ? emulatorStep.then(() => undefined)
        : firebaseStep.then((firebase) =>
            withFirebaseOutput(async () => {
              await waitFor('Firestore emulator', httpOk(`${urls.firestore}/`), 120_000, stopWaiting);
              await waitFor(
                'Storage emulator',
                async () => (await fetch(`${urls.storage}/`)).status < 500,
                120_000,
                stopWaiting,
              );
            }, firebase),
          ),
    );
    // Each function's runtime starts on its first call, as in production (a second or so): the
    // stack waits for the triggers, not for a runtime.
    const functionsStep = step(
      firebaseStep.then((firebase) =>
        withFirebaseOutput(async () => {
          await waitFor('Functions emulator', async () => firebase.ready(), 90_000, stopWaiting);
          await firebase.noteDescendants();
          // All but the functions port, which stays the gate's.
          const { functions: _runtimePort, ...running } = await firebase.runningPorts();
          Object.assign(ports, running);
          progress('Functions emulator up');
        }, firebase),
      ),
    );

    const seedStep = step(
      (async () => {
        if (!seedModule) return;
        await Promise.all([databasesStep, authStep]);
        const { seed } = await seedModule;
        await withTemporaryEnv(adminEnv, () =>
          seed({
            projectId,
            firestoreHost: adminEnv.FIRESTORE_EMULATOR_HOST,
            authHost: adminEnv.FIREBASE_AUTH_EMULATOR_HOST,
            storageHost: adminEnv.FIREBASE_STORAGE_EMULATOR_HOST,
            reset: true,
            log: options.verbose ? log : () => {},
          }),
        );
        progress('demo data loaded');
      })(),
    );

    const webStep = step(
      (async () => {
        if (!viteModule) return;
        const vite = await viteModule;
        const configFile = join(webRoot, 'vite.config.ts');
        if (web === 'dev') {
          const server = await withoutViteExitHandlers(() =>
            vite.createServer({
              root: webRoot,
              configFile,
              cacheDir: options.viteCacheDir,
              logLevel: options.verbose ? 'info' : 'warn',
              clearScreen: false,
              server: { host: HOST, port: ports.web, strictPort: true },
            }),
          );
          onClose('the web app', () => server.close());
          await server.listen();
          await orAbort(warmUpDevServer(server), abort.signal);
          progress('web app ready');
        } else {
          const configDir = await mkdtemp(join(tmpdir(), 'careers-web-'));
          onClose('the web build', () => rm(configDir, { recursive: true, force: true }));
          const outDir = join(configDir, 'web-dist');
          // NODE_ENV too: Vite keeps one already set, and vitest (the e2e project) sets it to 'test',
          // which builds React, MUI and emotion for development, not what is deployed (emotion, for
          // one, then writes its styles as text into style elements, which the deployed
          // Content-Security-Policy refuses).
          await withTemporaryEnv({ ...viteEnv, NODE_ENV: 'production' }, () =>
            vite.build({
              root: webRoot,
              configFile,
              logLevel: 'warn',
              build: { outDir, emptyOutDir: true },
            }),
          );
          if (abort.signal.aborted) return;
          // The preview reads the same variables: its Content-Security-Policy allows these emulators.
          const server = await withoutViteExitHandlers(() =>
            withTemporaryEnv(viteEnv, () =>
              vite.preview({
                root: webRoot,
                configFile,
                logLevel: 'warn',
                build: { outDir },
                preview: { host: HOST, port: ports.web, strictPort: true },
              }),
            ),
          );
          onClose('the web app', () => server.close());
          progress('web app built and served');
        }
      })(),
    );

    const [mail, firebase] = await Promise.all([
      mailStep,
      firebaseStep,
      emulatorStep,
      authStep,
      databasesStep,
      functionsStep,
      seedStep,
      webStep,
    ]);

    let scheduled: ScheduledFunction[] = [];
    if (options.scheduledEveryMs !== undefined) {
      const emulator = { url: urls.functions, projectId };
      scheduled = await listScheduledFunctions(emulator);
      const runner = startScheduledRuns({ emulator, everyMs: options.scheduledEveryMs, log });
      onClose('the scheduled functions', () => runner.stop());
    }

    if (abort.signal.aborted) throw new Error('the stack was stopped while starting');
    if (partDied) throw new Error(partDied);
    ready = true;
    return {
      projectId,
      ports,
      urls,
      adminEnv,
      mail,
      scheduled,
      firebasePid: firebase.pid,
      functionWorkers: () => functionGate?.workers() ?? {},
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FUNCTIONS_REGION } from '@careers/domain/constants';
import { startEmulator, type Emulator } from '@careers/emulator';
import { startMailCatcher, type MailCatcher } from '../mail-catcher/mail-catcher.ts';
import { assertPortsFree, DEFAULT_PORTS, freePorts, type StackPorts } from './ports.ts';

// The whole local stack in one process tree: the project's Firestore + Storage emulator and the
// mail catcher in this process, Firebase's Auth and Functions emulators (firebase-tools) as a child,
// the demo data, and the web app (Vite dev server, or the production build served by Vite preview).
// `npm start` and the e2e harness both use it; only ports and the web mode differ.

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const HOST = '127.0.0.1';

export type StackOptions = {
  /** 'free' picks free ports for everything (tests); default: the fixed development ports. */
  ports?: 'free' | Partial<StackPorts>;
  projectId?: string;
  /** 'dev' = Vite dev server; 'preview' = production build served locally; 'none' = no web. */
  web?: 'dev' | 'preview' | 'none';
  seed?: boolean;
  /** Where child processes' output and progress lines go. */
  log?: (line: string) => void;
  /** Also forward the output of firebase-tools and Vite (noisy; for `npm start`). */
  verbose?: boolean;
  /**
   * 'project' (default): Firestore and Storage from the project's own emulator (offline, no Java).
   * 'firebase': Firebase's full emulator suite (needs Java 21 and its downloaded emulators).
   */
  suite?: 'project' | 'firebase';
};

export type Stack = {
  projectId: string;
  ports: StackPorts;
  urls: {
    web: string;
    inbox: string;
    firestore: string;
    storage: string;
    auth: string;
    functions: string;
    api: string;
  };
  /** Environment a process needs to reach this stack with firebase-admin. */
  adminEnv: Record<string, string>;
  mail: MailCatcher;
  close(): Promise<void>;
};

const waitFor = async (
  label: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  child?: ChildProcess,
) => {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null)
      throw new Error(`${label}: the process exited with code ${child.exitCode}`);
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs)
      throw new Error(`${label} did not become ready within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

const httpOk = (url: string) => async () => (await fetch(url)).ok;

/**
 * Runs `work` with extra environment variables, then puts the environment back exactly as it was.
 * The seed (firebase-admin) and Vite read their settings from `process.env`; left there, they would
 * leak into everything else this process starts later (vitest builds its workers' environment from
 * it, so the emulator tests' admin SDK would talk to this stack instead of their own emulator).
 */
const withTemporaryEnv = async <T>(vars: Record<string, string>, work: () => Promise<T>): Promise<T> => {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    return await work();
  } finally {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  }
};

/** Builds the functions bundle (esbuild, well under a second) so the emulator loads current code. */
const buildFunctions = () =>
  new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs'], {
      cwd: join(REPO_ROOT, 'functions'),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`functions build failed:\n${stderr}`)),
    );
  });

export const startStack = async (options: StackOptions = {}): Promise<Stack> => {
  const log = options.log ?? ((line: string) => console.log(line));
  const projectId = options.projectId ?? 'demo-careers';
  const ports: StackPorts =
    options.ports === 'free' ? await freePorts(HOST) : { ...DEFAULT_PORTS, ...(options.ports ?? {}) };
  if (options.ports !== 'free') await assertPortsFree(ports, HOST);

  const cleanups: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (error) {
        log(`[stack] cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    const urls = {
      web: `http://${HOST}:${ports.web}`,
      inbox: `http://${HOST}:${ports.inbox}`,
      firestore: `http://${HOST}:${ports.firestore}`,
      storage: `http://${HOST}:${ports.storage}`,
      auth: `http://${HOST}:${ports.auth}`,
      functions: `http://${HOST}:${ports.functions}`,
      api: `http://${HOST}:${ports.functions}/${projectId}/${FUNCTIONS_REGION}/api/api`,
    };
    const adminEnv: Record<string, string> = {
      GCLOUD_PROJECT: projectId,
      FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `${HOST}:${ports.storage}`,
      STORAGE_EMULATOR_HOST: `http://${HOST}:${ports.storage}`,
      FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
      // Offline: stop Google's client libraries from probing the cloud metadata server.
      METADATA_SERVER_DETECTION: 'none',
    };

    const suite = options.suite ?? 'project';
    if (suite === 'project') {
      log('[stack] starting the Firestore and Storage emulator…');
      const emulator: Emulator = await startEmulator({
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
      cleanups.push(() => emulator.close());
    }

    const mail = await startMailCatcher({
      host: HOST,
      smtpPort: ports.smtp,
      httpPort: ports.inbox,
      log: options.verbose ? log : () => {},
    });
    cleanups.push(() => mail.close());

    const firebaseEmulators = suite === 'firebase' ? 'auth,functions,firestore,storage' : 'auth,functions';
    log(`[stack] building functions and starting Firebase's emulators (${firebaseEmulators})…`);
    await buildFunctions();
    const configDir = await mkdtemp(join(tmpdir(), 'careers-stack-'));
    cleanups.push(() => rm(configDir, { recursive: true, force: true }));
    // firebase-tools resolves `functions.source` against the config file's folder: keep the file in
    // the repo root (ignored by git), one per functions port so stacks can run side by side.
    const configPath = join(REPO_ROOT, `.firebase-stack-${ports.functions}.json`);
    await writeFile(
      configPath,
      JSON.stringify({
        functions: [{ source: 'functions/dist', codebase: 'default', runtime: 'nodejs22' }],
        firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
        storage: { rules: 'storage.rules' },
        emulators: {
          singleProjectMode: true,
          firestore: { host: HOST, port: ports.firestore },
          storage: { host: HOST, port: ports.storage },
          auth: { host: HOST, port: ports.auth },
          functions: { host: HOST, port: ports.functions },
          hub: { host: HOST, port: ports.hub },
          logging: { host: HOST, port: ports.logging },
          ui: { enabled: false },
        },
      }),
    );
    cleanups.push(() => rm(configPath, { force: true }));

    const firebaseBin = join(REPO_ROOT, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
    const firebase = spawn(
      process.execPath,
      [
        firebaseBin,
        'emulators:start',
        '--only',
        firebaseEmulators,
        '--project',
        projectId,
        '--config',
        configPath,
      ],
      {
        cwd: REPO_ROOT,
        env: {
          ...process.env,
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
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    let firebaseOutput = '';
    const onOutput = (chunk: Buffer) => {
      firebaseOutput = (firebaseOutput + chunk.toString()).slice(-20_000);
      if (options.verbose)
        for (const line of chunk.toString().split('\n')) if (line.trim()) log(`[firebase] ${line}`);
    };
    firebase.stdout?.on('data', onOutput);
    firebase.stderr?.on('data', onOutput);
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          if (firebase.exitCode !== null) return resolve();
          const timer = setTimeout(() => {
            try {
              process.kill(-firebase.pid!, 'SIGKILL');
            } catch {
              // already gone
            }
          }, 10_000);
          firebase.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          try {
            // The whole process group: firebase-tools starts the functions runtime as its child.
            process.kill(-firebase.pid!, 'SIGINT');
          } catch {
            resolve();
          }
        }),
    );

    try {
      await waitFor('Auth emulator', httpOk(`${urls.auth}/`), 90_000, firebase);
      if (suite === 'firebase') {
        await waitFor('Firestore emulator', httpOk(`${urls.firestore}/`), 120_000, firebase);
        await waitFor(
          'Storage emulator',
          async () => (await fetch(`${urls.storage}/`)).status < 500,
          120_000,
          firebase,
        );
      }
      await waitFor('Functions emulator (api)', httpOk(`${urls.api}/health`), 90_000, firebase);
    } catch (error) {
      throw new Error(
        `${error instanceof Error ? error.message : String(error)}\n--- firebase-tools output ---\n${firebaseOutput}`,
      );
    }

    if (options.seed !== false) {
      log('[stack] loading the demo data…');
      const { seed } = await import('../seed/seed.ts');
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
    }

    const web = options.web ?? 'dev';
    if (web !== 'none') {
      // Vite reads VITE_* from the environment (when its config is resolved): point the app at
      // this stack's emulators.
      const viteEnv = {
        VITE_FIREBASE_PROJECT_ID: projectId,
        VITE_USE_EMULATORS: 'true',
        VITE_EMULATOR_HOST: HOST,
        VITE_AUTH_EMULATOR_PORT: String(ports.auth),
        VITE_FIRESTORE_EMULATOR_PORT: String(ports.firestore),
        VITE_STORAGE_EMULATOR_PORT: String(ports.storage),
        VITE_FUNCTIONS_EMULATOR_PORT: String(ports.functions),
      };
      const vite = await import('vite');
      const webRoot = join(REPO_ROOT, 'web');
      if (web === 'dev') {
        log('[stack] starting the web app (Vite dev server)…');
        // The dev server re-reads its config (and so the environment) when vite.config.ts changes:
        // the variables stay for the life of this process, which the dev stack owns (`npm start`).
        Object.assign(process.env, viteEnv);
        const server = await vite.createServer({
          root: webRoot,
          configFile: join(webRoot, 'vite.config.ts'),
          logLevel: options.verbose ? 'info' : 'warn',
          server: { host: HOST, port: ports.web, strictPort: true },
        });
        await server.listen();
        cleanups.push(() => server.close());
      } else {
        log('[stack] building the web app and serving the build…');
        const outDir = join(configDir, 'web-dist');
        // NODE_ENV too: Vite keeps one already set, and vitest (the e2e project) sets it to 'test',
        // which builds React, MUI and emotion for development, not what is deployed (emotion, for
        // one, then writes its styles as text into style elements, which the deployed
        // Content-Security-Policy refuses).
        await withTemporaryEnv({ ...viteEnv, NODE_ENV: 'production' }, () =>
          vite.build({
            root: webRoot,
            configFile: join(webRoot, 'vite.config.ts'),
            logLevel: 'warn',
            build: { outDir, emptyOutDir: true },
          }),
        );
        // The preview reads the same variables: its Content-Security-Policy allows these emulators.
        const server = await withTemporaryEnv(viteEnv, () =>
          vite.preview({
            root: webRoot,
            configFile: join(webRoot, 'vite.config.ts'),
            logLevel: 'warn',
            build: { outDir },
            preview: { host: HOST, port: ports.web, strictPort: true },
          }),
        );
        cleanups.push(() => new Promise<void>((resolve) => server.httpServer.close(() => resolve())));
      }
    }

    return { projectId, ports, urls, adminEnv, mail, close };
  } catch (error) {
    await close();
    throw error;
  }
};

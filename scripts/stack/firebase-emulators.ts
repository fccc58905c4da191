import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { descendantsOf, stopProcessTree, type ProcessInfo } from './process-tree.ts';
import { FLOATING_PORTS, type StackPorts } from './ports.ts';

// Firebase's own emulators (`firebase emulators:start`) as a child process of the stack: Functions,
// with Firestore and Storage for `npm run start:firebase` (Auth runs beside it, auth-emulator.ts).
// The child and everything it starts are stopped together (see process-tree.ts), whether the stack
// closes or firebase-tools dies first.

export type FirebaseEmulatorsOptions = {
  repoRoot: string;
  /** The functions bundle's folder, relative to repoRoot (each stack builds its own). */
  functionsSource: string;
  projectId: string;
  host: string;
  ports: StackPorts;
  /** Pin Eventarc's and Cloud Tasks' ports too (test stacks side by side) rather than leave them to it. */
  pinFloatingPorts: boolean;
  /** 'functions', or with 'firestore,storage' for Firebase's full suite. */
  only: string;
  /** Added to the child's environment. */
  env: Record<string, string>;
  /** Every line firebase-tools prints, as it prints it (verbose stacks). */
  onLine?: (line: string) => void;
  /** firebase-tools exited without being asked to (not called after `stop`). */
  onExit: (detail: string) => void;
};

export type FirebaseEmulators = {
  pid: number;
  /** The end of what firebase-tools printed (for error messages). */
  output(): string;
  /** Every emulator is up and the functions' triggers are loaded. */
  ready(): boolean;
  exited(): boolean;
  /** The ports firebase-tools actually listens on (its hub knows where the floating ones went). */
  runningPorts(): Promise<Partial<Record<keyof StackPorts, number>>>;
  /** Notes its descendants now: Firebase's Java emulators run in process groups of their own. */
  noteDescendants(): Promise<void>;
  stop(): Promise<void>;
};

const OUTPUT_KEPT = 20_000;
/**
 * What `emulators:start` prints once every emulator has started and the Functions emulator has
 * loaded the bundle's triggers (nothing it serves says so: its hub lists an emulator as it starts).
 */
const ALL_READY = 'All emulators ready!';

export const startFirebaseEmulators = async (
  options: FirebaseEmulatorsOptions,
): Promise<FirebaseEmulators> => {
  const { host, ports } = options;
  // firebase-tools resolves `functions.source` against the config file's folder: keep the file in
  // the repo root (ignored by git), one per functions port so stacks can run side by side.
  const configPath = join(options.repoRoot, `.firebase-stack-${String(ports.functions)}.json`);
  const pinned = (name: keyof StackPorts) =>
    options.pinFloatingPorts || !FLOATING_PORTS.includes(name) ? { host, port: ports[name] } : { host };
  await writeFile(
    configPath,
    JSON.stringify({
      functions: [{ source: options.functionsSource, codebase: 'default', runtime: 'nodejs22' }],
      firestore: { rules: 'firestore.rules', indexes: 'firestore.indexes.json' },
      storage: { rules: 'storage.rules' },
      emulators: {
        singleProjectMode: true,
        firestore: pinned('firestore'),
        storage: pinned('storage'),
        functions: pinned('functions'),
        hub: pinned('hub'),
        logging: pinned('logging'),
        eventarc: pinned('eventarc'),
        tasks: pinned('tasks'),
        ui: { enabled: false },
      },
    }),
  );

  const firebaseBin = join(options.repoRoot, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const child = spawn(
    process.execPath,
    [
      firebaseBin,
      'emulators:start',
      '--only',
      options.only,
      '--project',
      options.projectId,
      '--config',
      configPath,
    ],
    {
      cwd: options.repoRoot,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a Ctrl-C in the terminal reaches the stack, which stops firebase-tools
      // and its runtimes in order, instead of all of them at once.
      detached: true,
    },
  );
  const pid = child.pid;
  if (pid === undefined) {
    await rm(configPath, { force: true });
    throw new Error('firebase-tools did not start');
  }

  let output = '';
  let partial = '';
  let allReady = false;
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-OUTPUT_KEPT);
    allReady ||= output.includes(ALL_READY);
    if (!options.onLine) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) options.onLine(line);
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);

  let stopping = false;
  let exitCode: number | null = null;
  let exitSignal: NodeJS.Signals | null = null;
  let hasExited = false;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      hasExited = true;
      exitCode = code;
      exitSignal = signal;
      resolve();
    }),
  );
  void exited.then(() => {
    if (stopping) return;
    const how = exitSignal ? `was killed (${exitSignal})` : `exited with code ${String(exitCode)}`;
    // NO_COLOR does not reach every line it prints (its tables).
    const tail = stripVTControlCharacters(output).trim().split('\n').slice(-15).join('\n');
    options.onExit(`${how}${tail ? `; its last output:\n${tail}` : ''}`);
  });

  let known: ProcessInfo[] = [];
  const noteDescendants = async () => {
    if (hasExited) return;
    const now = await descendantsOf(pid);
    known = [...known.filter((old) => !now.some((info) => info.pid === old.pid)), ...now];
  };

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      await noteDescendants();
      if (!hasExited) {
        // firebase-tools shuts its emulators and runtimes down itself on SIGINT.
        try {
          process.kill(-pid, 'SIGINT');
        } catch {
          // gone meanwhile
        }
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      }
      // Whatever is left: runtimes of a firebase-tools that died, Java emulators, or a stuck shutdown.
      const survivors = await stopProcessTree({ group: pid, known });
      await rm(configPath, { force: true });
      if (survivors.length > 0)
        throw new Error(`firebase-tools' processes ${survivors.join(', ')} did not stop`);
    })());

  return {
    pid,
    output: () => output,
    ready: () => allReady,
    exited: () => hasExited,
    async runningPorts() {
      const response = await fetch(`http://${host}:${String(ports.hub)}/emulators`);
      const running = (await response.json()) as Record<string, { port?: number }>;
      const found: Partial<Record<keyof StackPorts, number>> = {};
      for (const name of Object.keys(ports) as (keyof StackPorts)[]) {
        const port = running[name]?.port;
        if (typeof port === 'number') found[name] = port;
      }
      return found;
    },
    noteDescendants,
    stop,
  };
};

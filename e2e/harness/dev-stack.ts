import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StackUrls } from '@careers/scripts/stack';

// `npm start` as a user runs it, for the dev-stack spec: scripts/stack/start.ts in a child process
// (the command the npm script runs), on free ports and with a Vite cache folder of the spec's own,
// so it runs beside the e2e project's own stack and any `npm start` on the machine. Also what the
// spec needs to see that the stack owns its processes: the process tree and the ports it listens
// on, read from /proc (Linux, as CI).

const SCRIPTS_DIR = fileURLToPath(new URL('../../scripts/', import.meta.url));

/** The URLs `npm start`'s banner lists: it has no line for the functions' HTTP API. */
export type DevStackUrls = Omit<StackUrls, 'api'>;

export type DevStack = {
  pid: number;
  urls: DevStackUrls;
  projectId: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** null while it runs. */
  exitCode(): number | null;
  exited: Promise<number | null>;
  /** Ends it (SIGTERM) if it still runs. */
  stop(): Promise<void>;
};

/** The variables vitest sets for its workers: the stack is a user's process, not a test worker. */
const userEnvironment = (): NodeJS.ProcessEnv =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'),
  );

const bannerUrl = (output: string, label: string): string | null =>
  new RegExp(`^  ${label}\\s+(http://\\S+)`, 'm').exec(output)?.[1] ?? null;

/** An empty folder for Vite's cache: the dev server then pre-bundles every dependency, as on a first start. */
export const emptyViteCacheDir = () => mkdtemp(join(tmpdir(), 'careers-dev-stack-vite-'));

export const startDevStack = async (options: {
  viteCacheDir: string;
  scheduledEverySeconds: number;
  timeoutMs: number;
}): Promise<DevStack> => {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--experimental-strip-types',
      '--no-warnings=ExperimentalWarning',
      'stack/start.ts',
      '--free-ports',
      `--vite-cache-dir=${options.viteCacheDir}`,
      `--scheduled-every=${String(options.scheduledEverySeconds)}`,
    ],
    { cwd: SCRIPTS_DIR, env: userEnvironment(), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };

  const started = Date.now();
  while (!output.includes('Press Ctrl-C to stop everything.')) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `npm start (start.ts) exited with ${String(child.exitCode)} before it was ready:\n${output}`,
      );
    }
    if (Date.now() - started > options.timeoutMs) {
      await stop();
      throw new Error(
        `npm start (start.ts) was not ready within ${String(options.timeoutMs / 1000)} s:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const labels = {
    web: 'Web app',
    inbox: 'Mail inbox',
    firestore: 'Firestore',
    storage: 'Storage',
    auth: 'Auth',
    functions: 'Functions',
  } as const;
  const urls = Object.fromEntries(
    Object.entries(labels).map(([key, label]) => {
      const url = bannerUrl(output, label);
      if (!url) throw new Error(`No ${label} URL in the banner:\n${output}`);
      return [key, url];
    }),
  ) as DevStackUrls;
  const projectId = /^ {2}Firestore\s+\S+\s+\(project (\S+)\)$/m.exec(output)?.[1];
  if (!projectId) throw new Error(`No project id in the banner:\n${output}`);

  return {
    pid: child.pid!,
    urls,
    projectId,
    output: () => output,
    exitCode: () => child.exitCode,
    exited,
    stop,
  };
};

export type ProcessEntry = { pid: number; ppid: number; state: string; command: string };

/** Every process but zombies (exited, waiting to be collected), from /proc. */
export const listProcesses = async (): Promise<ProcessEntry[]> => {
  const entries = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const processes = await Promise.all(
    entries.map(async (entry): Promise<ProcessEntry | null> => {
      try {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const command = (await readFile(`/proc/${entry}/cmdline`, 'utf8')).replaceAll('\0', ' ').trim();
        return { pid: Number(entry), ppid: Number(fields[1]), state: fields[0] ?? '', command };
      } catch {
        return null;
      }
    }),
  );
  return processes.filter((entry): entry is ProcessEntry => entry !== null && entry.state !== 'Z');
};

/** `root` and its live descendants. */
export const processTree = async (root: number): Promise<ProcessEntry[]> => {
  const all = await listProcesses();
  const tree = all.filter((entry) => entry.pid === root);
  for (let parents = new Set([root]); parents.size > 0;) {
    const children = all.filter((entry) => parents.has(entry.ppid));
    tree.push(...children);
    parents = new Set(children.map((entry) => entry.pid));
  }
  return tree;
};

/** The TCP ports the given processes listen on (their sockets in /proc/net/tcp{,6} in LISTEN). */
export const listeningPorts = async (pids: readonly number[]): Promise<number[]> => {
  const inodes = new Set<string>();
  for (const pid of pids) {
    let fds: string[] = [];
    try {
      fds = await readdir(`/proc/${String(pid)}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      const target = await readlink(`/proc/${String(pid)}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  }
  const ports = new Set<number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; state 0A is LISTEN; the inode is the 10th field.
      if (fields[3] === '0A' && inodes.has(fields[9] ?? '')) {
        ports.add(parseInt(fields[1]?.split(':')[1] ?? '', 16));
      }
    }
  }
  return [...ports].sort((a, b) => a - b);
};

/** Whether something listens on the port (127.0.0.1, where the stack listens). */
export const portInUse = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(false)));
  });

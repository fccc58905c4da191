import { readdir, readFile } from 'node:fs/promises';

// Stopping what a child process started, however deep. firebase-tools starts its function runtimes
// in its own process group, so signalling the group reaches them even once firebase-tools itself is
// gone; but Firebase's Java emulators (`npm run start:firebase`) run in groups of their own, and
// once firebase-tools is killed outright they are nobody's child any more. So the stack notes every
// descendant while firebase-tools is alive and stops those too. Processes are read from /proc
// (Linux); elsewhere only the process group is signalled.

/** A process as /proc shows it; `started` (clock ticks after boot) tells a reused pid apart. */
export type ProcessInfo = { pid: number; ppid: number; pgrp: number; state: string; started: string };

const readProcess = async (pid: number): Promise<ProcessInfo | null> => {
  try {
    const stat = await readFile(`/proc/${String(pid)}/stat`, 'utf8');
    // "pid (comm) state ppid pgrp … starttime(22nd) …": comm may hold spaces and parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return {
      pid,
      state: fields[0] ?? '',
      ppid: Number(fields[1]),
      pgrp: Number(fields[2]),
      started: fields[19] ?? '',
    };
  } catch {
    return null;
  }
};

/** Every process except zombies (exited, waiting to be collected); [] without /proc. */
export const listProcesses = async (): Promise<ProcessInfo[]> => {
  let entries: string[];
  try {
    entries = await readdir('/proc');
  } catch {
    return [];
  }
  const all = await Promise.all(
    entries.filter((entry) => /^\d+$/.test(entry)).map((entry) => readProcess(Number(entry))),
  );
  return all.filter((info): info is ProcessInfo => info !== null && info.state !== 'Z');
};

/** The live descendants of `root` (children, their children…). */
export const descendantsOf = async (root: number): Promise<ProcessInfo[]> => {
  const all = await listProcesses();
  const found: ProcessInfo[] = [];
  let parents = new Set([root]);
  while (parents.size > 0) {
    const children = all.filter((info) => parents.has(info.ppid));
    found.push(...children);
    parents = new Set(children.map((info) => info.pid));
  }
  return found;
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const send = (pid: number, signal: NodeJS.Signals) => {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Stops a process group and the given processes: SIGTERM, then SIGKILL to whatever is left after
 * `graceMs`. Resolves with the pids still alive at the end (none, normally).
 */
export const stopProcessTree = async (options: {
  group: number;
  known: readonly ProcessInfo[];
  graceMs?: number;
}): Promise<number[]> => {
  const graceMs = options.graceMs ?? 3000;
  const live = async (): Promise<number[]> => {
    const all = await listProcesses();
    if (all.length === 0) {
      // No /proc: the group alone, as far as kill(0) can tell.
      return isAlive(-options.group) ? [options.group] : [];
    }
    return all
      .filter(
        (info) =>
          info.pgrp === options.group ||
          options.known.some((known) => known.pid === info.pid && known.started === info.started),
      )
      .map((info) => info.pid);
  };
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    const pids = await live();
    if (pids.length === 0) return [];
    send(-options.group, signal);
    for (const pid of pids) send(pid, signal);
    const deadline = Date.now() + graceMs;
    while (Date.now() < deadline) {
      if ((await live()).length === 0) return [];
      await sleep(100);
    }
  }
  return live();
};

// `npm start`: the whole local stack on the fixed development ports, with demo data, until Ctrl-C.
//
//   npm start                               # fixed ports (README), scheduled functions every 60 s
//   npm start -- --verbose                  # also every line of firebase-tools and Vite
//   npm start -- --free-ports               # free ports for everything, beside another stack
//   npm start -- --vite-cache-dir=/tmp/x    # Vite's pre-bundled dependencies there (empty: cold start)
//   npm start -- --scheduled-every=10       # scheduled functions every 10 s; 0: never
//
// The process owns what it starts: when a part dies (firebase-tools exits, an error nothing
// caught, Vite's dependency optimiser failing among them) everything stops and it exits with 1;
// Ctrl-C or SIGTERM stops everything and it exits with 0. Either way every port is free again.
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { Stack } from './stack.ts';

// Node keeps the compiled code of every module it loads here, and so does every process the stack
// starts (they inherit the variable): firebase-tools, the function runtimes and this process load
// thousands of modules on each start. Enabled before the stack's modules are imported (below).
process.env.NODE_COMPILE_CACHE ??= fileURLToPath(
  new URL('../../node_modules/.cache/careers-stack-compile/', import.meta.url),
);
enableCompileCache(process.env.NODE_COMPILE_CACHE);
const { DEMO_USERS } = await import('../seed/data/candidates.ts');
const { describeSchedule } = await import('./scheduled-functions.ts');
const { startStack } = await import('./stack.ts');

const DEFAULT_SCHEDULED_EVERY_SECONDS = 60;
/** If stopping hangs, exit anyway after this long (the stack's own timeouts are shorter). */
const STOP_TIMEOUT_MS = 30_000;

const { values: args } = parseArgs({
  options: {
    verbose: { type: 'boolean', default: false },
    suite: { type: 'string', default: 'project' },
    'free-ports': { type: 'boolean', default: false },
    'vite-cache-dir': { type: 'string' },
    'scheduled-every': { type: 'string', default: String(DEFAULT_SCHEDULED_EVERY_SECONDS) },
  },
});
const suite = args.suite === 'firebase' ? 'firebase' : 'project';
const scheduledEverySeconds = Number(args['scheduled-every']);
if (!Number.isFinite(scheduledEverySeconds) || scheduledEverySeconds < 0) {
  console.error(`--scheduled-every wants a number of seconds (0: never), not '${args['scheduled-every']}'.`);
  process.exit(2);
}

const startedAt = Date.now();
const starting = new AbortController();
let starts: Promise<Stack> | undefined;
let stopping: Promise<never> | undefined;

/** Stops everything once, then exits: 0 when asked to stop, 1 when a part failed. */
const stop = (message: string, exitCode: 0 | 1): Promise<never> =>
  (stopping ??= (async () => {
    console.log(`\n${message}`);
    setTimeout(() => {
      console.error(`The stack did not stop within ${String(STOP_TIMEOUT_MS / 1000)} s; exiting.`);
      process.exit(1);
    }, STOP_TIMEOUT_MS).unref();
    // A stack still starting stops what it started, and rejects; a started one is closed.
    starting.abort();
    const stack = await starts?.catch(() => undefined);
    await stack?.close();
    process.exit(exitCode);
  })());

process.on('SIGINT', () => void stop('SIGINT: stopping the local stack…', 0));
process.on('SIGTERM', () => void stop('SIGTERM: stopping the local stack…', 0));
// Left alone, an error nothing caught (Vite's dependency optimiser throws this way) ends this
// process and leaves firebase-tools and its runtimes holding their ports.
const onUncaught = (error: unknown) => {
  console.error(error);
  void stop('An error nothing caught (above): stopping the local stack…', 1);
};
process.on('uncaughtException', onUncaught);
process.on('unhandledRejection', onUncaught);

let stack: Stack;
try {
  starts = startStack({
    ports: args['free-ports'] ? 'free' : undefined,
    web: 'dev',
    seed: true,
    verbose: args.verbose,
    suite,
    viteCacheDir: args['vite-cache-dir'],
    scheduledEveryMs: scheduledEverySeconds > 0 ? scheduledEverySeconds * 1000 : undefined,
    onPartExit: (part, detail) => void stop(`${part} ${detail}\nStopping the local stack…`, 1),
    signal: starting.signal,
  });
  stack = await starts;
} catch (error) {
  // Asked to stop while starting: `stop` is already exiting.
  if (stopping) await stopping;
  console.error(`\nThe local stack did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const users = Object.values(DEMO_USERS)
  .map((user) => `    ${user.email.padEnd(32)} ${user.password.padEnd(16)} ${user.note}`)
  .join('\n');

const scheduled =
  stack.scheduled.length === 0
    ? scheduledEverySeconds > 0
      ? '  Scheduled functions: none in the functions bundle'
      : '  Scheduled functions: not run (--scheduled-every=0)'
    : [
        `  Scheduled functions, run here every ${String(scheduledEverySeconds)} s through the Functions emulator (deployed schedule):`,
        ...stack.scheduled.map((fn) => `    ${fn.name.padEnd(32)} ${describeSchedule(fn)}`),
      ].join('\n');

console.log(`
Careers portal — local stack (${suite === 'firebase' ? "Firebase's emulator suite" : 'project emulator'}) ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s

  Web app            ${stack.urls.web}
  Mail inbox         ${stack.urls.inbox}
  API                ${stack.urls.api}/health
  Firestore          ${stack.urls.firestore}   (project ${stack.projectId})
  Storage            ${stack.urls.storage}
  Auth               ${stack.urls.auth}
  Functions          ${stack.urls.functions}

  Demo logins
${users}

${scheduled}

Press Ctrl-C to stop everything.
`);

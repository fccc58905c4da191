import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

// Runs one service call in a child process (function-process-main.ts), the way a function instance
// runs it: the test can wait for an event of the call (its mail delivery starting) and kill the
// process there, or give it other emulator addresses (a fault proxy).

/** Marks the child's event lines on stdout. */
export const FUNCTION_EVENT_PREFIX = '@@careers-function ';

export type FunctionCall = {
  name:
    'applyToJob' | 'rejectApplicants' | 'requestPasswordReset' | 'sendVerificationEmail' | 'registerAccount';
  input?: unknown;
  caller?: unknown;
  /** A named Firestore database (isolatedDb's), or the default one. */
  database?: string;
  /** 'hang': stop at the first delivery (and report it); else SMTP to this port. */
  mail: 'hang' | { smtpPort: number };
  /** The clock of the call (ISO), when not the real one. */
  now?: string;
};

export type FunctionEvent = { event: string; detail: unknown };

export type FunctionProcess = {
  child: ChildProcess;
  /** Resolves with the first event of that name (rejects if the process ends first). */
  next(event: string): Promise<FunctionEvent>;
  /** How it ended: its exit code, or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it printed besides events (for failure messages). */
  output(): string;
};

const MAIN = fileURLToPath(new URL('./function-process-main.ts', import.meta.url));

export const startFunctionProcess = (
  call: FunctionCall,
  env: Record<string, string> = {},
): FunctionProcess => {
  const child = spawn(
    process.execPath,
    ['--experimental-strip-types', '--no-warnings=ExperimentalWarning', MAIN, JSON.stringify(call)],
    // Not vitest's worker: a plain Node process, as a function instance is.
    { env: { ...process.env, VITEST: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const events: FunctionEvent[] = [];
  const waiting: { event: string; resolve: (event: FunctionEvent) => void }[] = [];
  let output = '';
  createInterface({ input: child.stdout! }).on('line', (line) => {
    if (!line.startsWith(FUNCTION_EVENT_PREFIX)) {
      output += `${line}\n`;
      return;
    }
    const event = JSON.parse(line.slice(FUNCTION_EVENT_PREFIX.length)) as FunctionEvent;
    events.push(event);
    for (const waiter of waiting.filter((entry) => entry.event === event.event)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(event);
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    next: (event) => {
      const seen = events.find((entry) => entry.event === event);
      if (seen) return Promise.resolve(seen);
      return Promise.race([
        new Promise<FunctionEvent>((resolve) => waiting.push({ event, resolve })),
        exited.then(({ code, signal }) => {
          throw new Error(
            `the function process ended (${String(signal ?? code)}) before '${event}':\n${output}`,
          );
        }),
      ]);
    },
    exited,
    output: () => output,
  };
};

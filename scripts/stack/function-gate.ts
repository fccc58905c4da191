import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';

// The Functions emulator's worker model (firebase-tools 15, lib/emulator/functionsRuntimeWorker.js):
// every function has a pool of worker processes, each serving one request at a time and then kept
// idle for the next. A request that finds none idle starts another worker, with no upper bound: a
// whole Node process loading firebase-tools' runtime, the installed firebase-admin and
// firebase-functions (its stubs) and the bundle, 1-2 s of CPU each, about 160 MB each. Twenty
// simultaneous first requests to one function start twenty at once; on a shared two-core machine
// none of them answered within two minutes (`npm run bench:load`, docs/testing.md). firebase-tools
// has no setting for this (no worker limit, no warm pool; only --inspect-functions, which serves
// every function from one worker, one request at a time).
//
// So the stack puts this gate on the functions port, in front of the emulator on a port of its own:
// per function it lets through only as many requests at once as that function has workers, plus
// one that may start a new worker while no other is starting, up to `maxWorkers`; the rest wait for
// a worker to come free, which takes milliseconds, not seconds. Requests are forwarded unchanged.

export type FunctionGateOptions = {
  host: string;
  /** Where the gate listens: the port the web app, the tests and the scheduled runs call. */
  port: number;
  /** Where the Functions emulator listens. */
  targetPort: number;
  /** The most workers one function may have (default 4). */
  maxWorkers?: number;
};

export type FunctionGate = {
  /** Workers each function has had a request answered by (what the gate lets through at once). */
  workers(): Record<string, number>;
  close(): Promise<void>;
};

/** `/{project}/{region}/{function}/…`: the function a request is for (its first three segments). */
const functionOf = (url: string | undefined) =>
  (url ?? '/').split('?')[0]?.split('/').slice(0, 4).join('/') ?? '/';

type Lane = { workers: number; inFlight: number; starting: boolean; waiting: (() => boolean)[] };

export const startFunctionGate = async (options: FunctionGateOptions): Promise<FunctionGate> => {
  const maxWorkers = options.maxWorkers ?? 4;
  const lanes = new Map<string, Lane>();

  /** Resolves when the request may go: true if it may start a worker, false if one is free. */
  const admit = (lane: Lane) =>
    new Promise<boolean>((resolve) => {
      const attempt = (): boolean => {
        if (lane.inFlight < lane.workers) {
          lane.inFlight += 1;
          resolve(false);
          return true;
        }
        if (!lane.starting && lane.workers < maxWorkers) {
          lane.inFlight += 1;
          lane.starting = true;
          resolve(true);
          return true;
        }
        return false;
      };
      if (!attempt()) lane.waiting.push(attempt);
    });

  const release = (lane: Lane, started: boolean) => {
    lane.inFlight -= 1;
    if (started) {
      lane.starting = false;
      lane.workers += 1;
    }
    // In order of arrival, as many go as there are workers free (and one may start another).
    lane.waiting = lane.waiting.filter((attempt) => !attempt());
  };

  const forward = async (req: IncomingMessage, res: ServerResponse) => {
    const key = functionOf(req.url);
    let lane = lanes.get(key);
    if (!lane) lanes.set(key, (lane = { workers: 0, inFlight: 0, starting: false, waiting: [] }));
    const starts = await admit(lane);
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      release(lane, starts);
    };
    const upstream = httpRequest(
      {
        host: options.host,
        port: options.targetPort,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
        answer.on('end', done);
        answer.on('error', done);
      },
    );
    upstream.on('error', (error) => {
      done();
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`The Functions emulator did not answer: ${error.message}`);
    });
    res.on('close', done);
    req.pipe(upstream);
  };

  const server = createServer((req, res) => void forward(req, res));
  // The batch actions may take minutes (timeoutSeconds 300): no timeout of the gate's own.
  server.requestTimeout = 0;
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    workers: () => Object.fromEntries([...lanes].map(([key, lane]) => [key, lane.workers])),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};

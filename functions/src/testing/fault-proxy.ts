import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A fault between a service and an emulator: an HTTP proxy in front of the emulator's port that
// passes every request through, except those a test tells it to refuse, which get the status a
// failing Google service answers (503 by default) without reaching the emulator. The SDK on the
// other side sees exactly what it would see in production when that service fails.

export type FaultProxy = {
  /** `host:port` to give the SDK instead of the emulator's. */
  host: string;
  /** Refuses the requests `matches` picks (until `heal`), answering `status`. */
  refuse(matches: (request: IncomingMessage) => boolean, status?: number): void;
  heal(): void;
  /** `METHOD path` of every refused request, in order. */
  refused(): string[];
  close(): Promise<void>;
};

export const startFaultProxy = async (target: string): Promise<FaultProxy> => {
  const [targetHost = '127.0.0.1', targetPort = ''] = target.split(':');
  let rule: { matches: (request: IncomingMessage) => boolean; status: number } | null = null;
  const refused: string[] = [];

  const server: Server = createServer((request, response) => {
    if (rule?.matches(request)) {
      refused.push(`${request.method ?? ''} ${request.url ?? ''}`);
      request.resume();
      response.writeHead(rule.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { code: rule.status, message: 'Service unavailable (fault injected by the test)' },
        }),
      );
      return;
    }
    const upstream = forward(
      {
        host: targetHost,
        port: Number(targetPort),
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', (error) => response.destroy(error));
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));

  return {
    host: `127.0.0.1:${String((server.address() as AddressInfo).port)}`,
    refuse(matches, status = 503) {
      rule = { matches, status };
    },
    heal() {
      rule = null;
    },
    refused: () => [...refused],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it } from 'vitest';

import { startFunctionGate, type FunctionGate } from './function-gate.ts';
import { freePort } from './ports.ts';

// The gate in front of the Functions emulator (function-gate.ts), against a stand-in emulator that
// answers after a delay and records how many requests each function had at once.

const HOST = '127.0.0.1';
let upstream: Server | undefined;
let gate: FunctionGate | undefined;

afterEach(async () => {
  await gate?.close();
  await new Promise((resolve) => (upstream ? upstream.close(resolve) : resolve(undefined)));
  upstream = gate = undefined;
});

const startUpstream = async (delayMs: number) => {
  const inFlight = new Map<string, number>();
  const most = new Map<string, number>();
  upstream = createServer((req, res) => {
    const name = (req.url ?? '').split('?')[0]?.split('/')[3] ?? '';
    inFlight.set(name, (inFlight.get(name) ?? 0) + 1);
    most.set(name, Math.max(most.get(name) ?? 0, inFlight.get(name) ?? 0));
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      setTimeout(() => {
        inFlight.set(name, (inFlight.get(name) ?? 1) - 1);
        res.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'yes' });
        res.end(JSON.stringify({ url: req.url, method: req.method, body }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => upstream?.listen(0, HOST, resolve));
  return { port: (upstream.address() as AddressInfo).port, most };
};

describe('the functions gate', () => {
  it('forwards requests unchanged, at most maxWorkers at once per function, every one answered', async () => {
    const target = await startUpstream(40);
    const port = await freePort(HOST);
    gate = await startFunctionGate({ host: HOST, port, targetPort: target.port, maxWorkers: 3 });
    const post = (name: string, index: number) =>
      fetch(`http://${HOST}:${String(port)}/demo/us-central1/${name}?i=${String(index)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { index } }),
      });

    const answers = await Promise.all([
      ...Array.from({ length: 20 }, (_, index) => post('applyToJob', index)),
      ...Array.from({ length: 5 }, (_, index) => post('startTest', index)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 25 }, () => 201));
    expect(answers[0]?.headers.get('x-upstream')).toBe('yes');
    expect(await answers[7]?.json()).toEqual({
      url: '/demo/us-central1/applyToJob?i=7',
      method: 'POST',
      body: JSON.stringify({ data: { index: 7 } }),
    });
    expect(target.most.get('applyToJob')).toBe(3);
    expect(target.most.get('startTest')).toBeLessThanOrEqual(3);
    expect(gate.workers()).toMatchObject({ '/demo/us-central1/applyToJob': 3 });
  });

  it('lets one request start a function’s first worker while the others wait for it', async () => {
    const target = await startUpstream(150);
    const port = await freePort(HOST);
    gate = await startFunctionGate({ host: HOST, port, targetPort: target.port, maxWorkers: 4 });
    const started = Date.now();
    const first = fetch(`http://${HOST}:${String(port)}/demo/us-central1/api/api/health`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = fetch(`http://${HOST}:${String(port)}/demo/us-central1/api/api/health`);
    await Promise.all([first, second]);
    // The second waited for the first worker instead of starting a worker beside it.
    expect(target.most.get('api')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('answers 502 when the emulator is not there', async () => {
    const port = await freePort(HOST);
    gate = await startFunctionGate({ host: HOST, port, targetPort: await freePort(HOST) });
    const answer = await fetch(`http://${HOST}:${String(port)}/demo/us-central1/api/api/health`);
    expect(answer.status).toBe(502);
    expect(await answer.text()).toMatch(/did not answer/);
  });
});

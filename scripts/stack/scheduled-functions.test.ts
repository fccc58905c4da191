import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import {
  listScheduledFunctions,
  runScheduledFunction,
  type ScheduledFunction,
} from './scheduled-functions.ts';

// The client side of the scheduled runs against a stand-in for the two routes of firebase-tools'
// Functions emulator it uses (`GET /backends`, `POST /functions/projects/{p}/triggers/{key}`),
// answering as firebase-tools 15 does. The real emulator runs them in e2e/specs/dev-stack.e2e.ts.

type Call = { path: string; headers: IncomingHttpHeaders };

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

const standIn = async (answer: (path: string) => { status: number; body: string }) => {
  const calls: Call[] = [];
  server = createServer((request, response) => {
    calls.push({ path: request.url ?? '', headers: request.headers });
    const { status, body } = answer(request.url ?? '');
    response.writeHead(status, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { emulator: { url: `http://127.0.0.1:${String(port)}`, projectId: 'demo-x' }, calls };
};

const retry: ScheduledFunction = {
  name: 'retryFailedMail',
  region: 'us-central1',
  schedule: 'every 5 minutes',
  timeZone: null,
};

describe('scheduled functions through the Functions emulator', () => {
  it('lists the triggers that carry a schedule, with their time zone', async () => {
    const { emulator } = await standIn(() => ({
      status: 200,
      body: JSON.stringify({
        backends: [
          {
            functionTriggers: [
              { name: 'api', id: 'us-central1-api', region: 'us-central1', httpsTrigger: {} },
              { name: 'retryFailedMail', region: 'us-central1', schedule: { schedule: 'every 5 minutes' } },
              {
                name: 'sweep',
                region: 'europe-west1',
                schedule: { schedule: 'every day 03:00', timeZone: 'Asia/Karachi' },
              },
            ],
          },
        ],
      }),
    }));
    await expect(listScheduledFunctions(emulator)).resolves.toEqual([
      retry,
      { name: 'sweep', region: 'europe-west1', schedule: 'every day 03:00', timeZone: 'Asia/Karachi' },
    ]);
  });

  it("calls the trigger as Cloud Scheduler calls the deployed function, with the job's headers", async () => {
    const { emulator, calls } = await standIn(() => ({ status: 200, body: '' }));
    const run = await runScheduledFunction(emulator, retry);
    expect(run).toMatchObject({
      name: 'retryFailedMail',
      outcome: 'ok',
      key: 'us-central1-retryFailedMail-0',
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('/functions/projects/demo-x/triggers/us-central1-retryFailedMail-0');
    expect(calls[0]!.headers['x-cloudscheduler-jobname']).toBe(
      'firebase-schedule-retryFailedMail-us-central1',
    );
    expect(Date.parse(String(calls[0]!.headers['x-cloudscheduler-scheduletime']))).not.toBeNaN();
  });

  it('finds the trigger again after the emulator has re-enabled its background triggers', async () => {
    const { emulator, calls } = await standIn((path) =>
      path.endsWith('-2')
        ? { status: 200, body: '' }
        : {
            status: 404,
            body: 'Function us-central1-retryFailedMail-0 does not exist, valid functions are: us-central1-api, us-central1-retryFailedMail-2, us-central1-retryMail',
          },
    );
    const run = await runScheduledFunction(emulator, retry);
    expect(run).toMatchObject({ outcome: 'ok', key: 'us-central1-retryFailedMail-2' });
    expect(calls.map((call) => call.path.split('/').at(-1))).toEqual([
      'us-central1-retryFailedMail-0',
      'us-central1-retryFailedMail-2',
    ]);
  });

  it('reports a function that failed, or that the emulator does not have', async () => {
    const failing = await standIn(() => ({ status: 500, body: '' }));
    await expect(runScheduledFunction(failing.emulator, retry)).resolves.toMatchObject({
      outcome: 'failed',
      detail: 'HTTP 500; its log: npm start -- --verbose',
    });
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    const missing = await standIn(() => ({
      status: 404,
      body: 'Function us-central1-retryFailedMail-0 does not exist, valid functions are: us-central1-api',
    }));
    const run = await runScheduledFunction(missing.emulator, retry);
    expect(run.outcome).toBe('failed');
    expect(run.detail).toMatch(/^HTTP 404: Function us-central1-retryFailedMail-0 does not exist/);
    expect(missing.calls).toHaveLength(1);
  });

  it('skips a run while the emulator has its background triggers switched off', async () => {
    const { emulator } = await standIn(() => ({ status: 204, body: '' }));
    await expect(runScheduledFunction(emulator, retry)).resolves.toMatchObject({
      outcome: 'skipped',
      detail: 'background triggers disabled',
    });
  });
});

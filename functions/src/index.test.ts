import { FUNCTIONS_REGION } from '@careers/domain';
import { CALLABLE_NAMES } from '@careers/domain/callables';
import { describe, expect, it } from 'vitest';

import * as deployed from './index.ts';

// What `firebase deploy` ships: one function per export of src/index.ts. Every callable of the
// domain's table is one of them, built from its entry; besides them only the `api` app and the
// schedules.

type Endpoint = {
  callableTrigger?: object;
  httpsTrigger?: object;
  scheduleTrigger?: object;
  region?: string[];
  secretEnvironmentVariables?: { key: string }[];
};

const endpoints = Object.entries(deployed).map(([name, value]) => ({
  name,
  endpoint: (value as { __endpoint?: Endpoint }).__endpoint,
}));

const SCHEDULES = [
  'resumeErasures',
  'retryFailedMail',
  'sendInterviewReminders',
  'sweepApplicationResumeCopies',
  'sweepEndedJobs',
  'sweepExpiredTestSessions',
  'sweepRetention',
  'sweepUnattachedUploads',
];

describe('the deployed functions (src/index.ts)', () => {
  it('export every callable of the table, and no other callable', () => {
    const callables = endpoints.filter(({ endpoint }) => endpoint?.callableTrigger).map(({ name }) => name);
    expect(callables.sort()).toEqual([...CALLABLE_NAMES].sort());
  });

  it('besides the callables, export only the api app and the schedules', () => {
    const others = endpoints.filter(({ endpoint }) => !endpoint?.callableTrigger);
    expect(others.map(({ name }) => name).sort()).toEqual(['api', ...SCHEDULES].sort());
    for (const { name, endpoint } of others) {
      if (name === 'api') expect(endpoint?.httpsTrigger, name).toBeDefined();
      else expect(endpoint?.scheduleTrigger, name).toBeDefined();
    }
  });

  it('deploy every function in the region the web app calls', () => {
    for (const { name, endpoint } of endpoints) expect(endpoint?.region, name).toEqual([FUNCTIONS_REGION]);
  });

  it('bind the erasure key to every function that erases, and to no other', () => {
    const bound = endpoints
      .filter(({ endpoint }) =>
        endpoint?.secretEnvironmentVariables?.some((secret) => secret.key === 'ERASURE_ID_KEY'),
      )
      .map(({ name }) => name);
    expect(bound.sort()).toEqual(['api', 'eraseCandidate', 'resumeErasures', 'sweepRetention']);
  });
});

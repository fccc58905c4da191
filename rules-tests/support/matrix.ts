import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ACTORS, type Actor } from './actors.ts';
import { requestsAs, type Requests } from './requests.ts';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type MatrixSpec = {
  /** Seeds the collection with rules disabled before each case. */
  seed: (env: RulesTestEnvironment, operation: Operation) => Promise<void>;
  /** One request per operation, made as the given actor. */
  operations: Record<Operation, (db: Requests, actor: Actor) => Promise<unknown>>;
  /** Which actor may do what; everything not listed as true must be denied. */
  allowed: Record<Actor, Partial<Record<Operation, boolean>>>;
};

/**
 * The actor × operation matrix as one test per cell, so a failure names exactly which permission
 * changed. Both directions are asserted: a cell marked allowed must succeed, every other must fail.
 */
export const describeMatrix = (name: string, getEnv: () => RulesTestEnvironment, spec: MatrixSpec) => {
  describe(name, () => {
    for (const actor of ACTORS) {
      for (const operation of OPERATIONS) {
        const allowed = spec.allowed[actor][operation] === true;
        it(`${actor} ${operation}: ${allowed ? 'allowed' : 'denied'}`, async () => {
          const env = getEnv();
          await env.clearFirestore();
          await spec.seed(env, operation);
          const request = spec.operations[operation](requestsAs(env, actor), actor);
          await (allowed ? assertSucceeds(request) : assertFails(request));
        });
      }
    }
  });
};

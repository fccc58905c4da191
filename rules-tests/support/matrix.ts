import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { ACTORS, contextFor, type Actor } from './actors.ts';

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

type Db = ReturnType<ReturnType<typeof contextFor>['firestore']>;

export type MatrixSpec = {
  /** Seeds the collection with rules disabled before each case. */
  seed: (env: RulesTestEnvironment, operation: Operation) => Promise<void>;
  /** One request per operation, made as the given actor. */
  operations: Record<Operation, (db: Db, actor: Actor) => Promise<unknown>>;
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
          const request = spec.operations[operation](contextFor(env, actor).firestore(), actor);
          await (allowed ? assertSucceeds(request) : assertFails(request));
        });
      }
    }
  });
};

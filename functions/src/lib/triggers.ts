import { FUNCTIONS_REGION } from '@careers/domain/constants';
import type { CallableName } from '@careers/domain/callables/names';
import {
  onCall,
  onRequest,
  type CallableRequest,
  type HttpsFunction,
  type Request,
} from 'firebase-functions/v2/https';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import type { Response } from 'express';

// The deployed functions' triggers, each loading its code on its first call. An instance of any
// function loads the bundle's entry (src/index.ts), which defines every trigger; were the triggers
// built from their handlers, every cold start would load every capability's code, firebase-admin's
// Firestore and nodemailer, express and sanitize-html with them (0.5 s, whatever the function). So
// each trigger here holds only a loader (`() => import(...)`, a chunk of its own in the bundle,
// functions/build.mjs) and what deploy must know (region, timeout, schedule); its handler's module
// is loaded once, on the instance's first call. This file imports nothing of the capabilities, and
// `npm run bench:cold-start -w functions` measures what each function loads.

/**
 * A trigger with its loader at hand: `loadHandler()` loads what its first call would (the
 * cold-start benchmark, functions/bench/cold-start.bench.ts, times it per function).
 */
const withLoader = <T extends object>(trigger: T, loadHandler: () => Promise<unknown>) =>
  Object.defineProperty(trigger, 'loadHandler', { value: loadHandler }) as T & WithLoader;

export type WithLoader = { loadHandler: () => Promise<unknown> };

/** An HTTPS function (requestTrigger), typed where exported: tsc cannot name its inferred type. */
export type RequestTrigger = HttpsFunction & WithLoader;

/** What a callables module exports for callable `N`: its body (lib/callable.ts, onCallable). */
type CallableModule<N extends CallableName> = Record<
  N,
  { handle: (call: Pick<CallableRequest, 'auth' | 'data' | 'rawRequest'>) => Promise<unknown> }
>;

export type TriggerOptions = {
  /** For the batch actions, which write and mail up to 500 applicants (default: the platform's). */
  timeoutSeconds?: number;
  /** Secret Manager secrets the function reads as environment variables (docs/deployment.md). */
  secrets?: string[];
};

/** Callable `name`, its body loaded from `load()` (the module that defines it) on its first call. */
export const callableTrigger = <N extends CallableName>(
  name: N,
  load: () => Promise<CallableModule<N>>,
  options: TriggerOptions = {},
) =>
  withLoader(
    onCall(
      {
        region: FUNCTIONS_REGION,
        ...(options.timeoutSeconds ? { timeoutSeconds: options.timeoutSeconds } : {}),
        ...(options.secrets ? { secrets: options.secrets } : {}),
      },
      async (request) => (await load())[name].handle(request),
    ),
    load,
  );

/** An HTTPS function whose request handler (an Express app) `load()` makes, once. */
export const requestTrigger = (
  options: { cors: boolean; secrets?: string[] },
  load: () => Promise<(request: Request, response: Response) => unknown>,
): RequestTrigger => {
  let handler: Promise<(request: Request, response: Response) => unknown> | undefined;
  // A load that failed (a deploy still rolling out) is tried again on the next request.
  const loaded = () =>
    (handler ??= load().catch((error: unknown) => {
      handler = undefined;
      throw error;
    }));
  return withLoader(
    onRequest({ region: FUNCTIONS_REGION, ...options }, async (request, response) => {
      const app = await loaded();
      await app(request, response);
    }),
    loaded,
  );
};

/** A scheduled function: `run` (loaded on its first run) on `schedule`. */
export const scheduleTrigger = (
  options: { schedule: string; timeZone?: string; timeoutSeconds?: number; secrets?: string[] },
  load: () => Promise<() => Promise<void>>,
): ScheduleFunction & WithLoader =>
  withLoader(
    onSchedule({ ...options, region: FUNCTIONS_REGION }, async () => {
      const run = await load();
      await run();
    }),
    load,
  );

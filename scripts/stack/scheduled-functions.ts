// Runs the functions bundle's scheduled functions in the local stack, through Firebase's Functions
// emulator, which on its own never runs them: it registers a scheduled function as a Pub/Sub
// trigger, and without a Pub/Sub emulator (Java, not in this stack) the trigger is only listed.
// In production Cloud Scheduler calls a 2nd-gen scheduled function over HTTP, with its job name and
// schedule time in `X-CloudScheduler-*` headers; this does the same through the emulator's route
// for background triggers, so the deployed wrapper (firebase-functions' onSchedule: the headers
// become the event, an error becomes HTTP 500) runs exactly as it would there.
//
// They are found in the emulator's list of the bundle's triggers (its `/backends` route), read
// again before each round: a scheduled function added to functions/src runs as soon as the
// emulator has loaded the rebuilt bundle.

export type ScheduledFunction = {
  /** The exported name, which is the deployed function's. */
  name: string;
  region: string;
  /** The deployed schedule, as written in the code ('every 5 minutes', a cron expression…). */
  schedule: string;
  timeZone: string | null;
};

type TriggerDefinition = {
  name?: string;
  id?: string;
  region?: string;
  schedule?: { schedule?: string; timeZone?: string | null };
};

type BackendsResponse = { backends?: { functionTriggers?: TriggerDefinition[] }[] };

export type FunctionsEmulatorAddress = {
  /** http://host:port of the Functions emulator. */
  url: string;
  projectId: string;
};

/** The scheduled functions the Functions emulator loaded, in the bundle's order. */
export const listScheduledFunctions = async (
  emulator: FunctionsEmulatorAddress,
): Promise<ScheduledFunction[]> => {
  const response = await fetch(`${emulator.url}/backends`);
  if (!response.ok) throw new Error(`Functions emulator /backends: HTTP ${String(response.status)}`);
  const { backends = [] } = (await response.json()) as BackendsResponse;
  return backends.flatMap(({ functionTriggers = [] }) =>
    functionTriggers.flatMap((trigger) =>
      trigger.name && trigger.region && trigger.schedule?.schedule
        ? [
            {
              name: trigger.name,
              region: trigger.region,
              schedule: trigger.schedule.schedule,
              timeZone: trigger.schedule.timeZone ?? null,
            },
          ]
        : [],
    ),
  );
};

/** The schedule as the banner and the docs show it: 'every day 03:00 (Asia/Karachi)'. */
export const describeSchedule = (fn: ScheduledFunction): string =>
  fn.timeZone ? `${fn.schedule} (${fn.timeZone})` : fn.schedule;

export type ScheduledRun = {
  name: string;
  outcome: 'ok' | 'failed' | 'skipped';
  /** For 'failed' and 'skipped': what the emulator answered. */
  detail: string;
  ms: number;
  /** The emulator's key for the function, for the next run. */
  key: string;
};

/**
 * The emulator keys an event-triggered function as `{region}-{name}-{generation}`; the generation
 * is 0 from its start and goes up each time its hub re-enables background triggers (after
 * `@firebase/rules-unit-testing`'s withFunctionTriggersDisabled). Its answer to an unknown key
 * lists the keys it has, which gives the current one.
 */
const currentKeyFrom404 = (body: string, fn: ScheduledFunction): string | null => {
  const prefix = `${fn.region}-${fn.name}-`;
  const keys = body.slice(body.indexOf(':') + 1).split(',');
  return (
    keys
      .map((key) => key.trim())
      .find((key) => key.startsWith(prefix) && /^\d+$/.test(key.slice(prefix.length))) ?? null
  );
};

/** One run of one scheduled function, as Cloud Scheduler starts it. */
export const runScheduledFunction = async (
  emulator: FunctionsEmulatorAddress,
  fn: ScheduledFunction,
  knownKey?: string,
): Promise<ScheduledRun> => {
  const started = Date.now();
  let key = knownKey ?? `${fn.region}-${fn.name}-0`;
  for (let attempt = 0; ; attempt++) {
    const response = await fetch(`${emulator.url}/functions/projects/${emulator.projectId}/triggers/${key}`, {
      method: 'POST',
      headers: {
        // The job Firebase creates for a scheduled function on deploy.
        'X-CloudScheduler-JobName': `firebase-schedule-${fn.name}-${fn.region}`,
        'X-CloudScheduler-ScheduleTime': new Date().toISOString(),
      },
    });
    const body = await response.text();
    const ms = Date.now() - started;
    if (response.status === 404 && attempt === 0) {
      const current = currentKeyFrom404(body, fn);
      if (current && current !== key) {
        key = current;
        continue;
      }
    }
    if (response.status === 200) return { name: fn.name, outcome: 'ok', detail: '', ms, key };
    // 204: the emulator's background triggers are switched off (withFunctionTriggersDisabled).
    if (response.status === 204)
      return { name: fn.name, outcome: 'skipped', detail: 'background triggers disabled', ms, key };
    // onSchedule answers 500 with no body and logs the function's error, which firebase-tools prints.
    const answer = body.trim() ? `: ${body.trim().slice(0, 200)}` : '';
    return {
      name: fn.name,
      outcome: 'failed',
      detail: `HTTP ${String(response.status)}${answer}; its log: npm start -- --verbose`,
      ms,
      key,
    };
  }
};

export const formatRun = (run: ScheduledRun): string =>
  `[scheduled] ${run.name}: ${run.outcome}${run.detail ? ` (${run.detail})` : ''} in ${(run.ms / 1000).toFixed(1)} s`;

export type ScheduledRunner = {
  /** Resolves when a round in progress has finished; no round starts after. */
  stop(): Promise<void>;
};

/**
 * Every `everyMs`, runs each scheduled function once, one after the other (a round is skipped
 * while the previous one still runs), and logs one line per run.
 */
export const startScheduledRuns = (options: {
  emulator: FunctionsEmulatorAddress;
  everyMs: number;
  log: (line: string) => void;
}): ScheduledRunner => {
  let current: Promise<void> | null = null;
  let stopped = false;
  const keys = new Map<string, string>();
  const round = async () => {
    let functions: ScheduledFunction[];
    try {
      functions = await listScheduledFunctions(options.emulator);
    } catch (error) {
      options.log(`[scheduled] could not list the scheduled functions: ${String(error)}`);
      return;
    }
    for (const fn of functions) {
      if (stopped) return;
      try {
        const run = await runScheduledFunction(options.emulator, fn, keys.get(fn.name));
        keys.set(fn.name, run.key);
        options.log(formatRun(run));
      } catch (error) {
        options.log(
          `[scheduled] ${fn.name}: failed (${error instanceof Error ? error.message : String(error)})`,
        );
      }
    }
  };
  const timer = setInterval(() => {
    if (current || stopped) return;
    current = round().finally(() => {
      current = null;
    });
  }, options.everyMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
};

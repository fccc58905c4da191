// Where an operator script (recount-insights, backfill-search) writes: the local emulator unless
// `--real` is given, and never the emulator by accident when `--real` is (a leftover
// FIRESTORE_EMULATOR_HOST would send a production recount to a local database and report success).

import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** The options every operator script takes, as `parseArgs` gives them. */
export const OPERATOR_OPTIONS = {
  project: { type: 'string' },
  real: { type: 'boolean', default: false },
} as const;

export type OperatorArgs = { project?: string | undefined; real: boolean };

export const LOCAL_FIRESTORE_HOST = '127.0.0.1:8080';

/** The project and the emulator host to use, or why the arguments contradict the environment. */
export const operatorTarget = (
  args: OperatorArgs,
  env: Readonly<Record<string, string | undefined>>,
): { projectId: string; emulatorHost: string | undefined } | { refusal: string } => {
  const projectId = args.project ?? env['GCLOUD_PROJECT'] ?? 'demo-careers';
  if (!args.real) return { projectId, emulatorHost: env['FIRESTORE_EMULATOR_HOST'] ?? LOCAL_FIRESTORE_HOST };
  if (env['FIRESTORE_EMULATOR_HOST']) {
    return {
      refusal: '--real was given but FIRESTORE_EMULATOR_HOST is set; unset it to reach the real project.',
    };
  }
  return { projectId, emulatorHost: undefined };
};

/** The Firestore the script's arguments name, under an app of its own; exits 2 on a contradiction. */
export const operatorFirestore = (appName: string, args: OperatorArgs): Firestore => {
  const target = operatorTarget(args, process.env);
  if ('refusal' in target) {
    console.error(target.refusal);
    process.exit(2);
  }
  if (target.emulatorHost) process.env.FIRESTORE_EMULATOR_HOST = target.emulatorHost;
  const app =
    getApps().find((candidate) => candidate.name === appName) ??
    initializeApp({ projectId: target.projectId }, appName);
  return getFirestore(app);
};

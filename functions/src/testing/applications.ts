import { COLLECTIONS, CONVERTERS, type Application, type WithId } from '@careers/domain';
import type { Firestore } from 'firebase-admin/firestore';

import { nowOf, type Deps } from '../deps.ts';
import { createJob } from '../jobs/services/save-job.ts';
import { adminConverter } from '../lib/converter.ts';
import {
  checkedJobInput,
  isolatedDb,
  openJobDates,
  seedCatalogs,
  TEST_ADMIN,
  type SeededCatalogs,
} from './admin-console.ts';
import { emulatorDeps } from './deps.ts';
import { catcherMailer, startMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { suiteFixture } from './suite.ts';

// Test support for the applications services: a Firestore database of their own (so a suite can
// assert that the jobs and the open-jobs index were not written), the shared Storage and Auth
// emulators, and mail delivered to a mail catcher of the suite's own.

/** The time the suites apply at: postJob's jobs are open then (openJobDates). */
export const APPLY_TIME = new Date('2026-11-20T09:00:00Z');

export type ApplicationsTestBed = {
  deps: Deps;
  /** The jobs and catalog services on the same database (to post, close, hide, delete jobs). */
  admin: Deps;
  catalogs: SeededCatalogs;
  catcher: MailCatcher;
  /** postJob with the bed's admin services and catalogs. */
  postJob: (overrides?: Record<string, unknown>) => Promise<string>;
  /** Answers to the seeded questions, as the callable sends them. */
  answers: () => { questionId: string; answer: string }[];
  /** An application as the services read it (Dates, with its id). */
  readApplication: (id: string) => Promise<WithId<Application> | undefined>;
  /** Names of the Storage objects under an application's folder. */
  applicationFiles: (id: string) => Promise<string[]>;
  close: () => Promise<void>;
};

export const startApplicationsTestBed = async (
  label: string,
  now: Date = APPLY_TIME,
): Promise<ApplicationsTestBed> => {
  const db = isolatedDb(label);
  const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
  const deps = emulatorDeps({
    db,
    mailer: catcherMailer(catcher, db, { retryDelayMs: 10 }),
    now: () => now,
  });
  const admin = emulatorDeps({ db, now: () => now });
  const catalogs = await seedCatalogs(db);
  return {
    deps,
    admin,
    catalogs,
    catcher,
    postJob: (overrides) => postJob(admin, catalogs, overrides),
    answers: () => answersFor(catalogs),
    readApplication: (id) => readApplication(db, id),
    applicationFiles: (id) => applicationFiles(deps, id),
    close: () => catcher.close(),
  };
};

/**
 * A suite's test bed and the catalogs seeded on its database, made before its first test (the bed
 * closed after its last): see suiteFixture.
 */
export const applicationsSuite = (label: string, timeoutMs?: number) => {
  const bed = suiteFixture(() => startApplicationsTestBed(label), timeoutMs);
  return { bed, catalogs: suiteFixture(() => Promise.resolve(bed.catalogs)) };
};

/**
 * Posts a job asking the two seeded questions (limits 200 and 500), open at the `admin` services'
 * clock (openJobDates).
 */
export const postJob = async (
  admin: Deps,
  catalogs: SeededCatalogs,
  overrides: Record<string, unknown> = {},
): Promise<string> =>
  (
    await createJob(
      admin,
      TEST_ADMIN,
      await checkedJobInput(catalogs, {
        ...openJobDates(nowOf(admin)),
        screeningQuestionIds: [...catalogs.questionIds],
        ...overrides,
      }),
    )
  ).id;

/** Answers to the seeded questions, as the callable sends them. */
export const answersFor = (catalogs: SeededCatalogs) => [
  { questionId: catalogs.questionIds[0], answer: 'One month.' },
  { questionId: catalogs.questionIds[1], answer: 'Your mills train their engineers.' },
];

/** An application as the services read it (Dates, with its id). */
export const readApplication = async (db: Firestore, id: string): Promise<WithId<Application> | undefined> =>
  (
    await db
      .collection(COLLECTIONS.applications)
      .withConverter(adminConverter<WithId<Application>>(CONVERTERS.applications))
      .doc(id)
      .get()
  ).data();

/** Names of the Storage objects under an application's folder. */
export const applicationFiles = async (deps: Deps, id: string): Promise<string[]> =>
  (await deps.bucket.getFiles({ prefix: `applications/${id}/` }))[0].map((file) => file.name);

// `npm run seed`: loads the demo data (scripts/seed/data) into the local emulators with
// firebase-admin — catalogs, tests and question banks, jobs and the public job index, demo accounts
// with their profiles, applications and files. Idempotent: fixed ids and `set`, users created or
// updated, leftovers of earlier demos on the demo accounts cleaned up, so running it twice gives
// the same data. Also exported as `seed(options)` for the e2e harness.
//
//   npm run seed                      # emulators on the default ports, project demo-careers
//   npm run seed -- --reset           # wipe Firestore, Auth and Storage emulators first
//   npm run seed -- --project demo-x  # another demo project (or set GCLOUD_PROJECT)
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  allIndexEntries,
  applicantSearchEntryOf,
  buildJobIndex,
  buildJobIndexLayout,
  COLLECTIONS,
  insightCounterDocId,
  insightMonthsOfDays,
  JOB_INDEX_DOC_ID,
  PRIVACY_POLICY_VERSION,
  PROFILE_CONSENTS,
  recountInsights,
  REVIEW_PATH,
  reviveDates,
  shardIdsOf,
  type Job,
  type JobIndex,
  type JobIndexEntry,
  type JobIndexShard,
} from '@careers/domain';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { DEMO_USERS } from './data/candidates.ts';
import { buildSeedData, type SeedData, type SeedUser } from './data/index.ts';

export type SeedOptions = {
  /** Default: GCLOUD_PROJECT, else 'demo-careers'. */
  projectId?: string;
  /** host:port; default FIRESTORE_EMULATOR_HOST, else 127.0.0.1:8080. */
  firestoreHost?: string;
  /** host:port; default FIREBASE_AUTH_EMULATOR_HOST, else 127.0.0.1:9099. */
  authHost?: string;
  /** host:port; default FIREBASE_STORAGE_EMULATOR_HOST, else 127.0.0.1:9199. */
  storageHost?: string;
  /** Default: FIREBASE_STORAGE_BUCKET, else '{projectId}.appspot.com' (what the web app uses). */
  bucket?: string;
  /**
   * false: do not point firebase-admin at the emulators; use whatever the environment configures
   * (credentials, emulator variables). Needs `force` unless the project is a `demo-` project.
   */
  useEmulators?: boolean;
  /** Run against a non-`demo-` project or without emulators. */
  force?: boolean;
  /** Clear the Firestore, Auth and Storage emulators before seeding (emulators only). */
  reset?: boolean;
  /** Seed time; every date of the data is relative to it. Default: now. */
  now?: Date;
  /** Progress and summary lines; default console.log. Pass `() => {}` for silence. */
  log?: (line: string) => void;
};

export type SeedSummary = {
  projectId: string;
  bucket: string;
  counts: Record<string, number>;
  users: Pick<SeedUser, 'uid' | 'email' | 'password' | 'note'>[];
  elapsedMs: number;
};

const DEFAULT_PROJECT = 'demo-careers';
const DEFAULT_HOSTS = {
  firestore: '127.0.0.1:8080',
  auth: '127.0.0.1:9099',
  storage: '127.0.0.1:9199',
} as const;
/** Firestore allows 500 writes per batch; stay below it. */
const BATCH_LIMIT = 450;

type Write = { ref: DocumentReference; data: Record<string, unknown> | null };

export async function seed(options: SeedOptions = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const projectId = options.projectId ?? process.env.GCLOUD_PROJECT ?? DEFAULT_PROJECT;
  const useEmulators = options.useEmulators !== false;
  const isDemoProject = projectId.startsWith('demo-');

  if (!(useEmulators && isDemoProject) && !options.force) {
    throw new Error(
      `Refusing to seed project '${projectId}'${useEmulators ? '' : ' without the emulators'}: ` +
        'the demo data is meant for a demo- project on the local emulators. Pass --force (force: true) if you mean it.',
    );
  }

  const hosts = {
    firestore: options.firestoreHost ?? process.env.FIRESTORE_EMULATOR_HOST ?? DEFAULT_HOSTS.firestore,
    auth: options.authHost ?? process.env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_HOSTS.auth,
    storage: options.storageHost ?? process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? DEFAULT_HOSTS.storage,
  };
  if (useEmulators) {
    // firebase-admin reads these from the environment when each service is first created.
    process.env.FIRESTORE_EMULATOR_HOST = hosts.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = hosts.auth;
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = hosts.storage;
    process.env.STORAGE_EMULATOR_HOST = `http://${hosts.storage}`;
    // The Firestore client still asks Google's auth library for a universe domain, which probes the
    // GCE metadata server (a slow network lookup and a warning offline). Emulators need no credentials.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
    await Promise.all([
      assertReachable('Firestore', hosts.firestore),
      assertReachable('Auth', hosts.auth),
      assertReachable('Storage', hosts.storage),
    ]);
  }
  const bucketName = options.bucket ?? process.env.FIREBASE_STORAGE_BUCKET ?? `${projectId}.appspot.com`;
  const storageOrigin = useEmulators ? `http://${hosts.storage}` : 'https://firebasestorage.googleapis.com';

  if (options.reset) {
    if (!useEmulators) throw new Error('--reset clears the emulators and is not available without them.');
    await resetEmulators(projectId, hosts);
    log(`Cleared the Firestore, Auth and Storage emulators of ${projectId}.`);
  }

  const data = buildSeedData({
    now: options.now ?? new Date(),
    downloadUrl: (path, token) =>
      `${storageOrigin}/v0/b/${bucketName}/o/${encodeURIComponent(path)}?alt=media&token=${token}`,
  });

  const app = initializeApp({ projectId, storageBucket: bucketName }, `careers-seed-${randomUUID()}`);
  try {
    const db = getFirestore(app);
    await Promise.all([seedUsers(getAuth(app), data.users), uploadFiles(app, bucketName, data)]);
    await seedFirestore(db, data);
    const index = await rebuildJobIndex(db, data.now);

    const counts = {
      departments: data.departments.length,
      degrees: data.degrees.length,
      companies: data.companies.length,
      screeningQuestions: data.screeningQuestions.length,
      tests: data.tests.length,
      questions: data.tests.reduce((sum, test) => sum + test.questions.length, 0),
      jobs: data.jobs.length,
      openJobs: data.jobs.filter((job) => job.data.status === 'open' && !job.data.hidden).length,
      closedJobs: data.jobs.filter((job) => job.data.status === 'closed').length,
      archivedJobs: data.jobs.filter((job) => job.data.status === 'archived').length,
      hiddenJobs: data.jobs.filter((job) => job.data.hidden).length,
      jobIndexEntries: index.length,
      users: data.users.length,
      profiles: data.profiles.length,
      applications: data.applications.length,
      files: data.files.length,
    };
    const summary: SeedSummary = {
      projectId,
      bucket: bucketName,
      counts,
      users: data.users.map(({ uid, email, password, note }) => ({ uid, email, password, note })),
      elapsedMs: Date.now() - started,
    };
    printSummary(summary, log);
    return summary;
  } finally {
    await deleteApp(app);
  }
}

// ---------------------------------------------------------------------------------------------
// Auth

async function seedUsers(auth: Auth, users: readonly SeedUser[]): Promise<void> {
  for (const user of users) {
    const fields = {
      email: user.email,
      password: user.password,
      displayName: user.displayName,
      emailVerified: user.emailVerified,
      disabled: false,
    };
    // Someone may have registered a demo email by hand under another uid: the demo account wins.
    const holder = await auth.getUserByEmail(user.email).catch(ignoreCode('auth/user-not-found'));
    if (holder && holder.uid !== user.uid) await auth.deleteUser(holder.uid);

    const existing = await auth.getUser(user.uid).catch(ignoreCode('auth/user-not-found'));
    if (existing) await auth.updateUser(user.uid, fields);
    else await auth.createUser({ uid: user.uid, ...fields });
    await auth.setCustomUserClaims(user.uid, Object.keys(user.claims).length > 0 ? user.claims : null);
  }
}

const ignoreCode =
  (code: string) =>
  (error: unknown): null => {
    if ((error as { code?: string }).code === code) return null;
    throw error;
  };

// ---------------------------------------------------------------------------------------------
// Storage

async function uploadFiles(app: App, bucketName: string, data: SeedData): Promise<void> {
  const bucket = getStorage(app).bucket(bucketName);
  await Promise.all(
    data.files.map((file) =>
      bucket.file(file.path).save(file.bytes, {
        resumable: false,
        contentType: file.contentType,
        metadata: {
          contentType: file.contentType,
          cacheControl: 'public, max-age=3600',
          metadata: { firebaseStorageDownloadTokens: file.token },
        },
      }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Firestore

async function seedFirestore(db: Firestore, data: SeedData): Promise<void> {
  const writes: Write[] = [];
  const set = (ref: DocumentReference, value: object) =>
    writes.push({ ref, data: value as Record<string, unknown> });
  const remove = (ref: DocumentReference) => writes.push({ ref, data: null });

  for (const { id, data: value } of data.departments)
    set(db.collection(COLLECTIONS.departments).doc(id), value);
  for (const { id, data: value } of data.degrees) set(db.collection(COLLECTIONS.degrees).doc(id), value);
  for (const { id, data: value } of data.companies) set(db.collection(COLLECTIONS.companies).doc(id), value);
  for (const { id, data: value } of data.screeningQuestions) {
    set(db.collection(COLLECTIONS.screeningQuestions).doc(id), value);
  }

  for (const test of data.tests) {
    const testRef = db.collection(COLLECTIONS.tests).doc(test.id);
    set(testRef, test.data);
    const keep = new Set(test.questions.map((question) => question.id));
    for (const question of test.questions)
      set(testRef.collection(COLLECTIONS.questions).doc(question.id), question.data);
    // Questions an admin added to a demo test during a demo would skew its counts: drop them.
    const existing = await testRef.collection(COLLECTIONS.questions).select().get();
    for (const doc of existing.docs) if (!keep.has(doc.id)) remove(doc.ref);
  }

  for (const { id, data: value } of data.profiles) {
    const profileRef = db.collection(COLLECTIONS.profiles).doc(id);
    set(profileRef, value);
    // A profile that accepted the current policy has the consent row acceptPrivacyPolicy writes with
    // it: applying checks the row, not the profile's copy (a fixed id keeps the seed idempotent).
    if (value.termsAndConditions && value.privacyPolicyVersion === PRIVACY_POLICY_VERSION) {
      set(profileRef.collection(PROFILE_CONSENTS).doc(`seed-${PRIVACY_POLICY_VERSION}`), {
        version: PRIVACY_POLICY_VERSION,
        acceptedAt: value.termsAcceptedAt ?? data.now,
      });
    }
  }
  // The demo admins are on the team's roster (the team page lists it; the claim grants the rights).
  for (const user of data.users) {
    if (user.claims.admin === true)
      set(db.collection(COLLECTIONS.admins).doc(user.uid), {
        email: user.email,
        addedAt: data.now,
        addedBy: null,
      });
  }
  // The "just registered" demo candidate has no profile: remove one left by an earlier demo.
  const profileIds = new Set(data.profiles.map((profile) => profile.id));
  for (const user of data.users) {
    if (user.uid !== DEMO_USERS.admin.uid && !profileIds.has(user.uid)) {
      remove(db.collection(COLLECTIONS.profiles).doc(user.uid));
    }
  }

  // Applications and test sessions of the demo candidates are exactly the seeded ones.
  const demoUids = data.users.map((user) => user.uid);
  const seededApplications = new Set(data.applications.map((application) => application.id));
  const [demoApplications, demoSessions] = await Promise.all([
    db.collection(COLLECTIONS.applications).where('uid', 'in', demoUids).get(),
    db.collection(COLLECTIONS.testSessions).where('uid', 'in', demoUids).get(),
  ]);
  for (const doc of demoApplications.docs) {
    if (!seededApplications.has(doc.id)) {
      remove(doc.ref.collection(REVIEW_PATH.collection).doc(REVIEW_PATH.id));
      remove(doc.ref);
      remove(db.collection(COLLECTIONS.applicantSearch).doc(doc.id));
    }
  }
  for (const doc of demoSessions.docs) remove(doc.ref);

  for (const application of data.applications) {
    const ref = db.collection(COLLECTIONS.applications).doc(application.id);
    set(ref, application.data);
    const reviewRef = ref.collection(REVIEW_PATH.collection).doc(REVIEW_PATH.id);
    if (application.review) set(reviewRef, application.review);
    else remove(reviewRef);
    // What the admin search finds it by, as the functions write it with each change.
    set(
      db.collection(COLLECTIONS.applicantSearch).doc(application.id),
      applicantSearchEntryOf(application.data, application.review, application.data.updatedAt),
    );
  }

  // Jobs carry no applicant count: the admin pages count applications with count() queries.
  for (const { id, data: job } of data.jobs) set(db.collection(COLLECTIONS.jobs).doc(id), job);

  // The hiring insights count applications as the status-change function makes and moves them; the
  // seeded ones are written directly, so their counts are written from their status histories
  // (recountInsights), one document per job and month beside the functions' (`…_seeded`), marked
  // `seeded` and replaced by every seed.
  const counters = insightMonthsOfDays(
    recountInsights(data.applications.map((application) => application.data)),
  );
  const counterId = (month: { jobId: string; month: string }) =>
    `${insightCounterDocId(month.jobId, month.month)}_seeded`;
  const counterIds = new Set(counters.map(counterId));
  const seededCounters = await db.collection(COLLECTIONS.insightCounters).where('seeded', '==', true).get();
  for (const doc of seededCounters.docs) if (!counterIds.has(doc.id)) remove(doc.ref);
  for (const month of counters) {
    set(db.collection(COLLECTIONS.insightCounters).doc(counterId(month)), { ...month, seeded: true });
  }

  await commit(db, writes);
}

async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  for (let start = 0; start < writes.length; start += BATCH_LIMIT) {
    const batch = db.batch();
    for (const write of writes.slice(start, start + BATCH_LIMIT)) {
      if (write.data === null) batch.delete(write.ref);
      else batch.set(write.ref, write.data);
    }
    await batch.commit();
  }
}

/**
 * The open-jobs index from every job in Firestore (the seeded ones and any an admin added on this
 * stack), laid out in documents as the jobs service keeps it (`jobIndex/open` plus shards past
 * JOB_INDEX_SHARD_CAPACITY), with the same domain rules. Index documents the layout no longer has
 * are deleted. Returns the entries.
 */
async function rebuildJobIndex(db: Firestore, now: Date): Promise<JobIndexEntry[]> {
  const snapshot = await db.collection(COLLECTIONS.jobs).get();
  const jobs = snapshot.docs.map((doc) => ({ id: doc.id, job: reviveDates(doc.data()) as Job }));
  const layout = buildJobIndexLayout(buildJobIndex(jobs));
  const shardIds = shardIdsOf(layout);
  const batch = db.batch();
  for (const document of layout.documents) {
    const data: JobIndex | JobIndexShard =
      document.id === JOB_INDEX_DOC_ID
        ? { jobs: document.jobs, shardIds, updatedAt: now }
        : { jobs: document.jobs, updatedAt: now };
    batch.set(db.collection(COLLECTIONS.jobIndex).doc(document.id), data);
  }
  const kept = new Set(layout.documents.map((document) => document.id));
  for (const doc of (await db.collection(COLLECTIONS.jobIndex).get()).docs) {
    if (!kept.has(doc.id)) batch.delete(doc.ref);
  }
  await batch.commit();
  return allIndexEntries(layout);
}

// ---------------------------------------------------------------------------------------------
// Emulator plumbing

function assertReachable(name: string, host: string, timeoutMs = 2000): Promise<void> {
  const { hostname, port } = splitHost(host);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port });
    const fail = (reason: string) => {
      socket.destroy();
      reject(
        new Error(
          `The ${name} emulator is not reachable at ${host} (${reason}). Start the local stack first (npm start).`,
        ),
      );
    };
    socket.setTimeout(timeoutMs, () => fail('timed out'));
    socket.once('error', (error) => fail(error.message));
    socket.once('connect', () => {
      socket.end();
      resolve();
    });
  });
}

function splitHost(host: string): { hostname: string; port: number } {
  const match = /^\[?([^\]]+?)\]?:(\d+)$/.exec(host);
  if (!match) throw new Error(`Emulator host '${host}' must look like host:port.`);
  return { hostname: match[1]!, port: Number(match[2]) };
}

async function resetEmulators(
  projectId: string,
  hosts: { firestore: string; auth: string; storage: string },
): Promise<void> {
  const calls: [string, string, RequestInit][] = [
    [
      'Firestore',
      `http://${hosts.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    ],
    ['Auth', `http://${hosts.auth}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' }],
    ['Storage', `http://${hosts.storage}/internal/reset`, { method: 'POST' }],
  ];
  await Promise.all(
    calls.map(async ([name, url, init]) => {
      const response = await fetch(url, init);
      if (!response.ok) {
        throw new Error(`Clearing the ${name} emulator failed: ${response.status} ${await response.text()}`);
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------
// Output and command line

function printSummary(summary: SeedSummary, log: (line: string) => void): void {
  const c = summary.counts;
  log(
    `Seeded ${summary.projectId} (bucket ${summary.bucket}) in ${(summary.elapsedMs / 1000).toFixed(1)} s:`,
  );
  log(
    `  departments ${c.departments}, degrees ${c.degrees}, companies ${c.companies}, screening questions ${c.screeningQuestions}`,
  );
  log(`  tests ${c.tests} with ${c.questions} questions`);
  log(
    `  jobs ${c.jobs} (open and listed ${c.openJobs}, closed ${c.closedJobs}, archived ${c.archivedJobs}, hidden ${c.hiddenJobs}); jobIndex/open ${c.jobIndexEntries} entries`,
  );
  log(`  users ${c.users}, profiles ${c.profiles}, applications ${c.applications}, files ${c.files}`);
  log('Demo logins:');
  const width = Math.max(...summary.users.map((user) => user.email.length));
  for (const user of summary.users)
    log(`  ${user.email.padEnd(width)}  ${user.password.padEnd(14)}  ${user.note}`);
}

const USAGE = `Usage: npm run seed -- [--project <id>] [--bucket <name>] [--reset] [--force] [--no-emulators]

Loads the demo data into the local emulators (Firestore ${DEFAULT_HOSTS.firestore}, Auth ${DEFAULT_HOSTS.auth},
Storage ${DEFAULT_HOSTS.storage}, or FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST and
FIREBASE_STORAGE_EMULATOR_HOST). Project: --project, else GCLOUD_PROJECT, else ${DEFAULT_PROJECT}.
  --reset          clear the emulators' data first
  --force          allow a project that is not a demo- project, or --no-emulators
  --no-emulators   use the environment's Firebase configuration instead of the emulators`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      project: { type: 'string' },
      bucket: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'no-emulators': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  await seed({
    projectId: values.project,
    bucket: values.bucket,
    reset: values.reset,
    force: values.force,
    useEmulators: !values['no-emulators'],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(`Seed failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}

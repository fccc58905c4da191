// Benchmark of the apply function against the local emulators (issue "Applying", Performance and
// load). Not a timed test: it prints figures and fails (exit 1) only if an invariant breaks.
//
//   npm run bench:apply -w functions
//
// Starts the project's Firestore + Storage emulator (its CLI, in a process of its own as in the local
// stack) on free ports, unless FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST point at
// running ones (the local stack); either way it works in a Firestore database of its own, so the
// counts are exact. Mail goes over SMTP to a mail catcher the
// benchmark starts. The service is called as the callable calls it, with a verified caller (an ID
// token with email_verified), so Auth is not involved.
//
// 1. one candidate, 20 simultaneous applies to one job → applications created (must be 1);
// 2. 50 candidates apply to one job at once → 50 applications, the job's count() 50, writes to
//    shared documents (jobs/ and jobIndex/, compared by update time before and after; must be 0),
//    and the p50 / p95 latency of apply;
// 3. for reference, 20 applies one after another (no contention).
import { performance } from 'node:perf_hooks';

import type { ApplyCaller as Caller } from '../src/applications/services/apply.ts';
import { useOrStartEmulators } from '../src/testing/emulator-process.ts';
import type { Deps } from '../src/deps.ts';

const emulators = await useOrStartEmulators();
process.env['STORAGE_EMULATOR_HOST'] ??= `http://${process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? ''}`;
process.env['GCLOUD_PROJECT'] ??= 'demo-careers';
process.env['METADATA_SERVER_DETECTION'] = 'none';

// Loaded after the environment is set: the admin SDK reads it when first used.
const { applicationId, COLLECTIONS, PRIVACY_POLICY_VERSION, PROFILE_CONSENTS, STORAGE_PATHS } =
  await import('@careers/domain');
const { applyToJob } = await import('../src/applications/services/apply.ts');
const { countApplicationsOfJob } =
  await import('../src/applications/repositories/applications-repository.ts');
const { adminStorage } = await import('../src/lib/admin.ts');
const { createMailer, createSmtpTransport } = await import('../src/mail/index.ts');
const { emulatorDeps } = await import('../src/testing/deps.ts');
const { isolatedDb, seedCatalogs, unique } = await import('../src/testing/admin-console.ts');
const { postJob, answersFor } = await import('../src/testing/applications.ts');
const { completeProfile } = await import('@careers/domain/testing');
const { pdfBytes } = await import('../src/testing/candidates.ts');
const { startMailCatcher } = await import('../src/testing/mail-catcher.ts');

const db = isolatedDb('bench-apply');
const bucket = adminStorage().bucket(`${process.env['GCLOUD_PROJECT'] ?? 'demo-careers'}.appspot.com`);
const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0 });
const mailer = createMailer({
  db,
  transport: createSmtpTransport({
    host: '127.0.0.1',
    port: catcher.smtpPort,
    secure: false,
    auth: null,
    from: 'careers@careers.test',
  }),
  from: 'careers@careers.test',
});
/**
 * Time spent delivering each apply's CV-submitted mail after the commit (its claim, SMTP, the
 * outcome), to show where time goes; queueing it is part of the commit.
 */
const mailTimes: number[] = [];
const deps: Deps = emulatorDeps({
  db,
  bucket,
  mailer: {
    deliver: async (id, claim) => {
      const start = performance.now();
      try {
        return await mailer.deliver(id, claim);
      } finally {
        mailTimes.push(performance.now() - start);
      }
    },
  },
  appUrl: 'http://127.0.0.1:5173',
});
const admin = emulatorDeps({ db, bucket });

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const catalogs = await seedCatalogs(db);
const openJob = () => postJob(admin, catalogs, { startDate: day(0), endDate: day(60) });

/** A candidate as the wizard leaves one: a CV in Storage and a complete profile. */
const candidate = async (index: number): Promise<Caller> => {
  const uid = `bench-${unique()}-${String(index)}`;
  const email = `${uid}@careers.test`;
  const path = STORAGE_PATHS.resume(uid, 'cv.pdf');
  const bytes = pdfBytes(`CV of ${uid}`);
  await bucket.file(path).save(bytes, { contentType: 'application/pdf', resumable: false });
  const profile = db.collection(COLLECTIONS.profiles).doc(uid);
  await profile.set(completeProfile(email, { path, size: bytes.length }, new Date()));
  // Applying checks the consent row acceptPrivacyPolicy writes with the profile's consent fields.
  await profile.collection(PROFILE_CONSENTS).add({ version: PRIVACY_POLICY_VERSION, acceptedAt: new Date() });
  return { uid, admin: false, email, emailVerified: true };
};

const timed = async (run: () => Promise<unknown>) => {
  const start = performance.now();
  try {
    await run();
    return { ms: performance.now() - start, error: null as string | null };
  } catch (error) {
    return { ms: performance.now() - start, error: (error as { code?: string }).code ?? String(error) };
  }
};

const percentile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Update time of every document under jobs/ and jobIndex/ (the documents all applicants share). */
const sharedDocumentVersions = async (): Promise<Map<string, number>> => {
  const versions = new Map<string, number>();
  for (const name of [COLLECTIONS.jobs, COLLECTIONS.jobIndex]) {
    for (const doc of (await db.collection(name).get()).docs)
      versions.set(doc.ref.path, doc.updateTime.toMillis());
  }
  return versions;
};
const writesBetween = (before: Map<string, number>, after: Map<string, number>): number => {
  let writes = 0;
  for (const [path, version] of after) if (before.get(path) !== version) writes += 1;
  for (const path of before.keys()) if (!after.has(path)) writes += 1;
  return writes;
};

const failures: string[] = [];
const check = (label: string, actual: number, expected: number) => {
  const ok = actual === expected;
  if (!ok) failures.push(`${label}: ${String(actual)}, expected ${String(expected)}`);
  return `${String(actual)} (must be ${String(expected)}) ${ok ? 'OK' : 'FAILED'}`;
};

console.log(
  `apply benchmark — ${emulators.own ? 'own emulators' : 'running emulators'}: Firestore ${process.env['FIRESTORE_EMULATOR_HOST'] ?? ''}, ` +
    `Storage ${process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? ''}, database ${db.databaseId}, mail catcher on SMTP ${String(catcher.smtpPort)}`,
);

try {
  // 1. One candidate, 20 simultaneous applies.
  {
    const jobId = await openJob();
    const caller = await candidate(0);
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        timed(() => applyToJob(deps, caller, { jobId, answers: answersFor(catalogs) })),
      ),
    );
    const refused = results.filter((result) => result.error);
    const codes = [...new Set(refused.map((result) => result.error))].join(', ') || 'none';
    const created = (await db.collection(COLLECTIONS.applications).where('uid', '==', caller.uid).get()).size;
    const copies = (await bucket.getFiles({ prefix: `applications/${applicationId(jobId, caller.uid)}/` }))[0]
      .length;
    console.log('\n1) one candidate, 20 simultaneous applies to one job');
    console.log(
      `   succeeded ${String(results.length - refused.length)}, refused ${String(refused.length)} (${codes})`,
    );
    console.log(
      `   applications created: ${check('applications created by 20 simultaneous applies', created, 1)}`,
    );
    console.log(`   CV copies left under the application: ${check('CV copies left', copies, 1)}`);
  }

  // 2. 50 candidates, one job, all at once.
  {
    const jobId = await openJob();
    const callers = await Promise.all(Array.from({ length: 50 }, (_, index) => candidate(index)));
    const before = await sharedDocumentVersions();
    mailTimes.length = 0;
    const results = await Promise.all(
      callers.map((caller) =>
        timed(() => applyToJob(deps, caller, { jobId, answers: answersFor(catalogs) })),
      ),
    );
    const after = await sharedDocumentVersions();
    const errors = results.filter((result) => result.error).map((result) => result.error);
    const created = (await db.collection(COLLECTIONS.applications).where('jobId', '==', jobId).get()).size;
    const counted = await countApplicationsOfJob(db, jobId);
    const latencies = results.map((result) => result.ms);
    console.log('\n2) 50 candidates apply to one job at once');
    console.log(
      `   failed applies: ${check('failed applies', errors.length, 0)}${errors.length ? ` (${errors.join(', ')})` : ''}`,
    );
    console.log(`   applications: ${check('applications of 50 candidates', created, 50)}`);
    console.log(`   job's count(): ${check("the job's count()", counted, 50)}`);
    console.log(
      `   writes to shared documents (jobs/, jobIndex/; ${String(after.size)} documents compared by update time): ${check('writes to shared documents', writesBetween(before, after), 0)}`,
    );
    console.log(
      `   apply latency (50 started together): p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, max ${ms(Math.max(...latencies))}`,
    );
    console.log(
      `   of which delivering the CV-submitted mail: p50 ${ms(percentile(mailTimes, 0.5))}, p95 ${ms(percentile(mailTimes, 0.95))}`,
    );
  }

  // 3. Reference: no contention.
  {
    const jobId = await openJob();
    const callers = await Promise.all(Array.from({ length: 20 }, (_, index) => candidate(index)));
    const latencies: number[] = [];
    mailTimes.length = 0;
    for (const caller of callers) {
      const result = await timed(() => applyToJob(deps, caller, { jobId, answers: answersFor(catalogs) }));
      if (result.error) failures.push(`sequential apply failed: ${result.error}`);
      latencies.push(result.ms);
    }
    console.log('\n3) for reference: 20 applies one after another');
    console.log(
      `   apply latency: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}`,
    );
    console.log(
      `   of which delivering the CV-submitted mail: p50 ${ms(percentile(mailTimes, 0.5))}, p95 ${ms(percentile(mailTimes, 0.95))}`,
    );
  }

  console.log(
    '\nEach apply: 3 document reads and the consent query, a CV metadata read and a server-side copy, a transaction (the same 4 reads,',
  );
  console.log(
    'application + audit entry), then the "CV submitted" mail (outbox write, SMTP, outbox update).',
  );
} finally {
  await catcher.close();
  await emulators.close();
}

if (failures.length > 0) {
  console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll invariants hold.');
process.exit(0);

// Load benchmark of the candidate's test against the local emulators (issue "Assessments",
// Performance and load). Not a timed test: it prints figures and fails (exit 1) only if an answer
// is lost or a save fails.
//
//   npm run bench:assessments -w functions                  # 100 candidates, 60 seconds
//   npm run bench:assessments -w functions -- --seconds 20  # shorter, on a busy machine
//   options: --seconds N (default 60), --candidates N (default 100)
//
// Starts the project's Firestore + Storage emulator (its CLI, in a process of its own as in the
// local stack) on free ports, unless FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST
// point at running ones (the local stack); either way it works in a Firestore database of its own.
// The callables' handlers are called as the Functions runtime calls them, with a signed-in
// candidate, so Auth and the HTTP layer in front of a callable are not part of the figures.
//
// 1. every candidate starts their test at once (startTest: draw, session, application marked);
// 2. each then saves an answer every second (saveAnswer), the questions on screen in turn, and
//    saves the part every 10 seconds (submitStep; candidates' parts end at different seconds), for
//    the given number of seconds;
// 3. every session is read back and compared with the last answer each candidate saved per
//    question: none may be missing or different.
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import type { TestSessionView as View } from '@careers/domain';

import { useOrStartEmulators } from '../src/testing/emulator-process.ts';
import type { Deps as Deps } from '../src/deps.ts';

const { values: args } = parseArgs({
  options: { seconds: { type: 'string', default: '60' }, candidates: { type: 'string', default: '100' } },
  strict: true,
});
const SECONDS = Number(args.seconds);
const CANDIDATES = Number(args.candidates);
if (!Number.isInteger(SECONDS) || SECONDS < 1 || !Number.isInteger(CANDIDATES) || CANDIDATES < 1) {
  console.error('--seconds and --candidates must be whole numbers of at least 1');
  process.exit(2);
}

const emulators = await useOrStartEmulators();
process.env['STORAGE_EMULATOR_HOST'] ??= `http://${process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? ''}`;
process.env['GCLOUD_PROJECT'] ??= 'demo-careers';
process.env['METADATA_SERVER_DETECTION'] = 'none';

// Loaded after the environment is set: the admin SDK reads it when first used.
const { saveAnswer, startTest, submitStep } =
  await import('../src/assessments/callables/test-session-callables.ts');
const { adminStorage } = await import('../src/lib/admin.ts');
const { emulatorDeps } = await import('../src/testing/deps.ts');
const { isolatedDb, unique } = await import('../src/testing/admin-console.ts');
const { callableAuth, inviteToTest, readSessionDoc, seedTestWithBank } =
  await import('../src/testing/assessments.ts');

const db = isolatedDb('bench-assessments');
const deps: Deps = emulatorDeps({
  db,
  bucket: adminStorage().bucket(`${process.env['GCLOUD_PROJECT'] ?? 'demo-careers'}.appspot.com`),
});
const depsOf = () => deps;

const percentile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: readonly number[]) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, p99 ${ms(percentile(values, 0.99))}, max ${ms(Math.max(...values))} (${String(values.length)} calls)`;
const sleep = (delay: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, delay)));

console.log(
  `assessment load benchmark — ${emulators.own ? 'own emulator process' : 'running emulators'}: Firestore ${process.env['FIRESTORE_EMULATOR_HOST'] ?? ''}, database ${db.databaseId}`,
);
console.log(`${String(CANDIDATES)} candidates, one answer a second each for ${String(SECONDS)} s`);

let exitCode = 0;
try {
  // A 60-question test (6 parts of 10), two hours long: nobody runs out of time or questions.
  const bank = await seedTestWithBank(db, {
    aptitude: 30,
    technical: 30,
    totalQuestions: 60,
    timeMinutes: 120,
    label: `bench-${unique()}`,
  });
  const jobId = `bench-job-${unique()}`;
  const uids = Array.from(
    { length: CANDIDATES },
    (_, index) => `bench-candidate-${String(index)}-${unique()}`,
  );
  await Promise.all(uids.map((uid) => inviteToTest(db, { jobId, uid, testId: bank.testId })));

  // 1. Everyone starts at once.
  const startTimes: number[] = [];
  const views = new Map<string, View>();
  await Promise.all(
    uids.map(async (uid) => {
      const began = performance.now();
      views.set(
        uid,
        await startTest.handle({ auth: callableAuth(uid), data: { jobId, testId: bank.testId } }, depsOf),
      );
      startTimes.push(performance.now() - began);
    }),
  );
  console.log(`\n1) ${String(CANDIDATES)} simultaneous starts: ${summary(startTimes)}`);

  // 2. One answer a second each; the part is saved after its 10th answer.
  const saveTimes: number[] = [];
  const submitTimes: number[] = [];
  const errors: string[] = [];
  const expected = new Map<string, Map<string, string[]>>();
  const startedAt = performance.now();
  await Promise.all(
    uids.map(async (uid, index) => {
      const auth = callableAuth(uid);
      const mine = new Map<string, string[]>();
      expected.set(uid, mine);
      let view = views.get(uid)!;
      let inPart = 0;
      // Candidates do not click in step: spread their seconds over the second, and their parts over
      // ten seconds (the first part of candidate i is saved after 10 - i % 10 answers).
      const offset = (index * 1000) / CANDIDATES;
      for (let second = 0; second < SECONDS; second += 1) {
        await sleep(startedAt + offset + second * 1000 - performance.now());
        const onScreen = view.questions[inPart % view.questions.length]!;
        inPart += 1;
        const options = [onScreen.options[(second + index) % onScreen.options.length]!];
        const began = performance.now();
        try {
          await saveAnswer.handle({ auth, data: { jobId, questionId: onScreen.id, options } }, depsOf);
          saveTimes.push(performance.now() - began);
          mine.set(onScreen.id, options);
        } catch (error) {
          errors.push(`${uid}: ${(error as Error).message}`);
        }
        if ((second + index + 1) % 10 === 0 && view.state === 'in-progress' && !view.lastStep) {
          const submitted = performance.now();
          try {
            view = await submitStep.handle({ auth, data: { jobId, step: view.step } }, depsOf);
            inPart = 0;
            submitTimes.push(performance.now() - submitted);
          } catch (error) {
            errors.push(`${uid} (submit): ${(error as Error).message}`);
          }
        }
      }
    }),
  );
  const elapsed = (performance.now() - startedAt) / 1000;
  console.log(
    `\n2) answers saved: ${String(saveTimes.length)} in ${elapsed.toFixed(1)} s (${(saveTimes.length / elapsed).toFixed(1)} a second)`,
  );
  console.log(`   saveAnswer latency: ${summary(saveTimes)}`);
  const p95 = percentile(saveTimes, 0.95);
  console.log(`   target p95 under 150 ms: ${p95 < 150 ? 'met' : 'NOT met'} (${ms(p95)})`);
  if (submitTimes.length > 0) console.log(`   submitStep latency: ${summary(submitTimes)}`);
  console.log(
    `   failed calls: ${String(errors.length)}${errors.length ? ` — ${errors.slice(0, 5).join('; ')}` : ''}`,
  );

  // 3. Read every session back: each candidate's last answer to each question must be there.
  let lost = 0;
  let checked = 0;
  for (const uid of uids) {
    const session = await readSessionDoc(db, jobId, uid);
    for (const [questionId, options] of expected.get(uid)!) {
      checked += 1;
      const stored = session?.answers[questionId];
      if (!stored || stored.length !== options.length || stored.some((option, at) => option !== options[at]))
        lost += 1;
    }
  }
  console.log(
    `\n3) sessions read back: ${String(uids.length)}; answers compared: ${String(checked)}; lost or different: ${String(lost)}`,
  );
  if (lost > 0 || errors.length > 0) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await emulators.close();
}
process.exit(exitCode);

// Load benchmark of the local stack (issue 23): many people at once through the API, as the web
// app and the spec's clients reach it, every request through the Functions emulator.
//
//   npm run bench:load                                   # 200 candidates, then 100 test-takers
//   npm run bench:load -- --candidates 50 --test-takers 20
//
// Starts the stack as the e2e harness does (scripts/stack: the Functions emulator on the functions
// bundle, the project's Firestore + Storage emulator, Auth, the mail catcher, the demo data), on
// free ports and without the web app, then
//   1. every candidate at once: POST /api/users/register, the confirmation link from the mail
//      (POST /api/users/confirm/{code}), POST /api/users/login, the profile wizard's three steps
//      (step-one multipart with a CV, step-two, step-four) and the apply route, POST /api/jobs/{job}/{uid};
//   2. the admin invites the first test-takers to the job's test (POST /api/public/send-test-email);
//   3. every test-taker at once takes the test through its callables, as the test page does
//      (startTest, saveAnswer for each question of a part, submitStep, to the end).
// Each candidate is a client of its own (its own X-Forwarded-For address: the per-client rate
// limits see 200 people, not one). It prints, per step, the count, errors, p50 / p95 / max in ms,
// and fails (exit 1) if any request got no answer (within two minutes) or an error. It also prints
// how many Functions emulator workers (Node processes) were running after each phase.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { applicationId } from '@careers/domain';
import { FUNCTIONS_REGION } from '@careers/domain/constants';

import { DEGREES } from '../seed/data/catalogs.ts';
import { DEMO_USERS } from '../seed/data/candidates.ts';
import { startStack } from '../stack/stack.ts';

const { values: args } = parseArgs({
  options: {
    candidates: { type: 'string', default: '200' },
    'test-takers': { type: 'string', default: '100' },
  },
  strict: true,
});
const CANDIDATES = Number(args.candidates);
const TEST_TAKERS = Math.min(Number(args['test-takers']), CANDIDATES);
if (!Number.isInteger(CANDIDATES) || CANDIDATES < 1 || !Number.isInteger(TEST_TAKERS) || TEST_TAKERS < 0) {
  console.error('--candidates and --test-takers must be whole numbers (at least 1 candidate)');
  process.exit(2);
}

/** An open job of the demo data with screening questions and a test (scripts/seed/data/jobs.ts). */
const JOB = {
  id: 'spinning-technologist-process-control',
  questions: ['why-this-role', 'machines-operated', 'shift-work'],
};
/** Longer than any answer takes on a loaded machine: a request past it counts as unanswered. */
const REQUEST_TIMEOUT_MS = 120_000;
const PASSWORD = 'Load#Bench2026';
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% '),
  Buffer.alloc(60_000, 0x20),
]);

const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const log = (line: string) => console.log(`[bench] ${line}`);

log(`load average ${load()}; starting the stack (free ports, no web app)`);
const stack = await startStack({ ports: 'free', web: 'none', seed: true, log: () => undefined });
log(`stack up: ${stack.urls.api}`);

type Timing = { step: string; ms: number; ok: boolean; detail?: string };
const timings: Timing[] = [];

class RequestFailed extends Error {}

/** One request: timed under `step`; answers the JSON body, throws on anything but a 2xx answer. */
const call = async (
  step: string,
  url: string,
  init: { method?: string; body?: unknown; token?: string; ip: string },
): Promise<Record<string, unknown>> => {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip };
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const started = performance.now();
  try {
    const response = await fetch(url, {
      method: init.method ?? 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    if (!response.ok) {
      timings.push({ step, ms, ok: false, detail: `${String(response.status)} ${text.slice(0, 200)}` });
      throw new RequestFailed(`${step}: ${String(response.status)} ${text.slice(0, 200)}`);
    }
    timings.push({ step, ms, ok: true });
    return (text ? JSON.parse(text) : {}) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof RequestFailed) throw error;
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    timings.push({ step, ms: performance.now() - started, ok: false, detail });
    throw new RequestFailed(`${step}: ${detail}`);
  }
};

/** `urls.api` ends in the function name and its `/api` prefix (Hosting rewrites `/api/**` to it). */
const api = (path: string) => `${stack.urls.api}${path}`;
const callable = async (name: string, data: unknown, token: string, ip: string) =>
  (
    await call(name, `${stack.urls.functions}/${stack.projectId}/${FUNCTIONS_REGION}/${name}`, {
      body: { data },
      token,
      ip,
    })
  )['result'] as Record<string, unknown>;

/** The confirmation code of the newest mail to `email` with a /confirm/ link, once it arrives. */
const confirmationCode = async (email: string): Promise<string> => {
  const deadline = Date.now() + REQUEST_TIMEOUT_MS;
  for (;;) {
    const link = stack.mail
      .messages()
      .filter((message) => message.to.includes(email))
      .flatMap((message) => message.links)
      .find((href) => href.includes('/confirm/'));
    if (link) return decodeURIComponent(new URL(link).pathname.split('/').at(-1) ?? '');
    if (Date.now() > deadline) throw new RequestFailed(`no confirmation mail to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

type Candidate = { index: number; email: string; ip: string; uid?: string; token?: string };

const candidateJourney = async (candidate: Candidate): Promise<void> => {
  const { email, ip } = candidate;
  await call('register', api('/users/register'), {
    body: {
      firstName: 'Load',
      lastName: `Candidate ${String(candidate.index)}`,
      email,
      password: PASSWORD,
      password2: PASSWORD,
    },
    ip,
  });
  const code = await confirmationCode(email);
  await call('confirm email', api(`/users/confirm/${encodeURIComponent(code)}`), { ip });
  const session = await call('login', api('/users/login'), { body: { email, password: PASSWORD }, ip });
  const token = String(session['token']);
  candidate.uid = String(session['uid']);
  candidate.token = token;

  const form = new FormData();
  const personal = {
    firstName: 'Load',
    lastName: `Candidate ${String(candidate.index)}`,
    city: 'Lahore',
    address: '12 Canal Road',
    phoneNumber: '03001234567',
    email,
  };
  for (const [name, value] of Object.entries(personal)) form.append(name, value);
  form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'Load Candidate CV.pdf');
  await call('profile step-one (CV)', api('/users/create/step-one'), { body: form, token, ip });
  await call('profile step-two', api('/users/create/step-two'), {
    body: {
      email,
      totalExperience: 3,
      education: [
        { institute: 'NTU', degree: DEGREES[0]?.title, fieldOfStudy: 'Yarn', from: 2016, to: 2020 },
      ],
      career: [{ company: 'Mill', position: 'Engineer', from: 2020, to: 2025, description: 'Ring frames.' }],
    },
    token,
    ip,
  });
  await call('profile step-four', api('/users/create/step-four'), {
    body: { email, termsAndConditions: true },
    token,
    ip,
  });
  await call('apply', api(`/jobs/${JOB.id}/${candidate.uid}`), {
    body: {
      answers: JOB.questions.map((id) => ({
        employment_question_id: id,
        answer: 'Ten years on ring frames.',
      })),
    },
    token,
    ip,
  });
};

const testJourney = async (candidate: Candidate): Promise<void> => {
  const token = candidate.token ?? '';
  const { ip } = candidate;
  let view = await callable('startTest', { jobId: JOB.id, testId: testId }, token, ip);
  while (view['state'] !== 'completed') {
    const questions = view['questions'] as { id: string; options: string[] }[];
    for (const question of questions)
      await callable(
        'saveAnswer',
        { jobId: JOB.id, questionId: question.id, options: question.options.slice(0, 1) },
        token,
        ip,
      );
    view = await callable('submitStep', { jobId: JOB.id, step: view['step'] }, token, ip);
  }
};

/** Runs every journey at once; answers how many failed (their first failure is printed). */
const all = async (name: string, people: Candidate[], journey: (candidate: Candidate) => Promise<void>) => {
  const started = performance.now();
  const failures: string[] = [];
  await Promise.all(
    people.map((person) =>
      journey(person).catch((error: unknown) => {
        failures.push(`${person.email}: ${error instanceof Error ? error.message : String(error)}`);
      }),
    ),
  );
  log(
    `${name}: ${String(people.length)} at once, ${String(people.length - failures.length)} completed in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s (load average ${load()})`,
  );
  for (const failure of failures.slice(0, 5)) log(`  failed: ${failure}`);
  return failures.length;
};

/** The Functions emulator's worker processes now, and the gate's count per function. */
const workers = () => {
  let processes = '0';
  try {
    processes = execFileSync('pgrep', ['-f', '-c', 'functionsEmulatorRuntime'], { encoding: 'utf8' }).trim();
  } catch {
    // pgrep exits 1 when there are none.
  }
  const perFunction = Object.entries(stack.functionWorkers())
    .map(([key, count]) => `${key.split('/').at(-1) ?? key} ${String(count)}`)
    .join(', ');
  return `${processes} processes${perFunction ? ` (${perFunction})` : ''}`;
};

const run = Date.now().toString(36);
const candidates: Candidate[] = Array.from({ length: CANDIDATES }, (_, index) => ({
  index,
  email: `load-${run}-${String(index)}@careers.test`,
  ip: `10.23.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
}));
let testId = '';
let failed = 0;
try {
  log(`Functions emulator workers before: ${workers()}`);
  failed += await all('candidates (register, confirm, login, profile, apply)', candidates, candidateJourney);
  log(`Functions emulator workers after the candidates: ${workers()}`);

  const takers = candidates.filter((candidate) => candidate.token).slice(0, TEST_TAKERS);
  if (takers.length > 0) {
    const admin = await call('login', api('/users/login'), {
      body: { email: DEMO_USERS.admin.email, password: DEMO_USERS.admin.password },
      ip: '10.24.0.1',
    });
    const adminToken = String(admin['token']);
    // Only shortlisted applicants are invited: the admin's batch shortlist (callable), then the invitation.
    await callable(
      'shortlistApplicants',
      { jobId: JOB.id, applicationIds: takers.map((taker) => applicationId(JOB.id, taker.uid ?? '')) },
      adminToken,
      '10.24.0.1',
    );
    const invited = await call('invite to the test (admin)', api('/public/send-test-email'), {
      body: { job: JOB.id, applicantIds: takers.map((taker) => taker.uid) },
      token: adminToken,
      ip: '10.24.0.1',
    });
    log(`invited ${String((invited['updated'] as unknown[]).length)} of ${String(takers.length)}`);
    testId = 'spinning-technologist-entry';
    failed += await all('test-takers (startTest, saveAnswer, submitStep to the end)', takers, testJourney);
    log(`Functions emulator workers after the test-takers: ${workers()}`);
  }
} finally {
  const steps = [...new Set(timings.map((timing) => timing.step))];
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  console.log(
    `\n${'step'.padEnd(28)} ${'requests'.padStart(8)} ${'errors'.padStart(7)} ${'p50'.padStart(8)} ` +
      `${'p95'.padStart(8)} ${'max'.padStart(8)}`,
  );
  for (const step of steps) {
    const own = timings.filter((timing) => timing.step === step);
    const sorted = own.map((timing) => timing.ms).sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(0)} ms`.padStart(8);
    console.log(
      `${step.padEnd(28)} ${String(own.length).padStart(8)} ${String(own.filter((t) => !t.ok).length).padStart(7)} ` +
        `${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(sorted.at(-1) ?? 0)}`,
    );
  }
  const errors = timings.filter((timing) => !timing.ok);
  console.log(
    `\n${String(timings.length)} requests, ${String(errors.length)} errors; load average ${load()}.`,
  );
  for (const error of errors.slice(0, 10)) console.log(`  ${error.step}: ${error.detail ?? ''}`);
  await stack.close();
}
process.exit(failed > 0 || timings.some((timing) => !timing.ok) ? 1 : 0);

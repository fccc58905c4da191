// Throughput benchmark for the Security Rules engine (src/rules): `npm run bench:rules -w emulator`.
//
// One realistic rule: admin claim / owner check, a get() of another document, and field
// validation (keys().hasOnly, types, sizes, a regex) of a 30-field document, evaluated for a
// create request. Prints evaluations per second per core.

import { compile, type FirestoreEvaluation, type FirestoreValue } from '../src/rules/index.ts';

// 30 fields: a job application as a candidate submits it.
const stringFields = {
  uid: 'cand-42',
  jobId: 'job-7',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '0612345678',
  city: 'Roubaix',
  address: '12 rue des Tisserands',
  coverLetter: 'I have ten years of experience with Jacquard looms and would love to join.',
  resumePath: 'candidates/cand-42/resume/cv.pdf',
  source: 'website',
  status: 'submitted',
  linkedin: 'https://linkedin.com/in/ada',
  portfolio: 'https://ada.example.com',
  nationality: 'FR',
  noticePeriod: '1 month',
};
const fields: Record<string, FirestoreValue> = {};
for (const [k, v] of Object.entries(stringFields)) fields[k] = { stringValue: v };
Object.assign(fields, {
  experienceYears: { integerValue: '10' },
  score: { integerValue: '0' },
  expectedSalary: { doubleValue: 2450.5 },
  rating: { doubleValue: 4.5 },
  availableFrom: { timestampValue: '2030-09-01T00:00:00Z' },
  createdAt: { timestampValue: '2030-01-15T10:00:00Z' },
  updatedAt: { timestampValue: '2030-01-15T10:00:00Z' },
  consent: { booleanValue: true },
  relocation: { booleanValue: false },
  skills: { arrayValue: { values: ['weaving', 'dyeing', 'quality'].map((s) => ({ stringValue: s })) } },
  languages: { arrayValue: { values: ['fr', 'en'].map((s) => ({ stringValue: s })) } },
  education: {
    arrayValue: {
      values: [{ mapValue: { fields: { degree: { stringValue: 'BTS' }, year: { integerValue: '2012' } } } }],
    },
  },
  career: {
    arrayValue: { values: [{ mapValue: { fields: { company: { stringValue: 'Filature du Nord' } } } }] },
  },
  answers: { mapValue: { fields: { q1: { stringValue: 'yes' }, q2: { stringValue: 'no' } } } },
});
const keys = Object.keys(fields);
if (keys.length !== 30) throw new Error(`expected 30 fields, got ${keys.length}`);

const stringChecks = Object.keys(stringFields)
  .map((k) => `d.${k} is string && d.${k}.size() <= ${k === 'coverLetter' ? 5000 : 200}`)
  .join('\n        && ');

const source = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function isAdmin() {
      return request.auth != null && request.auth.token.get('admin', false) == true;
    }
    function isSelf(uid) {
      return request.auth != null && request.auth.uid == uid;
    }
    function jobIsOpen(jobId) {
      return get(/databases/$(database)/documents/jobs/$(jobId)).data.status == 'open';
    }
    function isValidApplication(d) {
      return d.keys().hasOnly(${JSON.stringify(keys)})
        && d.keys().hasAll(['uid', 'jobId', 'firstName', 'lastName', 'email', 'consent'])
        && ${stringChecks}
        && d.email.matches('[^@]+@[^@]+[.][a-z]+')
        && d.experienceYears is int && d.experienceYears >= 0 && d.experienceYears <= 60
        && d.score is int && d.expectedSalary is number && d.rating is float
        && d.availableFrom is timestamp && d.createdAt is timestamp && d.updatedAt == d.createdAt
        && d.consent == true && d.relocation is bool
        && d.skills is list && d.skills.size() <= 30 && d.languages is list && d.languages.size() <= 10
        && d.education is list && d.education.size() <= 20 && d.career is list && d.career.size() <= 30
        && d.answers is map && d.answers.size() <= 50;
    }
    match /applications/{applicationId} {
      allow create: if (isAdmin() || isSelf(request.resource.data.uid))
        && jobIsOpen(request.resource.data.jobId)
        && isValidApplication(request.resource.data);
    }
  }
}`;

const rules = compile(source, { fileName: 'bench.rules' });
const jobDoc = { path: 'jobs/job-7', fields: { status: { stringValue: 'open' } } };
const lookups = { get: (path: string) => (path === 'jobs/job-7' ? jobDoc : null) };
const input: FirestoreEvaluation = {
  service: 'cloud.firestore',
  path: 'applications/app-1',
  method: 'create',
  auth: {
    uid: 'cand-42',
    token: { email: 'ada@example.com', email_verified: true, firebase: { sign_in_provider: 'password' } },
  },
  resource: null,
  requestResource: { path: 'applications/app-1', fields },
  lookups,
};

const check = rules.evaluate(input);
if (!check.allowed) throw new Error(`benchmark request should be allowed: ${check.reason}`);
const denied = rules.evaluate({ ...input, auth: { uid: 'someone-else', token: {} } });
if (denied.allowed) throw new Error('benchmark request by another user should be denied');

/**
 * Runs evaluations for about `durationMs` and returns evaluations per second of CPU time consumed
 * by this process (user + system). CPU time rather than wall time keeps the figure meaningful on a
 * shared machine, and since evaluation is single-threaded it is the per-core throughput.
 */
function run(durationMs: number): { cpu: number; wall: number } {
  let n = 0;
  const cpu0 = process.cpuUsage();
  const start = process.hrtime.bigint();
  const deadline = start + BigInt(durationMs) * 1_000_000n;
  while (process.hrtime.bigint() < deadline) {
    for (let i = 0; i < 1000; i++) rules.evaluate(input);
    n += 1000;
  }
  const cpu = process.cpuUsage(cpu0);
  const wallSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { cpu: n / ((cpu.user + cpu.system) / 1e6), wall: n / wallSeconds };
}

run(500); // warm-up: let V8 optimise the compiled closures
const samples = [run(1000), run(1000), run(1000)].sort((a, b) => a.cpu - b.cpu);
const median = samples[1] as { cpu: number; wall: number };
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
console.log('Security Rules engine benchmark');
console.log('  rule: admin claim / owner check + get() of the job + validation of a 30-field document');
console.log(
  `  ${fmt(median.cpu)} evaluations/second per core (median of 3 x 1 s, CPU time; ${(1e6 / median.cpu).toFixed(1)} µs per evaluation)`,
);
console.log(`  ${fmt(median.wall)} evaluations/second wall clock (depends on machine load)`);

// Mutation testing of firestore.rules and storage.rules: weakens each rule one condition at a time
// and runs the rules tests against every weakened copy. A copy that no test notices (a surviving
// mutant) is a weakening that could ship unnoticed, unless it is listed in equivalent-mutants.json
// with the reason it cannot weaken anything. See README.md.
//
//   npm run rules:mutation                       every mutant; writes report.json
//   npm run rules:mutation -- --only isAdmin     the mutants whose id contains the text (repeatable)
//   npm run rules:mutation -- --all-failures     list every failing test, not only the first
//   npm run rules:mutation -- --if-changed       nothing to do when report.json is up to date; else
//                                                 re-run only the mutants whose dependencies changed
//
// Exit 1 when a mutant survives that is not listed as equivalent, when a listed one is no longer
// generated or is killed, or when the suites fail against the real rules.

import { ADMIN_CLAIM } from '@careers/domain/constants';
import { startEmulator, type Emulator } from '@careers/emulator';
import type {
  FirestoreEvaluation,
  Ruleset,
  RulesServiceName,
  StorageEvaluation,
} from '@careers/emulator/rules';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createVitest, type Reporter, type TestSpecification, type Vitest } from 'vitest/node';
import { EXTERNAL_EMULATOR_VARIABLE, STORAGE_PROJECT_ID } from '../global-setup.ts';
import { generateMutants, printedOriginal, type Mutant } from './mutants.ts';
import {
  allowFingerprints,
  carriedVerdict,
  extraRequests,
  mutantDependencyHash,
  planRun,
  type RunPlan,
  type SuiteTrace,
} from './incremental.ts';
import { mayNotice, requestKey, traceOf, type TracedRequest } from './relevance.ts';
import {
  changedInputs,
  hashInputs,
  judge,
  outcomeOf,
  readEquivalents,
  readReport,
  REPO_ROOT,
  REPORT_FILE,
  RULES_FILES,
  type KillingTest,
  type MutantResult,
  type MutationReport,
  type RulesFileName,
} from './report.ts';

const { values: flags } = parseArgs({
  options: {
    only: { type: 'string', multiple: true, default: [] },
    'all-failures': { type: 'boolean', default: false },
    'if-changed': { type: 'boolean', default: false },
  },
});
const partial = flags.only.length > 0;
const currentInputs = hashInputs();

// `--if-changed`: nothing when the report is current; otherwise only the mutants whose dependencies
// changed run (incremental.ts), unless an input every mutant shares changed.
let plan: RunPlan = { mode: 'full', reason: 'a full run' };
if (flags['if-changed'] && !partial) {
  const report = readReport();
  const changed = report ? changedInputs(report.inputs, currentInputs) : ['(no report)'];
  if (changed.length === 0) {
    console.log(`rules mutation: ${REPORT_FILE} is up to date with the rules and their tests; not run.`);
    process.exit(0);
  }
  console.log(`rules mutation: changed since ${REPORT_FILE}: ${changed.join(', ')}`);
  plan = planRun(report, changed);
  console.log(
    plan.mode === 'full'
      ? `rules mutation: every mutant runs (${plan.reason}).`
      : 'rules mutation: incremental, only the mutants whose dependencies changed run.',
  );
}

const started = performance.now();
const seconds = (since: number) => (performance.now() - since) / 1000;

// ---------------------------------------------------------------- mutants

const SERVICE_OF_FILE: Record<RulesFileName, RulesServiceName> = {
  'firestore.rules': 'cloud.firestore',
  'storage.rules': 'firebase.storage',
};
const sources = Object.fromEntries(
  RULES_FILES.map((file) => [file, readFileSync(`${REPO_ROOT}${file}`, 'utf8')]),
) as Record<RulesFileName, string>;
const allMutants = RULES_FILES.flatMap((file) =>
  generateMutants(file, sources[file], { adminClaim: ADMIN_CLAIM }),
);
const mutants = partial
  ? allMutants.filter((mutant) => flags.only.some((text) => mutant.id.includes(text)))
  : allMutants;
const equivalents = readEquivalents();
/** Every allow of each file, as the real rules have it (for the requests to the file a mutant leaves alone). */
const originalAllows = Object.fromEntries(
  RULES_FILES.map((file) => [file, allowFingerprints(file, sources[file])]),
) as Record<RulesFileName, ReturnType<typeof allowFingerprints>>;
/** The test that killed each mutant in the last full run: tried alone first (see the loop below). */
const previousKillers = new Map(
  (readReport()?.mutants ?? []).flatMap((entry) => (entry.killedBy ? [[entry.id, entry.killedBy]] : [])),
);

// ---------------------------------------------------------------- emulator and vitest

/**
 * The emulator answers every request with the rules chosen here (`active`), whatever rules the
 * tests load through the control endpoints, and records each request while `trace` is set.
 */
const active = {} as Record<RulesServiceName, Ruleset>;
let trace: Map<string, TracedRequest> | null = null;

const answerWithActiveRules = (emulator: Emulator) => {
  const routed = (service: RulesServiceName): Ruleset => ({
    services: [service],
    evaluate(input: FirestoreEvaluation | StorageEvaluation) {
      if (trace) {
        const request = traceOf(input);
        trace.set(requestKey(request), request);
      }
      return active[service].evaluate(input);
    },
  });
  const firestore = routed('cloud.firestore');
  const storage = routed('firebase.storage');
  emulator.firestore.rules.overrideRules(() => firestore);
  emulator.storage.rules.overrideRules(() => storage);
};

const compileFor = (emulator: Emulator, service: RulesServiceName, source: string): Ruleset =>
  (service === 'cloud.firestore' ? emulator.firestore.rules : emulator.storage.rules).compile(source);

type Failure = { killedBy?: KillingTest; message: string };
type RunOutcome = { failures: Failure[]; passed: number };

const firstLine = (text: string) => text.split('\n')[0] ?? '';

/**
 * This run's results, from vitest's reporter events. (A run's `testModules` also holds modules it
 * never started when it stopped at the first failure: their results are the previous run's.)
 */
let current: RunOutcome = { failures: [], passed: 0 };
const fileOf = (moduleId: string) => moduleId.slice(REPO_ROOT.length);
const collector: Reporter = {
  onTestCaseResult(test) {
    const outcome = test.result();
    if (outcome.state === 'passed') current.passed += 1;
    if (outcome.state !== 'failed') return;
    current.failures.push({
      killedBy: { file: fileOf(test.module.moduleId), test: test.fullName },
      message: firstLine(outcome.errors[0]?.message ?? ''),
    });
  },
  onTestModuleEnd(module) {
    for (const error of module.errors()) {
      current.failures.push({ message: `${fileOf(module.moduleId)}: ${firstLine(error.message)}` });
    }
  },
};

const run = async (vitest: Vitest, specs: TestSpecification[]): Promise<RunOutcome> => {
  current = { failures: [], passed: 0 };
  const { unhandledErrors } = await vitest.runTestSpecifications(specs);
  for (const error of unhandledErrors) {
    current.failures.push({ message: `unhandled error: ${firstLine(String(error))}` });
  }
  return current;
};

const describeFailure = ({ killedBy, message }: Failure) =>
  killedBy ? `${killedBy.file} › ${killedBy.test}${message ? ` (${message})` : ''}` : message;

// ---------------------------------------------------------------- the run

const emulator = await startEmulator({
  host: '127.0.0.1',
  projectId: STORAGE_PROJECT_ID,
  firestorePort: 0,
  storagePort: 0,
  quiet: true,
});
process.env[EXTERNAL_EMULATOR_VARIABLE] =
  `127.0.0.1:${String(emulator.firestorePort)}:${String(emulator.storagePort)}`;
answerWithActiveRules(emulator);
const originals = Object.fromEntries(
  RULES_FILES.map((file) => [
    SERVICE_OF_FILE[file],
    compileFor(emulator, SERVICE_OF_FILE[file], printedOriginal(file, sources[file])),
  ]),
) as Record<RulesServiceName, Ruleset>;
Object.assign(active, originals);

const vitest = await createVitest('test', {
  root: REPO_ROOT,
  project: ['rules-tests'],
  watch: false,
  reporters: [collector],
  silent: true,
  bail: flags['all-failures'] ? 0 : 1,
});
const closeAll = async () => {
  await vitest.close();
  await emulator.close();
};
process.once('SIGINT', () => void closeAll().then(() => process.exit(130)));

// The suites themselves: this folder's own tests make no requests and judge no mutant.
const specs = (await vitest.globTestSpecifications()).filter(
  (spec) => !spec.moduleId.startsWith(`${REPO_ROOT}rules-tests/mutation/`),
);

// Baseline: each suite alone against the real rules (as the mutants print them), recording which
// requests it makes. A suite that fails here would kill every mutant: stop.
const traces = new Map<TestSpecification, TracedRequest[]>();
const baselineStarted = performance.now();
let baselineTests = 0;
for (const spec of specs) {
  trace = new Map();
  const outcome = await run(vitest, [spec]);
  traces.set(spec, [...trace.values()]);
  trace = null;
  baselineTests += outcome.passed;
  if (outcome.failures.length > 0) {
    console.error(
      `The rules tests fail against the real rules; fix them first:\n  ${outcome.failures.map(describeFailure).join('\n  ')}`,
    );
    await closeAll();
    process.exit(1);
  }
}
console.log(
  `Baseline: ${String(baselineTests)} tests in ${String(specs.length)} files pass against the real rules ` +
    `(${seconds(baselineStarted).toFixed(1)} s). ${String(mutants.length)} mutants` +
    `${partial ? ` of ${String(allMutants.length)}` : ''}:`,
);

/**
 * The tests most likely to kill a mutant: the one that killed it in the last full run, then those
 * that killed other mutants of the same rule or function in this run. A failure of any of them,
 * run on their own, is a kill; if none fails, the mutant's suites run in full.
 */
const killersByScope = new Map<string, KillingTest[]>();
const likelyKillers = (mutant: Mutant, relevant: TestSpecification[]): TestSpecification[] => {
  const candidates = [
    previousKillers.get(mutant.id),
    ...(killersByScope.get(`${mutant.file} ${mutant.scope}`) ?? []),
  ];
  const byFile = new Map<string, Set<string>>();
  for (const candidate of candidates) {
    if (!candidate) continue;
    byFile.set(candidate.file, (byFile.get(candidate.file) ?? new Set()).add(candidate.test));
  }
  return relevant.flatMap((spec) => {
    const tests = byFile.get(spec.moduleId.slice(REPO_ROOT.length));
    return tests ? [spec.project.createSpecification(spec.moduleId, { testNames: [...tests] })] : [];
  });
};

/** The baseline's suites as the dependency hashes see them: path, sha256, requests. */
const suiteTraces: SuiteTrace[] = specs.map((spec) => {
  const path = fileOf(spec.moduleId);
  return { path, hash: currentInputs[path] ?? '(not hashed)', requests: traces.get(spec) ?? [] };
});
const dependenciesOf = (mutant: Mutant, extra: readonly string[]) =>
  mutantDependencyHash(mutant, suiteTraces, extra, originalAllows);

const results: MutantResult[] = [];
const failuresById = new Map<string, Failure[]>();
let carriedOver = 0;
let ran = 0;
const mutantsStarted = performance.now();
for (const [index, mutant] of mutants.entries()) {
  const mutantStarted = performance.now();
  const relevant = specs.filter((spec) => mayNotice(mutant, traces.get(spec) ?? []));
  const counter = `[${String(index + 1).padStart(3)}/${String(mutants.length)}]`;
  const previousExtra =
    plan.mode === 'incremental' ? (plan.previous.get(mutant.id)?.extraRequests ?? []) : [];
  const carried = carriedVerdict(plan, mutant.id, dependenciesOf(mutant, previousExtra));
  if (carried) {
    carriedOver += 1;
    results.push({
      id: mutant.id,
      file: mutant.file,
      killed: carried.outcome === 'killed',
      killedBy: carried.killedBy ?? null,
      ...(carried.dependsOn ? { dependsOn: carried.dependsOn } : {}),
      extraRequests: previousExtra,
    });
    continue;
  }
  ran += 1;
  let failures: Failure[] = [];
  let extra: string[] = [];
  if (relevant.length > 0) {
    active[mutant.service] = compileFor(emulator, mutant.service, mutant.source);
    trace = new Map();
    const likely = flags['all-failures'] ? [] : likelyKillers(mutant, relevant);
    if (likely.length > 0) failures = (await run(vitest, likely)).failures;
    if (failures.length === 0) failures = (await run(vitest, relevant)).failures;
    extra = extraRequests(
      trace.values(),
      relevant.flatMap((spec) => traces.get(spec) ?? []),
    );
    trace = null;
    active[mutant.service] = originals[mutant.service];
  }
  const killer = failures.find((failure) => failure.killedBy)?.killedBy;
  const result: MutantResult = {
    id: mutant.id,
    file: mutant.file,
    killed: failures.length > 0,
    killedBy: killer ?? null,
    dependsOn: dependenciesOf(mutant, extra),
    extraRequests: extra,
  };
  results.push(result);
  failuresById.set(mutant.id, failures);
  const outcome = outcomeOf(result, equivalents);
  if (killer) {
    const scope = `${mutant.file} ${mutant.scope}`;
    const known = killersByScope.get(scope) ?? [];
    if (!known.some((test) => test.file === killer.file && test.test === killer.test) && known.length < 3) {
      killersByScope.set(scope, [...known, killer]);
    }
  }
  const files = relevant.length === 0 ? 'no suite reaches it' : `${String(relevant.length)} files`;
  console.log(
    `${counter} ${outcome.padEnd(10)} ${seconds(mutantStarted).toFixed(1).padStart(5)} s  ${files.padEnd(8)}  ${mutant.id}`,
  );
  const shown = flags['all-failures'] ? failures : failures.slice(0, 1);
  for (const failure of shown) console.log(`${' '.repeat(12)}← ${describeFailure(failure)}`);
}
await closeAll();

// ---------------------------------------------------------------- verdict

const verdict = judge(results, equivalents, partial ? null : new Set(allMutants.map((mutant) => mutant.id)));

const durationSeconds = Math.round(seconds(started));
console.log('\nfile             generated  killed  equivalent  survived');
for (const file of RULES_FILES) {
  const { generated, killed, equivalent, survived } = verdict.files[file];
  console.log(
    `${file.padEnd(16)} ${String(generated).padStart(9)} ${String(killed).padStart(7)} ${String(equivalent).padStart(11)} ${String(survived).padStart(9)}`,
  );
}
console.log(
  `Mutants: ${String(ran)} ran, ${String(carriedOver)} carried over from ${REPORT_FILE} ` +
    `(${plan.mode}; ${seconds(mutantsStarted).toFixed(1)} s after the baseline).`,
);
console.log(`Wall time: ${String(durationSeconds)} s`);

if (verdict.survivors.length > 0) {
  console.log(
    `\n${String(verdict.survivors.length)} mutants survive: no rules test fails when the rule is weakened this way. ` +
      'Add the missing case to rules-tests/ or, if the change cannot weaken anything, list the id ' +
      'with the reason in rules-tests/mutation/equivalent-mutants.json:',
  );
  for (const id of verdict.survivors) console.log(`  ${id}`);
}
for (const id of verdict.killedButListed) {
  const failure = failuresById.get(id)?.[0];
  console.log(
    `\nListed as equivalent but killed (remove it from the list): ${id}` +
      `${failure ? `\n  ← ${describeFailure(failure)}` : ''}`,
  );
}
for (const id of verdict.notGenerated) {
  console.log(`\nListed as equivalent but no longer generated (remove it from the list): ${id}`);
}

if (!partial) {
  const report: MutationReport = {
    inputs: currentInputs,
    durationSeconds,
    files: verdict.files,
    survivors: verdict.survivors,
    staleEquivalents: verdict.staleEquivalents,
    mutants: verdict.mutants,
    run: { mode: plan.mode, ran, carriedOver },
  };
  writeFileSync(`${REPO_ROOT}${REPORT_FILE}`, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Wrote ${REPORT_FILE}`);
}

process.exit(verdict.passed ? 0 : 1);

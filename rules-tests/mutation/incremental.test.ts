import type { RulesMethod } from '@careers/emulator/rules';
import { describe, expect, it } from 'vitest';
import {
  allowFingerprints,
  carriedVerdict,
  isSharedInput,
  mutantDependencyHash,
  parseRequestKey,
  planRun,
  type SuiteTrace,
} from './incremental.ts';
import { generateMutants } from './mutants.ts';
import { requestKey, type TracedRequest } from './relevance.ts';
import type { MutationReport } from './report.ts';

// Which mutants `--if-changed` re-runs after a change to the rules or the suites, without the
// emulator: the dependency hashes of every mutant before and after the change, compared.

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() {
      return request.auth != null;
    }
    function isText(value, max) {
      return value is string && value.size() <= max;
    }
    match /jobs/{jobId} {
      allow get: if signedIn();
      allow create: if signedIn() && isText(request.resource.data.title, 60);
    }
    match /departments/{departmentId} {
      allow get: if signedIn();
      allow create: if signedIn() && request.resource.data.name.size() <= 40;
    }
  }
}
`;

const request = (method: RulesMethod, path: string): TracedRequest => ({
  service: 'cloud.firestore',
  method,
  segments: ['databases', '(default)', 'documents', ...path.split('/')],
});
const JOBS = 'rules-tests/firestore/jobs.test.ts';
const DEPARTMENTS = 'rules-tests/firestore/departments.test.ts';
const suites = (hashes: Partial<Record<string, string>> = {}): SuiteTrace[] => [
  {
    path: JOBS,
    hash: hashes[JOBS] ?? 'jobs-v1',
    requests: [request('get', 'jobs/j1'), request('create', 'jobs/j1')],
  },
  {
    path: DEPARTMENTS,
    hash: hashes[DEPARTMENTS] ?? 'departments-v1',
    requests: [request('get', 'departments/d1'), request('create', 'departments/d1')],
  },
];

/** Mutant id → dependency hash, for these rules and suites. */
const dependencies = (
  source: string,
  traces = suites(),
  extra: Record<string, string[]> = {},
): Map<string, string> => {
  const originalAllows = {
    'firestore.rules': allowFingerprints('firestore.rules', source),
    'storage.rules': [],
  };
  return new Map(
    generateMutants('firestore.rules', source, { adminClaim: 'admin' }).map((mutant) => [
      mutant.id,
      mutantDependencyHash(mutant, traces, extra[mutant.id] ?? [], originalAllows),
    ]),
  );
};

/** The mutants that run after the change: new, or with another dependency hash. */
const rerun = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([id, hash]) => before.get(id) !== hash).map(([id]) => id);
const carried = (before: Map<string, string>, after: Map<string, string>) =>
  [...after].filter(([id, hash]) => before.get(id) === hash).map(([id]) => id);

const touchesJobs = (id: string) => /\/jobs\/|function isText|function signedIn/.test(id);
const touchesDepartments = (id: string) => /\/departments\/|function signedIn/.test(id);

describe('incremental mutation: which mutants re-run', () => {
  const before = dependencies(RULES);

  it('re-runs nothing when neither the rules nor the suites changed', () => {
    expect(before.size).toBeGreaterThan(10);
    expect(rerun(before, dependencies(RULES))).toEqual([]);
  });

  it('after a limit tightened in one match block, re-runs only the mutants its suites can meet', () => {
    const after = dependencies(RULES.replace('name.size() <= 40', 'name.size() <= 30'));
    const ran = rerun(before, after);
    // The departments rules, and signedIn (whose mutants the departments suite reaches too).
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.filter((id) => !touchesDepartments(id))).toEqual([]);
    expect(ran).toContain(
      'firestore.rules | match /departments/{departmentId}: allow create | relax-limit | request.resource.data.name.size() <= 30 → request.resource.data.name.size() <= 31',
    );
    expect(ran.filter((id) => id.includes('function signedIn')).length).toBeGreaterThan(0);
    // Every jobs and isText mutant keeps its verdict.
    const kept = carried(before, after);
    expect(kept.filter((id) => /\/jobs\/|function isText/.test(id)).length).toBe(
      [...before.keys()].filter((id) => /\/jobs\/|function isText/.test(id)).length,
    );
  });

  it('after a change to a function, re-runs the mutants of every rule that calls it', () => {
    const after = dependencies(
      RULES.replace(
        'value is string && value.size() <= max',
        'value is string && value.size() <= max && max > 0',
      ),
    );
    const ran = rerun(before, after);
    expect(ran.filter((id) => id.includes('match /jobs/{jobId}: allow create')).length).toBeGreaterThan(0);
    expect(ran.filter((id) => id.includes('function isText')).length).toBeGreaterThan(0);
    expect(ran.filter((id) => !touchesJobs(id))).toEqual([]);
    // No departments rule calls isText, and the departments suite meets no jobs rule.
    expect(carried(before, after).filter((id) => id.includes('/departments/')).length).toBeGreaterThan(0);
  });

  it('after a change to a suite, re-runs the mutants that suite can notice', () => {
    const after = dependencies(RULES, suites({ [DEPARTMENTS]: 'departments-v2' }));
    const ran = rerun(before, after);
    expect(ran.length).toBeGreaterThan(0);
    expect(ran.filter((id) => !touchesDepartments(id))).toEqual([]);
    expect(
      carried(before, after)
        .filter(touchesJobs)
        .filter((id) => !touchesDepartments(id)).length,
    ).toBe([...before.keys()].filter((id) => touchesJobs(id) && !touchesDepartments(id)).length);
  });

  it('after a suite starts reaching a rule, re-runs that rule’s mutants', () => {
    const traces = suites();
    const jobs = traces[0] as SuiteTrace;
    traces[0] = { ...jobs, requests: [...jobs.requests, request('get', 'departments/d9')] };
    const ran = rerun(before, dependencies(RULES, traces));
    expect(ran.some((id) => id.includes('match /departments/{departmentId}: allow get'))).toBe(true);
  });

  it('counts the requests a mutant’s own run made beyond the baseline', () => {
    const id = [...before.keys()].find((key) => key.includes('match /jobs/{jobId}: allow get'));
    expect(id).toBeDefined();
    const extra = { [id as string]: [requestKey(request('create', 'departments/d2'))] };
    const withExtra = dependencies(RULES, suites(), extra);
    const changed = dependencies(RULES.replace('name.size() <= 40', 'name.size() <= 30'), suites(), extra);
    expect(rerun(withExtra, changed)).toContain(id);
    // Without that request, the same change leaves the jobs mutant alone.
    expect(
      rerun(before, dependencies(RULES.replace('name.size() <= 40', 'name.size() <= 30'))),
    ).not.toContain(id);
  });

  it('reads back the requests it records', () => {
    const traced = request('list', 'jobs/j 1/questions/q1');
    expect(parseRequestKey(requestKey(traced))).toEqual(traced);
  });
});

describe('incremental mutation: full or incremental', () => {
  const report = (dependsOn: string | undefined): MutationReport => ({
    inputs: {},
    durationSeconds: 1,
    files: {
      'firestore.rules': { generated: 1, killed: 1, equivalent: 0, survived: 0 },
      'storage.rules': { generated: 0, killed: 0, equivalent: 0, survived: 0 },
    },
    survivors: [],
    staleEquivalents: [],
    mutants: [
      {
        id: 'm',
        outcome: 'killed',
        killedBy: { file: JOBS, test: 't' },
        ...(dependsOn ? { dependsOn } : {}),
      },
    ],
  });

  it('is incremental when only rules, suites or the equivalent list changed', () => {
    const plan = planRun(report('h'), [
      'firestore.rules',
      'storage.rules',
      JOBS,
      'rules-tests/mutation/equivalent-mutants.json',
    ]);
    expect(plan.mode).toBe('incremental');
    expect(carriedVerdict(plan, 'm', 'h')?.killedBy).toEqual({ file: JOBS, test: 't' });
    expect(carriedVerdict(plan, 'm', 'other')).toBeNull();
    expect(carriedVerdict(plan, 'new', 'h')).toBeNull();
  });

  it.each([
    'rules-tests/support/fixtures.ts',
    'rules-tests/global-setup.ts',
    'rules-tests/vitest.config.ts',
    'rules-tests/mutation/run-mutation.ts',
    'rules-tests/mutation/mutants.ts',
    'emulator/src/rules/compiler.ts',
    'emulator/package.json',
  ])('runs every mutant when %s changed', (path) => {
    expect(isSharedInput(path)).toBe(true);
    const plan = planRun(report('h'), ['firestore.rules', path]);
    expect(plan).toEqual({ mode: 'full', reason: `shared inputs changed: ${path}` });
    expect(carriedVerdict(plan, 'm', 'h')).toBeNull();
  });

  it('runs every mutant without a report, or with one that records no dependencies', () => {
    expect(planRun(null, []).mode).toBe('full');
    expect(planRun(report(undefined), ['firestore.rules']).mode).toBe('full');
  });
});

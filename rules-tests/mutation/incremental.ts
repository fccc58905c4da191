import {
  ALLOW_METHOD_EXPANSION,
  parseRules,
  type FunctionDecl,
  type MatchBlock,
  type RulesMethod,
  type RulesServiceName,
} from '@careers/emulator/rules';
import { createHash } from 'node:crypto';
import { calledNames, type MatchPattern, type Mutant } from './mutants.ts';
import { printAllow, printFunction, printMatchPath } from './print-rules.ts';
import { mayApply, mayNotice, requestKey, type TracedRequest } from './relevance.ts';
import { EQUIVALENTS_FILE, RULES_FILES, type MutationReport } from './report.ts';

// What a mutant's verdict depends on, so `--if-changed` re-runs only the mutants whose dependencies
// changed and carries over the verdict of the others (README.md, "Incremental runs").
//
// A mutant's verdict is the outcome of running its relevant suites against the mutated rules. The
// emulator, vitest and the suites are deterministic, so that outcome is a function of: the suite
// files, what they share (support code, fixtures, setup, the emulator, this tool), and the decision
// the mutated rules give each request the suites make. A request is judged only by the allows whose
// match path may apply to it and whose methods include its method (`mayApply`, which errs towards
// yes), and an allow's decision only by its condition and the functions it calls. So the verdict
// depends on the text of every allow that may judge one of the requests the run made, with every
// function it calls (transitively), as printed from the mutated file. The requests are the relevant
// suites' baseline trace plus any the mutant's own run made beyond it (a test that took another
// branch once a decision differed), which the report records per mutant.

/** An allow as it judges requests: where, which methods, and its text with what it calls. */
export type AllowFingerprint = {
  service: RulesServiceName;
  path: MatchPattern;
  methods: readonly RulesMethod[];
  /** `match /jobs/{jobId}: allow get: if …;` followed by every function it calls, printed. */
  text: string;
};

/**
 * Every allow of a rules file with its full text: the match path, the allow, and each function it
 * may call, directly or through other functions. A call is resolved to every function of that name
 * visible from the allow (the file's, the service's, the enclosing matches'): more than the rules
 * engine would pick, never less.
 */
export const allowFingerprints = (fileName: string, source: string): AllowFingerprint[] => {
  const file = parseRules(source, fileName);
  const out: AllowFingerprint[] = [];
  for (const service of file.services) {
    const walk = (match: MatchBlock, parentPath: MatchPattern, visible: readonly FunctionDecl[]) => {
      const path = [...parentPath, ...match.segments];
      const inScope = [...visible, ...match.functions];
      for (const allow of match.allows) {
        const reached = new Map<FunctionDecl, true>();
        const pending = allow.condition ? [...calledNames(allow.condition)] : [];
        for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
          for (const fn of inScope) {
            if (fn.name !== name || reached.has(fn)) continue;
            reached.set(fn, true);
            const calls = calledNames(fn.body);
            fn.lets.forEach((binding) => calledNames(binding.expr, calls));
            pending.push(...calls);
          }
        }
        const functions = [...reached.keys()].map((fn) => printFunction(fn)).sort();
        out.push({
          service: service.name,
          path,
          methods: [...new Set(allow.methods.flatMap((method) => ALLOW_METHOD_EXPANSION[method]))].sort(),
          text: [`match ${printMatchPath(path)}: ${printAllow(allow)}`, ...functions].join('\n'),
        });
      }
      for (const child of match.matches) walk(child, path, inScope);
    };
    for (const match of service.matches) walk(match, [], [...file.functions, ...service.functions]);
  }
  return out;
};

/** The allows that may judge one of the requests. */
export const allowsMeeting = (
  allows: readonly AllowFingerprint[],
  requests: Iterable<TracedRequest>,
): AllowFingerprint[] => {
  const list = [...requests];
  return allows.filter((allow) =>
    list.some(
      (request) =>
        request.service === allow.service &&
        allow.methods.includes(request.method) &&
        mayApply(allow.path, request.segments),
    ),
  );
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type MutantDependencies = {
  id: string;
  /** The allows (of the mutated file and of the other rules file) that may judge its requests. */
  allows: readonly AllowFingerprint[];
  /** Relevant suite file → its sha256. */
  suites: Readonly<Record<string, string>>;
};

/** One hash of what the mutant's verdict depends on (besides the shared inputs, see `sharedInputs`). */
export const dependencyHash = ({ id, allows, suites }: MutantDependencies): string =>
  sha256(
    JSON.stringify({
      id,
      allows: [...new Set(allows.map((allow) => `${allow.service}\n${allow.text}`))].sort(),
      suites: Object.entries(suites).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    }),
  );

/** A suite (test file) as the baseline ran it: its path, its sha256 and the requests it made. */
export type SuiteTrace = { path: string; hash: string; requests: readonly TracedRequest[] };

/**
 * The dependency hash of one mutant: the allows, of the mutated file and of the other rules file
 * (`originalAllows`, by file name), that may judge a request its relevant suites made in the
 * baseline or its own run made beyond them (`extra`), and the relevant suites' hashes.
 */
export const mutantDependencyHash = (
  mutant: Pick<Mutant, 'id' | 'file' | 'source' | 'service' | 'affects'>,
  suites: readonly SuiteTrace[],
  extra: readonly string[],
  originalAllows: Readonly<Record<string, readonly AllowFingerprint[]>>,
): string => {
  const relevant = suites.filter((suite) => mayNotice(mutant as Mutant, suite.requests));
  const requests = [...relevant.flatMap((suite) => suite.requests), ...extra.map(parseRequestKey)];
  const allows = Object.entries(originalAllows).flatMap(([file, fileAllows]) =>
    allowsMeeting(file === mutant.file ? allowFingerprints(file, mutant.source) : fileAllows, requests),
  );
  return dependencyHash({
    id: mutant.id,
    allows,
    suites: Object.fromEntries(relevant.map((suite) => [suite.path, suite.hash])),
  });
};

/** A test file of the rules-tests project (the rest of the project is shared by every suite). */
export const isSuiteFile = (path: string) => /^rules-tests\/(firestore|storage)\/.+\.test\.ts$/.test(path);

/**
 * Inputs every mutant depends on: the support code and fixtures, the vitest setup, the emulator,
 * this tool. Everything in the report's inputs but the rules, the suites and the equivalent list
 * (which decides only how a verdict is named, and is applied afresh to every result).
 */
export const isSharedInput = (path: string) =>
  !(RULES_FILES as readonly string[]).includes(path) && path !== EQUIVALENTS_FILE && !isSuiteFile(path);

/** Requests keyed as `requestKey` prints them, back to requests. */
export const parseRequestKey = (key: string): TracedRequest => {
  const first = key.indexOf(' ');
  const second = key.indexOf(' ', first + 1);
  return {
    service: key.slice(0, first) as RulesServiceName,
    method: key.slice(first + 1, second) as RulesMethod,
    segments: key.slice(second + 1).split('/'),
  };
};

/** The requests of a mutant's run that its relevant suites' baseline did not make. */
export const extraRequests = (run: Iterable<TracedRequest>, baseline: Iterable<TracedRequest>): string[] => {
  const known = new Set([...baseline].map(requestKey));
  return [...new Set([...run].map(requestKey))].filter((key) => !known.has(key)).sort();
};

export type RunPlan =
  | { mode: 'full'; reason: string }
  | {
      mode: 'incremental';
      /** The previous verdicts that may be carried over, by mutant id. */
      previous: ReadonlyMap<string, MutationReport['mutants'][number]>;
    };

/**
 * Full or incremental: incremental only when the last report records each mutant's dependencies
 * and no shared input changed since it was made.
 */
export const planRun = (report: MutationReport | null, changed: readonly string[]): RunPlan => {
  if (!report) return { mode: 'full', reason: 'no report' };
  const shared = changed.filter(isSharedInput);
  if (shared.length > 0) return { mode: 'full', reason: `shared inputs changed: ${shared.join(', ')}` };
  if (report.mutants.some((mutant) => !mutant.dependsOn)) {
    return { mode: 'full', reason: 'the report records no dependencies' };
  }
  return { mode: 'incremental', previous: new Map(report.mutants.map((mutant) => [mutant.id, mutant])) };
};

/**
 * The previous verdict of a mutant, when it may stand: the same mutant (same id) whose dependencies
 * hash the same. Null: run it.
 */
export const carriedVerdict = (
  plan: RunPlan,
  id: string,
  dependsOn: string,
): MutationReport['mutants'][number] | null => {
  if (plan.mode !== 'incremental') return null;
  const previous = plan.previous.get(id);
  return previous?.dependsOn === dependsOn ? previous : null;
};

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The committed record of the last mutation run, and what it depends on. `npm test` compares the
// inputs' hashes with the record's (report.test.ts), so rules or suites changed without a new run
// are noticed in a fresh clone, without git history.

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const RULES_FILES = ['firestore.rules', 'storage.rules'] as const;
export type RulesFileName = (typeof RULES_FILES)[number];
export const EQUIVALENTS_FILE = 'rules-tests/mutation/equivalent-mutants.json';
export const REPORT_FILE = 'rules-tests/mutation/report.json';

export const MUTANT_OUTCOMES = ['killed', 'equivalent', 'survived'] as const;
export type MutantOutcome = (typeof MUTANT_OUTCOMES)[number];

export type FileCounts = { generated: number; killed: number; equivalent: number; survived: number };

export type MutationReport = {
  /** sha256 of every file the outcome depends on, by path from the repository root. */
  inputs: Record<string, string>;
  durationSeconds: number;
  files: Record<RulesFileName, FileCounts>;
  /** Survivors not listed as equivalent: each is a weakening no test notices. */
  survivors: string[];
  /** Listed as equivalent, but no longer generated or killed after all. */
  staleEquivalents: string[];
  mutants: {
    id: string;
    outcome: MutantOutcome;
    killedBy?: KillingTest;
    /** sha256 of what the verdict depends on besides the shared inputs (incremental.ts). */
    dependsOn?: string;
    /** Requests its run made beyond its suites' baseline trace (`requestKey`), usually none. */
    extraRequests?: string[];
  }[];
  /** How the report was made: every mutant run, or only those whose dependencies changed. */
  run?: { mode: 'full' | 'incremental'; ran: number; carriedOver: number };
};

/** A test that failed against a mutant: its file from the repository root and its full name. */
export type KillingTest = { file: string; test: string };

/** Mutant id → why it cannot weaken anything. */
export type EquivalentMutants = Record<string, string>;

/** One mutant's run (or its verdict carried over): killed (a test failed) or not. */
export type MutantResult = {
  id: string;
  file: string;
  killedBy: KillingTest | null;
  killed: boolean;
  dependsOn?: string;
  extraRequests?: readonly string[];
};

export const outcomeOf = (result: MutantResult, equivalents: EquivalentMutants): MutantOutcome =>
  result.killed ? 'killed' : Object.hasOwn(equivalents, result.id) ? 'equivalent' : 'survived';

export type Verdict = Pick<MutationReport, 'files' | 'survivors' | 'staleEquivalents' | 'mutants'> & {
  /** Listed as equivalent, yet a test failed: the listed reason is wrong. */
  killedButListed: string[];
  /** Listed as equivalent, but no such mutant is made any more. */
  notGenerated: string[];
  passed: boolean;
};

/**
 * Counts per file, and what fails the run: survivors not listed as equivalent, listings a test
 * contradicts, and listings of mutants no longer made. `generatedIds` is null for a partial run
 * (`--only`), which cannot tell whether a listed mutant still exists.
 */
export const judge = (
  results: readonly MutantResult[],
  equivalents: EquivalentMutants,
  generatedIds: ReadonlySet<string> | null,
): Verdict => {
  const outcomes = results.map((result) => ({ result, outcome: outcomeOf(result, equivalents) }));
  const count = (file: RulesFileName, outcome: MutantOutcome) =>
    outcomes.filter((entry) => entry.result.file === file && entry.outcome === outcome).length;
  const files = Object.fromEntries(
    RULES_FILES.map((file) => [
      file,
      {
        generated: results.filter((result) => result.file === file).length,
        killed: count(file, 'killed'),
        equivalent: count(file, 'equivalent'),
        survived: count(file, 'survived'),
      },
    ]),
  ) as Record<RulesFileName, FileCounts>;
  const survivors = outcomes.filter((entry) => entry.outcome === 'survived').map((entry) => entry.result.id);
  const killedButListed = results
    .filter((result) => result.killed && Object.hasOwn(equivalents, result.id))
    .map((result) => result.id);
  const notGenerated = generatedIds ? Object.keys(equivalents).filter((id) => !generatedIds.has(id)) : [];
  const staleEquivalents = [...notGenerated, ...killedButListed];
  return {
    files,
    survivors,
    staleEquivalents,
    killedButListed,
    notGenerated,
    mutants: outcomes.map(({ result, outcome }) => ({
      id: result.id,
      outcome,
      ...(result.killedBy ? { killedBy: result.killedBy } : {}),
      ...(result.dependsOn ? { dependsOn: result.dependsOn } : {}),
      ...(result.extraRequests?.length ? { extraRequests: [...result.extraRequests] } : {}),
    })),
    passed: survivors.length === 0 && staleEquivalents.length === 0,
  };
};

const read = (path: string) => readFileSync(`${REPO_ROOT}${path}`);

const filesUnder = (folder: string, keep: (name: string) => boolean): string[] =>
  existsSync(`${REPO_ROOT}${folder}`)
    ? readdirSync(`${REPO_ROOT}${folder}`, { recursive: true, encoding: 'utf8' })
        .filter(keep)
        .map((name) => `${folder}/${name.split('\\').join('/')}`)
    : [];

/**
 * The rules, the list of equivalent mutants, the suites and their support code, this tool and the
 * emulator that evaluates the rules: a change to any of them can change which mutants survive.
 */
export const inputFiles = (): string[] => {
  const isTypeScript = (name: string) => name.endsWith('.ts');
  return [
    ...RULES_FILES,
    EQUIVALENTS_FILE,
    'rules-tests/global-setup.ts',
    'rules-tests/vitest.config.ts',
    ...filesUnder('rules-tests/firestore', isTypeScript),
    ...filesUnder('rules-tests/storage', isTypeScript),
    ...filesUnder('rules-tests/support', isTypeScript),
    ...filesUnder('rules-tests/mutation', (name) => isTypeScript(name) && !name.endsWith('.test.ts')),
    'emulator/package.json',
    ...filesUnder('emulator/src', (name) => isTypeScript(name) && !name.endsWith('.test.ts')),
  ].sort();
};

export const hashInputs = (): Record<string, string> =>
  Object.fromEntries(
    inputFiles().map((path) => [path, createHash('sha256').update(read(path)).digest('hex')]),
  );

/** Paths whose hash differs from the report's, or that one side lacks. */
export const changedInputs = (recorded: Record<string, string>, current = hashInputs()): string[] =>
  [...new Set([...Object.keys(recorded), ...Object.keys(current)])]
    .filter((path) => recorded[path] !== current[path])
    .sort();

export const readReport = (): MutationReport | null =>
  existsSync(`${REPO_ROOT}${REPORT_FILE}`)
    ? (JSON.parse(read(REPORT_FILE).toString('utf8')) as MutationReport)
    : null;

export const readEquivalents = (): EquivalentMutants =>
  existsSync(`${REPO_ROOT}${EQUIVALENTS_FILE}`)
    ? (JSON.parse(read(EQUIVALENTS_FILE).toString('utf8')) as EquivalentMutants)
    : {};

export const STALE_REPORT_MESSAGE =
  'rules changed: run `npm run rules:mutation` and commit rules-tests/mutation/report.json';

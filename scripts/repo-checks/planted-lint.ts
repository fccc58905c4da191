import { fileURLToPath } from 'node:url';

import { ESLint, type Linter } from 'eslint';
import { beforeAll } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

type PlantedLint = (
  filePath: string,
  code: string,
) => Promise<{
  all: Linter.LintMessage[];
  layering: { rule: string | null; line: number; text: string }[];
}>;

/**
 * A linter for code planted at real paths of the tree with the repo's eslint.config.js: the files
 * are linted as text, never written, and their imports resolve against the real tree. Each call
 * gives every message of `code` placed at `filePath` (relative to the repo) and, as `layering`,
 * those of the `rules` under test.
 */
export const plantedLinter = (rules: readonly string[]): PlantedLint => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });
  return async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    if (!result) throw new Error(`ESLint returned nothing for ${filePath}`);
    return {
      all: result.messages,
      layering: result.messages
        .filter((message) => rules.includes(message.ruleId ?? ''))
        .map((message) => ({ rule: message.ruleId, line: message.line, text: message.message })),
    };
  };
};

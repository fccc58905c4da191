import { describe, expect, it } from 'vitest';

import { plantedLinter } from './planted-lint.ts';

// The functions' capability edges (eslint.config.js, CAPABILITY_ZONES) on code planted at real
// paths of functions/src: the files are linted as text, never written, and their imports resolve
// against the real tree.

const lint = plantedLinter(['import-x/no-restricted-paths']);

describe('functions layering (eslint.config.js)', () => {
  it("rejects a capability reaching into another's services or repositories", async () => {
    const { layering } = await lint(
      'functions/src/applications/services/planted.ts',
      [
        "export { closeJobsPastEndDate } from '../../jobs/services/close-ended-jobs.ts';",
        "export { jobRef } from '../../jobs/repositories/jobs-repository.ts';",
        "export { typedProfileDocument } from '../../profiles/repositories/profile-repository.ts';",
      ].join('\n'),
    );
    expect(layering).toEqual([
      expect.objectContaining({ line: 1 }),
      expect.objectContaining({ line: 2 }),
      expect.objectContaining({ line: 3 }),
    ]);
    expect(layering[0]?.text).toContain('only through its public index');
  });

  it('rejects a reach-in from any capability, callables and routes included', async () => {
    const fromCallable = await lint(
      'functions/src/jobs/callables/planted.ts',
      "export { testRef } from '../../assessments/repositories/tests-repository.ts';",
    );
    expect(fromCallable.layering).toHaveLength(1);
    const fromRoute = await lint(
      'functions/src/catalogs/routes/planted.ts',
      "export { readListedJobs } from '../../jobs/repositories/job-index-repository.ts';",
    );
    expect(fromRoute.layering).toHaveLength(1);
  });

  it('rejects lib importing a capability, and anyone importing the composition roots', async () => {
    const fromLib = await lint('functions/src/lib/planted.ts', "export { jobRef } from '../jobs/index.ts';");
    expect(fromLib.layering).toEqual([expect.objectContaining({ text: expect.stringContaining('lib') })]);
    const root = await lint(
      'functions/src/profiles/services/planted.ts',
      "export { createApiApp } from '../../http/app.ts';",
    );
    expect(root.layering).toEqual([
      expect.objectContaining({ text: expect.stringContaining('composition roots') }),
    ]);
  });

  it('accepts the legal directions', async () => {
    const cases: [string, string][] = [
      [
        'functions/src/applications/services/planted.ts',
        [
          "export { closeJobsPastEndDateQuietly, jobRef } from '../../jobs/index.ts';",
          "export { typedProfileDocument } from '../../profiles/index.ts';",
          "export { applicationRef } from '../repositories/applications-repository.ts';",
          "export { parseInput } from '../../lib/parse-input.ts';",
          "export { nowOf } from '../../deps.ts';",
        ].join('\n'),
      ],
      ['functions/src/http/planted.ts', "export { applyToJob } from '../applications/services/apply.ts';"],
      // Tests set up other capabilities' documents directly.
      [
        'functions/src/applications/services/planted.test.ts',
        "export { changeJobStatus } from '../../jobs/services/job-actions.ts';",
      ],
    ];
    for (const [filePath, code] of cases) {
      const { all } = await lint(filePath, code);
      expect({ filePath, messages: all }).toEqual({ filePath, messages: [] });
    }
  });
});

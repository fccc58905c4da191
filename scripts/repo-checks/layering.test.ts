import { describe, expect, it } from 'vitest';

import { plantedLinter } from './planted-lint.ts';

// The web app's import rules (eslint.config.js) on code planted at real paths of web/src: the
// files are linted as text, never written, and their imports resolve against the real tree.

const lint = plantedLinter(['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-syntax']);

describe('web layering (eslint.config.js)', () => {
  it('rejects a feature importing another feature, by alias or by relative path', async () => {
    const { layering } = await lint(
      'web/src/features/careers/components/planted.tsx',
      ["import '@/features/jobs/api/get-job';", "import '../../applications/utils/test-invite';"].join('\n'),
    );
    expect(layering).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 }),
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 2 }),
    ]);
    expect(layering[0]?.text).toContain('compose them in web/src/app/routes');
  });

  it('rejects a feature loading another feature lazily', async () => {
    const { layering } = await lint(
      'web/src/features/landing/components/planted.tsx',
      "export const load = () => import('@/features/departments/components/departments-section');",
    );
    expect(layering).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);
  });

  it('rejects shared code importing a feature or the app', async () => {
    const fromComponent = await lint(
      'web/src/components/layouts/planted.tsx',
      "import '@/features/auth/components/auth-card';",
    );
    expect(fromComponent.layering).toEqual([
      expect.objectContaining({ rule: 'import-x/no-restricted-paths', line: 1 }),
    ]);
    expect(fromComponent.layering[0]?.text).toContain('Shared code');

    const fromLib = await lint('web/src/lib/session/planted.ts', "import '@/app/router';");
    expect(fromLib.layering).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);

    const fromHook = await lint(
      'web/src/hooks/planted.ts',
      "import '@/features/careers/hooks/use-careers-query';",
    );
    expect(fromHook.layering).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);
  });

  it('rejects a feature importing the app', async () => {
    const { layering } = await lint('web/src/features/jobs/components/planted.tsx', "import '@/app/router';");
    expect(layering).toEqual([expect.objectContaining({ rule: 'import-x/no-restricted-paths' })]);
  });

  it('rejects the Firebase SDK and reactfire outside web/src/lib/firebase, static or lazy', async () => {
    const { layering } = await lint(
      'web/src/features/careers/api/planted.ts',
      [
        "import 'firebase/firestore/lite';",
        "import 'reactfire';",
        "import '@firebase/auth';",
        "export const load = () => import('firebase/storage');",
      ].join('\n'),
    );
    expect(layering).toEqual([
      expect.objectContaining({ rule: 'no-restricted-imports', line: 1 }),
      expect.objectContaining({ rule: 'no-restricted-imports', line: 2 }),
      expect.objectContaining({ rule: 'no-restricted-imports', line: 3 }),
      expect.objectContaining({ rule: 'no-restricted-syntax', line: 4 }),
    ]);

    const inComponent = await lint('web/src/components/ui/planted.tsx', "import 'firebase/auth';");
    expect(inComponent.layering).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
  });

  it("asks for 'react-router-dom' rather than 'react-router'", async () => {
    const { layering } = await lint('web/src/components/ui/planted.tsx', "import 'react-router';");
    expect(layering).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
  });

  it('accepts the legal directions', async () => {
    const cases: [string, string][] = [
      [
        'web/src/features/careers/components/planted.tsx',
        [
          "import '../api/get-job-index';",
          "import '@/features/careers/hooks/use-careers-query';",
          "import '@/components/ui/page-shell';",
          "import '@/lib/session/use-session';",
          "import '@/lib/firebase/load-firestore';",
          "import '@/config/site';",
          "import '@careers/domain/constants';",
          "import 'react-router-dom';",
        ].join('\n'),
      ],
      [
        'web/src/app/routes/public/planted.tsx',
        [
          "import '@/features/careers/components/careers-page';",
          "import '@/features/jobs/api/get-job';",
        ].join('\n'),
      ],
      [
        'web/src/lib/firebase/planted.ts',
        [
          "import 'firebase/auth';",
          "import 'reactfire';",
          "export const load = () => import('firebase/storage');",
        ].join('\n'),
      ],
      ['web/src/components/guards/planted.tsx', "import '@/lib/firebase/use-admin-check';"],
    ];
    for (const [filePath, code] of cases) {
      const { all } = await lint(filePath, code);
      expect({ filePath, messages: all }).toEqual({ filePath, messages: [] });
    }
  });
});

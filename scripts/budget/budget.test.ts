import { describe, expect, it } from 'vitest';

import { forbiddenModules, measureRoutes, routeFiles, staticClosure, type Manifest } from './budget.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/app/routes/public/landing.tsx'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  'src/app/routes/public/landing.tsx': {
    file: 'assets/landing.js',
    isDynamicEntry: true,
    imports: ['_shared.js', 'index.html'],
    dynamicImports: ['_lazy.js'],
  },
  'src/app/routes/public/careers.tsx': {
    file: 'assets/careers.js',
    isDynamicEntry: true,
    imports: ['_shared.js'],
  },
  'src/app/routes/public/job-detail.tsx': {
    file: 'assets/job.js',
    isDynamicEntry: true,
    css: ['assets/job.css'],
  },
  '_lazy.js': { file: 'assets/lazy.js' },
};

describe('budget', () => {
  it('follows static imports only', () => {
    expect(staticClosure(manifest, 'src/app/routes/public/landing.tsx')).toEqual([
      'src/app/routes/public/landing.tsx',
      '_shared.js',
      '_react.js',
      'index.html',
    ]);
  });

  it("counts the entry's files and the route's, each once, CSS included", () => {
    expect(routeFiles(manifest, 'src/app/routes/public/landing.tsx').sort()).toEqual([
      'assets/index.js',
      'assets/landing.js',
      'assets/react.js',
      'assets/shared.js',
    ]);
    expect(routeFiles(manifest, 'src/app/routes/public/job-detail.tsx')).toContain('assets/job.css');
    expect(() => routeFiles(manifest, 'src/app/routes/public/missing.tsx')).toThrow(/no chunk/);
  });

  it('adds up gzipped sizes per route', () => {
    const sizes: Record<string, number> = {};
    const figures = measureRoutes(manifest, (file) => {
      sizes[file] = (sizes[file] ?? 0) + 1;
      return Buffer.from('x'.repeat(1000));
    });
    expect(figures.map((figure) => figure.name)).toEqual(['landing', 'careers', 'job detail']);
    expect(figures[0]!.files).toHaveLength(4);
    expect(figures[0]!.gzipBytes).toBe(figures[0]!.files.reduce((sum, file) => sum + file.gzipBytes, 0));
    // Each file is read and compressed once, however many routes share it.
    expect(Object.values(sizes).every((count) => count === 1)).toBe(true);
  });

  it('names code that must not load before a public page paints', () => {
    const modules = new Map([
      ['assets/shared.js', ['/repo/web/src/components/ui/logo.tsx', '/repo/node_modules/yup/index.esm.js']],
      ['assets/lazy.js', ['/repo/node_modules/@firebase/storage/dist/index.esm.js']],
    ]);
    const problems = forbiddenModules(manifest, modules);
    expect(problems).toEqual([
      'landing: assets/shared.js contains yup (import @careers/domain sub-paths) (/repo/node_modules/yup/index.esm.js)',
      'careers: assets/shared.js contains yup (import @careers/domain sub-paths) (/repo/node_modules/yup/index.esm.js)',
    ]);
  });

  it('counts every lazy module a signed-in route opens (its layout and the page)', () => {
    const withLayout: Manifest = {
      ...manifest,
      'src/app/routes/admin/admin-area.tsx': {
        file: 'assets/admin-area.js',
        isDynamicEntry: true,
        imports: ['_grid.js'],
      },
      'src/app/routes/admin/jobs/jobs-list.tsx': {
        file: 'assets/jobs.js',
        isDynamicEntry: true,
        imports: ['_editor.js'],
      },
      '_grid.js': { file: 'assets/grid.js' },
      '_editor.js': { file: 'assets/editor.js' },
    };
    const route = {
      name: 'admin jobs',
      path: '/jobs',
      modules: ['src/app/routes/admin/admin-area.tsx', 'src/app/routes/admin/jobs/jobs-list.tsx'],
      forbidden: [{ pattern: /@tiptap/, why: 'the rich-text editor' }],
    };
    expect(routeFiles(withLayout, route.modules).sort()).toEqual([
      'assets/admin-area.js',
      'assets/editor.js',
      'assets/grid.js',
      'assets/index.js',
      'assets/jobs.js',
      'assets/react.js',
    ]);
    const modules = new Map([
      ['assets/grid.js', ['/repo/node_modules/@mui/x-data-grid/index.js']],
      ['assets/editor.js', ['/repo/node_modules/@tiptap/react/dist/index.js']],
    ]);
    // The grid belongs on the admin jobs page; the editor does not.
    expect(forbiddenModules(withLayout, modules, [route])).toEqual([
      'admin jobs: assets/editor.js contains the rich-text editor (/repo/node_modules/@tiptap/react/dist/index.js)',
    ]);
  });
});

// `npm run budget`: the JavaScript each page needs before its first paint, gzipped, against its
// route's budget (public pages 220 KiB, the candidate wizard 300 KiB, the admin jobs table with its
// grid 450 KiB). Counted from Vite's build manifest: the entry chunk and its static imports, plus
// each lazy chunk the router opens for the route (its layouts and the page) with their static
// imports. Chunks loaded on demand (dynamic imports: other routes, DOMPurify, Storage, Functions)
// do not count.
//
//   npm run budget                  build web/ (production), then measure
//   npm run budget -- --no-build    measure an existing web/dist (needs .vite/manifest.json)
//   npm run budget -- --explain     also list each route's chunks, largest first
//
// When it builds, it also checks that no public route loads code that belongs elsewhere (admin
// pages, MUI X, reactfire, the Storage and Functions SDKs, the full Firestore SDK, yup or
// DOMPurify), and that signed-in routes leave out what only other pages use (the grid and the
// rich-text editor on the wizard, the editor and the zip library on the jobs table).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KIB = 220;
export const CANDIDATE_BUDGET_KIB = 300;
export const ADMIN_JOBS_BUDGET_KIB = 450;
/**
 * The admin tables with MUI X's DataGrid, loaded after the first paint, and the job page with its
 * applicants grid (issue 23): held to the admin budget. Since issue 23 the Storage SDK loads on first
 * use and the grid's Material slots that its first paint never renders load when they first render
 * (web/build-plugins/lazy-grid-slots.ts): the job page with its grid went from 463.8 to 439.2 KiB,
 * /jobs with its grid from 453.6 to 428.9.
 */
export const ADMIN_GRID_BUDGET_KIB = ADMIN_JOBS_BUDGET_KIB;

export type BudgetRoute = {
  name: string;
  path: string;
  audience: 'public' | 'candidate' | 'admin';
  /** The lazy modules the router opens for the path, layouts first (router.tsx). */
  modules: readonly string[];
  budgetKiB: number;
  /** Code this route must not load before its first paint. */
  forbidden: readonly { pattern: RegExp; why: string }[];
  /** Lazy modules the page loads right after its first paint: their total is printed too. */
  afterPaint?: {
    label: string;
    modules: readonly string[];
    /** Held to this too, where an issue sets it ("/jobs with the grid"); else printed only. */
    budgetKiB?: number;
  };
};

const MUI_X = { pattern: /[\\/]node_modules[\\/]@mui[\\/]x-/, why: 'MUI X' };
const TIPTAP = {
  pattern: /[\\/]node_modules[\\/](@tiptap|prosemirror-[a-z-]+)[\\/]/,
  why: 'the rich-text editor',
};
const FORMIK = {
  pattern: /[\\/]node_modules[\\/]formik[\\/]/,
  why: 'formik (the dialogs load it on first use)',
};
const YUP = { pattern: /[\\/]node_modules[\\/]yup[\\/]/, why: 'yup (the dialogs load it on first use)' };
const JSZIP = { pattern: /[\\/]node_modules[\\/]jszip[\\/]/, why: 'jszip (loaded when a zip is built)' };
const SIGNED_IN_AREA = 'src/app/routes/layouts/signed-in-area.tsx';
const ADMIN_AREA = 'src/app/routes/admin/admin-area.tsx';

/** A page of the signed-in candidate area: the candidate budget, no grid, editor or zip library. */
const candidatePage = (name: string, path: string, page: string): BudgetRoute => ({
  name,
  path,
  audience: 'candidate',
  modules: [SIGNED_IN_AREA, `src/app/routes/candidate/${page}`],
  budgetKiB: CANDIDATE_BUDGET_KIB,
  forbidden: [MUI_X, TIPTAP, JSZIP],
});

/** A page of the admin area, held to the admin budget; what it must leave out is its own. */
const adminPage = (
  name: string,
  path: string,
  page: string,
  rest: Pick<BudgetRoute, 'forbidden' | 'afterPaint'>,
): BudgetRoute => ({
  name,
  path,
  audience: 'admin',
  modules: [ADMIN_AREA, `src/app/routes/admin/${page}`],
  budgetKiB: ADMIN_JOBS_BUDGET_KIB,
  ...rest,
});

/** MUI X's DataGrid, loaded after an admin table's first paint: held to `budgetKiB` where given. */
const withGrid = (budgetKiB?: number): NonNullable<BudgetRoute['afterPaint']> => ({
  label: 'with the data grid',
  modules: ['../node_modules/@mui/x-data-grid/index.mjs'],
  ...(budgetKiB === undefined ? {} : { budgetKiB }),
});

/** Code a public page must never load before its first paint. */
export const FORBIDDEN_BEFORE_PAINT: readonly { pattern: RegExp; why: string }[] = [
  { pattern: /[\\/]src[\\/]app[\\/]routes[\\/]admin[\\/]/, why: 'admin pages' },
  { pattern: /[\\/]src[\\/]components[\\/]layouts[\\/]admin-layout/, why: 'the admin layout' },
  MUI_X,
  { pattern: /[\\/]node_modules[\\/](reactfire|rxfire|rxjs)[\\/]/, why: 'reactfire (signed-in areas only)' },
  { pattern: /[\\/]node_modules[\\/]@firebase[\\/]storage[\\/]/, why: 'the Storage SDK' },
  { pattern: /[\\/]node_modules[\\/]@firebase[\\/]functions[\\/]/, why: 'the Functions SDK' },
  {
    pattern: /[\\/]node_modules[\\/]@firebase[\\/]firestore[\\/]dist[\\/](?!lite[\\/])/,
    why: 'the full Firestore SDK (use firebase/firestore/lite)',
  },
  { pattern: /[\\/]node_modules[\\/]yup[\\/]/, why: 'yup (import @careers/domain sub-paths)' },
  { pattern: /[\\/]node_modules[\\/]dompurify[\\/]/, why: 'DOMPurify (loaded on demand)' },
];

/** Every route the budget measures. */
export const BUDGET_ROUTES: readonly BudgetRoute[] = [
  ...[
    { name: 'landing', path: '/', module: 'src/app/routes/public/landing.tsx' },
    { name: 'careers', path: '/careers', module: 'src/app/routes/public/careers.tsx' },
    { name: 'job detail', path: '/job-detail/:id', module: 'src/app/routes/public/job-detail.tsx' },
  ].map(({ module, ...route }) => ({
    ...route,
    audience: 'public' as const,
    modules: [module],
    budgetKiB: BUDGET_KIB,
    forbidden: FORBIDDEN_BEFORE_PAINT,
  })),
  candidatePage('wizard', '/profile-step-1', 'profile-step-1.tsx'),
  adminPage('admin jobs', '/jobs', 'jobs/jobs-list.tsx', {
    forbidden: [TIPTAP, JSZIP],
    afterPaint: withGrid(ADMIN_GRID_BUDGET_KIB),
  }),
  candidatePage('test', '/user_tests/new/test/:jobId/:testId', 'take-test.tsx'),
  adminPage('admin applicant review', '/jobs/:id/applicant/:applicantId', 'jobs/applicant-review.tsx', {
    forbidden: [MUI_X, TIPTAP, JSZIP],
  }),
  adminPage('admin mail log', '/mail-log', 'mail-log.tsx', {
    forbidden: [TIPTAP, JSZIP],
    afterPaint: withGrid(),
  }),
  adminPage('admin tests', '/tests', 'tests/tests-list.tsx', {
    forbidden: [TIPTAP, JSZIP],
    afterPaint: withGrid(),
  }),
  adminPage('admin insights', '/insights', 'insights.tsx', {
    forbidden: [MUI_X, TIPTAP, JSZIP],
    // Issue 22: the page with its charts (@mui/x-charts, loaded after the first paint) ≤ 450 KiB.
    afterPaint: {
      label: 'with the charts',
      modules: ['src/features/insights/components/insights-charts.tsx'],
      budgetKiB: ADMIN_JOBS_BUDGET_KIB,
    },
  }),
  adminPage('admin job page', '/jobs/show/:id', 'jobs/job-show.tsx', {
    // The applicants table's zip is built on demand: jszip loads only then; so do the mail
    // dialogs' formik and yup (on first use) and the Firestore SDK (with the first page of rows).
    forbidden: [TIPTAP, JSZIP, FORMIK, YUP],
    // Issue 23: 450 KiB (512.3 before the dialogs, the Firestore and Storage SDKs and the grid's
    // rare slots loaded on demand).
    afterPaint: withGrid(ADMIN_GRID_BUDGET_KIB),
  }),
];

/** The public routes (one lazy module each). */
export const PUBLIC_ROUTES = BUDGET_ROUTES.filter((route) => route.audience === 'public');

export type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type RouteFigure = {
  name: string;
  path: string;
  /** Files loaded before the first paint, with their gzipped size in bytes. */
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
};

/** The manifest key and its static imports, transitively (each key once). */
export const staticClosure = (manifest: Manifest, key: string): string[] => {
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    const chunk = manifest[current];
    if (!chunk) throw new Error(`The build manifest has no chunk '${current}'.`);
    seen.add(current);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return [...seen];
};

export const entryKey = (manifest: Manifest): string => {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry chunk in the manifest, found ${entries.length}.`);
  return entries[0]![0];
};

/** Files (JS and CSS) a route needs before its first paint: the entry's and each lazy module's. */
export const routeFiles = (manifest: Manifest, routeModules: string | readonly string[]): string[] => {
  const modules = typeof routeModules === 'string' ? [routeModules] : routeModules;
  for (const routeModule of modules) {
    if (!manifest[routeModule]) {
      throw new Error(`The build manifest has no chunk for ${routeModule}: is it still a lazy route?`);
    }
  }
  const keys = new Set([
    ...staticClosure(manifest, entryKey(manifest)),
    ...modules.flatMap((routeModule) => staticClosure(manifest, routeModule)),
  ]);
  const files = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
};

export const gzipSize = (bytes: Buffer): number => gzipSync(bytes).length;

export const measureRoutes = (
  manifest: Manifest,
  readAsset: (file: string) => Buffer,
  routes: readonly Pick<BudgetRoute, 'name' | 'path' | 'modules'>[] = PUBLIC_ROUTES,
): RouteFigure[] => {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(readAsset(file));
      sizes.set(file, size);
    }
    return size;
  };
  return routes.map((route) => {
    const files = routeFiles(manifest, route.modules)
      .filter((file) => /\.(m?js|css)$/.test(file))
      .map((file) => ({ file, gzipBytes: sizeOf(file) }))
      .sort((left, right) => right.gzipBytes - left.gzipBytes);
    return {
      name: route.name,
      path: route.path,
      files,
      gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
    };
  });
};

export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/** Which forbidden modules each route would load before its first paint. */
export const forbiddenModules = (
  manifest: Manifest,
  modulesByFile: ReadonlyMap<string, readonly string[]>,
  routes: readonly Pick<BudgetRoute, 'name' | 'modules' | 'forbidden'>[] = PUBLIC_ROUTES,
): string[] => {
  const problems: string[] = [];
  for (const route of routes) {
    for (const file of routeFiles(manifest, route.modules)) {
      for (const moduleId of modulesByFile.get(file) ?? []) {
        const rule = route.forbidden.find(({ pattern }) => pattern.test(moduleId));
        if (rule) problems.push(`${route.name}: ${file} contains ${rule.why} (${moduleId})`);
      }
    }
  }
  return [...new Set(problems)];
};

// ---------------------------------------------------------------------------------------------

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WEB_ROOT = join(REPO_ROOT, 'web');

type BuildOutput = { output: { type: string; fileName: string; moduleIds?: string[]; modules?: object }[] };

/** Production build of web/ into web/dist; returns the modules of every chunk. */
const buildWeb = async (): Promise<Map<string, string[]>> => {
  const vite = await import('vite');
  const result = (await vite.build({
    root: WEB_ROOT,
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { manifest: true },
  })) as BuildOutput | BuildOutput[];
  const outputs = Array.isArray(result) ? result : [result];
  const modulesByFile = new Map<string, string[]>();
  for (const { output } of outputs) {
    for (const item of output) {
      if (item.type !== 'chunk') continue;
      modulesByFile.set(item.fileName, item.moduleIds ?? Object.keys(item.modules ?? {}));
    }
  }
  return modulesByFile;
};

const main = async () => {
  const args = new Set(process.argv.slice(2));
  const distDir = join(WEB_ROOT, 'dist');
  const manifestPath = join(distDir, '.vite', 'manifest.json');

  let modulesByFile: Map<string, string[]> | null = null;
  if (args.has('--no-build')) {
    if (!existsSync(manifestPath)) {
      throw new Error(`${manifestPath} does not exist: run 'npm run build -w web' or drop --no-build.`);
    }
  } else {
    console.log('Building web/ (production)…');
    modulesByFile = await buildWeb();
  }

  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const figures = measureRoutes(manifest, (file) => readFileSync(join(distDir, file)), BUDGET_ROUTES);
  const budgetOf = (name: string) =>
    (BUDGET_ROUTES.find((route) => route.name === name)?.budgetKiB ?? BUDGET_KIB) * 1024;

  console.log("\nJavaScript before first paint (gzip), against each route's budget:\n");
  console.log(
    `  ${'route'.padEnd(12)} ${'path'.padEnd(17)} ${'chunks'.padStart(6)} ${'KiB'.padStart(7)} ${'budget'.padStart(7)}  result`,
  );
  // A page whose main content loads right after its first paint (the admin grid) can be held to a
  // budget with that content too: issue 10's "/jobs with the grid".
  const overWithLazy: string[] = [];
  for (const figure of figures) {
    const budgetBytes = budgetOf(figure.name);
    const ok = figure.gzipBytes <= budgetBytes;
    console.log(
      `  ${figure.name.padEnd(12)} ${figure.path.padEnd(17)} ${String(figure.files.length).padStart(6)} ${kib(figure.gzipBytes).padStart(7)} ${kib(budgetBytes).padStart(7)}  ${ok ? 'ok' : `OVER by ${kib(figure.gzipBytes - budgetBytes)} KiB`}`,
    );
    const route = BUDGET_ROUTES.find((candidate) => candidate.name === figure.name);
    if (route?.afterPaint) {
      const [withLazy] = measureRoutes(manifest, (file) => readFileSync(join(distDir, file)), [
        { ...route, modules: [...route.modules, ...route.afterPaint.modules] },
      ]);
      const withLazyBytes = withLazy?.gzipBytes ?? 0;
      const lazyBudget = route.afterPaint.budgetKiB === undefined ? null : route.afterPaint.budgetKiB * 1024;
      const verdict =
        lazyBudget === null
          ? ''
          : withLazyBytes <= lazyBudget
            ? `  ok (budget ${kib(lazyBudget)})`
            : `  OVER ${kib(lazyBudget)} by ${kib(withLazyBytes - lazyBudget)} KiB`;
      if (lazyBudget !== null && withLazyBytes > lazyBudget) overWithLazy.push(figure.name);
      console.log(
        `  ${''.padEnd(12)} ${route.afterPaint.label}, loaded after the first paint: ${kib(withLazyBytes)} KiB${verdict}`,
      );
    }
    if (args.has('--explain')) {
      for (const file of figure.files) console.log(`      ${kib(file.gzipBytes).padStart(7)}  ${file.file}`);
    }
  }

  const problems = modulesByFile ? forbiddenModules(manifest, modulesByFile, BUDGET_ROUTES) : [];
  if (problems.length > 0) {
    console.log('\nLoaded before first paint but should not be:');
    for (const problem of problems) console.log(`  ${problem}`);
  } else if (modulesByFile) {
    console.log(
      '\nNo admin code, MUI X, reactfire, Storage, Functions, full Firestore, yup or DOMPurify before a public page paints; no grid, editor or zip code where a signed-in page does not use it.',
    );
  }

  const over = [
    ...figures.filter((figure) => figure.gzipBytes > budgetOf(figure.name)).map((figure) => figure.name),
    ...overWithLazy,
  ];
  if (over.length > 0 || problems.length > 0) {
    console.log(`\nFAIL: ${over.length} route(s) over budget, ${problems.length} misplaced module(s).`);
    process.exitCode = 1;
  } else {
    console.log('\nOK: every route is within its budget.');
  }
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await main();
}

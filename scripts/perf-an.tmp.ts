import { readFileSync } from 'node:fs';
import { routeFiles, gzipSize } from './budget/budget.ts';
const dist = '/work/wt/perf/web/dist/';
const manifest = JSON.parse(readFileSync(dist + '.vite/manifest.json', 'utf8'));
const chunks = JSON.parse(readFileSync('/tmp/perf/chunks.json', 'utf8'));
const show = (name: string, base: string[], extra: string[]) => {
  const a = new Set(routeFiles(manifest, base)); const b = routeFiles(manifest, [...base, ...extra]).filter((f) => !a.has(f) && f.endsWith('.js'));
  let tot = 0;
  console.log(`== ${name}`);
  for (const f of b) { const g = gzipSize(readFileSync(dist + f)); tot += g; const mods = Object.entries(chunks[f]?.modules ?? {}).sort((x: any, y: any) => y[1] - x[1]); console.log((g / 1024).toFixed(1), f, mods.length, mods.slice(0, 6).map(([k, v]) => `${k}:${v}`).join(' ')); }
  console.log('total extra', (tot / 1024).toFixed(1));
};
const A = 'src/app/routes/admin/admin-area.tsx';
show('job page grid', [A, 'src/app/routes/admin/jobs/job-show.tsx'], ['../node_modules/@mui/x-data-grid/index.mjs']);
show('jobs grid', [A, 'src/app/routes/admin/jobs/jobs-list.tsx'], ['../node_modules/@mui/x-data-grid/index.mjs']);
show('insights charts', [A, 'src/app/routes/admin/insights.tsx'], ['src/features/insights/components/insights-charts.tsx']);

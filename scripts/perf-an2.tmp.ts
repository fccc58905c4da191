import { readFileSync } from 'node:fs';
import { routeFiles, gzipSize } from './budget/budget.ts';
const dist = '/work/wt/perf/web/dist/';
const manifest = JSON.parse(readFileSync(dist + '.vite/manifest.json', 'utf8'));
const chunks = JSON.parse(readFileSync('/tmp/perf/chunks.json', 'utf8'));
const byFile: Record<string, string> = {}; for (const [k, v] of Object.entries<any>(manifest)) byFile[v.file] = k;
const A = 'src/app/routes/admin/admin-area.tsx';
const files = routeFiles(manifest, [A, 'src/app/routes/admin/jobs/job-show.tsx']).filter((f) => f.endsWith('.js'));
for (const f of files) {
  const g = gzipSize(readFileSync(dist + f));
  if (g < 1500) continue;
  const importers = Object.entries<any>(manifest).filter(([, v]) => (v.imports ?? []).includes(byFile[f])).map(([k]) => k.replace(/.*node_modules\//, 'nm/'));
  const mods = Object.entries(chunks[f]?.modules ?? {}).sort((x: any, y: any) => y[1] - x[1]);
  console.log((g / 1024).toFixed(1), f, mods.length, mods.slice(0, 5).map(([k, v]) => `${k}:${v}`).join(' '), '\n     <-', importers.slice(0, 8).join(', '));
}

import { writeFileSync } from 'node:fs';
const WEB = '/work/wt/perf/web';
const vite = await import('vite');
const result: any = await vite.build({ root: WEB, configFile: WEB + '/vite.config.ts', logLevel: 'warn', build: { manifest: true } });
const outputs = Array.isArray(result) ? result : [result];
const m: Record<string, any> = {};
for (const { output } of outputs) for (const item of output) if (item.type === 'chunk') m[item.fileName] = { imports: item.imports, dyn: item.dynamicImports, modules: Object.fromEntries(Object.entries(item.modules).map(([k, v]: any) => [k.replace(/.*node_modules\//, 'nm/').replace('/work/wt/perf/web/', ''), v.renderedLength])) };
writeFileSync('/tmp/perf/chunks.json', JSON.stringify(m, null, 1));

import { mkdir } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '@careers/scripts/stack';

export type StackInfo = Pick<Stack, 'projectId' | 'urls'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * Boots the whole local stack once for the e2e project: emulators on free ports (so it runs beside
 * `npm start`), the demo data, and the production build of the web app served locally.
 */
export default async function setup(project: TestProject) {
  await mkdir(new URL('../results/', import.meta.url), { recursive: true });
  const started = Date.now();
  const lines: string[] = [];
  const stack = await startStack({
    ports: 'free',
    web: 'preview',
    seed: true,
    log: (line) => lines.push(line),
  });
  console.log(`[e2e] stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.urls.web}`);
  project.provide('stack', { projectId: stack.projectId, urls: stack.urls });
  return async () => {
    await stack.close();
  };
}

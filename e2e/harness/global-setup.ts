import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '@careers/scripts/stack';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export type StackInfo = Pick<Stack, 'projectId' | 'urls'>;

declare module 'vitest' {
  export interface ProvidedContext {
    /** One stack per e2e worker: a spec file uses the one of the worker it runs in (harness/stack.ts). */
    stacks: StackInfo[];
    /** The one Chromium the spec files connect to (harness/browser.ts). */
    browserWsEndpoint: string;
  }
}

/**
 * Boots the whole local stack for the e2e project, once per worker the project runs spec files in
 * (its `maxWorkers`): emulators on free ports (so it runs beside `npm start` and beside each other),
 * the demo data, and the production build of the web app served locally. A spec file has its
 * worker's stack to itself, as when the files ran one after another on one stack, so specs that
 * rename or reorder the demo data cannot disturb a spec running at the same time.
 */
export default async function setup(project: TestProject) {
  await mkdir(new URL('../results/', import.meta.url), { recursive: true });
  const started = Date.now();
  const count = Math.max(1, project.config.maxWorkers);
  // One after another: a stack's seed and build read their settings from this process's environment
  // while they run (scripts/stack/stack.ts, withTemporaryEnv), so two starting at once would mix them.
  const stacks: Stack[] = [];
  for (let index = 0; index < count; index += 1)
    stacks.push(await startStack({ ports: 'free', web: 'preview', seed: true, log: () => undefined }));
  console.log(
    `[e2e] ${String(count)} stack(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ` +
      stacks.map((stack) => stack.urls.web).join(', '),
  );
  project.provide(
    'stacks',
    stacks.map((stack) => ({ projectId: stack.projectId, urls: stack.urls })),
  );
  // One Chromium for every spec file, started beside the stack: each file connects to it instead of
  // launching its own (a second or more per file on these machines); its contexts, one per test,
  // keep the tests apart as before.
  const chromiumServer = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    headless: true,
  });
  project.provide('browserWsEndpoint', chromiumServer.wsEndpoint());
  return async () => {
    await chromiumServer.close();
    await Promise.all(stacks.map((stack) => stack.close()));
  };
}

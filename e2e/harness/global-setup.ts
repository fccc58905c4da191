import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '@careers/scripts/stack';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

export type StackInfo = Pick<Stack, 'projectId' | 'urls'>;

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
    /** The one Chromium the spec files connect to (harness/browser.ts). */
    browserWsEndpoint: string;
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
    await stack.close();
  };
}

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { startStack, type Stack } from '@careers/scripts/stack';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { stackErrorFile, stackFile, type StackInfo } from './stack-files.ts';

/**
 * Boots the whole local stack for the e2e project, once per worker the project runs spec files in
 * (its `maxWorkers`): emulators on free ports (so it runs beside `npm start` and beside each other),
 * the demo data, and the production build of the web app served locally. A spec file has its
 * worker's stack to itself, as when the files ran one after another on one stack, so specs that
 * rename or reorder the demo data cannot disturb a spec running at the same time.
 *
 * The e2e specs run after every other project (`sequence.groupOrder`), so the stacks boot in the
 * background while those run, and this returns at once: each spec file waits for its stack
 * (harness/stack-ready.ts) and finds it up.
 */
export default async function setup(project: TestProject) {
  await mkdir(new URL('../results/', import.meta.url), { recursive: true });
  const started = Date.now();
  const count = Math.max(1, project.config.maxWorkers);
  const stacksDir = await mkdtemp(join(tmpdir(), 'careers-e2e-stacks-'));
  project.provide('stacksDir', stacksDir);
  project.provide('stackCount', count);
  // One after another: a stack's seed and build read their settings from this process's environment
  // while they run (scripts/stack/stack.ts, withTemporaryEnv), so two starting at once would mix them.
  const stacks: Stack[] = [];
  const booted = (async () => {
    for (let index = 0; index < count; index += 1) {
      try {
        const stack = await startStack({ ports: 'free', web: 'preview', seed: true, log: () => undefined });
        stacks.push(stack);
        const info: StackInfo = { projectId: stack.projectId, urls: stack.urls };
        await writeFile(stackFile(stacksDir, index), JSON.stringify(info));
      } catch (error) {
        // This stack and the ones after it will not start: their spec files fail with the reason
        // instead of waiting for them.
        const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
        for (let rest = index; rest < count; rest += 1)
          await writeFile(stackErrorFile(stacksDir, rest), reason);
        return;
      }
    }
    console.log(
      `[e2e] ${String(count)} stack(s) ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ` +
        stacks.map((stack) => stack.urls.web).join(', '),
    );
  })();
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
    await booted;
    await Promise.all(stacks.map((stack) => stack.close()));
    await rm(stacksDir, { recursive: true, force: true });
  };
}

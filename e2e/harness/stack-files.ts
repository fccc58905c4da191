// What global-setup.ts hands the spec files about the stacks it boots: where each stack's URLs
// arrive, and the values it provides. Kept apart from global-setup.ts, which loads the whole stack
// code, so that a spec file's worker loads none of it.
import { join } from 'node:path';

import type { Stack } from '@careers/scripts/stack';

export type StackInfo = Pick<Stack, 'projectId' | 'urls'>;

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * Where each stack's URLs arrive once it is up (harness/stack.ts reads them): the stacks boot
     * while the other projects' tests run, so they are not known when the run starts.
     */
    stacksDir: string;
    stackCount: number;
    /** The one Chromium the spec files connect to (harness/browser.ts). */
    browserWsEndpoint: string;
  }
}

/** What a spec file knows of its stack; stack-<n>.json in `stacksDir`. */
export const stackFile = (dir: string, index: number) => join(dir, `stack-${String(index)}.json`);
/** The reason a stack did not start; stack-<n>.error in `stacksDir`. */
export const stackErrorFile = (dir: string, index: number) => join(dir, `stack-${String(index)}.error`);

// The e2e project's setup file: before a spec file loads, wait until its worker's stack is up (the
// stacks boot in the background while the other projects' tests run: harness/global-setup.ts).
import { waitForStack } from './stack.ts';

await waitForStack();

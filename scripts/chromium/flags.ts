/**
 * The flags every headless Chromium of the repo runs with (e2e browser, zip benchmark, Lighthouse):
 * no sandbox (CI runs as root in a container), no GPU, and none of the background traffic
 * (component updates, sync, first-run pages) that would reach the network or skew timings.
 */
export const HEADLESS_CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

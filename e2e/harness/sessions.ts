import { readFile, rename, writeFile } from 'node:fs/promises';

import type { BrowserContext, Page } from 'playwright-core';

import { stackSessionFile } from './stack.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const BLANK = 'about:blank';

/** Puts `page` on a blank document; says whether every page of its context is blank now. */
const leaveTheApp = async (page: Page): Promise<boolean> => {
  if (page.url() !== BLANK) await page.goto(BLANK);
  return page
    .context()
    .pages()
    .every((open) => open.url() === BLANK);
};

/**
 * Signs `page`'s context in as `email`: through the app's login page the first time on this
 * worker's stack (`signIn`), from then on by restoring the browser storage that sign-in left
 * (Firebase Auth keeps its user in IndexedDB; the app its session hint in localStorage), for every
 * later spec file on the same stack too. The login page is tested by the specs about signing in
 * (admin-sign-in, accounts-*, guards); elsewhere it was a page load, an Auth round trip and a
 * dashboard render per test, paid again and again for the same demo account.
 *
 * A restored context's page is on about:blank: the caller opens the page it needs. The session
 * outlives the run (Firebase refreshes its ID token from the saved refresh token), as long as
 * nothing revokes the account's tokens: a password change does, so reuse only what no spec changes.
 */
export const signInOnce = async (page: Page, email: string, signIn: () => Promise<void>) => {
  const file = stackSessionFile(email);
  const saved = await readFile(file, 'utf8').catch(() => null);
  // Restoring replaces the context's IndexedDB, which waits for every page that holds it open (the
  // app's Auth SDK does, on any of its pages) to let go: `page` leaves the app first, and while
  // another page of the context is on it, the sign-in goes through the login page instead.
  if (saved && (await leaveTheApp(page))) {
    await page.context().setStorageState(JSON.parse(saved) as StorageState);
    return;
  }
  await signIn();
  const state = await page.context().storageState({ indexedDB: true });
  // Whole or not at all: a spec file starting on this stack later reads it.
  await writeFile(`${file}.part`, JSON.stringify(state));
  await rename(`${file}.part`, file);
};

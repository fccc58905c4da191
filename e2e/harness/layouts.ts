import type { Page } from 'playwright-core';

import { atBothWidths } from './browser.ts';

/**
 * The page's main content without serious axe violations at 1280 and at 390 px, with a screenshot
 * of each (`{name}-1280`, `{name}-390`); the page is left at the desktop width.
 */
export const checkLayouts = (page: Page, name: string): Promise<void> =>
  atBothWidths(page, name, { axe: true });

/**
 * As checkLayouts, for pages whose layout moves after a resize (the applicants table and the
 * pipeline re-measure their columns): each check waits for it to settle.
 */
export const a11yAt = (page: Page, name: string): Promise<void> =>
  atBothWidths(page, name, { axe: true, settle: (resized) => resized.waitForTimeout(300) });

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { seriousA11yViolations } from './axe.ts';
import { saveScreenshot, VIEWPORTS } from './browser.ts';

/**
 * The page's main content without serious axe violations at 1280 and at 390 px, with a screenshot
 * of each (`{name}-1280`, `{name}-390`); the page is left at the desktop width.
 */
export const checkLayouts = async (page: Page, name: string): Promise<void> => {
  expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
  await saveScreenshot(page, `${name}-1280`);
  await page.setViewportSize(VIEWPORTS.phone);
  expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
  await saveScreenshot(page, `${name}-390`);
  await page.setViewportSize(VIEWPORTS.desktop);
};

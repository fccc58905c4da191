import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { seriousA11yViolations } from './axe.ts';
import { saveScreenshot, VIEWPORTS } from './browser.ts';

/**
 * axe on the page's main content at 1280 and 390 px, no serious violation at either, with a
 * screenshot of each (`{name}-1280`, `{name}-390`); leaves the page at 1280 px.
 */
export const a11yAtBothWidths = async (page: Page, name: string): Promise<void> => {
  for (const [label, viewport] of [
    ['1280', VIEWPORTS.desktop],
    ['390', VIEWPORTS.phone],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    expect(await seriousA11yViolations(page, { include: 'main' })).toEqual([]);
    await saveScreenshot(page, `${name}-${label}`);
  }
  await page.setViewportSize(VIEWPORTS.desktop);
};

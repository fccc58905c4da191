import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

import { saveScreenshot, VIEWPORTS } from './browser.ts';

export type A11yViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the current page (WCAG 2.x A and AA rules) and returns the serious and critical
 * violations, each with the elements it found, so a failing assertion says what to fix.
 */
export const seriousA11yViolations = async (
  page: Page,
  options: { include?: string } = {},
): Promise<A11yViolation[]> => {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  // Only the part of the page a spec is about (e.g. 'main'), when asked.
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
};

/**
 * axe on the page's main part at 1280 and then 390 px, each with a screenshot (`{name}-1280`,
 * `{name}-390`); the viewport is back at 1280 after.
 */
export const a11yAt = async (page: Page, name: string) => {
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

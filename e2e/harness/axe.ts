import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export type A11yViolation = { id: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the current page (WCAG 2.x A and AA rules) and returns the serious and critical
 * violations, each with the elements it found, so a failing assertion says what to fix.
 */
export const seriousA11yViolations = async (
  page: Page,
  options: { include?: string } = {},
): Promise<A11yViolation[]> => {
  // Legacy mode runs axe in the page itself. The default opens a blank page in the context for
  // every check, to merge the results of cross-origin frames there, and injects axe into both: an
  // eighth of the CPU of the specs that check most pages (admin-tests, public-a11y) went to that.
  // The app's pages have no frame but the CV preview, a PDF or picture from Storage that axe cannot
  // check anyway.
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
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

import type { FrameLocator, Locator, Page } from 'playwright-core';

/**
 * The local mail catcher's inbox page (scripts/mail-catcher): one collapsible entry per message,
 * newest first, its HTML in a sandboxed frame. Every test's mail lands in the same inbox, so a
 * message is found by its recipient and subject.
 */
export class MailInboxPage {
  constructor(
    private readonly page: Page,
    private readonly inboxUrl: string,
  ) {}

  async open() {
    await this.page.goto(this.inboxUrl);
    await this.page.getByRole('heading', { level: 1, name: /^Local inbox/ }).waitFor();
  }

  /** The newest message to `to` whose subject matches. */
  message(to: string, subject: RegExp): Locator {
    return this.page
      .locator('details')
      .filter({ hasText: to })
      .filter({ has: this.page.locator('summary', { hasText: subject }) })
      .first();
  }

  /** Expands the message and returns its body (the frame). */
  async openMessage(to: string, subject: RegExp): Promise<FrameLocator> {
    const message = this.message(to, subject);
    await message.locator('summary').click();
    const frame = message.locator('iframe');
    await frame.waitFor();
    return message.frameLocator('iframe');
  }

  /**
   * Clicks a link inside the message, which opens in a new tab (the frame is sandboxed: a link
   * that navigated the frame itself would show the page squeezed inside the inbox, scripts off).
   * Returns the new tab and every address it was sent to, the first one included (a page may
   * move on at once, as /confirm does).
   */
  async followLink(frame: FrameLocator, name: string): Promise<{ tab: Page; visited: string[] }> {
    const context = this.page.context();
    const visited: string[] = [];
    const handleRequest = (request: { isNavigationRequest(): boolean; url(): string }) => {
      if (request.isNavigationRequest()) visited.push(request.url());
    };
    context.on('request', handleRequest);
    const opened = context.waitForEvent('page', { timeout: 10_000 });
    await frame.getByRole('link', { name }).click();
    const tab = await opened;
    // The new tab reports the URLs it visits from here on (client-side navigations included).
    tab.on('framenavigated', (navigated) => {
      if (navigated === tab.mainFrame()) visited.push(navigated.url());
    });
    await tab.waitForLoadState('domcontentloaded');
    context.off('request', handleRequest);
    return { tab, visited };
  }
}

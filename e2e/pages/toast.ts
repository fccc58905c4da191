import type { Locator, Page } from 'playwright-core';

export type Box = { x: number; y: number; width: number; height: number };

/** A notification (MUI snackbar): its message, and where it sits once it has finished appearing. */
export class Toast {
  constructor(
    private readonly page: Page,
    private readonly message: string,
  ) {}

  locator(): Locator {
    // Snackbars are alerts; so is the email-confirmation banner's text, hence the message.
    return this.page.locator('.MuiSnackbar-root').getByRole('alert').filter({ hasText: this.message });
  }

  /** The toast's box once its entrance transition has ended (it grows into place). */
  async settledBox(): Promise<Box> {
    const toast = this.locator();
    await toast.waitFor();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const box = await toast.boundingBox();
    if (!box) throw new Error(`The toast "${this.message}" has no box.`);
    return box;
  }
}

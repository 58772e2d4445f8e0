import {expect, type Locator, type Page} from '@playwright/test';

/** Opens the request console of the operation `anchor` as a reader does, and returns its dialog once shown. */
export async function openConsole(page: Page, anchor: string): Promise<Locator> {
  // A reference operation has a button per layout (its first line in one column, beside the
  // example request in two); the reader sees and uses the one on show.
  const button = page.locator(`[data-try-it="${anchor}"]:visible`);
  await button.scrollIntoViewIfNeeded();
  await button.click();
  const dialog = page.locator(`dialog[data-try-it-console="${anchor}"]`);
  await expect(dialog).toBeVisible();
  return dialog;
}

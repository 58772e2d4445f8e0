import type {Page} from '@playwright/test';

/**
 * Adds a style sheet to a page that runs without JavaScript: Playwright's addStyleTag waits on a
 * load event, which needs JavaScript in the page, so the sheet is appended from the test's side.
 */
export async function addStyleWithoutJs(page: Page, css: string): Promise<void> {
  await page.evaluate((text) => {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
  }, css);
}

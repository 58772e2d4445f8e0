import {test, expect, hydrated} from './guard';
import {allLocales, localePath} from '../support/spec-routes';

/**
 * The not-found page's search box under nginx and the production CSP: an unknown path answers
 * 404, and submitting the form (a plain GET form, `form-action 'self'`) reaches the locale's
 * search page, which shows results, with JavaScript and without it (then the search page itself
 * needs JavaScript to search, but the form still takes the reader there). A CSP that blocked the
 * form would leave the reader on the not-found page and report a violation.
 */
for (const locale of allLocales) {
  test(`${locale}: the not-found page's search form reaches the search page under the production CSP`, async ({
    page,
    guard,
  }) => {
    guard.allowConsole(/status of 404/);
    const prefix = localePath(locale, '');
    const response = await page.goto(`${prefix}no-such-page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    const input = page.locator(`form[role="search"][action="${prefix}search"] input[name="q"]`);
    await input.fill('rate limit');
    await input.press('Enter');
    await page.waitForURL(`${prefix}search?q=rate+limit`);
    await hydrated(page);
    await expect(page.locator('main ol > li').first()).toBeVisible({timeout: 15_000});
    await guard.networkQuiet();
  });

  test(`${locale}: without JavaScript the not-found page's form still submits under the CSP`, async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    try {
      const page = await context.newPage();
      const prefix = localePath(locale, '');
      const response = await page.goto(`${prefix}no-such-page`);
      expect(response?.status()).toBe(404);
      const form = page.locator(`form[role="search"][action="${prefix}search"]`);
      await form.locator('input[name="q"]').fill('rate limit');
      const [target] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/search?q=')),
        form.locator('button[type="submit"]').click(),
      ]);
      expect(target.status()).toBe(200);
      await expect(page).toHaveURL(`${prefix}search?q=rate+limit`);
    } finally {
      await context.close();
    }
  });
}

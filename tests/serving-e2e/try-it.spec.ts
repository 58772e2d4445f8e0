import {test, expect, hydrated} from './guard';
import {allLocales, localePath} from '../support/spec-routes';

/**
 * The request console under nginx and the production CSP, in every locale: opening it, checking a
 * request while typing (validators compiled at build time, no `eval`), sending the example and a
 * rehearsed failure make no CSP violation, no console error and no request to another origin: the
 * offline mock answers inside the page.
 */
for (const locale of allLocales) {
  test(`${locale}: the request console works under the production CSP and sends nothing off the site`, async ({
    page,
    guard,
  }) => {
    const requests: string[] = [];
    await page.goto(localePath(locale, 'api/endpoints/memory'));
    await hydrated(page);
    await guard.networkQuiet();
    page.on('request', (r) => requests.push(r.url()));
    const button = page.locator('[data-try-it="update-memory"]:visible');
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const dialog = page.locator('dialog[data-try-it-console="update-memory"]');
    await expect(dialog).toBeVisible();
    const body = dialog.locator('textarea');
    await body.fill('{"content": ""}');
    await expect(dialog.locator('[class*="violations_"] li')).toHaveCount(1);
    await body.fill('{"content": "Prefers aisle seats."}');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[data-try-it-answer]')).toHaveAttribute('data-try-it-answer', '200');
    await dialog.locator('select').selectOption({index: 4});
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog.locator('[data-try-it-answer]')).not.toHaveAttribute('data-try-it-answer', '200');
    await guard.networkQuiet();
    const origin = new URL(page.url()).origin;
    expect(
      requests.filter((u) => !u.startsWith(origin)),
      'requests off the site',
    ).toEqual([]);
    expect(
      requests.filter((u) => !/\.(js|css|json|woff2?|svg|png)(\?|$)/.test(new URL(u).pathname)),
      'nothing but the console code is fetched',
    ).toEqual([]);
  });
}

/**
 * A reader whose connection drops keeps the page they are reading: a link to a page whose code is
 * not in the browser yet shows a notice in the reader's language instead of reloading into the
 * browser's offline page (src/lib/navigation/same-site-links.ts, loaded at the first interaction). Online, a failed route load still reloads the window (src/client/navigation.ts).
 * These tests run without the console-error fixture: failed chunk loads log errors on purpose.
 */
import {test, expect, type Page} from '@playwright/test';

async function hydratedPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
}

const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

for (const [locale, prefix, notice] of [
  ['en', '', /You are offline\. The next page needs a connection/],
  ['es', '/es', /Estás sin conexión\. La página siguiente necesita conexión/],
  ['fr', '/fr', /Vous êtes hors ligne\. La page suivante nécessite une connexion/],
  ['de', '/de', /Sie sind offline\. Die nächste Seite braucht eine Verbindung/],
] as const) {
  test(`${locale}: offline, a link to a page not yet loaded keeps the current page and says why`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    await hydratedPage(page, `${prefix}/intro`);
    // The reader has been reading (pointer moves load the offline handling), then the connection
    // drops: whatever was not fetched before cannot be fetched now.
    await page.mouse.move(300, 400);
    await page.waitForFunction(() => document.querySelector('body > [role="status"][hidden]') !== null);
    await page.route('**/assets/js/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const link = page.locator(`.theme-doc-sidebar-container a[href="${prefix}/getting-started/quick-start"]`).first();
    await link.click();
    await expect(page.getByRole('status').filter({hasText: notice})).toBeVisible();
    await expect(page).toHaveURL(`${prefix}/intro`);
    expect(await sameDocument(page), 'the page was reloaded').toBe(true);

    // Back online, the same link takes the reader there (the loader remembers the failed chunk,
    // so this first page change after the outage is a full load, as online).
    await context.setOffline(false);
    await page.unroute('**/assets/js/**');
    await link.click();
    await expect(page).toHaveURL(`${prefix}/getting-started/quick-start`);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('status').filter({hasText: notice})).toBeHidden();
  });
}

test('online, a page whose code fails to load reloads the window', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  await hydratedPage(page, '/intro');
  await page.route('**/assets/js/**', (route) => route.abort('failed'));
  await page.locator('.theme-doc-sidebar-container a[href="/getting-started/quick-start"]').first().click();
  await expect(page).toHaveURL('/getting-started/quick-start');
  await expect.poll(() => sameDocument(page).catch(() => false)).toBe(false);
});

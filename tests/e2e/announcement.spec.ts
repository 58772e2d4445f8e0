import {test, expect, open} from './fixtures';
import {announcementId} from '../../config/announcement';

test('the announcement bar is shown until dismissed, and the dismissal is remembered', async ({page}) => {
  await open(page, '/es/');
  const bar = page.locator('.theme-announcement-bar');
  // The newest release of the changelog (tests/content/announcement.test.ts keeps the two in step).
  await expect(bar).toContainText('SDK de TypeScript 2.6.1');
  await expect(bar.getByRole('link')).toHaveAttribute('href', '/es/changelog');
  await expect(bar).toHaveCSS('background-color', 'rgb(30, 27, 75)');
  await bar.getByRole('button', {name: 'Cerrar'}).click();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementId);
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
  await open(page, '/fr/intro');
  await expect(page.locator('.theme-announcement-bar')).toBeHidden();
});

test('a new announcement id shows the bar again to a reader who dismissed an older one', async ({page}) => {
  await open(page, '/');
  await page.evaluate(() => {
    localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
  });
  // Docusaurus hides a dismissed bar before hydration (no layout shift), then notices the new id
  // and resets the dismissal: from the next page load on, the new announcement shows.
  await page.reload();
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(announcementId);
  await open(page, '/intro');
  await expect(page.locator('.theme-announcement-bar')).toBeVisible();
});

for (const [locale, prefix, heading] of [
  ['es', '/es', /Registro de cambios/],
  ['de', '/de', /Änderungsprotokoll/],
  ['en', '', /Changelog/],
] as const) {
  test(`${locale}: the announcement link changes the page without loading a new document`, async ({page}) => {
    await open(page, `${prefix}/intro`);
    await page.evaluate(() => {
      (window as unknown as {sameDocument: boolean}).sameDocument = true;
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    // The reader's pointer crosses the page on its way to the link (the first interaction loads
    // src/lib/navigation/same-site-links.ts, which routes raw-HTML links).
    await page.mouse.move(640, 400);
    await page.waitForFunction(() => document.querySelector('body > [role="status"][hidden]') !== null);
    await page.locator('.theme-announcement-bar a').click();
    await expect(page).toHaveURL(`${prefix}/changelog`);
    await expect(page.locator('main h1')).toHaveText(heading);
    expect(
      await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
      'the click loaded a new document',
    ).toBe(true);
    expect(documents).toEqual([]);
  });
}

test('es, phone: the short announcement keeps its link, which changes the page without loading a new document', async ({
  page,
}) => {
  await open(page, '/es/intro', {width: 390, height: 844});
  const link = page.locator('.theme-announcement-bar a');
  await expect(link).toHaveText('Registro de cambios', {useInnerText: true});
  await expect(link).toHaveAttribute('href', '/es/changelog');
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  // A tap on a phone: the first interaction loads the router for raw-HTML links.
  await page.mouse.move(200, 400);
  await page.waitForFunction(() => document.querySelector('body > [role="status"][hidden]') !== null);
  await link.click();
  await expect(page).toHaveURL('/es/changelog');
  await expect(page.locator('main h1')).toHaveText(/Registro de cambios/);
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    'the click loaded a new document',
  ).toBe(true);
});

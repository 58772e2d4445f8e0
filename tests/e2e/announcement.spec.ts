import {test, expect, open} from './fixtures';
import {announcementId} from '../../config/announcement';

test('the announcement bar is shown until dismissed, and the dismissal is remembered', async ({page}) => {
  await open(page, '/es/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('2025-06-01');
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

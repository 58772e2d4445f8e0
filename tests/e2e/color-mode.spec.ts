import {test, expect, open} from './fixtures';

const toggleName = /Switch between dark and light mode/;

test('colour mode defaults to light and ignores the system preference', async ({browser}) => {
  const context = await browser.newContext({colorScheme: 'dark'});
  const page = await context.newPage();
  await open(page, '/intro');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  await context.close();
});

test('the toggle flips between light and dark, stores the choice under "theme" and keeps it', async ({page}) => {
  await open(page, '/intro');
  const html = page.locator('html');
  const toggle = page.getByRole('button', {name: toggleName});
  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', {name: toggleName}).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test('a colour mode change in one tab reaches the other tabs', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await open(first, '/intro');
  await open(second, '/es/overview');
  await first.getByRole('button', {name: toggleName}).click();
  await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
});

test('persisted settings use un-namespaced localStorage keys', async ({page}) => {
  await open(page, '/intro');
  await page.getByRole('button', {name: toggleName}).click();
  await page.locator('.theme-announcement-bar').getByRole('button', {name: 'Close'}).click();
  const keys = await page.evaluate(() => Object.keys(localStorage).sort());
  expect(keys).toEqual(['docusaurus.announcement.dismiss', 'docusaurus.announcement.id', 'theme']);
});

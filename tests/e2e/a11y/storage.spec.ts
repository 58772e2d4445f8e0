/**
 * With localStorage blocked (a browser's privacy setting, a sandboxed frame) the page still
 * hydrates and the colour mode toggle still works for the tab, across client-side navigation.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, hydrated, open, test} from '../fixtures';

/** The colour toggle's accessible name begins so in English and (i18n/es/code.json) Spanish. */
const spanishLabel = (
  JSON.parse(readFileSync(path.join(__dirname, '../../../i18n/es/code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >
)['theme.colorToggle.ariaLabel']!.message.split(' (')[0]!;
const toggleName = new RegExp(`^(Switch between dark and light mode|${spanishLabel})`);

test.beforeEach(async ({context}) => {
  await context.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
});

test('planted: the init script really blocks localStorage', async ({page}) => {
  await open(page, '/intro');
  expect(
    await page.evaluate(() => {
      try {
        void window.localStorage;
        return 'accessible';
      } catch (error) {
        return (error as Error).name;
      }
    }),
  ).toBe('SecurityError');
});

for (const path of ['/', '/intro', '/es/api/memories']) {
  test(`with localStorage blocked ${path} hydrates and the colour toggle works for the tab`, async ({page}) => {
    await open(page, path, {width: 1280, height: 800});
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    // A client-side navigation keeps the choice for the tab.
    await page.locator('nav.navbar a.navbar__link[href$="/sdks/overview"]').click();
    await expect(page).toHaveURL(/\/sdks\/overview$/);
    await hydrated(page);
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: toggleName}).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
  });
}

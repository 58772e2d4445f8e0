import {test, expect, open} from './fixtures';

test.describe('mobile layout (at and below 996 px)', () => {
  test('996 px is mobile, 997 px is desktop', async ({page}) => {
    await open(page, '/intro', {width: 996, height: 800});
    await expect(page.locator('button.navbar__toggle')).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.locator('button.navbar__toggle')).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('the slide-out menu opens, locks scrolling, goes back to the main menu and closes at desktop width', async ({
    page,
  }) => {
    await open(page, '/api/search', {width: 800, height: 800});
    const nav = page.locator('nav.navbar');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(nav).toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

    // On a doc page the menu opens on the doc sidebar; the back button leads to the main menu.
    const back = page.getByRole('button', {name: /Back to main menu/});
    await expect(back).toBeVisible();
    await back.click();
    const primary = page.locator('.navbar-sidebar__item.menu').first();
    await expect(primary.getByRole('link', {name: 'API Reference'})).toBeVisible();
    await expect(primary.getByRole('link', {name: 'Dashboard'})).toBeVisible();

    await page.setViewportSize({width: 1200, height: 800});
    await expect(nav).not.toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('the language dropdown expands and collapses in the mobile menu', async ({page}) => {
    await open(page, '/es/', {width: 600, height: 900});
    await page.getByRole('button', {name: 'Alternar barra lateral'}).click();
    const dropdown = page.locator('.navbar-sidebar .menu__list-item', {
      has: page.locator('.menu__link--sublist', {hasText: 'Idiomas'}),
    });
    await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);
    const caret = dropdown.locator('button.menu__caret');
    await caret.click();
    await expect(dropdown).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(dropdown.getByRole('link', {name: 'English'})).toBeVisible();
    await caret.click();
    await expect(dropdown).toHaveClass(/menu__list-item--collapsed/);
    await caret.click();
    // Once the list has finished expanding: under a loaded machine a click during the animation
    // was once lost (the URL stayed /es/).
    await expect(dropdown).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await dropdown.getByRole('link', {name: 'Deutsch'}).click();
    await expect(page).toHaveURL('/de/');
  });

  test('closing the menu with its close button restores scrolling', async ({page}) => {
    await open(page, '/', {width: 400, height: 800});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });
  test('the doc sidebar in the mobile menu marks the current page, and following a link closes the menu', async ({
    page,
  }) => {
    await open(page, '/guides/migration', {width: 412, height: 823});
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar__item.menu').last();
    await expect(menu.locator('.menu__link--active[aria-current="page"]')).toHaveAttribute('href', '/guides/migration');
    await menu.getByRole('link', {name: 'Quick start', exact: true}).click();
    await expect(page).toHaveURL('/getting-started/quick-start');
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test("a docs page hydrates at phone width without initialising the browser's collator", async ({page}) => {
    // The first String.prototype.localeCompare of a page initialises ICU's collator (7-24 ms on
    // these machines); src/theme/DocSidebar/Mobile keeps the mobile menu from calling it.
    await page.addInitScript(() => {
      const original = String.prototype.localeCompare;
      const calls: string[] = [];
      (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls = calls;
      String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof original>) {
        calls.push(new Error().stack?.split('\n')[2]?.trim() ?? '?');
        return original.apply(this, args);
      };
    });
    await page.setViewportSize({width: 412, height: 823});
    for (const path of ['/api/endpoints/memory', '/de/guides/migration']) {
      await open(page, path);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as {localeCompareCalls: string[]}).localeCompareCalls),
        `localeCompare calls on ${path}`,
      ).toEqual([]);
    }
  });
});

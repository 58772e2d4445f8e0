/**
 * Keyboard: every interactive element is reachable and shows a focus indicator (navbar, language
 * dropdown, mobile menu, tabs, copy buttons, search and whatever else a page has); the mobile
 * menu traps focus while open and gives it back to its button when closed.
 */
import type {Page} from '@playwright/test';
import {expect, open, test} from '../fixtures';
import {
  axeViolations,
  describeViolations,
  focusStop,
  injectAxe,
  keyboardProblems,
  markTabTargets,
  tabThrough,
} from './support';

const desktop = {width: 1280, height: 800};
const mobile = {width: 600, height: 800};

/** Presses Tab from the top of the page until `predicate` matches the focused element. */
async function tabTo(page: Page, selector: string, limit = 200): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`${selector} is not reachable with Tab within ${limit} presses on ${page.url()}`);
}

for (const path of ['/', '/sdks/typescript', '/api/endpoints/memory', '/es/guides/migration']) {
  test(`every interactive element of ${path} is reachable with Tab and visibly focused`, async ({page}) => {
    // One round trip per Tab press (the page records the stops; they are read every 20 presses,
    // fade-ins read at their end value): a long reference page has a few hundred stops, and its
    // walk took 20 s on a loaded two-core machine, too close to the default 30 s.
    test.setTimeout(60_000);
    await open(page, path, desktop);
    const targets = await markTabTargets(page);
    expect(Object.keys(targets).length, 'interactive elements found').toBeGreaterThan(20);
    const stops = await tabThrough(page, Object.keys(targets).length + 40);
    expect(keyboardProblems(path, targets, stops), 'keyboard problems').toBe('');
  });
}

test('the navbar, including its search control when there is one, is operable from the keyboard', async ({page}) => {
  await open(page, '/intro', desktop);
  const targets = await markTabTargets(page, 'nav.navbar');
  const labels = Object.values(targets).join('\n');
  for (const name of [
    'Getting Started',
    'API Reference',
    'SDKs',
    'English',
    'Dashboard',
    'Switch between dark and light mode',
  ]) {
    expect(labels, `navbar control "${name}"`).toContain(name);
  }
  const stops = await tabThrough(page, 80);
  const navbarStops = stops.filter((s) => Object.hasOwn(targets, s.id));
  expect(keyboardProblems('/intro navbar', targets, navbarStops), 'keyboard problems').toBe('');
});

test('the language dropdown opens from the keyboard; its items are reachable and visibly focused', async ({page}) => {
  await open(page, '/intro', desktop);
  const dropdown = page.locator('.navbar__items--right .dropdown');
  const trigger = dropdown.locator('> .navbar__link');
  await tabTo(page, '.navbar__items--right .dropdown > .navbar__link');
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
  const names: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await focusStop(page);
    expect(stop?.indicator, `focus indicator on ${stop?.label}`).toBe(true);
    expect(
      await page.evaluate(() => !!document.activeElement?.closest('.dropdown__menu')),
      `focus inside the menu after ${i + 1} Tab`,
    ).toBe(true);
    names.push(stop!.label);
  }
  expect(names.join(' ')).toMatch(/English.*Español.*Français.*Deutsch/);
});

test('tabs: Tab reaches the selected tab, arrow keys move and select, focus is visible', async ({page}) => {
  await open(page, '/sdks/typescript', desktop);
  const tabList = page.getByRole('tablist').first();
  const first = tabList.getByRole('tab').first();
  await tabTo(page, '[role="tab"][aria-selected="true"]');
  await expect(first).toBeFocused();
  expect((await focusStop(page))?.indicator, 'focus indicator on the selected tab').toBe(true);
  // Manual activation (WAI-ARIA tabs pattern): arrows move focus, Enter selects.
  await page.keyboard.press('ArrowRight');
  const second = tabList.getByRole('tab').nth(1);
  await expect(second).toBeFocused();
  expect((await focusStop(page))?.indicator, 'focus indicator after ArrowRight').toBe(true);
  await page.keyboard.press('Enter');
  await expect(second).toHaveAttribute('aria-selected', 'true');
});

test('copy buttons are reachable with Tab and visible when focused', async ({page}) => {
  await open(page, '/getting-started/quick-start', desktop);
  await tabTo(page, 'button[aria-label="Copy code to clipboard"], button[title="Copy"]');
  const stop = await focusStop(page);
  expect(stop?.indicator, `focus indicator on ${stop?.label}`).toBe(true);
  await expect
    .poll(() => page.evaluate(() => Number(getComputedStyle(document.activeElement!).opacity)))
    .toBeGreaterThan(0.99);
});

async function openMobileMenu(page: Page): Promise<void> {
  await tabTo(page, 'button.navbar__toggle');
  await page.keyboard.press('Enter');
  await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
}

/** The mobile menu is closed and focus is back on the button that opened it. */
async function expectMenuClosedFocusOnToggle(page: Page): Promise<void> {
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(page.locator('button.navbar__toggle')).toBeFocused();
}

/**
 * Waits until the page's time-driven animations and transitions have ended (the menu sliding in,
 * its links' colours). A scroll-driven animation (the fade at a code block's cut-off edge follows
 * its scroll position) stays "running" for as long as the page is open, so it is left out.
 */
const transitionsEnded = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.timeline !== document.timeline || a.playState !== 'running'),
  );

const focusInSidebar = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));

/**
 * Focus is in the open menu, on an element inside the panel's box, and the panel is not scrolled
 * sideways: focusing an item of the menu slid out beside the shown one scrolls the whole menu off
 * screen.
 */
const focusOnShownMenu = (page: Page) =>
  page.evaluate(() => {
    const sidebar = document.querySelector('.navbar-sidebar');
    const active = document.activeElement;
    if (!sidebar || !active || !sidebar.contains(active)) return 'focus outside the menu';
    if (sidebar.scrollLeft !== 0) return `menu scrolled sideways by ${sidebar.scrollLeft} px`;
    const panel = sidebar.getBoundingClientRect();
    const box = active.getBoundingClientRect();
    return box.right > panel.left && box.left < panel.right
      ? ''
      : `focus on an off-screen item: ${active.outerHTML.slice(0, 80)}`;
  });

// A page without a doc sidebar opens the main menu; a doc page opens its doc sidebar beside it.
for (const path of ['/', '/sdks/typescript']) {
  test(`the mobile menu on ${path} takes focus, keeps Tab and Shift+Tab on its shown items, and gives focus back on Escape`, async ({
    page,
  }) => {
    await open(page, path, mobile);
    await openMobileMenu(page);
    // Focus moves in as soon as the sliding menu's links become focusable.
    await expect.poll(() => focusInSidebar(page), {message: 'focus moves into the open menu'}).toBe(true);
    // The items are listed and walked once the menu has slid in: on a loaded machine the slide
    // can still be under way, with the items' boxes and opacity on their way to where they stop.
    await transitionsEnded(page);
    const targets = await markTabTargets(page, '.navbar-sidebar');
    const count = Object.keys(targets).length;
    expect(count, 'focusable items in the menu').toBeGreaterThan(5);
    const stops = [];
    for (let i = 0; i < count + 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusOnShownMenu(page), `after ${i + 1} Tab`).toBe('');
      stops.push((await focusStop(page))!);
    }
    expect(keyboardProblems('mobile menu', targets, stops), 'keyboard problems').toBe('');
    for (let i = 0; i < count + 3; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusOnShownMenu(page), `after ${i + 1} Shift+Tab`).toBe('');
    }
    await page.keyboard.press('Escape');
    await expectMenuClosedFocusOnToggle(page);
  });
}

test('closing the mobile menu with its close button returns focus to the menu button', async ({page}) => {
  await open(page, '/es/', mobile);
  await openMobileMenu(page);
  await tabTo(page, '.navbar-sidebar__close', 20);
  await page.keyboard.press('Enter');
  await expectMenuClosedFocusOnToggle(page);
});

test('the open mobile menu has no axe violations in light and dark mode', async ({page}) => {
  await open(page, '/api/overview', mobile);
  for (const theme of ['light', 'dark']) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await open(page, '/api/overview');
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await openMobileMenu(page);
    // Colours are checked once the menu has slid in and its links' colour transitions have ended.
    await transitionsEnded(page);
    await injectAxe(page);
    const violations = await axeViolations(page, {});
    expect(describeViolations(`${theme} mobile menu`, violations), 'axe violations').toBe('');
    await page.keyboard.press('Escape');
  }
});

test('planted: a page that hides focus rings and has an element out of the Tab order is reported', async ({page}) => {
  await open(page, '/intro', desktop);
  await page.addStyleTag({content: '*:focus-visible { outline: none !important; box-shadow: none !important; }'});
  await page.evaluate(() => {
    document
      .querySelector('article')!
      .insertAdjacentHTML('afterbegin', '<span id="planted-fake-button" tabindex="0">Fake button</span>');
  });
  const targets = await markTabTargets(page);
  await page.evaluate(() => document.getElementById('planted-fake-button')!.setAttribute('tabindex', '-1'));
  const stops = await tabThrough(page, Object.keys(targets).length + 40);
  const problems = keyboardProblems('/intro', targets, stops);
  expect(problems).toMatch(/\/intro: not reachable with Tab: span "Fake button"/);
  expect(problems).toMatch(/\/intro: no visible focus indicator \(outline or box-shadow\) on a "Getting Started"/);
});

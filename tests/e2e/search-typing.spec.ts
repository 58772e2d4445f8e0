/**
 * Search keeps every keystroke typed from the moment it opens, while its code and index are still
 * loading: opened with Ctrl+K, "/", a click or a tap, on the first opening of a page, with the
 * dialog's code held back so it arrives late. Nothing typed reaches the page behind it.
 */
import type {Page, Route} from '@playwright/test';
import {expect, framesRendered, open, requestsReported, test} from './fixtures';

/** Holds back the search dialog's chunk and Pagefind until the test lets them go. */
async function slowSearchCode(page: Page): Promise<{release: () => void}> {
  const held: Route[] = [];
  let released = false;
  const hold = async (route: Route) => {
    if (released) return route.continue();
    held.push(route);
  };
  // The dialog's chunk is the only JS chunk requested after the page has loaded.
  await page.route('**/pagefind/**', hold);
  await page.route('**/assets/js/*.js', hold);
  return {
    release: () => {
      released = true;
      for (const route of held.splice(0)) void route.continue();
    },
  };
}

async function typeFast(page: Page, text: string): Promise<void> {
  // About 12 characters a second, an ordinary typing speed.
  await page.keyboard.type(text, {delay: 80});
}

/** The navbar's search button, in any locale. */
const navbarSearchButton = (page: Page) =>
  page.locator('.navbar').getByRole('button', {name: /Search|Buscar|Rechercher|Suchen/});

const ways: Array<{name: string; viewport: {width: number; height: number}; open: (page: Page) => Promise<void>}> = [
  {name: 'Ctrl+K', viewport: {width: 1280, height: 900}, open: (page) => page.keyboard.press('Control+k')},
  {name: '"/"', viewport: {width: 1280, height: 900}, open: (page) => page.keyboard.press('/')},
  {
    name: 'a click',
    viewport: {width: 1280, height: 900},
    open: (page) => navbarSearchButton(page).click(),
  },
  {
    name: 'a tap on a phone',
    viewport: {width: 390, height: 844},
    open: (page) => navbarSearchButton(page).tap(),
  },
];

for (const locale of ['en', 'de'] as const) {
  for (const way of ways) {
    test(`${locale}: opened by ${way.name}, every key typed while search loads lands in the box`, async ({browser}) => {
      const context = await browser.newContext({
        viewport: way.viewport,
        hasTouch: way.name.includes('tap'),
        baseURL: test.info().project.use.baseURL,
      });
      const page = await context.newPage();
      await open(page, locale === 'en' ? '/api/overview' : '/de/api/overview');
      await page.waitForLoadState('networkidle');
      const gate = await slowSearchCode(page);
      const scrollBefore = await page.evaluate(() => window.scrollY);

      await way.open(page);
      const query = locale === 'en' ? 'rate limit' : 'Ratenlimit Header';
      await typeFast(page, query);
      // The dialog's code is still held back: the reader typed into the frame shown at once.
      await expect(page.locator('dialog[open] input')).toHaveValue(query);
      gate.release();

      const box = page.getByRole('combobox');
      await expect(box).toHaveValue(query);
      await expect(box).toBeFocused();
      await typeFast(page, 's');
      await expect(box).toHaveValue(`${query}s`);
      await expect(page.getByRole('option').first()).toBeVisible();
      expect(await page.evaluate(() => window.scrollY), 'a typed space scrolled the page behind the search').toBe(
        scrollBefore,
      );
      await context.close();
    });
  }
}

test('pointing at the search button starts loading the search; the page alone loads none of it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const requests: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) requests.push(pathname);
  });
  await open(page, '/intro');
  await page.waitForLoadState('networkidle');
  await page.mouse.wheel(0, 400);
  // The scroll has happened and its listeners have run; anything they asked for would have been
  // reported by now.
  await page.waitForFunction(() => window.scrollY > 0, null, {polling: 'raf'});
  await framesRendered(page);
  await requestsReported(page);
  expect(requests, 'search requests on a page load').toEqual([]);
  await page.locator('.navbar').getByRole('button', {name: 'Search'}).hover();
  await expect.poll(() => requests).toContain('/pagefind/pagefind.js');
  await expect.poll(() => requests.some((r) => /mnemora-lexicon\.en-us\.json$/.test(r))).toBe(true);
});

test('search opened as the first interaction answers before the page loads code highlighting', async ({page}) => {
  // Prism and its languages load at the first interaction; when that interaction opens the
  // search, they wait for its first results instead of taking the main thread before them.
  await open(page, '/intro', {width: 1280, height: 900});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const w = window as unknown as {firstOptionAt?: number};
    new MutationObserver((_, observer) => {
      if (document.querySelector('dialog[open] [role="option"]')) {
        w.firstOptionAt = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, {childList: true, subtree: true});
  });
  const prismRequests = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/prism-react-renderer\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    );
  expect(await prismRequests(), 'Prism requested before any interaction').toEqual([]);
  await page.keyboard.press('Control+k');
  await page.keyboard.type('rate limit');
  await expect(page.getByRole('option').first()).toBeVisible();
  // Still loaded for the next page, once the search has answered.
  await expect.poll(prismRequests).not.toEqual([]);
  const firstOptionAt = await page.evaluate(
    () => (window as unknown as {firstOptionAt?: number}).firstOptionAt ?? Infinity,
  );
  const [prismAt = -Infinity] = await prismRequests();
  expect(prismAt, 'Prism requested before the first results were on screen').toBeGreaterThan(firstOptionAt);
});

test('a first interaction elsewhere loads code highlighting at once', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  const prism: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/js\/prism-react-renderer\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname))
      prism.push(request.url());
  });
  await open(page, '/intro');
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control');
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => prism.length, {timeout: 2000}).toBeGreaterThan(0);
});

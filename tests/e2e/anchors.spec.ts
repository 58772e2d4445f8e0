/**
 * A jump to a heading leaves the heading at the top of the content area: just below the navbar
 * when the navbar shows, at the top of the window when it has slid away, and it stays there. Long
 * pages lay out code blocks and tables lazily (src/css/custom.css), so each way of jumping is
 * tried on long pages in several locales, on a desktop and a phone: table-of-contents clicks (down
 * and back up), URLs opened with a hash, links inside the page, links from another page, back and
 * forward, and the locale switcher, which keeps the hash.
 */
import type {Page} from '@playwright/test';
import {expect, framesRendered, hydrated, nearbyBlocksRendered, open, scrollHandled, test} from './fixtures';

const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};
const longPages = ['/es/api/endpoints/memory', '/api/endpoints/search', '/fr/guides/migration', '/de/sdks/python'];

/** How far below the top of the content area a heading may land (scroll-margin is 0.5rem). */
const tolerance = 16;

async function headingIds(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll('.markdown :is(h2, h3)[id]')].map((h) => h.id));
}

/** Distance of the heading below the visible bottom of the navbar (or the window's top), or of the bar of contents. */
async function offset(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const heading = document.getElementById(target);
    if (!heading) throw new Error(`no element #${target}`);
    // The navbar while it shows, and a reference page's bar of contents, which sticks below it.
    const covering = ['.navbar', '[data-api-navigator]'].map(
      (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0,
    );
    const contentTop = Math.max(0, ...covering);
    return heading.getBoundingClientRect().top - contentTop;
  }, id);
}

async function expectLanded(page: Page, id: string, how: string): Promise<void> {
  // Wait for the page to come to rest, then read the position. At rest means unmoved over four
  // reads 450 ms apart in all: the navbar slides away in 200 ms, and the guard that scrolls a
  // heading out from under a navbar shown again only acts after 250 ms without a change
  // (src/lib/navigation/navbar-guard.ts), so a shorter wait can read the page before it has.
  const reads: number[] = [];
  await expect
    .poll(
      async () => {
        reads.push(await offset(page, id));
        const last = reads.slice(-4);
        return last.length === 4 && Math.max(...last) - Math.min(...last) <= 1;
      },
      {message: `${how}: #${id} never came to rest`, intervals: [150]},
    )
    .toBe(true);
  const first = await offset(page, id);
  expect(first, `${how}: #${id} is ${Math.round(-first)} px under the navbar`).toBeGreaterThanOrEqual(-1);
  // A heading near the end of a page cannot scroll further up than the page's end allows.
  const atEnd = await page.evaluate(
    () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
  );
  if (!atEnd)
    expect(first, `${how}: #${id} is ${Math.round(first)} px below the top of the content area`).toBeLessThanOrEqual(
      tolerance,
    );
  else
    expect(first, `${how}: #${id} (end of the page) is off screen`).toBeLessThan(
      await page.evaluate(() => window.innerHeight / 2),
    );
  // Blocks around the heading render once the page is there: the heading must not move.
  await nearbyBlocksRendered(page);
  const later = await offset(page, id);
  expect(
    Math.abs(later - first),
    `${how}: #${id} moved ${Math.round(later - first)} px after landing`,
  ).toBeLessThanOrEqual(2);
}

/** Headings spread over the page, visited out of order so jumps go both down and back up. */
function spread(ids: readonly string[]): string[] {
  const pick = [0.55, 0.2, 0.9, 0.4, 1, 0.7].map(
    (f) => ids[Math.min(ids.length - 1, Math.floor(f * (ids.length - 1)))] ?? '',
  );
  return [...new Set(pick.filter(Boolean))];
}

/**
 * Clicks the page's table-of-contents entry for `id`: the table of contents beside the content, or
 * on a reference page its bar of contents at the top (src/components/ApiReference/Navigator.tsx),
 * opened first when it is closed.
 */
async function clickContentsEntry(page: Page, id: string): Promise<void> {
  const bar = page.locator('[data-api-navigator]');
  if ((await bar.count()) === 0) {
    await page.locator(`.table-of-contents a[href="#${id}"]`).first().click();
    return;
  }
  if ((await bar.locator('details').getAttribute('open')) === null) await bar.locator('summary').click();
  await bar.locator(`a[href="#${id}"]`).click();
}

for (const path of longPages) {
  test(`${path}: table-of-contents clicks land on their heading (desktop), and back/forward return to them`, async ({
    page,
  }) => {
    await open(page, path, desktop);
    const visited: string[] = [];
    for (const id of spread(await headingIds(page))) {
      await clickContentsEntry(page, id);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectLanded(page, id, 'TOC click');
      visited.push(id);
    }
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`#${visited.at(-2)}$`));
    await expectLanded(page, visited.at(-2)!, 'back');
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`#${visited.at(-1)}$`));
    await expectLanded(page, visited.at(-1)!, 'forward');
  });

  test(`${path}: a URL opened with a hash lands on its heading (desktop and phone)`, async ({page}) => {
    for (const viewport of [desktop, phone]) {
      await open(page, path, viewport);
      for (const id of spread(await headingIds(page)).slice(0, 3)) {
        await page.goto(`${path}#${id}`);
        await hydrated(page);
        await expectLanded(page, id, `opened with #${id} at ${viewport.width} px`);
      }
    }
  });
}

test('phone: the collapsed "On this page" menu takes the reader to the heading, down and back up', async ({page}) => {
  await open(page, '/de/sdks/python', phone);
  const ids = spread(await headingIds(page)).slice(0, 3);
  for (const id of ids) {
    // The menu sits above the content: the reader goes back up to it. It stays open after a
    // jump, so the reader opens it only when it is closed (pressing its button again would close
    // it, and the click on the link then raced the closing animation).
    await page.evaluate(() => window.scrollTo(0, 0));
    const link = page.locator(`.theme-doc-toc-mobile a[href="#${id}"]`);
    if (!(await link.isVisible())) await page.locator('.theme-doc-toc-mobile button').click();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expectLanded(page, id, 'mobile TOC');
  }
});

test("phone: a reference page's bar of contents takes the reader to the heading from wherever they are", async ({
  page,
}) => {
  await open(page, '/es/api/endpoints/memory', phone);
  for (const id of spread(await headingIds(page)).slice(0, 3)) {
    // The bar sticks at the top: the reader opens it where they are, without going back up.
    await clickContentsEntry(page, id);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expectLanded(page, id, 'bar of contents');
  }
});

test('links inside a page and from another page land on their heading', async ({page}) => {
  await open(page, '/api/memories', desktop);
  // A link in the prose to a heading further down the same page.
  const inPage = await page.evaluate(() => {
    const ids = new Set([...document.querySelectorAll('.markdown :is(h2, h3)[id]')].map((h) => h.id));
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href^="#"]:not(.hash-link)')].find((a) =>
      ids.has(a.hash.slice(1)),
    );
    return link?.hash.slice(1) ?? null;
  });
  expect(inPage, 'the memories page links to one of its own headings').not.toBeNull();
  await page.locator(`.markdown a[href="#${inPage}"]:not(.hash-link)`).first().click();
  await expectLanded(page, inPage!, 'in-page link');

  // A link to a heading of a long page, followed through the client router.
  await open(page, '/api/overview');
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
  const href = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.markdown a[href*="#"]')].find(
      (a) =>
        a.origin === location.origin &&
        a.pathname !== location.pathname &&
        a.hash.length > 1 &&
        !a.pathname.includes('.'),
    );
    return link ? `${link.pathname}${link.hash}` : null;
  });
  expect(href, 'the API overview links to a heading of another page').toBeTruthy();
  const link = page.locator(`.markdown a[href="${href}"]`).first();
  await link.click();
  await expect(page).toHaveURL(href!);
  await expectLanded(page, href!.split('#')[1]!, `link to ${href}`);
  expect(
    await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument),
    'client-side navigation',
  ).toBe(true);
});

test('the locale switcher keeps the hash and the new page lands on the same heading', async ({page}) => {
  await open(page, '/es/api/endpoints/memory', desktop);
  const id = spread(await headingIds(page))[0]!;
  await page.goto(`/es/api/endpoints/memory#${id}`);
  await hydrated(page);
  // The reader has landed; the navbar may have slid away on the way down, and comes back as they
  // scroll up a little, as a reader does to reach it (the navbar lets the first scroll after a
  // jump pass). The dropdown then opens on hover.
  await expectLanded(page, id, 'opened with the hash');
  const navbarShown = () => page.locator('nav.navbar').evaluate((nav) => !/\bnavbarHidden/.test(nav.className));
  await expect
    .poll(
      async () => {
        if (await navbarShown()) return true;
        await scrollHandled(page, Math.max(0, Math.round(await page.evaluate(() => window.scrollY)) - 40));
        return navbarShown();
      },
      {message: 'the navbar comes back as the reader scrolls up'},
    )
    .toBe(true);
  await page
    .locator('.navbar .dropdown > .navbar__link')
    .filter({hasText: /Español/})
    .hover();
  await page
    .locator(
      '.navbar .dropdown__menu a[lang="fr-FR"], .navbar .dropdown__menu a[hreflang="fr-FR"], .navbar .dropdown__menu a:has-text("Français")',
    )
    .first()
    .click();
  await expect(page).toHaveURL(`/fr/api/endpoints/memory#${id}`);
  await hydrated(page);
  await expectLanded(page, id, 'locale switch');
});

test('a diagram that renders after the reader jumped past it leaves their heading where it landed', async ({page}) => {
  await page.setViewportSize(desktop);
  // Opened far below the diagram, so that it is not loaded yet; then its code is held back, the
  // reader goes back to the top (the diagram starts loading) and jumps far down; the diagram's
  // code arrives only once the heading has landed.
  await open(page, '/fr/guides/migration#import-in-batches');
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route('**/assets/js/**', async (route) => {
    held.push(route.request().url());
    await released;
    await route.continue();
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(() => held.length, {message: 'the diagram starts loading near the top'}).toBeGreaterThan(0);
  await page.locator('.table-of-contents a[href="#count-what-arrived"]').first().click();
  await expectLanded(page, 'count-what-arrived', 'TOC click');
  const before = await offset(page, 'count-what-arrived');
  release();
  // The diagram has drawn, off screen.
  const diagram = page.locator('.mnemora-mermaid-slot').first();
  await expect
    .poll(() => diagram.evaluate((el) => el.querySelector('svg')?.getBoundingClientRect().height ?? 0), {
      timeout: 15_000,
    })
    .toBeGreaterThan(400);
  // Its slot takes the diagram's height and scroll anchoring answers in the frames after it drew.
  await framesRendered(page);
  expect(
    Math.abs((await offset(page, 'count-what-arrived')) - before),
    'the heading moved when the diagram above it drew',
  ).toBeLessThanOrEqual(2);
  // Back near the diagram, the reader sees all of it.
  await diagram.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      diagram.evaluate(
        (el) => el.getBoundingClientRect().height - (el.querySelector('svg')?.getBoundingClientRect().height ?? 0),
      ),
    )
    .toBeGreaterThanOrEqual(0);
});

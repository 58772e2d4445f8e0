/**
 * Without JavaScript, on a desktop screen, the written-out sidebar (src/theme/DocSidebar,
 * src/css/layout.css) is where a reader expects it: beside the content and in the first screen,
 * stuck under the navbar while the page scrolls, never running into the footer; and a keyboard
 * reader tabbing from the top of the page always sees what has focus.
 */
import type {Page} from '@playwright/test';
import {expect, test} from '../fixtures';
import {addStyleWithoutJs} from '../../support/style-without-js';

test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

type Box = {top: number; bottom: number; left: number; right: number};

/** Where the sidebar, its first link, the navbar, the page title and the footer are, in viewport px. */
async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string): Box | null => {
      const el = document.querySelector(selector);
      if (!el) return null;
      const r = el.getBoundingClientRect();
      return {top: r.top, bottom: r.bottom, left: r.left, right: r.right};
    };
    // The sidebar as the reader sees it: the fallback's links, cut to its scroll box if it has one.
    const nav = box('.mnemora-noscript-sidebar');
    const scroller = document.querySelector('.theme-doc-sidebar-container > div');
    const clip =
      scroller && getComputedStyle(scroller).overflowY !== 'visible' ? scroller.getBoundingClientRect() : null;
    const sidebar =
      nav && clip
        ? {
            top: Math.max(nav.top, clip.top),
            bottom: Math.min(nav.bottom, clip.bottom),
            left: nav.left,
            right: nav.right,
          }
        : nav;
    return {
      viewport: {width: innerWidth, height: innerHeight},
      sidebar,
      firstLink: box('.mnemora-noscript-sidebar a[href]'),
      navbar: box('.navbar'),
      main: box('main'),
      h1: box('main h1'),
      footer: box('footer.footer'),
    };
  });
}

/** What is wrong with the sidebar's place on the current page, one line per problem. */
async function sidebarProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  const top = await layout(page);
  const {sidebar, firstLink, navbar, main, h1, footer} = top;
  if (!sidebar || !firstLink || !navbar || !main || !h1 || !footer)
    return [`${where}: sidebar, navbar, main, h1 or footer missing: ${JSON.stringify(top)}`];
  const height = top.viewport.height;
  if (firstLink.top < navbar.bottom - 1 || firstLink.bottom > height)
    problems.push(
      `${where}: the sidebar's first link is at ${Math.round(firstLink.top)}-${Math.round(firstLink.bottom)} px, not in the first screen below the navbar (${Math.round(navbar.bottom)}-${height} px)`,
    );
  if (sidebar.right > main.left + 1)
    problems.push(
      `${where}: the sidebar (right edge ${Math.round(sidebar.right)} px) is not beside the content (left edge ${Math.round(main.left)} px)`,
    );
  if (sidebar.top > h1.bottom)
    problems.push(
      `${where}: the sidebar starts at ${Math.round(sidebar.top)} px, under the title (bottom ${Math.round(h1.bottom)} px)`,
    );

  // Half-way down, the sidebar is still there under the navbar.
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - innerHeight) / 2));
  const middle = await layout(page);
  if (
    middle.firstLink &&
    middle.navbar &&
    (middle.firstLink.top < middle.navbar.bottom - 1 || middle.firstLink.bottom > height)
  )
    problems.push(
      `${where}: half-way down the page the sidebar's first link is at ${Math.round(middle.firstLink.top)} px, off screen`,
    );

  // At the end of the page, it ends above the footer.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const end = await layout(page);
  if (end.sidebar && end.footer && end.sidebar.bottom > end.footer.top + 1)
    problems.push(
      `${where}: at the end of the page the sidebar reaches ${Math.round(end.sidebar.bottom)} px, under the footer (top ${Math.round(end.footer.top)} px)`,
    );
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
}

const pages = [
  ['en, a short page', '/intro'],
  ['en, a long page', '/api/endpoints/memory'],
  ['de, a short page', '/de/guides/'],
  ['de, a long page', '/de/api/endpoints/search'],
  ['fr, the last page of the sidebar', '/fr/tutorial-extras/translate-your-site'],
] as const;

for (const [name, path] of pages) {
  test(`without JavaScript the desktop sidebar is beside the content, in the first screen and above the footer: ${name}`, async ({
    page,
  }) => {
    expect((await page.goto(path))?.status()).toBe(200);
    expect((await sidebarProblems(page, path)).join('\n')).toBe('');
  });
}

/** Tabs `presses` times from the top of the page; lists every focused element not fully on screen. */
async function offScreenFocus(page: Page, presses: number): Promise<{focused: number; problems: string[]}> {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < presses; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const navbar = document.querySelector('.navbar')!.getBoundingClientRect();
      const inNavbar = Boolean(el.closest('.navbar, .theme-announcement-bar, [class*="skipToContent"]'));
      const label = `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${el.getAttribute('href') ?? ''}`;
      return {
        label,
        top: r.top,
        bottom: r.bottom,
        left: r.left,
        right: r.right,
        width: r.width,
        height: r.height,
        navbarBottom: navbar.bottom,
        inNavbar,
        vw: innerWidth,
        vh: innerHeight,
      };
    });
    if (!focus) continue;
    seen.add(focus.label);
    const where = `Tab ${i + 1}: ${focus.label} at ${Math.round(focus.left)},${Math.round(focus.top)} ${Math.round(focus.width)}×${Math.round(focus.height)}`;
    if (focus.width === 0 || focus.height === 0) problems.push(`${where}: has no box`);
    else {
      // An element taller than the space below the navbar (a long code block) cannot be wholly
      // on screen: it must then fill that space.
      const ceiling = focus.inNavbar ? 0 : focus.navbarBottom;
      const shown = Math.min(focus.bottom, focus.vh) - Math.max(focus.top, ceiling);
      const needed = Math.min(focus.height, focus.vh - ceiling);
      if (shown < needed - 1 || focus.left < -1 || focus.right > focus.vw + 1)
        problems.push(`${where}: not fully on screen${focus.inNavbar ? '' : ' below the navbar'}`);
    }
  }
  return {focused: seen.size, problems};
}

for (const path of ['/api/endpoints/memory', '/es/guides/migration']) {
  test(`without JavaScript every element Tab reaches from the top is on screen: ${path}`, async ({page}) => {
    test.setTimeout(60_000);
    await page.goto(path);
    const {focused, problems} = await offScreenFocus(page, 90);
    // Navbar, the whole sidebar (about 45 links) and into the page: the walk covers all three.
    expect(focused, 'distinct elements focused').toBeGreaterThan(60);
    expect(problems.join('\n'), 'focused elements off screen').toBe('');
  });
}

test('planted: the original sidebar box back above the fallback is reported', async ({page}) => {
  await page.goto('/intro');
  // The layout before the fix: the original's full-height box first, the fallback overflowing it.
  await addStyleWithoutJs(
    page,
    '.theme-doc-sidebar-container > div > div:has(> nav.menu) { display: flex !important; } .theme-doc-sidebar-container { margin-top: calc(-1 * var(--ifm-navbar-height)) !important; } .theme-doc-sidebar-container > div { top: 0 !important; height: 100% !important; max-height: 100vh !important; overflow: visible !important; }',
  );
  const problems = (await sidebarProblems(page, '/intro')).join('\n');
  expect(problems).toMatch(/\/intro: the sidebar's first link is at \d+-\d+ px, not in the first screen/);
  expect(problems).toMatch(/\/intro: at the end of the page the sidebar reaches \d+ px, under the footer/);
  const focus = await offScreenFocus(page, 40);
  expect(focus.problems.join('\n')).toMatch(/not fully on screen below the navbar/);
});

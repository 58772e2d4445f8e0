/**
 * The top of a docs page on a phone (390×844): the page title is in the first screen on every
 * docs page of every locale, under a two-line announcement (config/announcement.ts has a short
 * wording for phones) and one "Page actions" button (src/components/PageActions) instead of a
 * wrapped row of four. The button opens its list for a keyboard and a screen reader.
 */
import type {Page} from '@playwright/test';
import {localeConfigs, type Locale} from '../../config/i18n';
import {categoryRoutes, docRoutes, localePath, pageRoutes} from '../support/spec-routes';
import {expect, open, test} from './fixtures';

const phone = {width: 390, height: 844};

/**
 * Whether the browser tells assistive technology that the button named `name` is expanded: its
 * accessibility tree (CDP), which is where a `popovertarget` button's open state is exposed (the
 * page sets no `aria-expanded` of its own, which HTML does not allow beside `popovertarget`).
 */
async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const {nodes} = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find((n) => n.role?.value === 'button' && n.name?.value === name && !n.ignored);
    const expanded = button?.properties?.find((p) => p.name === 'expanded');
    return expanded === undefined ? undefined : Boolean(expanded.value.value);
  } finally {
    await cdp.detach();
  }
}

/** The docs pages of a locale, from its sitemap: everything but the home page, the standalone pages and search. */
async function docsPagesOf(page: Page, locale: Locale): Promise<string[]> {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  const response = await page.request.get(`${prefix}/sitemap.xml`);
  expect(response.status(), `${prefix}/sitemap.xml`).toBe(200);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const notDocs = new Set([...pageRoutes, 'search'].map((route) => localePath(locale, route)));
  const docs = paths.filter((p) => !notDocs.has(p) && p !== `${prefix}/`);
  // A sitemap that lost pages would make this test pass on fewer pages: it must hold every route.
  const missing = [...docRoutes, ...categoryRoutes]
    .map((route) => localePath(locale, route))
    .filter((p) => !docs.includes(p));
  expect(missing, `docs routes missing from ${prefix}/sitemap.xml`).toEqual([]);
  return docs;
}

for (const locale of Object.keys(localeConfigs) as Locale[]) {
  test(`${locale}: on a 390×844 phone every docs page shows its title in the first screen`, async ({page}) => {
    test.setTimeout(240_000);
    await page.setViewportSize(phone);
    const problems: string[] = [];
    const pages = await docsPagesOf(page, locale);
    for (const path of pages) {
      await open(page, path);
      const top = await page.evaluate(() => {
        const h1 = document.querySelector('main h1')?.getBoundingClientRect();
        const bar = document.querySelector('.theme-announcement-bar')?.getBoundingClientRect();
        const actions = document.querySelector('[role="group"][data-pagefind-ignore]')?.getBoundingClientRect();
        return {scrollY, h1: h1?.bottom, bar: bar?.height ?? 0, actions: actions?.height ?? 0};
      });
      if (top.h1 === undefined) problems.push(`${path}: no h1 in main`);
      else if (top.scrollY !== 0 || top.h1 >= phone.height)
        problems.push(
          `${path}: the title ends at ${Math.round(top.h1 + top.scrollY)} px (announcement ${Math.round(top.bar)} px, page actions ${Math.round(top.actions)} px), below the first ${phone.height} px`,
        );
    }
    expect(pages.length, 'docs pages checked').toBeGreaterThanOrEqual(docRoutes.length + categoryRoutes.length);
    expect(problems.join('\n'), 'pages whose title is below the first screen').toBe('');
  });
}

/** The short announcement and the page actions on one line each, per locale, with the texts the reader gets. */
const phoneTop = [
  {
    locale: 'en',
    path: '/api/search',
    short: 'TypeScript SDK 2.6.1, Python SDK 2.5.2, CLI 2.2.1. Changelog',
    long: 'TypeScript SDK 2.6.1, Python SDK 2.5.2 and CLI 2.2.1: fixes for change-stream reconnects, Retry-After: 0 and imports. Read the changelog',
    menu: 'Page actions',
    group: 'Page actions',
    copy: 'Copy page as Markdown',
    copied: 'Markdown copied to the clipboard.',
  },
  {
    locale: 'es',
    path: '/es/guides/',
    short: 'SDK de TypeScript 2.6.1, SDK de Python 2.5.2, CLI 2.2.1. Registro de cambios',
    long: 'SDK de TypeScript 2.6.1, SDK de Python 2.5.2 y CLI 2.2.1: correcciones en la reconexión, Retry-After: 0 y la importación. Consulta el registro de cambios',
    menu: 'Acciones de la página',
    group: 'Acciones de la página',
    copy: 'Copiar la página como Markdown',
    copied: 'Markdown copiado al portapapeles.',
  },
  {
    locale: 'de',
    path: '/de/api/endpoints/memory',
    short: 'TypeScript-SDK 2.6.1, Python-SDK 2.5.2, CLI 2.2.1. Änderungsprotokoll',
    long: 'TypeScript-SDK 2.6.1, Python-SDK 2.5.2 und CLI 2.2.1: Korrekturen beim Wiederverbinden, bei Retry-After: 0 und beim Import. Zum Änderungsprotokoll',
    menu: 'Seitenaktionen',
    group: 'Seitenaktionen',
    copy: 'Seite als Markdown kopieren',
    copied: /^Markdown in die Zwischenablage kopiert/,
  },
] as const;

test.describe('phone', () => {
  test.use({viewport: phone, permissions: ['clipboard-read', 'clipboard-write']});

  for (const t of phoneTop) {
    test(`${t.locale}: the announcement is two lines of short text and the page actions one button`, async ({page}) => {
      await open(page, t.path);
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toHaveText(t.short, {useInnerText: true});
      const lineHeight = await bar
        .locator('.mnemora-announcement-short')
        .first()
        .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
      const content = await bar.locator('[class*="announcementBarContent"]').boundingBox();
      expect(content!.height, 'the announcement text takes two lines at most').toBeLessThanOrEqual(2 * lineHeight + 12);
      const group = page.getByRole('group', {name: t.group});
      const toggle = group.getByRole('button', {name: t.menu});
      await expect(toggle).toBeVisible();
      await expect.poll(() => announcedExpanded(page, t.menu), 'announced collapsed').toBe(false);
      await expect(group.getByRole('button', {name: t.copy})).toBeHidden();
      const [groupBox, toggleBox] = [await group.boundingBox(), await toggle.boundingBox()];
      // One button high, plus the row gap before the (empty) status line under it.
      expect(groupBox!.height, 'the page actions take the height of one button').toBeLessThanOrEqual(
        toggleBox!.height + 8,
      );
      expect(toggleBox!.x + toggleBox!.width, 'the button sits at the right edge of the text').toBeGreaterThan(
        phone.width - 30,
      );
    });

    test(`${t.locale}: the page actions button opens its list by keyboard; Escape closes it and returns focus`, async ({
      page,
    }) => {
      await open(page, t.path);
      const group = page.getByRole('group', {name: t.group});
      const toggle = group.getByRole('button', {name: t.menu});
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => announcedExpanded(page, t.menu), 'announced expanded').toBe(true);
      const copy = group.getByRole('button', {name: t.copy});
      await expect(copy).toBeVisible();
      // The list opens under its button, on screen, one action per row.
      const items = group.locator('[popover] > *');
      const boxes = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(4);
      const toggleBox = (await toggle.boundingBox())!;
      for (const [i, box] of boxes.entries()) {
        expect(box.top, `item ${i + 1} under the button`).toBeGreaterThanOrEqual(toggleBox.y + toggleBox.height - 1);
        expect(box.bottom, `item ${i + 1} on screen`).toBeLessThanOrEqual(phone.height);
        expect(box.left, `item ${i + 1} on screen`).toBeGreaterThanOrEqual(0);
        expect(box.right, `item ${i + 1} on screen`).toBeLessThanOrEqual(phone.width);
        if (i > 0) expect(box.top, `item ${i + 1} below item ${i}`).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom - 1);
      }

      // Tab goes from the button into the list; Enter on "Copy page" copies and says so.
      await page.keyboard.press('Tab');
      await expect(copy).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(group.getByRole('status')).toHaveText(t.copied);
      const twin = await (await page.request.get(`${t.path.replace(/\/$/, '/index')}.md`)).text();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);

      // Escape closes the list and puts focus back on the button.
      await page.keyboard.press('Escape');
      await expect(copy).toBeHidden();
      await expect.poll(() => announcedExpanded(page, t.menu), 'announced collapsed').toBe(false);
      await expect(toggle).toBeFocused();

      // Opened again, a tap elsewhere on the page (its left margin, where nothing is a link) closes it.
      await page.keyboard.press('Enter');
      await expect.poll(() => announcedExpanded(page, t.menu), 'announced expanded').toBe(true);
      await page.mouse.click(4, phone.height - 100);
      await expect.poll(() => announcedExpanded(page, t.menu), 'announced collapsed').toBe(false);
    });
  }
});

test('desktop keeps the page actions as one row of four, without the menu button', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 900});
  for (const t of phoneTop) {
    await open(page, t.path);
    const group = page.getByRole('group', {name: t.group});
    await expect(group.getByRole('button', {name: t.menu})).toBeHidden();
    const tops = await group
      .locator('[popover] > *')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(tops, `${t.path}: four actions on one line`).toEqual([tops[0], tops[0], tops[0], tops[0]]);
    // The full sentence and link, not the phone's wording.
    await expect(page.locator('.theme-announcement-bar')).toHaveText(t.long, {useInnerText: true});
  }
});

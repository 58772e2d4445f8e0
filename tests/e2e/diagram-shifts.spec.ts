/**
 * A diagram drawing moves nothing on its page: on every built page with a diagram, in every locale
 * (the labels are translated, so each locale's diagrams have sizes of their own), at 1280 px and on a
 * 390 px phone, each diagram is scrolled into view and drawn, and then
 * - the page's accumulated layout-shift score (every `layout-shift` entry without recent input, from
 *   the first paint on) is under 0.01, and
 * - the heading above the diagram and the first block below it are where they were on screen when
 *   the diagram came into view: the room kept for it before it drew is the room it takes, and the
 *   size that room was reserved for (src/theme/Mermaid/sizes.json) is the size it draws at.
 * The pages are found in the built site (every page whose HTML has a diagram slot), and a test keeps
 * that list equal to the pages with Mermaid diagrams in docs/ and each locale's translations.
 * Light and dark draw the same sizes (only colours differ): the desktop width is checked in light
 * mode, the phone in dark mode. Figures for a report: DIAGRAM_SHIFTS=/tmp/file.jsonl appends one
 * line per page and width.
 */
import {appendFileSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, open, test} from './fixtures';
import {defaultLocale, locales} from '../../config/i18n';
import {sourceDiagrams} from '../../src/lib/diagram-sizes';

const repoRoot = process.cwd();
const buildDir = path.join(repoRoot, 'build');
const report = process.env.DIAGRAM_SHIFTS;

/** Light and dark draw the same sizes (scripts/measure-diagrams.ts fails otherwise): each width takes one mode. */
const widths = [
  {width: 1280, height: 900, theme: 'light'},
  {width: 390, height: 844, theme: 'dark'},
] as const;

/** Site paths (with locale prefix) of the built pages whose HTML holds a diagram slot, with their count. */
function builtDiagramPages(dir = buildDir, prefix = ''): {url: string; diagrams: number}[] {
  const found: {url: string; diagrams: number}[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    if (entry.isDirectory()) {
      if (entry.name !== 'assets' && entry.name !== 'pagefind')
        found.push(...builtDiagramPages(path.join(dir, entry.name), `${prefix}/${entry.name}`));
    } else if (entry.name === 'index.html') {
      const count = readFileSync(path.join(dir, entry.name), 'utf8').split('mnemora-mermaid-slot').length - 1;
      if (count > 0) found.push({url: prefix || '/', diagrams: count});
    }
  }
  return found.sort((a, b) => a.url.localeCompare(b.url));
}

/** Each page's site path (with locale prefix) and its number of Mermaid diagrams, from the sources. */
function sourceDiagramPages(): {url: string; diagrams: number}[] {
  const counts = new Map<string, number>();
  for (const d of sourceDiagrams()) counts.set(d.url, (counts.get(d.url) ?? 0) + 1);
  return [...counts].map(([url, diagrams]) => ({url, diagrams})).sort((a, b) => a.url.localeCompare(b.url));
}

const pages = builtDiagramPages();

test('the pages checked below are every page with a diagram, in every locale', () => {
  expect(pages.length, 'pages with a diagram slot in build/').toBeGreaterThan(0);
  expect(pages).toEqual(sourceDiagramPages());
});

/** Collects the page's layout shifts from its first paint on, as Chromium reports them. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: {value: number; sources: string[]}[] = [];
    (window as unknown as {shifts: typeof shifts}).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: {node?: Node | null}[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.nodeName ?? '?';
            return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`;
          }),
        });
      }
    }).observe({type: 'layout-shift', buffered: true});
    // Each slot's room as the HTML and the stylesheet lay it out, before any diagram can have drawn.
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as {rooms: number[]}).rooms = [...document.querySelectorAll('.mnemora-mermaid-slot')].map(
        (slot) => slot.getBoundingClientRect().height,
      );
    });
  });
}

async function shifts(page: Page): Promise<{value: number; sources: string[]}[]> {
  return page.evaluate(() => (window as unknown as {shifts: {value: number; sources: string[]}[]}).shifts);
}

/**
 * Scrolls diagram `index` to the middle of the screen and returns, as they are in that same task
 * (before the diagram can start drawing), the on-screen tops of the heading above it and the block
 * below it, the slot's height, and the text of that heading.
 */
async function bringIntoView(page: Page, index: number) {
  return page.evaluate((index) => {
    const slot = document.querySelectorAll('.mnemora-mermaid-slot')[index] as HTMLElement;
    slot.scrollIntoView({block: 'center'});
    const headings = [...document.querySelectorAll('article h1, article h2, article h3')];
    const heading = headings.filter((h) => h.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).at(-1)!;
    let below: Element | null = slot;
    while (below && !below.nextElementSibling) below = below.parentElement;
    below = below?.nextElementSibling ?? null;
    (window as unknown as {probe: Element[]}).probe = [heading, below ?? heading, slot];
    return {
      heading: heading.textContent?.replace(/\u200b/g, '').trim() ?? '',
      headingTop: heading.getBoundingClientRect().top,
      belowTop: (below ?? heading).getBoundingClientRect().top,
      slotHeight: slot.getBoundingClientRect().height,
      room: (window as unknown as {rooms: number[]}).rooms[index]!,
      alreadyDrawn: slot.querySelector('.docusaurus-mermaid-container svg') !== null,
    };
  }, index);
}

async function probeTops(page: Page): Promise<{headingTop: number; belowTop: number; slotHeight: number}> {
  return page.evaluate(() => {
    const [heading, below, slot] = (window as unknown as {probe: Element[]}).probe;
    return {
      headingTop: heading!.getBoundingClientRect().top,
      belowTop: below!.getBoundingClientRect().top,
      slotHeight: slot!.getBoundingClientRect().height,
    };
  });
}

/** Resolves once diagram `index` has drawn and the browser has painted twice since. */
async function drawn(page: Page, index: number, where: string): Promise<void> {
  const slot = page.locator('.mnemora-mermaid-slot').nth(index);
  await expect(slot.locator('.docusaurus-mermaid-container svg').first(), `${where}: drawn`).toBeVisible({
    timeout: 20_000,
  });
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

async function checkPage(page: Page, url: string, diagrams: number, width: (typeof widths)[number]) {
  const where = `${url} at ${width.width} px in ${width.theme}`;
  await page.setViewportSize({width: width.width, height: width.height});
  await page.evaluate((theme) => localStorage.setItem('theme', theme), width.theme);
  await open(page, url);
  await expect(page.locator('html'), where).toHaveAttribute('data-theme', width.theme);
  await expect(page.locator('.mnemora-mermaid-slot'), where).toHaveCount(diagrams);
  const moves: string[] = [];
  for (let i = 0; i < diagrams; i++) {
    const before = await bringIntoView(page, i);
    await drawn(page, i, `${where}, diagram ${i + 1}`);
    const after = await probeTops(page);
    const under = `diagram ${i + 1} (under "${before.heading}")`;
    // The room is fitted to the size measured into src/theme/Mermaid/sizes.json, and the drawing is
    // shown in it: that size must be the drawing's own (this Chromium is the one that measures), or
    // the drawing sits letterboxed in a room of the wrong shape.
    const size = await page
      .locator('.mnemora-mermaid-slot')
      .nth(i)
      .evaluate((slot) => {
        const box = slot.querySelector('svg')!.viewBox.baseVal;
        const style = getComputedStyle(slot);
        const reserved = ['--mnemora-drawn-width', '--mnemora-drawn-height'].map((p) =>
          Number(style.getPropertyValue(p)),
        );
        return {drawn: [box.width, box.height], reserved};
      });
    if (size.drawn.some((n, k) => Math.abs(n - size.reserved[k]!) > 0.01))
      moves.push(`${under}: drawn ${size.drawn.join(' × ')}, reserved for ${size.reserved.join(' × ')}`);
    // The room is the drawing's size to the pixel's rounding, from the first layout on.
    if (Math.abs(after.slotHeight - before.room) > 0.5)
      moves.push(`${under}: room ${before.room.toFixed(1)} px high, drawn ${after.slotHeight.toFixed(1)} px`);
    // A diagram in the first screen has started drawing as the page opened (the layout-shift score
    // covers it); one further down draws now, and nothing on screen may move, within 2 px: blocks
    // laid out lazily above it (code blocks' content-visibility) can make scroll anchoring move the
    // page by a pixel as they come near the screen.
    const moved = Math.max(Math.abs(after.headingTop - before.headingTop), Math.abs(after.belowTop - before.belowTop));
    if (!before.alreadyDrawn && moved > 2)
      moves.push(
        `${under}: heading ${before.headingTop.toFixed(1)} → ${after.headingTop.toFixed(1)}, block below ${before.belowTop.toFixed(1)} → ${after.belowTop.toFixed(1)}`,
      );
  }
  const entries = await shifts(page);
  const score = entries.reduce((sum, entry) => sum + entry.value, 0);
  if (report)
    appendFileSync(report, `${JSON.stringify({url, width: width.width, theme: width.theme, score, moves})}\n`);
  expect.soft(moves, `${where}: what moved, or had a room of another size, when its diagrams drew`).toEqual([]);
  expect
    .soft(
      score,
      `${where}: layout shifts ${JSON.stringify(entries.map((e) => [Number(e.value.toFixed(4)), ...e.sources]))}`,
    )
    .toBeLessThan(0.01);
}

/** The locale of a site path. */
const localeOf = (url: string) => locales.find((l) => l !== defaultLocale && url.startsWith(`/${l}/`)) ?? defaultLocale;

// One test per locale: its pages share the browser's cache, so Mermaid's code loads once.
for (const locale of locales) {
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  const ofLocale = pages.filter(({url}) => localeOf(url) === locale);
  test(`${locale}: drawing the diagrams of ${ofLocale.length} pages moves nothing, at 1280 px (light) and 390 px (dark)`, async ({
    page,
  }) => {
    expect(ofLocale.length, `pages with a diagram under ${prefix || '/'}`).toBeGreaterThan(0);
    test.setTimeout(30_000 + ofLocale.length * 10_000);
    await watchShifts(page);
    // A small file of the site first, so that the theme can be stored before the page is opened.
    await page.goto('/robots.txt');
    for (const {url, diagrams} of ofLocale) for (const width of widths) await checkPage(page, url, diagrams, width);
  });
}

/**
 * Tables a reader can read on every screen (src/css/tables.css, src/rehype/readable-tables.ts,
 * the CLI reference's and error codes' components), on every page of every locale:
 *
 * - at 1280 px a description column ("Description", "Meaning", "What to do", …) is at least
 *   35 % of its table or 280 px wide, and names and codes in a table's first column stay on one
 *   line;
 * - at 390 px no table is wider than the text column (nothing scrolls sideways): every row is a
 *   card, each cell under its column's label in the page's language;
 * - a table wider than its scroller fades at the edge that hides more of it, is a keyboard stop
 *   named by its heading while it overflows, and neither fades nor stops when it fits.
 */
import type {Page} from '@playwright/test';
import {allLocales, categoryRoutes, docRoutes, localePath, pageRoutes} from '../support/spec-routes';
import {expect, framesRendered, hydrated, open, test} from './fixtures';

const desktop = {width: 1280, height: 900};
const phone = {width: 390, height: 844};
const routes = [...pageRoutes, ...docRoutes, ...categoryRoutes];

/** Lays out every lazily rendered block, so that every table can be measured. */
async function layOutEverything(page: Page): Promise<void> {
  await page.addStyleTag({content: '.markdown * { content-visibility: visible !important; }'});
}

type DesktopProblem = string;

/** Description columns narrower than 35 % and 280 px, and first-column identifiers broken over lines. */
function desktopProblems(page: Page): Promise<DesktopProblem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const tables = [...document.querySelectorAll<HTMLTableElement>('article table')];
    for (const table of tables) {
      const width = table.getBoundingClientRect().width;
      const name = `"${(table.querySelector('th')?.textContent ?? '').trim()}…" table`;
      // The columns a reader reads as prose: the marked one of a Markdown or CLI table; the
      // meaning and what-to-do cells of the error codes.
      const prose = [...table.querySelectorAll<HTMLElement>('thead th[data-prose]')];
      const isErrorTable = /errorTable_/.test(table.className);
      const columns = isErrorTable
        ? [
            ...table.querySelectorAll<HTMLElement>(
              'tbody tr:first-child > td:nth-child(3), tbody tr:first-child > td:nth-child(4)',
            ),
          ]
        : prose;
      for (const column of columns) {
        const w = column.getBoundingClientRect().width;
        if (w < 0.35 * width && w < 280)
          problems.push(
            `${name}: "${(column.getAttribute('data-label') ?? column.textContent ?? '').trim()}" is ${Math.round(w)} px of ${Math.round(width)} px`,
          );
      }
      // Code may wrap at a space or where the build put a <wbr> (after a `.` or a `/`), each
      // piece being its own text node; a piece whose boxes sit on two lines was cut inside a name.
      const range = document.createRange();
      for (const code of table.querySelectorAll('tbody code')) {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
            if (lines.size > 1)
              problems.push(`${name}: "${word[0]}" of ${code.textContent} cut over ${lines.size} lines`);
          }
        }
      }
      // A table wider than the text column must be inside a scroller that scrolls.
      const column = (table.closest('.markdown') ?? table.closest('article')!).getBoundingClientRect();
      const scroller = table.closest('[data-table-scroll]');
      if (
        table.getBoundingClientRect().right > column.right + 1 &&
        !(scroller && scroller.scrollWidth > scroller.clientWidth)
      ) {
        problems.push(
          `${name}: ${Math.round(width)} px wide sticks out of the ${Math.round(column.width)} px text column`,
        );
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return problems;
  });
}

/** Tables wider than the text column, and cards whose cells do not show their column's label. */
function phoneProblems(page: Page): Promise<{problems: string[]; cells: number}> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let cells = 0;
    const column = document.querySelector('.markdown')?.getBoundingClientRect();
    for (const table of document.querySelectorAll<HTMLTableElement>('article table')) {
      const name = `"${(table.querySelector('th')?.textContent ?? '').trim()}…" table`;
      const box = table.getBoundingClientRect();
      if (column && (box.right > column.right + 1 || box.left < column.left - 1))
        problems.push(`${name}: ${Math.round(box.width)} px wide in a ${Math.round(column.width)} px column`);
      const headers = [...table.querySelectorAll('thead th')].map((th) => (th.textContent ?? '').trim());
      const head = table.querySelector('thead');
      if (head && head.getBoundingClientRect().height > 1)
        problems.push(`${name}: the header row is still shown above the cards`);
      for (const row of table.querySelectorAll('tbody tr')) {
        const rowBox = row.getBoundingClientRect();
        [...row.children].forEach((cell, i) => {
          const label = headers[i] ?? '';
          const cellBox = cell.getBoundingClientRect();
          // One cell under the other, each the card's width.
          if (cellBox.width < rowBox.width - 4)
            problems.push(
              `${name}: cell "${(cell.textContent ?? '').trim().slice(0, 30)}" is ${Math.round(cellBox.width)} px of a ${Math.round(rowBox.width)} px card`,
            );
          if (!label || cell.tagName === 'TH') return;
          cells += 1;
          const before = getComputedStyle(cell, '::before');
          if (
            cell.getAttribute('data-label') !== label ||
            before.content !== JSON.stringify(label) ||
            before.display !== 'block'
          ) {
            problems.push(
              `${name}: cell "${(cell.textContent ?? '').trim().slice(0, 30)}" shows ${before.content} (${before.display}), not its column's label "${label}" above it`,
            );
          }
        });
      }
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    return {problems, cells};
  });
}

/**
 * Tables wider than their scroller that only Chromium lets the keyboard scroll: other browsers
 * (and axe's scrollable-region-focusable rule) need the build's `tabindex`.
 */
function scrollersWithoutStop(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('.markdown [data-table-scroll]')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && el.getAttribute('tabindex') !== '0')
      .map(
        (el) =>
          `the "${(el.querySelector('th')?.textContent ?? '').trim()}…" table overflows by ${el.scrollWidth - el.clientWidth} px and is not a keyboard stop`,
      ),
  );
}

for (const locale of allLocales) {
  // One load of each page serves the three widths: the page is laid out again at each (as when a
  // reader turns a tablet or narrows a window), which is what the checks measure, and loading
  // and hydrating each page three times would triple the cost of the spec for nothing measured.
  test(`${locale}: at 1280 px description columns wide enough to read, identifiers whole, nothing sticking out; at 1024 px every table wider than the page a keyboard stop; at 390 px every table labelled cards that fit the screen`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const problems: string[] = [];
    let labelled = 0;
    for (const route of routes) {
      const path = localePath(locale, route);
      await open(page, path, desktop);
      await layOutEverything(page);
      for (const p of [...(await desktopProblems(page)), ...(await scrollersWithoutStop(page))])
        problems.push(`${path} at 1280 px: ${p}`);
      await page.setViewportSize({width: 1024, height: 800});
      await framesRendered(page);
      for (const p of await scrollersWithoutStop(page)) problems.push(`${path} at 1024 px: ${p}`);
      await page.setViewportSize(phone);
      await framesRendered(page);
      const found = await phoneProblems(page);
      problems.push(...found.problems.map((p) => `${path} at 390 px: ${p}`));
      labelled += found.cells;
    }
    expect(problems).toEqual([]);
    expect(labelled, 'labelled cells checked at 390 px').toBeGreaterThan(500);
  });
}

test("the labels of the cards are in the page's language", async ({page}) => {
  await page.setViewportSize(phone);
  const expected = {
    '/de/sdks/cli': ['Beschreibung', 'Standardwert'],
    '/fr/api/error-codes': ['Statut HTTP', 'Que faire'],
    '/es/api/memories': ['Descripción'],
  } as const;
  for (const [path, labels] of Object.entries(expected)) {
    await open(page, path);
    await layOutEverything(page);
    for (const label of labels) {
      const cell = page.locator(`article td[data-label="${label}"]`).first();
      await expect(cell, `${path}: a cell labelled "${label}"`).toBeVisible();
      expect(await cell.evaluate((td) => getComputedStyle(td, '::before').content)).toBe(JSON.stringify(label));
    }
  }
});

/** The fade widths of a scroller, from its computed style (src/css/tables.css). */
function fades(page: Page, index: number): Promise<{start: string; end: string; overflows: boolean}> {
  return page.evaluate((i) => {
    const el = document.querySelectorAll<HTMLElement>('.markdown [data-table-scroll]')[i]!;
    const style = getComputedStyle(el);
    return {
      start: style.getPropertyValue('--mnemora-fade-start').trim(),
      end: style.getPropertyValue('--mnemora-fade-end').trim(),
      overflows: el.scrollWidth > el.clientWidth,
    };
  }, index);
}

test('a table wider than the page fades at its hidden edge and is a named keyboard stop; one that fits does neither', async ({
  page,
}) => {
  // Just above the width where tables become cards: the SDK overview's table of each
  // operation's five names is wider than the text column there, its short tables are not.
  await open(page, '/sdks/overview', {width: 720, height: 900});
  await layOutEverything(page);
  const flags = await page
    .locator('.markdown [data-table-scroll]')
    .evaluateAll((els) => els.map((el) => el.scrollWidth > el.clientWidth));
  const wide = flags.indexOf(true);
  const fitting = flags.indexOf(false);
  expect(wide, 'a table that overflows').toBeGreaterThanOrEqual(0);
  expect(fitting, 'a table that fits').toBeGreaterThanOrEqual(0);

  // At the start only the right edge fades; at the end only the left one.
  expect(await fades(page, wide)).toEqual({start: '0px', end: '48px', overflows: true});
  await page
    .locator('.markdown [data-table-scroll]')
    .nth(wide)
    .evaluate((el) => el.scrollTo({left: el.scrollWidth}));
  await expect.poll(() => fades(page, wide)).toEqual({start: '48px', end: '0px', overflows: true});
  expect(await fades(page, fitting)).toEqual({start: '0px', end: '0px', overflows: false});
  // The fade is drawn: the mask fades the edge to 15 % when the table overflows.
  expect(
    await page
      .locator('.markdown [data-table-scroll]')
      .nth(wide)
      .evaluate((el) => getComputedStyle(el).maskImage),
  ).toMatch(/linear-gradient/);

  // The keyboard reaches every overflowing table, named by its heading. A table that fits is a
  // stop only when the build made it one (`tabindex`, on wide tables of names: see
  // src/rehype/readable-tables.ts); Chromium adds and drops the others as they overflow.
  const stops: {index: number; name: string; overflows: boolean; tabindex: string | null}[] = [];
  await page.locator('.markdown h1').click();
  for (let i = 0; i < 400; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el.closest('footer')) return 'done' as const;
      if (!el.matches('[data-table-scroll]')) return null;
      // The heading above the table: the name a reader hears is its text (not its link's label).
      const heading = [...document.querySelectorAll('.markdown :is(h2, h3, h4, h5, h6)[id]')]
        .filter((h) => h.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
        .at(-1);
      const headingText = (heading?.textContent ?? '').replace(/\u200b|#/g, '').trim();
      return {
        index: [...document.querySelectorAll('.markdown [data-table-scroll]')].indexOf(el),
        name: el.getAttribute('role') === 'group' && el.getAttribute('aria-label') === headingText ? headingText : '',
        overflows: el.scrollWidth > el.clientWidth,
        tabindex: el.getAttribute('tabindex'),
      };
    });
    if (stop === 'done') break;
    if (stop) stops.push(stop);
  }
  const overflowing = flags.flatMap((f, i) => (f ? [i] : []));
  expect(
    stops.filter((s) => s.overflows).map((s) => s.index),
    'overflowing tables reached with Tab',
  ).toEqual(overflowing);
  expect(
    stops.filter((s) => !s.overflows && s.tabindex === null),
    'fitting tables Chromium made stops',
  ).toEqual([]);
  for (const stop of stops) expect(stop.name, `tab stop ${stop.index} is named by its heading`).not.toBe('');
  // What a screen reader announces for the last one.
  const last = stops.filter((s) => s.overflows).at(-1)!;
  await page.locator('.markdown [data-table-scroll]').nth(last.index).focus();
  await expect(page.locator('.markdown [data-table-scroll]:focus')).toHaveAccessibleName(last.name);
});

/** The page's height as first laid out, and with every lazily laid out block rendered. */
async function heights(page: Page, path: string): Promise<{lazy: number; full: number}> {
  await page.goto(path);
  await hydrated(page);
  const lazy = await page.evaluate(() => document.documentElement.scrollHeight);
  await layOutEverything(page);
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  return {lazy, full};
}

for (const path of ['/api/endpoints/memory', '/de/api/error-codes', '/sdks/cli']) {
  for (const size of [desktop, phone]) {
    test(`${path} at ${size.width} px measures its real length before it is scrolled through`, async ({page}) => {
      await page.setViewportSize(size);
      const {lazy, full} = await heights(page, path);
      // Lazy blocks are estimated, not measured, until they near the screen: a few percent at most.
      expect(Math.abs(lazy - full) / full, `${lazy} px first, ${full} px laid out`).toBeLessThanOrEqual(0.05);
    });
  }
}

test('printing lays out every table, as a table', async ({page}) => {
  await open(page, '/de/sdks/cli', desktop);
  await page.emulateMedia({media: 'print'});
  const skipped = await page.evaluate(
    () =>
      [...document.querySelectorAll('.markdown table')].filter(
        (t) => !t.querySelector('td')!.checkVisibility({contentVisibilityAuto: true}),
      ).length,
  );
  expect(skipped, 'tables left unrendered in print').toBe(0);
});

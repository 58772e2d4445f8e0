/**
 * The endpoint reference as an integrator's workspace, in the four locales: at 1280×900 the first
 * operation starts on the first screen, the explanation and the examples share the page's width
 * (the table of contents gives way to a bar of contents at the top), and wherever the reader is
 * in an operation its example request and its "Try it" are on screen, not under the bar; the bar
 * names the operation being read and jumps to another; error codes are rows of one table, each
 * code's anchor landing on its row; on a phone each operation's "Try it" is within a screen of
 * its heading. Screenshots for review: REFERENCE_SHOTS=/tmp/dir.
 */
import {mkdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {expect, open, scrollHandled, test} from './fixtures';

const LOCALES = ['', '/es', '/fr', '/de'];
const PAGES = [
  '/api/endpoints/memory',
  '/api/endpoints/search',
  '/api/endpoints/keys-and-usage',
  '/api/endpoints/change-stream',
];
const shots = process.env.REFERENCE_SHOTS;

/** The operation's visible "Try it" (each layout has its own; the other one is not displayed). */
const tryIt = (page: Page, anchor: string): Locator => page.locator(`[data-try-it="${anchor}"]:visible`);

/** The bottom edge of what covers the top of the content: the navbar while it shows, and the bar. */
function coveredTop(page: Page, {bar = true} = {}): Promise<number> {
  return page.evaluate((withBar) => {
    const edges = ['.navbar', ...(withBar ? ['[data-api-navigator]'] : [])].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box && box.bottom > 0 ? box.bottom : 0;
    });
    return Math.max(0, ...edges);
  }, bar);
}

/**
 * Whether the start of the element (its first 20 px, where a reader's eye and pointer go) is on
 * screen, below what covers the top of the content, and the element itself is hit there.
 */
async function reachable(page: Page, locator: Locator, {bar = true} = {}): Promise<string> {
  const top = await coveredTop(page, {bar});
  return locator.evaluate((el, coveredTo) => {
    const box = el.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 20);
    const y = box.top + Math.min(box.height / 2, 10);
    if (box.height === 0) return 'not laid out';
    if (y < coveredTo) return `under the bar (y ${Math.round(y)} < ${Math.round(coveredTo)})`;
    if (y > window.innerHeight) return `below the window (y ${Math.round(y)})`;
    const hit = document.elementFromPoint(x, y);
    return hit && (hit === el || el.contains(hit)) ? 'ok' : `covered by ${hit?.outerHTML.slice(0, 80)}`;
  }, top);
}

test.describe('desktop, 1280×900', () => {
  test.use({viewport: {width: 1280, height: 900}});

  for (const locale of LOCALES)
    for (const route of PAGES) {
      test(`${locale || '/'}${route.slice(1)}: the first operation on the first screen, the examples half the width`, async ({
        page,
      }) => {
        await open(page, `${locale}${route}`);
        const first = page.locator('[data-api-operation]').first();
        const anchor = (await first.getAttribute('data-api-operation'))!;
        const heading = page.locator(`h3#${anchor}`);
        const headingBox = (await heading.boundingBox())!;
        expect(headingBox.y + headingBox.height, 'the first operation heading ends inside 900 px').toBeLessThanOrEqual(
          900,
        );
        // No table of contents column: the content takes the width beside the sidebar.
        await expect(page.locator('.table-of-contents')).toHaveCount(0);
        const content = (await page.locator('article .markdown').boundingBox())!;
        for (const op of await page.locator('[data-api-operation]').all()) {
          await op.scrollIntoViewIfNeeded();
          const samples = (await op.locator('[class*="samples_"]').boundingBox())!;
          const main = (await op.locator('[class*="main_"]').boundingBox())!;
          const name = await op.getAttribute('data-api-operation');
          expect(samples.width / content.width, `${name}: the example column's share`).toBeGreaterThanOrEqual(0.45);
          expect(main.width / content.width, `${name}: the explanation's share`).toBeGreaterThanOrEqual(0.45);
        }
        if (shots) {
          mkdirSync(shots, {recursive: true});
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({
            path: path.join(shots, `${locale.slice(1) || 'en'}-${path.basename(route)}-1280.png`),
          });
        }
      });
    }

  for (const [locale, route, anchor] of [
    ['', PAGES[0], 'create-memory'],
    ['/de', PAGES[0], 'list-memories'],
    ['/es', PAGES[1], 'search-memories'],
    ['/fr', PAGES[2], 'create-api-key'],
    ['/de', PAGES[3], 'stream-changes'],
  ] as const) {
    test(`${locale || '/'}: Try it and the example request stay on screen through "${anchor}"`, async ({page}) => {
      await open(page, `${locale}${route}#${anchor}`);
      const operation = page.locator(`[data-api-operation="${anchor}"]`);
      const firstLine = operation.locator('[class*="samples_"] [role="tabpanel"]:not([hidden]) pre code > *').first();
      const button = tryIt(page, anchor);
      await expect(button).toHaveCount(1);
      // The button sits beside the example request's heading, on its line.
      const label = (await operation.locator(`h4#${anchor}-example-request`).boundingBox())!;
      const buttonBox = (await button.boundingBox())!;
      expect(
        Math.abs(buttonBox.y + buttonBox.height / 2 - (label.y + label.height / 2)),
        'Try it beside the label',
      ).toBeLessThan(16);
      const top = await operation.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const height = (await operation.boundingBox())!.height;
      expect(height, 'the operation is taller than the window').toBeGreaterThan(900);
      // From the operation's start to its last screen, in steps.
      const positions = [0.1, 0.35, 0.6, 0.85].map((f) => Math.round(top + f * (height - 900)));
      for (const y of positions) {
        await scrollHandled(page, y);
        expect(await reachable(page, button), `Try it at scroll ${y}`).toBe('ok');
        expect(await reachable(page, firstLine), `the example's first line at scroll ${y}`).toBe('ok');
      }
    });
  }

  test('no code line of the examples is cut off without a way to scroll it', async ({page}) => {
    for (const locale of ['', '/fr']) {
      // The word-wrap button's title in the page's language (English is the theme's own).
      const wrapTitle = locale
        ? (
            JSON.parse(readFileSync(path.join('i18n', locale.slice(1), 'code.json'), 'utf8')) as Record<
              string,
              {message: string}
            >
          )['theme.CodeBlock.wordWrapToggle']!.message
        : 'Toggle word wrap';
      for (const route of PAGES) {
        await open(page, `${locale}${route}`);
        for (const op of await page.locator('[data-api-operation]').all()) {
          await op.scrollIntoViewIfNeeded();
          const name = await op.getAttribute('data-api-operation');
          // The blocks on show: the example request's open tab and the example responses. A block
          // decides whether it offers word wrap once it has been laid out (a resize observer).
          const problems = () =>
            op.locator('[class*="samples_"] .theme-code-block').evaluateAll(
              (els, title) =>
                els
                  .filter((block) => !block.closest('[hidden]'))
                  .flatMap((block, i) => {
                    const pre = block.querySelector('pre')!;
                    if (pre.scrollWidth <= pre.clientWidth + 1) return [];
                    const out: string[] = [];
                    if (!['auto', 'scroll'].includes(getComputedStyle(pre).overflowX))
                      out.push(`block ${i} does not scroll`);
                    if (!block.querySelector(`button[title="${title}"]`)) out.push(`block ${i} offers no word wrap`);
                    return out;
                  }),
              wrapTitle,
            );
          await expect.poll(problems, {message: `${locale}${route} ${name}: blocks cut off`}).toEqual([]);
          // A cURL command is continuation lines, one option each, so a narrow column cuts a line
          // after its option, not the next option.
          const lines = await op
            .locator('[class*="samples_"] [role="tabpanel"]:not([hidden]) pre')
            .first()
            .evaluate((pre) => [...pre.querySelectorAll('.token-line')].map((line) => line.textContent ?? ''));
          expect(lines[0], `${name}: the first tab is cURL`).toMatch(/^curl /);
          const crowded = lines.filter(
            (line) => (line.match(/(?:^|\s)--?[A-Za-z][\w-]*(?=\s)/g) ?? []).length > 1 && !line.startsWith('curl -'),
          );
          expect(crowded, `${locale}${route} ${name}: cURL lines with several options`).toEqual([]);
        }
      }
    }
  });

  test('the bar names the operation being read, and jumps to another', async ({page}) => {
    for (const locale of ['', '/de']) {
      await open(page, `${locale}${PAGES[0]}`);
      const bar = page.locator('[data-api-navigator]');
      await expect(bar.locator('[data-api-navigator-current]')).toHaveCount(0);
      // Scroll to the middle of "get-memory": the bar names it.
      const top = await page
        .locator('[data-api-operation="get-memory"]')
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      await scrollHandled(page, Math.round(top + 200));
      await expect(bar.locator('[data-api-navigator-current]')).toHaveAttribute(
        'data-api-navigator-current',
        'get-memory',
      );
      // In the page's language: the heading's own text (without its hash link).
      const expected = await page.locator('h3#get-memory').evaluate((h) => h.firstChild?.textContent?.trim() ?? '');
      expect(expected.length).toBeGreaterThan(3);
      await expect(bar.locator('[data-api-navigator-current]')).toHaveText(expected);
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y, 'the bar is at the top of the window').toBeLessThanOrEqual(70);
      // Open it and choose another operation: the list closes and the heading lands below the bar.
      await bar.locator('summary').click();
      const link = bar.locator('a[href="#delete-memory"]');
      await expect(link).toBeVisible();
      await expect(link.locator('[data-method]')).toHaveText('DELETE');
      await link.click();
      await expect(bar.locator('details')).not.toHaveAttribute('open');
      await expect
        .poll(async () => (await page.locator('h3#delete-memory').boundingBox())!.y - (await coveredTop(page)), {
          message: 'the heading lands just below the bar',
        })
        .toBeGreaterThanOrEqual(0);
      const landed = (await page.locator('h3#delete-memory').boundingBox())!.y - (await coveredTop(page));
      expect(landed, 'the heading is at the top of the content').toBeLessThanOrEqual(24);
      await expect(bar.locator('[data-api-navigator-current]')).toHaveAttribute(
        'data-api-navigator-current',
        'delete-memory',
      );
      // Escape closes an open list and gives the focus back to it.
      await bar.locator('summary').click();
      await expect(bar.locator('details')).toHaveAttribute('open');
      await page.keyboard.press('Escape');
      await expect(bar.locator('details')).not.toHaveAttribute('open');
      await expect(bar.locator('summary')).toBeFocused();
    }
  });

  for (const locale of LOCALES) {
    test(`${locale || '/'}: error codes are one table of rows at most about 90 px, each anchor landing on its row`, async ({
      page,
    }) => {
      await open(page, `${locale}/api/error-codes`);
      const rows = page.locator('table[class*="errorTable_"] tbody tr');
      const heights = await rows.evaluateAll((trs) =>
        trs.map((tr) => [tr.id, Math.round(tr.getBoundingClientRect().height)] as const),
      );
      expect(heights.length).toBeGreaterThanOrEqual(12);
      for (const [code, height] of heights) expect(height, `${code}'s row`).toBeLessThanOrEqual(92);
      // The columns line up: each row's meaning starts where the header's does.
      const header = await page.locator('table[class*="errorTable_"] thead th:nth-child(3)').boundingBox();
      expect(header, 'the header row shows').not.toBeNull();
      const meanings = await rows.evaluateAll((trs) => trs.map((tr) => tr.children[2]!.getBoundingClientRect().left));
      for (const left of meanings) expect(Math.abs(left - header!.x)).toBeLessThan(1);
      for (const [code] of [heights[0]!, heights[6]!, heights.at(-1)!]) {
        await page.goto(`${locale}/api/error-codes#${code}`);
        await expect
          .poll(
            async () => {
              const row = (await page.locator(`tr#${code}`).boundingBox())!;
              return Math.round(row.y - (await coveredTop(page)));
            },
            {message: `${code} lands at the top of the content`},
          )
          .toBeGreaterThanOrEqual(0);
        const row = (await page.locator(`tr#${code}`).boundingBox())!;
        expect(row.y - (await coveredTop(page)), `${code} lands at the top of the content`).toBeLessThanOrEqual(24);
      }
      if (shots) await page.screenshot({path: path.join(shots, `${locale.slice(1) || 'en'}-error-codes-1280.png`)});
    });
  }
});

test.describe('phone, 390×844', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const locale of LOCALES) {
    test(`${locale || '/'}: every operation's Try it within one screen of its heading, the bar at the top`, async ({
      page,
    }) => {
      for (const route of PAGES) {
        await open(page, `${locale}${route}`);
        const distances = await page.locator('[data-api-operation]').evaluateAll((ops) =>
          ops.map((op) => {
            const anchor = op.getAttribute('data-api-operation')!;
            const heading = document.getElementById(anchor)!.getBoundingClientRect();
            const button = [...op.querySelectorAll<HTMLElement>(`[data-try-it="${anchor}"]`)].find(
              (b) => b.offsetParent !== null,
            );
            return [
              anchor,
              button ? Math.round(button.getBoundingClientRect().bottom - heading.top) : Infinity,
            ] as const;
          }),
        );
        for (const [anchor, distance] of distances)
          expect(distance, `${route} ${anchor}: Try it below its heading`).toBeLessThanOrEqual(844 / 2);
        // The bar of contents is reachable at the top of the page, and stays there further down.
        const bar = page.locator('[data-api-navigator] summary');
        expect(await reachable(page, bar, {bar: false})).toBe('ok');
        const middle = await page.evaluate(() => Math.round(document.documentElement.scrollHeight / 2));
        await scrollHandled(page, middle);
        // Read once the navbar has finished moving: the bar follows it down the page.
        await expect
          .poll(() => reachable(page, bar, {bar: false}), {message: 'the bar further down the page'})
          .toBe('ok');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      }
      if (shots) await page.screenshot({path: path.join(shots, `${locale.slice(1) || 'en'}-memory-390.png`)});
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

  test('the bar of contents opens and its links lead to the operations', async ({page}) => {
    await page.goto(`/fr${PAGES[0]}`);
    const bar = page.locator('[data-api-navigator]');
    await bar.locator('summary').click();
    await bar.locator('a[href="#update-memory"]').click();
    await expect(page).toHaveURL(/#update-memory$/);
    await expect(page.locator('h3#update-memory')).toBeInViewport();
  });
});

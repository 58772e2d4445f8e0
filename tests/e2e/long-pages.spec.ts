/**
 * Long pages render lazily (src/css/custom.css, src/components/ApiReference): code blocks and the
 * API reference's operations far below the fold skip layout and paint (`content-visibility:
 * auto`) until they near the viewport or the page has settled. What a reader sees
 * must not change: a heading link lands on its heading, scrolling never moves what is on screen,
 * and printing renders every block.
 */
import type {Page} from '@playwright/test';
import {expect, hydrated, nearbyBlocksRendered, open, test} from './fixtures';

const longPage = '/api/endpoints/memory';
const phone = {width: 412, height: 823};

/** True when the element's content is rendered, false while `content-visibility: auto` skips it. */
function isRendered(page: Page, selector: string, index: number): Promise<boolean> {
  return page.evaluate(
    ({selector, index}) => {
      const line = document.querySelectorAll(selector)[index]?.querySelector('.token-line, td');
      if (!line) throw new Error(`${selector} #${index} has no line or cell`);
      return line.checkVisibility({contentVisibilityAuto: true});
    },
    {selector, index},
  );
}

test('code blocks and tables far below the fold are rendered only when they near the viewport', async ({page}) => {
  await open(page, longPage, phone);
  const visibleBlocks = '.markdown .theme-code-block:not([hidden] *)';
  const count = await page.locator(visibleBlocks).count();
  expect(count, 'code blocks outside hidden tab panels').toBeGreaterThan(5);
  expect(await isRendered(page, visibleBlocks, count - 1), 'last code block before scrolling').toBe(false);

  await page.locator(visibleBlocks).last().scrollIntoViewIfNeeded();
  await expect
    .poll(() => isRendered(page, visibleBlocks, count - 1), {message: 'last code block on screen'})
    .toBe(true);
  await expect(page.locator(visibleBlocks).last().locator('.token-line').first()).toBeVisible();
});

test('the operations of an endpoints page are skipped at first, then laid out one by one without scrolling', async ({
  page,
}) => {
  // src/components/ApiReference: `content-visibility: auto` until src/lib/layout/lay-out-when-idle.ts
  // lays each operation out in an idle period once the page has settled.
  await page.setViewportSize(phone);
  await page.goto(longPage);
  await hydrated(page);
  const rendered = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('section[data-api-operation]')].map((section) =>
        section.querySelector('h4')!.checkVisibility({contentVisibilityAuto: true}),
      ),
    );
  const first = await rendered();
  expect(first.length, 'operations on the page').toBeGreaterThan(5);
  expect(first.at(-1), 'last operation right after loading').toBe(false);
  await expect
    .poll(rendered, {timeout: 15_000, message: 'every operation laid out, the reader not having scrolled'})
    .toEqual(first.map(() => true));
  expect(await page.evaluate(() => window.scrollY), 'where the reader is').toBe(0);
});

// Tables are laid out with the page (src/css/tables.css): skipped with an estimated height, their
// rows were measured at the wrong place and their real height moved the page.
test('tables far below the fold are laid out with the page (desktop)', async ({page}) => {
  await open(page, '/sdks/typescript/api-reference', {width: 1280, height: 900});
  const tables = '.markdown > [data-table-scroll]';
  const last = (await page.locator(tables).count()) - 1;
  expect(last, 'tables on the page').toBeGreaterThan(3);
  expect(await isRendered(page, tables, last), 'last table before scrolling').toBe(true);
});

test('a link to a heading far down a long page lands on the heading and stays there', async ({page}) => {
  await open(page, longPage, phone);
  const target = await page.evaluate(
    () => [...document.querySelectorAll('.markdown h2[id], .markdown h3[id]')].at(-3)?.id ?? null,
  );
  expect(target, 'the page needs headings to link to').not.toBeNull();

  const headingTop = () => page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, target!);
  const navbarHeight = await page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().height);
  const expectLanded = async (how: string) => {
    await expect.poll(headingTop, {message: `${how}: heading under the navbar`}).toBeGreaterThanOrEqual(0);
    const first = await headingTop();
    expect(first, `${how}: heading at the top of the screen`).toBeLessThanOrEqual(navbarHeight + 24);
    // Blocks around the heading render once the page has scrolled there; the heading stays put.
    await nearbyBlocksRendered(page);
    expect(Math.abs((await headingTop()) - first), `${how}: heading moved after landing`).toBeLessThanOrEqual(1);
  };

  await page.goto(`${longPage}#${target}`);
  await hydrated(page);
  await expectLanded('opened with the hash');

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.locator(`.markdown a.hash-link[href="#${target}"]`).evaluate((a: HTMLAnchorElement) => a.click());
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expectLanded('followed from the page');
});

test('scrolling through a long page never moves what is on screen', async ({page}) => {
  await open(page, longPage, phone);
  await page.evaluate(() => {
    const shifts: string[] = [];
    (window as unknown as {shifts: string[]}).shifts = shifts;
    type Shift = {value: number; hadRecentInput: boolean; sources: {node?: Node; previousRect: DOMRectReadOnly}[]};
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        // Each shift names what moved, so that a failure says where to look.
        const moved = entry.sources.map(({node, previousRect}) => {
          const el = node instanceof Element ? node : node?.parentElement;
          return `${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'} from y ${Math.round(previousRect.y)}`;
        });
        shifts.push(`${entry.value} at scroll ${Math.round(window.scrollY)} (${moved.join('; ')})`);
      }
    }).observe({type: 'layout-shift', buffered: true});
  });
  // Down to the end and back up, a screen at a time, as a reader flicks through: the page grows
  // as blocks render at their real height, so go until the end is reached, not a fixed distance.
  for (const direction of [1, -1]) {
    let atEnd = false;
    for (let step = 0; step < 200 && !atEnd; step += 1) {
      // Not at the end yet, so the wheel scrolls: the next step starts once it has.
      const from = await page.evaluate(() => window.scrollY);
      await page.mouse.wheel(0, direction * phone.height * 0.8);
      await page.waitForFunction((y) => window.scrollY !== y, from, {polling: 'raf'});
      atEnd = await page.evaluate(
        (down) =>
          down
            ? window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
            : window.scrollY === 0,
        direction === 1,
      );
    }
    expect(atEnd, direction === 1 ? 'reached the end of the page' : 'back at the top').toBe(true);
  }
  const shifts = await page.evaluate(() => (window as unknown as {shifts: string[]}).shifts);
  expect(shifts.join('\n'), 'layout shifts while scrolling').toBe('');
});

test('printing renders every code block and table of a long page', async ({page}) => {
  await open(page, longPage, phone);
  await page.emulateMedia({media: 'print'});
  const skipped = await page.evaluate(() =>
    [...document.querySelectorAll('.markdown :is(.theme-code-block, table)')]
      .filter((el) => !el.closest('[hidden]'))
      .filter(
        (el) =>
          getComputedStyle(el).contentVisibility !== 'visible' ||
          !el.querySelector('.token-line, td')!.checkVisibility({contentVisibilityAuto: true}),
      )
      .map((el) => el.textContent!.slice(0, 40)),
  );
  expect(skipped, 'blocks left unrendered in print').toEqual([]);
});

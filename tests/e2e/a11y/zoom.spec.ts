/**
 * Text readable at 200 % zoom without horizontal scrolling (WCAG 1.4.10): a 1280 px window zoomed
 * to 200 % lays the page out in 640 CSS pixels. No docs page of the English site may be wider than
 * that; code blocks and tables scroll inside themselves.
 */
import type {Page} from '@playwright/test';
import {categoryRoutes, docRoutes, localePath} from '../../support/spec-routes';
import {expect, open, test} from '../fixtures';

test.use({viewport: {width: 640, height: 800}, deviceScaleFactor: 2});

/** The page's horizontal overflow, with the elements sticking out past the window's right edge. */
async function overflow(page: Page, where: string): Promise<string> {
  const result = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    const scrollsItself = (el: Element) => {
      for (let p = el.parentElement; p; p = p.parentElement) {
        const o = getComputedStyle(p).overflowX;
        if (o === 'auto' || o === 'scroll' || o === 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && !scrollsItself(el))
      .slice(0, 5)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].join('.')} (right edge ${Math.round(el.getBoundingClientRect().right)} px) "${(el.textContent ?? '').trim().slice(0, 40)}"`,
      );
    return {scrollWidth, width, culprits};
  });
  return result
    ? `${where}: page is ${result.scrollWidth} px wide in a ${result.width} px window; sticking out: ${result.culprits.join('; ')}`
    : '';
}

const routes = [...docRoutes, ...categoryRoutes];
const chunks = [0, 1, 2, 3].map((i) => routes.filter((_, n) => n % 4 === i));

for (const [i, chunk] of chunks.entries()) {
  test(`at 200 % zoom docs pages have no horizontal scrolling (${i + 1}/4)`, async ({page}) => {
    test.setTimeout(60_000);
    const problems: string[] = [];
    for (const route of chunk) {
      const path = localePath('en', route);
      await open(page, path);
      const found = await overflow(page, path);
      if (found) problems.push(found);
    }
    expect(problems.join('\n'), 'pages wider than the window').toBe('');
  });
}

test('planted: an element wider than the window is reported', async ({page}) => {
  await open(page, '/intro');
  await page.evaluate(() =>
    document
      .querySelector('article')!
      .insertAdjacentHTML('afterbegin', '<div id="planted-wide" style="width:2000px">wide</div>'),
  );
  expect(await overflow(page, '/intro')).toMatch(
    /\/intro: page is \d+ px wide in a 640 px window; sticking out: .*div#planted-wide/,
  );
});

/**
 * The API reference as a reader sees it (src/components/ApiReference, rendered from the contract
 * while the site builds): on a 1280 px screen each operation is two columns side by side, and the
 * example column stays in view while the explanation scrolls; on a 390 px phone one column with no
 * sideways scrolling; the method badge reads at WCAG AA contrast; the text is in the page's
 * language with the same anchors in every locale; the language tabs of the samples sync with the
 * site's other tabs; the copy button copies the path; and without JavaScript the nested fields
 * are open and readable. Screenshots for review: API_REFERENCE_SHOTS=/tmp/dir.
 */
import {mkdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {expect, open, scrollHandled, test} from './fixtures';
import {contrastRatio} from '../support/contrast';

const MEMORY = '/api/endpoints/memory';
const shots = process.env.API_REFERENCE_SHOTS;

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  expect(b, `${selector} is laid out`).not.toBeNull();
  return b!;
}

test.describe('desktop, 1280 px', () => {
  test.use({viewport: {width: 1280, height: 900}});

  test('each operation is two columns side by side: explanation left, examples right', async ({page}) => {
    await open(page, `${MEMORY}#create-memory`);
    const main = await box(page, '[data-api-operation="create-memory"] [class*="main_"]');
    const samples = await box(page, '[data-api-operation="create-memory"] [class*="samples_"]');
    expect(samples.x, 'the examples start right of the explanation').toBeGreaterThanOrEqual(main.x + main.width);
    expect(Math.abs(samples.y - main.y), 'both columns start on the same line').toBeLessThan(4);
    expect(main.width, 'the explanation column is readable').toBeGreaterThan(300);
    expect(samples.width, 'the example column is readable').toBeGreaterThan(280);
    if (shots) {
      mkdirSync(shots, {recursive: true});
      await page.screenshot({path: path.join(shots, 'en-1280-light.png')});
    }
  });

  test('the example column stays in view while the explanation scrolls', async ({page}) => {
    await open(page, `${MEMORY}#create-memory`);
    const operation = page.locator('[data-api-operation="create-memory"]');
    const opBox = (await operation.boundingBox())!;
    const sticky = page.locator('[data-api-operation="create-memory"] [class*="sticky_"]');
    const before = (await sticky.boundingBox())!;
    // Scroll down by most of the operation (it is taller than the window), staying inside it.
    const distance = Math.min(opBox.height - 900, 1500);
    expect(distance, 'the operation is taller than the window').toBeGreaterThan(300);
    // Measured once the scroll has been rendered: operations coming into view lay out in that frame.
    await scrollHandled(page, Math.round(await page.evaluate(() => window.scrollY)) + distance);
    const after = (await sticky.boundingBox())!;
    const bar = await page.evaluate(
      () => document.querySelector('[data-api-navigator]')!.getBoundingClientRect().bottom,
    );
    expect(after.y, 'the examples stick below the bar of contents').toBeGreaterThanOrEqual(bar);
    expect(after.y + after.height, 'the examples end inside the window').toBeLessThanOrEqual(900);
    expect(after.y, 'the examples are still in the window').toBeLessThan(900 / 2);
    expect(before.y - after.y, 'the examples moved less than the page').toBeLessThan(distance - 100);
    const mainAfter = (await page.locator('[data-api-operation="create-memory"] [class*="main_"]').boundingBox())!;
    expect(mainAfter.y, 'the explanation scrolled').toBeLessThan(after.y - 200);
  });

  test('method badges read at 4.5:1 or more in light and dark mode', async ({page}) => {
    for (const theme of ['light', 'dark']) {
      await page.emulateMedia({colorScheme: theme as 'light' | 'dark'});
      await open(page, MEMORY);
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      const badges = await page.locator('[data-api-operation] [class*="method_"]').evaluateAll((els) =>
        els.map((el) => ({
          text: el.textContent,
          fg: getComputedStyle(el).color,
          bg: getComputedStyle(el).backgroundColor,
        })),
      );
      expect(new Set(badges.map((b) => b.text))).toEqual(new Set(['POST', 'GET', 'PATCH', 'DELETE']));
      for (const b of badges)
        expect(contrastRatio(b.fg, b.bg), `${theme} ${b.text} ${b.fg} on ${b.bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the samples follow the site-wide language tabs, and the copy button copies the path', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, MEMORY);
    const first = page.locator('[data-api-operation="create-memory"]');
    await first.getByRole('tab', {name: 'Python'}).click();
    await expect(
      page.locator('[data-api-operation="list-memories"]').getByRole('tab', {name: 'Python'}),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.locator('[data-api-operation="list-memories"] [role="tabpanel"]:not([hidden]) code').first(),
    ).toContainText('client.memories.list(');
    await first.getByRole('button', {name: /Copy path/}).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('/memories');
  });

  test('German: operation headings, labels and descriptions in German, anchors as in English', async ({page}) => {
    await open(page, `/de${MEMORY}#create-memory`);
    await expect(page.locator('h3#create-memory')).toHaveText(/^Erinnerung anlegen/);
    await expect(page.locator('h4#create-memory-parameters')).toHaveText(/^Parameter/);
    await expect(page.locator('h4#create-memory-request-body')).toHaveText(/^Anfrage-Body/);
    const op = page.locator('[data-api-operation="create-memory"]');
    await expect(op.locator('[class*="required_"]').first()).toHaveText('erforderlich');
    await expect(op.getByText('Der Text, den Mnemora sich merken soll.')).toBeVisible();
    // The bar of contents lists the German headings ("Auf dieser Seite").
    const bar = page.locator('nav[data-api-navigator]');
    await expect(bar).toHaveAttribute('aria-label', 'Auf dieser Seite');
    await expect(bar.locator('a[href="#create-memory"]')).toHaveText(/Erinnerung anlegen$/);
    // The list of operations at the top of the reference is in German and leads to the anchors.
    // Named after the page section it opens ("Operationen: Referenz").
    const index = page.locator('nav[aria-label^="Operationen: "]').first();
    await expect(index.getByRole('link', {name: 'Erinnerung anlegen'})).toHaveAttribute('href', '#create-memory');
    await expect(index.locator('li').first()).toContainText('POST');
    if (shots) {
      await page.screenshot({path: path.join(shots, 'de-1280-light.png')});
      await page.emulateMedia({colorScheme: 'dark'});
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      await page.screenshot({path: path.join(shots, 'de-1280-dark.png')});
    }
  });
  for (const route of ['/api/error-codes', '/fr/api/error-codes', '/de/api/error-codes']) {
    test(`${route}: the error codes table keeps each code, status and label word whole`, async ({page}) => {
      await open(page, `${route}#error-codes`);
      const table = page.locator('table[class*="errorTable_"]');
      // An inline element broken over several lines has one box per line.
      const broken = await table
        .locator('tbody tr')
        .evaluateAll((rows) =>
          rows.flatMap((row) =>
            [...row.querySelectorAll('th code, td:nth-of-type(1) code')]
              .filter((code) => code.getClientRects().length > 1)
              .map((code) => code.textContent),
          ),
        );
      expect(broken, 'codes or statuses broken over several lines').toEqual([]);
      // Each label on show is at least as wide as its longest word: the header row's column names,
      // and the retry answers' labels before their values.
      const squeezed = await table.evaluate((el) => {
        const canvas = document.createElement('canvas').getContext('2d')!;
        const words = (label: string) => label.split(/\s+|(?<=[-/])/).filter(Boolean);
        const widest = (label: string, style: CSSStyleDeclaration) => {
          canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          return Math.max(...words(label).map((w) => canvas.measureText(w).width));
        };
        const out: string[] = [];
        for (const th of el.querySelectorAll<HTMLElement>('thead th')) {
          if (th.getBoundingClientRect().width <= 1) continue; // read by screen readers only
          const need = widest(th.textContent ?? '', getComputedStyle(th));
          if (th.clientWidth + 1 < need)
            out.push(`${th.textContent} (${th.clientWidth} px for ${Math.round(need)} px)`);
        }
        for (const td of el.querySelectorAll<HTMLElement>('tbody tr:first-child td:nth-child(n+5)')) {
          const label = td.getAttribute('data-label') ?? '';
          const need = widest(label, getComputedStyle(td, '::before'));
          if (td.clientWidth + 1 < need) out.push(`${label} (${td.clientWidth} px for ${Math.round(need)} px)`);
        }
        return out;
      });
      expect(squeezed, 'labels narrower than their words').toEqual([]);
    });
  }
});

test("an error code's link lands on its row at the top of the content area, in every locale", async ({page}) => {
  // Below the page's bar of contents (under the navbar when that shows), as headings land.
  const offset = () =>
    page.evaluate(() => {
      const covered = ['.navbar', '[data-api-navigator]'].map(
        (selector) => document.querySelector(selector)?.getBoundingClientRect().bottom ?? 0,
      );
      return document.getElementById('rate_limited')!.getBoundingClientRect().top - Math.max(0, ...covered);
    });
  for (const prefix of ['', '/es', '/fr', '/de']) {
    await open(page, `${prefix}/api/error-codes#rate_limited`);
    let previous = Number.NaN;
    await expect
      .poll(
        async () => {
          const now = await offset();
          const still = Math.abs(now - previous) <= 1;
          previous = now;
          return still;
        },
        {message: `${prefix || '/'}: the page never came to rest`, intervals: [150]},
      )
      .toBe(true);
    const landed = await offset();
    expect(landed, `${prefix || '/'}: the row is under the navbar`).toBeGreaterThanOrEqual(-1);
    expect(landed, `${prefix || '/'}: the row is at the top of the content area`).toBeLessThanOrEqual(24);
    await expect(page.locator('tr#rate_limited th code')).toHaveText('rate_limited');
  }
});

test.describe('phone, 390 px', () => {
  test.use({viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});

  for (const route of [MEMORY, '/de/api/endpoints/search', '/de/api/endpoints/change-stream', '/fr/api/error-codes']) {
    test(`${route}: one column, nothing wider than the screen`, async ({page}) => {
      await open(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'no sideways scrolling').toBeLessThanOrEqual(0);
      if (route !== '/fr/api/error-codes') {
        const op = page.locator('[data-api-operation]').first();
        const main = (await op.locator('[class*="main_"]').boundingBox())!;
        const samples = (await op.locator('[class*="samples_"]').boundingBox())!;
        expect(samples.y, 'the examples come below the explanation').toBeGreaterThanOrEqual(main.y + main.height - 1);
      } else {
        // Error codes: one card per code, each line labelled in French.
        // The first labelled cell of the error codes table itself (the page's Markdown tables,
        // such as the error envelope's fields, label their cells too).
        const cell = page.locator('table[class*="errorTable_"] td[data-label]').first();
        await expect(cell).toHaveAttribute('data-label', 'Statut HTTP');
        const rows = await page
          .locator('table[class*="errorTable_"] tbody tr')
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
        for (const w of rows) expect(w).toBeLessThanOrEqual(390);
      }
    });
  }

  test('screenshots for review (phone, light and dark, en and de), when API_REFERENCE_SHOTS is set', async ({page}) => {
    for (const locale of ['', '/de']) {
      for (const theme of ['light', 'dark']) {
        await page.emulateMedia({colorScheme: theme as 'light' | 'dark'});
        await open(page, `${locale}${MEMORY}#create-memory`);
        await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
        await expect(page.locator('h3#create-memory')).toBeInViewport();
        if (shots) await page.screenshot({path: path.join(shots, `${locale.slice(1) || 'en'}-390-${theme}.png`)});
      }
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 900}});

  test('nested fields are open and the samples readable', async ({page}) => {
    await page.goto(MEMORY);
    const nested = page.locator('[data-api-operation="create-memory"] details');
    expect(await nested.count()).toBeGreaterThan(0);
    for (const open of await nested.evaluateAll((els) => els.map((e) => (e as HTMLDetailsElement).open)))
      expect(open).toBe(true);
    await expect(
      page.locator('[data-api-operation="create-memory"]').getByText('project_id', {exact: true}).first(),
    ).toBeVisible();
    await expect(page.locator('[data-api-operation="create-memory"] pre').first()).toContainText('curl');
  });
});

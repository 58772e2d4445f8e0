import {test, expect, open} from './fixtures';
import type {Page} from '@playwright/test';

/**
 * Where a reader of the search dialog (src/theme/SearchBar) ends up: five results fit in the
 * dialog at 1280×900 with short excerpts whose table cells stay apart, and choosing a result
 * from the keyboard leaves the focus on the heading it lands on (src/lib/navigation/landing-focus.ts),
 * in view, so the next Tab goes into that section's content.
 */

const dialogOf = (page: Page) => page.locator('dialog[open]');

async function openSearch(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  const input = dialogOf(page).getByRole('combobox');
  await expect(input).toBeFocused();
  await page.keyboard.type(query);
  // Each key starts a search: the results shown must be those of the whole query.
  await expect(dialogOf(page).getByRole('listbox')).toHaveAttribute('data-query', query);
  await expect(dialogOf(page).getByRole('option').first()).toBeVisible();
}

test('at 1280×900 five results fit in the dialog, each with one line of excerpt', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 900});
  await openSearch(page, 'rate limit');
  const groups = dialogOf(page).getByRole('group');
  await expect.poll(() => groups.count()).toBeGreaterThanOrEqual(5);
  const list = await dialogOf(page).getByRole('listbox').boundingBox();
  if (!list) throw new Error('the result list has no box');
  for (let i = 0; i < 5; i++) {
    const box = await groups.nth(i).boundingBox();
    if (!box) throw new Error(`result ${i + 1} has no box`);
    expect(box.y, `result ${i + 1} starts inside the list`).toBeGreaterThanOrEqual(list.y - 0.5);
    expect(box.y + box.height, `result ${i + 1} ends inside the list (at ${list.y + list.height})`).toBeLessThanOrEqual(
      list.y + list.height + 0.5,
    );
  }
  // One line each: an excerpt's box is one line high, whatever its length.
  const heights = await dialogOf(page)
    .locator('[role="option"] > span:last-child')
    .evaluateAll((spans) =>
      spans.map((s) => s.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(s).lineHeight)),
    );
  expect(heights.length).toBeGreaterThan(0);
  for (const lines of heights) expect(lines).toBeLessThan(1.5);
});

test('excerpts keep table cells and reference fields apart', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 900});
  await openSearch(page, 'rate_limited too many requests');
  await expect.poll(() => dialogOf(page).getByRole('group').count()).toBeGreaterThan(2);
  const excerpts = await dialogOf(page)
    .locator('[role="option"] mark')
    .evaluateAll((marks) => marks.map((m) => m.parentElement?.textContent ?? ''));
  expect(excerpts.length).toBeGreaterThan(0);
  // "429Error" was a status and its schema run together; a status is followed by a separator now.
  expect(excerpts.filter((e) => /\d{3}[A-Za-z]/.test(e))).toEqual([]);
  expect(
    excerpts.some((e) => e.includes(' · ')),
    excerpts.join('\n'),
  ).toBe(true);
});

for (const [locale, query] of [
  ['en', 'rate limit'],
  ['es', 'límite de frecuencia'],
  ['de', 'Ratenlimit'],
] as const) {
  const prefix = locale === 'en' ? '' : `/${locale}`;
  test(`${locale}: a result chosen from the keyboard focuses its section's heading, in view; Tab goes on into the section`, async ({
    page,
  }) => {
    await open(page, `${prefix}/intro`, {width: 1280, height: 900});
    await openSearch(page, query);
    const input = dialogOf(page).getByRole('combobox');
    // The first line is the page; the next one its section.
    await input.press('ArrowDown');
    const section = dialogOf(page).locator('[role="option"][aria-selected="true"]');
    const href = (await section.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${prefix}/[^#]+#[\\w-]+$`));
    await input.press('Enter');
    await expect(page).toHaveURL(href);
    const anchor = href.split('#')[1] ?? '';
    const heading = page.locator(`main [id="${anchor}"]`);
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((h) => /^H[1-6]$/.test(h.tagName))).toBe(true);

    await page.keyboard.press('Tab');
    const next = await page.evaluate((id) => {
      const active = document.activeElement;
      const from = document.getElementById(id);
      return {
        inArticle: Boolean(active?.closest('main article')),
        after:
          Boolean(from && active && from.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) ||
          Boolean(from?.contains(active)),
      };
    }, anchor);
    expect(next, 'the Tab after the heading').toEqual({inArticle: true, after: true});
  });

  test(`${locale}: a page result chosen from the keyboard focuses the page's title`, async ({page}) => {
    await open(page, `${prefix}/intro`, {width: 1280, height: 900});
    await openSearch(page, query);
    const first = dialogOf(page).getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const href = (await first.getAttribute('href')) ?? '';
    expect(href).not.toContain('#');
    await dialogOf(page).getByRole('combobox').press('Enter');
    await expect(page).toHaveURL(href);
    const title = page.locator('main h1');
    await expect(title).toBeFocused();
    await expect(title).toBeInViewport();
  });
}

for (const [locale, query] of [
  ['', 'rate_limited'],
  ['/de', 'quota_exceeded'],
] as const) {
  test(`${locale || '/'}: a search for an error code lands on that code's row of the error codes table`, async ({
    page,
  }) => {
    await open(page, `${locale}/intro`, {width: 1280, height: 900});
    await openSearch(page, query);
    const link = dialogOf(page).locator(`a[href$="/api/error-codes#${query}"]`).first();
    await expect(link, 'a result leads to the row').toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/api/error-codes#${query}$`));
    // The row is at the top of the content, below the page's bar of contents.
    await expect
      .poll(async () => {
        const row = await page.locator(`tr#${query}`).boundingBox();
        const bar = await page.locator('[data-api-navigator]').boundingBox();
        return row && bar ? Math.round(row.y - (bar.y + bar.height)) : Number.NaN;
      })
      .toBeGreaterThanOrEqual(0);
    const row = (await page.locator(`tr#${query}`).boundingBox())!;
    expect(row.y, 'the row is in the first screen').toBeLessThan(200);
  });
}

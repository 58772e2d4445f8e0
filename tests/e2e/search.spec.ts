import {createHash} from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {test as base, type Page} from '@playwright/test';
import {test, expect, framesRendered, open, hydrated, requestsReported} from './fixtures';
import {translatedLocales} from '../../config/i18n';

/**
 * The navbar search (src/theme/SearchBar, Pagefind): opened by click, Ctrl/Cmd+K and "/",
 * keyboard navigation to a section anchor, highlighted matches, the full results page, one
 * index per locale, nothing loaded before the reader opens it, and it works under the
 * production Content Security Policy (no inline script, no eval; WebAssembly allowed).
 */

/** A path under a translated locale's prefix (`/es/…`). */
const otherLocalePrefix = new RegExp(`^/(?:${translatedLocales.join('|')})/`);

function dialog(page: Page, name = 'Search the documentation') {
  return page.getByRole('dialog', {name});
}

/** Opens the dialog with Ctrl+K, searches for `query` and waits for the first result. */
async function searchWithCtrlK(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Control+k');
  await dialog(page).getByRole('combobox').fill(query);
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
}

/** Pagefind and the search dialog's code are requested only once the search is opened. */
function recordSearchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (pathname.startsWith('/pagefind/')) urls.push(pathname);
  });
  return urls;
}

test('nothing of the search loads until it is opened; Ctrl+K opens it and loads Pagefind', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  const requests = recordSearchRequests(page);
  await open(page, '/api/overview');
  const button = page.locator('.navbar').getByRole('button', {name: 'Search'});
  await expect(button).toBeVisible();
  // Pointing at the button is intent and starts the download (tests/e2e/search-typing.spec.ts).
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 0, null, {polling: 'raf'});
  await framesRendered(page);
  await page.keyboard.press('k');
  // The scroll's listeners and the key's have run (the press returns once the page handled it);
  // anything they asked for would have been reported by now.
  await requestsReported(page);
  expect(requests, 'requests for /pagefind/ before the search was opened').toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('combobox')).toBeFocused();
  await expect.poll(() => requests).toContain('/pagefind/pagefind.js');
});

test('"/" opens the search, except while typing in a field', async ({page}) => {
  await open(page, '/search');
  const field = page.getByRole('searchbox', {name: 'Search the documentation'});
  await field.click();
  await page.keyboard.type('a/b');
  await expect(field).toHaveValue('a/b');
  await expect(dialog(page)).toBeHidden();

  await page.locator('main h1').click();
  await page.keyboard.press('/');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('combobox')).toHaveValue('');
});

test('results are grouped by page with sections and highlighted; arrows and Enter open a section', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  await page.locator('.navbar').getByRole('button', {name: 'Search'}).click();
  const input = dialog(page).getByRole('combobox');
  await input.fill('rate limit headers');
  const options = dialog(page).getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(dialog(page).getByRole('status')).toHaveText(/\d+ pages found|One page found/);
  await expect(dialog(page).locator('[role="option"] mark').first()).toBeVisible();
  await expect(dialog(page).getByRole('group').first()).toBeVisible();

  // The first line is active; the arrow keys move through pages and sections, wrapping around.
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  const firstSection = dialog(page).locator('[role="option"][id$="-0-0"]');
  await expect(firstSection).toHaveCount(1);
  await input.press('ArrowDown');
  await expect(firstSection).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await firstSection.getAttribute('id')) ?? '');
  await input.press('ArrowUp');
  await input.press('ArrowUp');
  await expect(options.last()).toHaveAttribute('aria-selected', 'true');
  await input.press('ArrowDown');
  await input.press('ArrowDown');

  const href = await firstSection.getAttribute('href');
  expect(href).toMatch(/^\/[^#]+#[\w-]+$/);
  await input.press('Enter');
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(href ?? '');
  const anchor = (href ?? '').split('#')[1] ?? '';
  await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
});

test('the line chosen with the arrows stays chosen when the rest of the results arrive', async ({page}) => {
  // The best match shows first and the other pages' fragments follow (useSearch): hold those
  // back so the reader's arrow key certainly falls between the two.
  let fragments = 0;
  let releaseOthers: () => void = () => undefined;
  const othersHeld = new Promise<void>((resolve) => (releaseOthers = resolve));
  await page.route('**/pagefind/fragment/**', async (route) => {
    fragments += 1;
    if (fragments > 1) await othersHeld;
    await route.continue();
  });
  await open(page, '/intro', {width: 1280, height: 800});
  await searchWithCtrlK(page, 'rate limit headers');
  const input = dialog(page).getByRole('combobox');
  const groups = dialog(page).getByRole('group');
  await expect(groups).toHaveCount(1);
  const firstSection = dialog(page).locator('[role="option"][id$="-0-0"]');
  await input.press('ArrowDown');
  await expect(firstSection).toHaveAttribute('aria-selected', 'true');

  releaseOthers();
  await expect.poll(() => groups.count()).toBeGreaterThan(1);
  await expect(firstSection).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await firstSection.getAttribute('id')) ?? '');
  // The dialog shows each page with the section it lands on: the next line is the second page.
  await input.press('ArrowDown');
  await expect(groups.nth(1).getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
});

test('a pointer resting over the results does not take the selection from the arrow keys', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  await searchWithCtrlK(page, 'memory');
  const input = dialog(page).getByRole('combobox');
  const options = dialog(page).getByRole('option');
  await expect.poll(() => dialog(page).getByRole('group').count()).toBeGreaterThan(3);
  // Park the pointer over the middle of the list, then leave it there while the arrows scroll it.
  const box = await dialog(page).getByRole('listbox').boundingBox();
  if (!box) throw new Error('the result list has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  // Moving the pointer chose the line under it; from there each arrow goes one line down.
  const ids = await options.evaluateAll((all) => all.map((o) => o.id));
  const hovered = ids.indexOf((await input.getAttribute('aria-activedescendant')) ?? '');
  expect(hovered, 'the line under the pointer is chosen').toBeGreaterThanOrEqual(0);
  for (let step = 1; step <= ids.length; step++) {
    await input.press('ArrowDown');
    await expect(input).toHaveAttribute('aria-activedescendant', ids[(hovered + step) % ids.length] ?? '');
  }
});
test('Escape closes the dialog and gives focus back to the search button', async ({page}) => {
  await open(page, '/sdks/overview', {width: 1280, height: 800});
  const button = page.locator('.navbar').getByRole('button', {name: 'Search'});
  await button.click();
  await dialog(page).getByRole('combobox').fill('python');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(button).toBeFocused();
});

test('"See all results" opens the results page of the query', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  await searchWithCtrlK(page, 'exit codes');
  await dialog(page).getByRole('link', {name: 'See all results'}).click();
  await expect(page).toHaveURL('/search?q=exit%20codes');
  await hydrated(page);
  await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toHaveValue('exit codes');
  const first = page.locator('main ol > li').first();
  await expect(first.getByRole('heading', {level: 2})).toHaveText('CLI');
  await expect(first.locator('mark').first()).toBeVisible();
  await expect(first.getByRole('link', {name: /Exit codes/})).toHaveAttribute('href', '/sdks/cli#exit-codes');
});

test('the results page reads ?q=, keeps the URL in step with the input and shows more on demand', async ({page}) => {
  await open(page, '/search?q=memory');
  const results = page.locator('main ol > li');
  await expect(results).toHaveCount(20);
  await expect(page.getByRole('status')).toHaveText(/\d+ pages found/);
  await page.getByRole('button', {name: 'Show more results'}).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);

  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('nginx');
  await expect(page).toHaveURL('/search?q=nginx');
  await expect(results.first().getByRole('heading', {level: 2})).toHaveText('Deploy the portal');
  await page.getByRole('searchbox', {name: 'Search the documentation'}).fill('zzzqqqxxy');
  await expect(page.getByRole('status')).toHaveText('No results for “zzzqqqxxy”.');
});

// The key names as this language's keyboards print them: German Strg for Ctrl, French Échap for Esc.
for (const [locale, button, name, query, seeAll, ctrlKey, escKey] of [
  ['es', 'Buscar', 'Buscar en la documentación', 'clave restringida', 'Ver todos los resultados', 'Ctrl', 'Esc'],
  [
    'fr',
    'Rechercher',
    'Rechercher dans la documentation',
    'clé restreinte',
    'Voir tous les résultats',
    'Ctrl',
    'Échap',
  ],
  ['de', 'Suchen', 'Dokumentation durchsuchen', 'eingeschränkter Schlüssel', 'Alle Ergebnisse anzeigen', 'Strg', 'Esc'],
] as const) {
  test(`${locale}: the search speaks the locale and returns only its pages`, async ({page}) => {
    await open(page, `/${locale}/api/overview`, {width: 1280, height: 800});
    const opener = page.locator('.navbar').getByRole('button', {name: button});
    await expect(opener.locator('kbd')).toHaveText(`${ctrlKey} K`);
    await opener.click();
    await expect(dialog(page, name).locator('kbd').last()).toHaveText(escKey);
    await dialog(page, name).getByRole('combobox').fill(query);
    const links = dialog(page, name).locator('a[role="option"]');
    await expect(links.first()).toBeVisible();
    await expect(links.first()).toHaveAttribute('href', `/${locale}/api/authentication`);
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((h) => !h.startsWith(`/${locale}/`)),
      'results from another locale',
    ).toEqual([]);
    await dialog(page, name).getByRole('link', {name: seeAll}).click();
    await expect(page).toHaveURL(`/${locale}/search?q=${encodeURIComponent(query)}`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}-`));
  });
}

test('the English search never returns a page of another locale', async ({page}) => {
  await open(page, '/search?q=curl');
  const links = page.locator('main ol > li h2 a');
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.filter((h) => otherLocalePrefix.test(h))).toEqual([]);
});

test('on a phone the search is an icon button that still opens the dialog', async ({page}) => {
  await open(page, '/intro', {width: 390, height: 844});
  const button = page.locator('.navbar').getByRole('button', {name: 'Search'});
  await expect(button).toBeVisible();
  await button.click();
  await dialog(page).getByRole('combobox').fill('quick start');
  await expect(dialog(page).getByRole('option').first()).toBeVisible();
  await expect(dialog(page).getByRole('button', {name: 'Close'})).toBeVisible();
});

test('the open dialog with results has no accessibility violations', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  await searchWithCtrlK(page, 'search filters');
  const results = await new AxeBuilder({page}).include('dialog').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

/** Serves every page with the production policy: no inline script without its hash, no eval. */
async function withProductionCsp(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const body = await response.text();
    const hashes = [...body.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
    const csp = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'`;
    await route.fulfill({response, body, headers: {...response.headers(), 'content-security-policy': csp}});
  });
}

test('search works under the production CSP (script-src self, wasm-unsafe-eval, hashes)', async ({page}) => {
  await page.addInitScript(() => {
    (window as unknown as {violations: string[]}).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {violations: string[]}).violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await withProductionCsp(page);
  const response = await page.goto('/api/search');
  expect(response?.headers()['content-security-policy']).toContain("'wasm-unsafe-eval'");
  await hydrated(page);
  await searchWithCtrlK(page, 'hybrid search');
  expect(await page.evaluate(() => (window as unknown as {violations: string[]}).violations)).toEqual([]);
});

// Without the console-error fixture: the blocked script logs the error this test expects.
base(
  'planted: the CSP of the test blocks what production blocks (an inline script without its hash)',
  async ({page}) => {
    await withProductionCsp(page);
    await page.goto('/api/search');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.append(s);
      return (window as unknown as {__inlineRan?: boolean}).__inlineRan === true;
    });
    expect(ran, 'an inline script ran under the test CSP: the CSP check proves nothing').toBe(false);
  },
);

import {test, expect, open, hydrated, scrollHandled} from './fixtures';
import {uiString} from '../support/ui-strings';

/** A client-side navigation through the router, as an in-page link makes. */
async function navigateClientSide(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test('the locale switcher keeps the path, the query string and the hash', async ({page}) => {
  await open(page, '/api/overview?ref=nav#pagination', {width: 1280, height: 800});
  await page.locator('.navbar__items--right .dropdown').hover();
  const spanish = page.locator('.navbar__items--right .dropdown__menu').getByRole('link', {name: 'Español'});
  await expect(spanish).toHaveAttribute('href', '/es/api/overview?ref=nav#pagination');
  await spanish.click();
  await expect(page).toHaveURL('/es/api/overview?ref=nav#pagination');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

for (const suffix of ['.html', '/index.html']) {
  test(`a path ending in ${suffix} is normalised to the clean path`, async ({page}) => {
    await open(page, `/es/overview${suffix}?ref=old-link#concepts`);
    await expect(page).toHaveURL('/es/overview?ref=old-link#concepts');
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-overview/);
  });

  test(`a client-side navigation to a path ending in ${suffix} shows the clean path's page`, async ({page}) => {
    await open(page, '/es/intro');
    await navigateClientSide(page, `/es/api/search${suffix}`);
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-api\/search/);
    await expect(page.locator('main h1').first()).not.toHaveText(uiString('es', 'theme.NotFound.title'));
  });
}

test('a page change scrolls to the top, or to the hash target when there is one', async ({page}) => {
  await open(page, '/tutorial-basics/markdown-features', {width: 1280, height: 700});
  await page.evaluate(() => window.scrollTo(0, 1500));
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Support', exact: true}).click();
  await expect(page).toHaveURL('/support');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  const target = await page.evaluate(() => [...document.querySelectorAll('article h2[id]')].at(-1)?.id ?? null);
  expect(target, 'the support page needs a second-level heading to link to').not.toBeNull();
  await open(page, '/changelog');
  await page.evaluate(() => window.scrollTo(0, 400));
  await navigateClientSide(page, `/support#${target}`);
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-support/);
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('a slow page change shows the progress bar and keeps the old page until the new one loads', async ({page}) => {
  await open(page, '/intro');
  // A reader's navigation follows an interaction, which fetches the progress bar's code
  // (src/plugins/lean-bundle/progress-bar/lazy-nprogress.ts); it must not be held back below with the page's.
  await page.locator('article h1').first().hover();
  await page.waitForLoadState('networkidle');
  const oldHeading = await page.locator('article h1').first().textContent();
  // Every script chunk is held back until the bar and the old page have been seen: the next
  // page's code takes as long as the test needs, well past the bar's 200 ms.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await navigateClientSide(page, '/use-cases/team-collaboration');
  await expect(page.locator('#nprogress')).toBeAttached();
  await expect(page.locator('article h1').first()).toHaveText(oldHeading ?? '');
  release();
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-use-cases\/team-collaboration/, {timeout: 10_000});
  await expect(page.locator('#nprogress')).not.toBeAttached({timeout: 5000});
});

test('a fast page change shows no progress bar', async ({page}) => {
  await open(page, '/intro');
  await page.evaluate(() => {
    (window as unknown as {sawProgress: boolean}).sawProgress = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) (window as unknown as {sawProgress: boolean}).sawProgress = true;
    }).observe(document.body, {childList: true, subtree: true});
  });
  await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Platform overview'}).click();
  await expect(page.locator('html')).toHaveClass(/docs-doc-id-overview/);
  expect(await page.evaluate(() => (window as unknown as {sawProgress: boolean}).sawProgress)).toBe(false);
});

test('visible links are prefetched and hovering a link preloads its page', async ({page}) => {
  await open(page, '/intro', {width: 1280, height: 800});
  await expect.poll(() => page.locator('link[rel="prefetch"]').count()).toBeGreaterThan(0);
  // A footer link is out of view, so nothing of its page has been fetched yet.
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // Whatever the scroll itself brings in (links coming into view are prefetched, not loaded as
  // scripts) has started once the page has handled it.
  await scrollHandled(page, await page.evaluate(() => document.documentElement.scrollHeight));
  const beforeHover = scripts.length;
  await page.locator('footer').getByRole('link', {name: 'Support'}).hover();
  await expect
    .poll(() => scripts.length, {message: "hovering should load the target page's code"})
    .toBeGreaterThan(beforeHover);
});

test("unknown paths show the locale's not-found page", async ({page}) => {
  const expectations = [
    ['/this/does/not/exist', 'en', 'en-US'],
    ['/es/no-existe', 'es', 'es-ES'],
    ['/fr/introuvable', 'fr', 'fr-FR'],
    ['/de/nicht-da', 'de', 'de-DE'],
  ] as const;
  for (const [path, locale, lang] of expectations) {
    const title = uiString(locale, 'theme.NotFound.title');
    const text = uiString(locale, 'theme.NotFound.p1');
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('main h1')).toHaveText(title);
    await expect(page.locator('main')).toContainText(text);
  }
});

test('a client-side navigation to an unknown route shows the not-found page', async ({page}) => {
  await open(page, '/es/intro');
  await navigateClientSide(page, '/es/ruta-inexistente');
  await expect(page.locator('main h1')).toHaveText(uiString('es', 'theme.NotFound.title'));
});

for (const path of ['/api/endpoints/memory', '/de/guides/migration', '/fr/']) {
  test(`${path} hydrates with the scripts its HTML lists and fetches none after them`, async ({page}) => {
    // src/plugins/route-scripts preloads the route's chunks from the HTML; a chunk the main
    // bundle had to fetch itself before hydrating would show here. The moment of hydration is
    // taken in the page: the first change made to the server-rendered tree once it is parsed
    // (React's, once hydrated: nothing else changes it before), or the `data-has-hydrated` flag if that comes first (the flag
    // itself is set a frame or more later, through the document head). A chunk the page asks for
    // once hydrated (the diagram near the top of the migration guide) is not one hydration waited for.
    await page.addInitScript(() => {
      const w = window as Window & {hydratedAt?: number};
      const mark = () => {
        w.hydratedAt ??= performance.now();
      };
      new MutationObserver((records) => {
        if (document.documentElement.dataset.hasHydrated === 'true') mark();
        // While the document is parsed, its own nodes arriving are changes too.
        if (document.readyState === 'loading') return;
        if (records.some((r) => document.getElementById('__docusaurus')?.contains(r.target))) mark();
      }).observe(document, {attributes: true, childList: true, characterData: true, subtree: true});
    });
    await page.goto(path);
    await hydrated(page);
    const {listed, fetched, mainLoadedBefore} = await page.evaluate(() => {
      const hydratedAt = (window as Window & {hydratedAt?: number}).hydratedAt ?? Infinity;
      const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) =>
        new URL(e.name).pathname.endsWith('.js'),
      );
      return {
        listed: [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script][data-hydrate]')].map(
          (l) => new URL(l.href).pathname,
        ),
        fetched: scripts.filter((e) => e.startTime < hydratedAt).map((e) => new URL(e.name).pathname),
        // The moment found is after the main bundle arrived: an earlier change would not be React's.
        mainLoadedBefore: scripts.some((e) => /\/main\.[0-9a-f]+\.js$/.test(e.name) && e.responseEnd <= hydratedAt),
      };
    });
    expect(mainLoadedBefore, 'the main bundle loaded before the moment taken as hydration').toBe(true);
    expect(listed.length, 'runtime, route chunks and main bundle').toBeGreaterThan(3);
    expect(listed.at(-1)).toMatch(/\/assets\/js\/main\.[0-9a-f]+\.js$/);
    expect(
      fetched.filter((p) => !listed.includes(p)),
      'scripts fetched before hydration that the HTML did not list',
    ).toEqual([]);
  });
}

/**
 * Records when each bundle script is inserted (src/plugins/route-scripts runs them from the end
 * of the body, after the first contentful paint), before the page's own scripts run. `setUp`
 * runs first, in the page, to take away what a given browser would not have.
 */
async function recordScriptStarts(page: import('@playwright/test').Page, setUp: string = ''): Promise<void> {
  await page.addInitScript(`${setUp};
    window.__scriptStarts = [];
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) {
        if (node.tagName === 'SCRIPT' && node.src.includes('/assets/js/')) window.__scriptStarts.push({src: new URL(node.src).pathname, at: performance.now()});
      }
    }).observe(document, {childList: true, subtree: true});`);
}

/** Milliseconds from the end of parsing to the first bundle script's insertion, and the scripts' paths. */
async function scriptStarts(
  page: import('@playwright/test').Page,
): Promise<{afterParse: number; afterPaint: number; order: string[]}> {
  return page.evaluate(() => {
    const starts = (window as unknown as {__scriptStarts: {src: string; at: number}[]}).__scriptStarts;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      afterParse: starts[0]!.at - navigation!.domInteractive,
      afterPaint: paint ? starts[0]!.at - paint.startTime : Number.NaN,
      order: starts.map((s) => s.src),
    };
  });
}

test('a page runs its scripts after its first contentful paint, in the order its HTML lists them', async ({page}) => {
  await recordScriptStarts(page);
  await page.goto('/api/endpoints/memory');
  await hydrated(page);
  const listed = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=preload][as=script][data-hydrate]')].map(
      (l) => new URL(l.href).pathname,
    ),
  );
  const starts = await scriptStarts(page);
  expect(starts.afterPaint, 'first script inserted after the first contentful paint (ms)').toBeGreaterThanOrEqual(0);
  expect(starts.order.slice(0, listed.length)).toEqual(listed);
});

const runnerCases: {name: string; setUp: string; atLeast?: number; below: number}[] = [
  {
    // A tab opened in the background paints nothing until it is shown: nothing to wait for. (The
    // paint is not reported either, so only the out-of-sight path can start the scripts early.)
    name: 'a page loaded out of sight runs its scripts at once',
    setUp: `Object.defineProperty(Document.prototype, 'visibilityState', {get: () => 'hidden'});
      PerformanceObserver.prototype.observe = function () {}`,
    below: 1000,
  },
  {
    name: 'a browser without paint timing runs the scripts one frame after parsing',
    setUp: `Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => ['navigation']})`,
    below: 1000,
  },
  {
    name: 'when no paint is ever reported the scripts still run, 3 s after parsing',
    setUp: `PerformanceObserver.prototype.observe = function () {}`,
    atLeast: 2800,
    below: 4500,
  },
];
for (const {name, setUp, atLeast, below} of runnerCases) {
  test(name, async ({page}) => {
    await recordScriptStarts(page, setUp);
    await page.goto('/de/guides/migration');
    await hydrated(page);
    const {afterParse} = await scriptStarts(page);
    if (atLeast !== undefined)
      expect(afterParse, 'first script inserted after parsing (ms)').toBeGreaterThanOrEqual(atLeast);
    expect(afterParse, 'first script inserted after parsing (ms)').toBeLessThan(below);
  });
}

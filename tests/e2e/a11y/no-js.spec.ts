/**
 * With JavaScript disabled every page still shows its content and every link of its sidebar
 * (src/css/custom.css expands the categories and tab panels under `@media (scripting: none)`).
 */
import type {Page} from '@playwright/test';
import type {Locale} from '../../../config/i18n';
import {categoryRoutes, docRoutes, localePath} from '../../support/spec-routes';
import {expect, test} from '../fixtures';
import {addStyleWithoutJs} from '../../support/style-without-js';
import {everyPage, notFoundRoute} from './support';
import {locales} from '../../../config/i18n';

test.use({javaScriptEnabled: false});

const sidebarRoutes = new Set<string>([...docRoutes, ...categoryRoutes]);

/** The sidebar links every docs page must show: one per doc (category index pages included). */
const sidebarPathsOf = (locale: Locale) => [...docRoutes, ...categoryRoutes].map((route) => localePath(locale, route));

/** What a reader without JavaScript would miss on the current page, one line per problem. */
async function noJsProblems(page: Page, where: string, sidebarPaths: string[]): Promise<string[]> {
  const facts = await page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
    };
    const main = document.querySelector('main');
    const headings = [...document.querySelectorAll('h1')];
    const sidebarLinks = [...document.querySelectorAll('.theme-doc-sidebar-container a[href]')].filter(visible);
    const panels = [...document.querySelectorAll('[role="tabpanel"]')];
    return {
      mainText: (main?.textContent ?? '').trim().length,
      heading: headings.some(visible),
      sidebarHrefs: sidebarLinks.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
      hiddenPanels: panels.filter((p) => !visible(p)).length,
    };
  }, undefined);
  const problems: string[] = [];
  if (!facts.heading) problems.push(`${where}: no visible h1`);
  if (facts.mainText < 80) problems.push(`${where}: main content is (nearly) empty (${facts.mainText} characters)`);
  if (facts.hiddenPanels > 0) problems.push(`${where}: ${facts.hiddenPanels} tab panel(s) hidden`);
  const shown = new Set(facts.sidebarHrefs);
  const missing = sidebarPaths.filter((p) => !shown.has(p));
  if (missing.length > 0) problems.push(`${where}: sidebar links not visible: ${missing.join(', ')}`);
  return problems;
}

for (const locale of locales) {
  test(`without JavaScript every ${locale} page shows its content and its sidebar links`, async ({page}) => {
    test.setTimeout(90_000);
    await page.setViewportSize({width: 1280, height: 800});
    const problems: string[] = [];
    for (const {route, path} of everyPage.filter((p) => p.locale === locale)) {
      const response = await page.goto(path);
      expect(response?.status(), `status of ${path}`).toBe(route === notFoundRoute ? 404 : 200);
      problems.push(...(await noJsProblems(page, path, sidebarRoutes.has(route) ? sidebarPathsOf(locale) : [])));
    }
    expect(problems.join('\n'), 'pages missing content without JavaScript').toBe('');
  });
}

test('without JavaScript a narrow screen shows the docs sidebar links too', async ({page}) => {
  await page.setViewportSize({width: 600, height: 900});
  for (const [locale, route] of [
    ['en', 'api/endpoints/memory'],
    ['de', 'guides/migration'],
  ] as const) {
    const path = localePath(locale, route);
    await page.goto(path);
    expect((await noJsProblems(page, path, sidebarPathsOf(locale))).join('\n')).toBe('');
  }
});

test('planted: a hidden sidebar category and a hidden tab panel are reported', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/sdks/typescript');
  await addStyleWithoutJs(
    page,
    '.mnemora-noscript-sidebar > ul > li:last-child { display: none !important; } [role="tabpanel"] { display: none !important; }',
  );
  const problems = (await noJsProblems(page, '/sdks/typescript', sidebarPathsOf('en'))).join('\n');
  expect(problems).toMatch(/\/sdks\/typescript: sidebar links not visible: .*\/tutorial-extras\/translate-your-site/);
  expect(problems).toMatch(/\/sdks\/typescript: \d+ tab panel\(s\) hidden/);
});

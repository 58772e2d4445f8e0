/**
 * The not-found page offers a way on in every locale (src/components/NotFoundHelp): a search box
 * that takes the reader to the locale's search page with results, the documentation's main
 * sections (the sidebar's top-level categories, with their labels in the locale's words) with a
 * line each, and a link home; all of it in the page's language, laid out on a desktop and a phone,
 * with the status still 404. The nginx side (form-action in the CSP) is tests/serving-e2e.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, framesRendered, hydrated, open} from './fixtures';
import {docSections} from '../../src/components/NotFoundHelp/sections';
import {findEnglish, type TextBlock} from '../support/english-leftovers';
import {type Locale, localeConfigs, locales, translatedLocales} from '../../config/i18n';

/** A path under a translated locale's prefix (`/es/…`). */
const otherLocalePrefix = new RegExp(`^/(?:${translatedLocales.join('|')})/`);

type Words = {label: string; button: string; heading: string; home: string};

/** The English wording (the component's default messages). */
const english: Words = {
  label: 'Search the documentation',
  button: 'Search',
  heading: 'Browse the documentation',
  home: 'Go to the documentation home page',
};

function codeJson(locale: Exclude<Locale, 'en'>): Record<string, {message: string}> {
  return JSON.parse(readFileSync(join(process.cwd(), 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
}

/** What the reader should read in a locale: code.json's messages, each different from the English. */
function wordsOf(locale: Locale): Words {
  if (locale === 'en') return english;
  const messages = codeJson(locale);
  const ids: Record<keyof Words, string> = {
    label: 'mnemora.notFoundHelp.search.label',
    button: 'mnemora.notFoundHelp.search.submit',
    heading: 'mnemora.notFoundHelp.sections.title',
    home: 'mnemora.notFoundHelp.home',
  };
  const words = {} as Words;
  for (const [key, id] of Object.entries(ids) as [keyof Words, string][]) {
    const message = messages[id]?.message;
    if (!message) throw new Error(`i18n/${locale}/code.json has no "${id}"`);
    if (message === english[key]) throw new Error(`i18n/${locale}/code.json leaves "${id}" in English`);
    words[key] = message;
  }
  return words;
}

/** The sidebar's category labels in a locale, in the sidebar's order. */
function sectionLabels(locale: Locale): string[] {
  if (locale === 'en') return docSections.map((s) => s.label);
  const current = JSON.parse(
    readFileSync(join(process.cwd(), 'i18n', locale, 'docusaurus-plugin-content-docs', 'current.json'), 'utf8'),
  ) as Record<string, {message: string}>;
  return docSections.map((s) => {
    const label = current[`sidebar.tutorialSidebar.category.${s.label}`]?.message;
    if (!label)
      throw new Error(
        `i18n/${locale}/docusaurus-plugin-content-docs/current.json has no label for the category "${s.label}"`,
      );
    return label;
  });
}

const unknownPaths: Record<Locale, string> = {
  en: '/this/does/not/exist',
  es: '/es/no-existe',
  fr: '/fr/introuvable',
  de: '/de/nicht-da',
};

async function helpText(page: Page): Promise<TextBlock[]> {
  return page
    .locator('form[role="search"][action$="/search"], nav[aria-labelledby="not-found-sections"], main')
    .evaluateAll((els) =>
      els.flatMap((el) =>
        [...el.querySelectorAll('h1, h2, p, label, button, a, span')].map((e) => ({
          where: e.tagName.toLowerCase(),
          text: (e as HTMLElement).innerText,
        })),
      ),
    );
}

for (const locale of locales) {
  const prefix = locale === 'en' ? '/' : `/${locale}/`;
  const words = wordsOf(locale);

  test(`${locale}: the not-found page has a search box, the main sections and a link home, in its language`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({width: 1280, height: 900});
    const response = await page.goto(unknownPaths[locale]);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', localeConfigs[locale].htmlLang);

    const form = page.getByRole('search').filter({has: page.getByRole('searchbox', {name: words.label})});
    await expect(form).toHaveAttribute('action', `${prefix}search`);
    await expect(form).toHaveAttribute('method', 'get');
    await expect(form.getByRole('button')).toHaveText(words.button);

    const nav = page.getByRole('navigation', {name: words.heading});
    await expect(nav.getByRole('heading', {level: 2})).toHaveText(words.heading);
    const links = nav.locator('ul > li > a');
    await expect(links).toHaveText(sectionLabels(locale));
    // Every section link resolves, in this locale.
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))) {
      expect(href.startsWith(prefix), `${href} is not under ${prefix}`).toBe(true);
      expect((await request.get(href)).status(), href).toBe(200);
    }
    // One line per section, not empty.
    const lines = await nav.locator('ul > li > span').allInnerTexts();
    expect(lines).toHaveLength(docSections.length);
    for (const line of lines) expect(line.split(/\s+/).length, line).toBeGreaterThanOrEqual(5);
    const home = nav.getByRole('link', {name: words.home});
    await expect(home).toHaveAttribute('href', prefix);

    // No English sentence among what the page says (outside English itself).
    if (locale !== 'en') expect(findEnglish(await helpText(page), locale, [])).toEqual([]);

    // Laid out as a search row and a list under the apology, in the centred column; the search
    // box and the first section are in the first screen on a desktop.
    const input = form.getByRole('searchbox');
    const [inputBox, buttonBox, titleBox, firstSection] = await Promise.all([
      input.boundingBox(),
      form.getByRole('button').boundingBox(),
      page.locator('main h1').boundingBox(),
      links.first().boundingBox(),
    ]);
    expect(
      Math.abs(inputBox!.y + inputBox!.height / 2 - (buttonBox!.y + buttonBox!.height / 2)),
      'input and button on one row',
    ).toBeLessThan(2);
    expect(inputBox!.width).toBeGreaterThan(300);
    expect(Math.abs(inputBox!.x - titleBox!.x), 'the search box lines up with the heading').toBeLessThan(2);
    expect(firstSection!.y + firstSection!.height, 'the first section link is in the first screen').toBeLessThan(900);
    expect(await input.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(16);
  });

  test(`${locale}: submitting "rate limit" from the not-found page lands on the search page with results`, async ({
    page,
  }) => {
    await page.goto(unknownPaths[locale]);
    await hydrated(page);
    const input = page.getByRole('searchbox', {name: words.label});
    await input.fill('rate limit');
    await page.getByRole('search').filter({has: input}).getByRole('button').click();
    await page.waitForURL(`${prefix}search?q=rate+limit`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', localeConfigs[locale].htmlLang);
    await expect(page.locator('#search-page-input')).toHaveValue('rate limit');
    const results = page.locator('main ol > li h2 a');
    await expect(results.first()).toBeVisible({timeout: 15_000});
    const hrefs = await results.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(
      hrefs.filter((h) => !h.startsWith(prefix) || (locale === 'en' && otherLocalePrefix.test(h))),
      'results from another locale',
    ).toEqual([]);
  });
}

test('on a phone the search row and the sections fit the screen without sideways scrolling', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/de/nicht-da');
  await hydrated(page);
  const form = page.getByRole('search').filter({has: page.getByRole('searchbox', {name: wordsOf('de').label})});
  const [inputBox, buttonBox] = await Promise.all([
    form.getByRole('searchbox').boundingBox(),
    form.getByRole('button').boundingBox(),
  ]);
  expect(Math.abs(inputBox!.y - buttonBox!.y)).toBeLessThan(2);
  expect(inputBox!.width).toBeGreaterThan(150);
  expect(buttonBox!.x + buttonBox!.width).toBeLessThanOrEqual(390 - 8);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

// The not-found page arrives complete from the server; loading its code must not move it. Its
// content is a lazy chunk of the docs layout: not yet loaded when React hydrated, the content was
// replaced by an empty fallback for a moment (the footer jumped up under the navbar and back down).
for (const [locale, size] of [
  ['en', {width: 412, height: 823}],
  ['de', {width: 412, height: 823}],
  ['es', {width: 1280, height: 900}],
] as const) {
  test(`${locale}, ${size.width} px: the not-found page does not move while its code loads`, async ({page}) => {
    await page.setViewportSize(size);
    await page.addInitScript(() => {
      const w = window as Window & {shifts?: () => string[]};
      const shifts: string[] = [];
      const record = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & {value: number; sources: {node?: Node}[]})[]) {
          shifts.push(
            `${entry.value.toFixed(3)} ${entry.sources.map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`,
          );
        }
      };
      const observer = new PerformanceObserver((list) => record(list.getEntries()));
      observer.observe({type: 'layout-shift', buffered: true});
      // Entries of the last frames may not have been delivered to the callback yet: taken here.
      w.shifts = () => {
        record(observer.takeRecords());
        return shifts;
      };
    });
    const response = await page.goto(unknownPaths[locale]);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    // Everything the page loads after hydration has arrived and rendered.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('searchbox', {name: wordsOf(locale).label})).toBeVisible();
    // What the last of it rendered is laid out, and any shift it made recorded, two frames later.
    await framesRendered(page);
    expect(
      await page.evaluate(() => (window as Window & {shifts?: () => string[]}).shifts?.()),
      'layout shifts',
    ).toEqual([]);
  });
}

test('a client-side navigation to an unknown route shows the search box and sections too', async ({page}) => {
  await open(page, '/fr/intro');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/fr/page-inexistante');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const words = wordsOf('fr');
  await expect(page.getByRole('searchbox', {name: words.label})).toBeVisible();
  await expect(page.getByRole('navigation', {name: words.heading}).locator('ul > li > a')).toHaveText(
    sectionLabels('fr'),
  );
});

test('without JavaScript the not-found page shows the form and the sections, and the form submits', async ({
  browser,
}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  try {
    const page = await context.newPage();
    const response = await page.goto('/es/no-existe');
    expect(response?.status()).toBe(404);
    const words = wordsOf('es');
    await expect(page.getByRole('navigation', {name: words.heading}).locator('ul > li > a')).toHaveText(
      sectionLabels('es'),
    );
    await page.getByRole('searchbox', {name: words.label}).fill('rate limit');
    await page
      .getByRole('search')
      .filter({has: page.getByRole('searchbox', {name: words.label})})
      .getByRole('button')
      .click();
    await expect(page).toHaveURL('/es/search?q=rate+limit');
  } finally {
    await context.close();
  }
});

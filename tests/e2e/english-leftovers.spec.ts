/**
 * No English left on the Spanish, French and German sites: every page of each locale's sitemap,
 * its search page and its not-found page, rendered in Chromium after hydration (so text that only
 * client code renders counts), read as a reader sees it, and checked by
 * tests/support/english-leftovers.ts for English UI strings the locale translates and for English
 * sentences. A failure names the locale, the page and the English text.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, hydrated} from './fixtures';
import {siteTitle} from '../../config/platform';
import {
  describeLeftovers,
  englishMessagesToFind,
  findEnglish,
  type TextBlock,
  type TranslatedLocale,
  type UiMessage,
} from '../support/english-leftovers';
import {translatedLocales} from '../../config/i18n';

const locales: TranslatedLocale[] = translatedLocales;
// Playwright runs specs as CommonJS (no import.meta): the tests run from the repository root.
const buildDir = join(process.cwd(), 'build');

/** Every message of the JSON translation files under a folder, keyed `<file>#<id>`. */
function messagesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.json') && name !== 'untranslated-allowlist.json') {
        const file = relative(dir, path);
        const data = JSON.parse(readFileSync(path, 'utf8')) as Record<string, {message?: unknown}>;
        for (const [id, entry] of Object.entries(data))
          if (typeof entry?.message === 'string') out[`${file}#${id}`] = entry.message;
      }
    }
  };
  walk(dir);
  return out;
}

/**
 * The English UI messages, exactly as `write-translations` extracts them for English (code.json
 * with the theme's strings, navbar, footer and sidebar labels), by scripts/check-translations.ts
 * in a throw-away copy of the site.
 */
function englishMessages(): Record<string, string> {
  // CommonJS, like the package: tsx compiles scripts/check-translations.ts to a CommonJS module,
  // whose named exports an ES module import would not see (only its default export).
  const script = `
    const {extractEnglishStrings} = require('./scripts/check-translations');
    const {dir} = extractEnglishStrings(process.cwd(), 'en');
    process.stdout.write(dir);`;
  const dir = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=commonjs', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  }).trim();
  try {
    // The site title is configuration, not a UI string, but a reader meets it as one (the home
    // page's heading, every tab's title).
    return {...messagesUnder(dir), 'config/platform.ts#siteTitles': siteTitle('en')};
  } finally {
    // The extraction's temporary site is the folder two levels up (<tmp>/i18n/en).
    execFileSync('rm', ['-rf', join(dir, '..', '..')]);
  }
}

/** A locale's pages: its sitemap, plus its search page and an unknown path (its not-found page). */
function pagesOf(locale: TranslatedLocale): string[] {
  const sitemap = readFileSync(join(buildDir, locale, 'sitemap.xml'), 'utf8');
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  if (paths.length < 20)
    throw new Error(`build/${locale}/sitemap.xml lists ${paths.length} pages: is the build complete?`);
  return [...new Set([...paths, `/${locale}/search`, `/${locale}/no-such-page-here`])];
}

/** The page's visible text, block by block, outside code and elements marked as English. */
async function visibleText(page: Page): Promise<TextBlock[]> {
  return page.evaluate(() => {
    const skip = 'code, pre, kbd, samp, script, style, noscript, template, svg';
    const markedEnglish = (el: Element) => /^en\b/i.test(el.closest('[lang]')?.getAttribute('lang') ?? '');
    const blockOf = (el: Element): Element => {
      let current: Element = el;
      while (current.parentElement && getComputedStyle(current).display.startsWith('inline'))
        current = current.parentElement;
      return current;
    };
    const texts = new Map<Element, string[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent ?? '';
      if (!parent || text.trim() === '' || parent.closest(skip) || markedEnglish(parent)) continue;
      if (!parent.checkVisibility({visibilityProperty: true})) continue;
      const block = blockOf(parent);
      texts.set(block, [...(texts.get(block) ?? []), text]);
    }
    const blocks = [...texts].map(([el, parts]) => ({where: el.tagName.toLowerCase(), text: parts.join('')}));
    for (const el of document.querySelectorAll('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest(skip) || markedEnglish(el) || !el.checkVisibility({visibilityProperty: true})) continue;
      for (const name of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(name);
        if (value && value.trim() !== '') blocks.push({where: `@${name} of ${el.tagName.toLowerCase()}`, text: value});
      }
    }
    return blocks;
  });
}

// The three locales run one after the other in one worker, so the English strings are extracted
// once (a `write-translations` run, 10 s to a few minutes on a busy machine).
test.describe.configure({mode: 'default'});
let messages: Record<string, string> | undefined;
test.beforeAll(() => {
  test.setTimeout(5 * 60_000);
  messages ??= englishMessages();
});

for (const locale of locales) {
  test(`${locale}: no page shows English UI strings or English sentences`, async ({page}) => {
    test.setTimeout(8 * 60_000);
    const translated = {
      ...messagesUnder(join(process.cwd(), 'i18n', locale)),
      'config/platform.ts#siteTitles': siteTitle(locale),
    };
    const toFind: UiMessage[] = englishMessagesToFind(messages!, translated).map((m) => ({
      ...m,
      id: m.id.replace(/^code\.json#/, ''),
    }));
    expect(toFind.length, 'English UI messages to look for').toBeGreaterThan(100);
    const problems: string[] = [];
    const pages = pagesOf(locale);
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(path.endsWith('/no-such-page-here') ? 404 : 200);
      await hydrated(page);
      problems.push(...describeLeftovers(locale, path, findEnglish(await visibleText(page), locale, toFind)));
    }
    expect(problems, `English text on ${problems.length} occasions across ${pages.length} ${locale} pages`).toEqual([]);
  });
}

test('planted: an English UI string put into a Spanish page is reported with the page and the string; the page as built passes', async ({
  page,
}) => {
  const translated = {
    ...messagesUnder(join(process.cwd(), 'i18n', 'es')),
    'config/platform.ts#siteTitles': siteTitle('es'),
  };
  const toFind = englishMessagesToFind(messages!, translated).map((m) => ({
    ...m,
    id: m.id.replace(/^code\.json#/, ''),
  }));
  const path = '/es/getting-started/quick-start';
  await page.goto(path);
  await hydrated(page);
  expect(describeLeftovers('es', path, findEnglish(await visibleText(page), 'es', toFind))).toEqual([]);
  // A component that forgot its translation would render the English message in the article.
  const english = messages!['code.json#theme.NotFound.p1']!;
  await page
    .locator('article p')
    .first()
    .evaluate((p, text) => p.append(` ${text}`), english);
  expect(describeLeftovers('es', path, findEnglish(await visibleText(page), 'es', toFind))).toEqual([
    expect.stringMatching(
      new RegExp(
        `^es ${path}: English UI string "${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" \\(theme\\.NotFound\\.p1\\) in p: `,
      ),
    ),
    expect.stringMatching(
      new RegExp(`^es ${path}: English sentence "${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`),
    ),
  ]);
});

import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test, expect, open} from './fixtures';

/**
 * The relevance test set (tests/search/relevance.json) against each locale's Pagefind index in
 * Chromium: every query must bring its page first (`top: 1`) or into the first three results,
 * and every result must belong to the locale searched.
 */
interface Case {
  readonly query: string;
  readonly page: string;
  readonly top: number;
}

// Playwright runs from the repository root (playwright.config.ts).
const file = join(process.cwd(), 'tests', 'search', 'relevance.json');
const set = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Case[] | string>;
const locales = Object.entries(set).filter((entry): entry is [string, Case[]] => Array.isArray(entry[1]));

test('the relevance set has at least 15 queries per locale, each naming a page of that locale', () => {
  expect(locales.map(([locale]) => locale).sort()).toEqual(['de', 'en', 'es', 'fr']);
  for (const [locale, cases] of locales) {
    expect(cases.length, `${locale}: queries`).toBeGreaterThanOrEqual(15);
    for (const c of cases) {
      expect(c.page.startsWith(locale === 'en' ? '/' : `/${locale}/`), `${locale}: "${c.query}" targets ${c.page}`).toBe(true);
      expect([1, 3], `${locale}: "${c.query}" top`).toContain(c.top);
    }
  }
});

for (const [locale, cases] of locales) {
  test(`${locale}: every query of the relevance set ranks its page in place`, async ({page}) => {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    await open(page, `${prefix}/search`);
    // Pagefind as the portal loads it: the one bundle at the root, the index of <html lang>.
    await page.addScriptTag({type: 'module', content: "import * as pagefind from '/pagefind/pagefind.js'; window.pagefind = pagefind;"});
    await page.waitForFunction(() => 'pagefind' in window);
    const ranked = await page.evaluate(async (queries) => {
      type Result = {data: () => Promise<{url: string}>};
      const pagefind = (window as unknown as {pagefind: {options(o: object): Promise<void>; init(): Promise<void>; search(q: string): Promise<{results: Result[]}>}}).pagefind;
      await pagefind.options({baseUrl: '/', noWorker: true});
      await pagefind.init();
      const out: Array<{query: string; urls: string[]}> = [];
      for (const query of queries) {
        const search = await pagefind.search(query);
        const data = await Promise.all(search.results.slice(0, 10).map((r) => r.data()));
        out.push({query, urls: data.map((d) => d.url)});
      }
      return out;
    }, cases.map((c) => c.query));

    const failures: string[] = [];
    cases.forEach((c, i) => {
      const urls = ranked[i]?.urls ?? [];
      const rank = urls.indexOf(c.page) + 1;
      if (rank === 0 || rank > c.top) failures.push(`"${c.query}": ${c.page} ranks ${rank || '>10'}, must be ${c.top === 1 ? 'first' : 'in the top 3'} (got ${urls.slice(0, 3).join(', ') || 'nothing'})`);
      const foreign = urls.filter((u) => (locale === 'en' ? /^\/(es|fr|de)\//.test(u) : !u.startsWith(`/${locale}/`)));
      if (foreign.length > 0) failures.push(`"${c.query}": results from another locale: ${foreign.join(', ')}`);
    });
    expect(failures, `${locale}: relevance failures (${file})`).toEqual([]);
  });
}

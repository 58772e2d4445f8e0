import {join} from 'node:path';
import {test, expect} from './fixtures';
import {loadRelevanceSet, localePrefix, relevanceFile, runRelevance} from '../../scripts/lib/search-relevance';
import {translatedLocales} from '../../config/i18n';

/**
 * The relevance set (tests/search/relevance.json): queries in readers' own words in each locale,
 * written before the search was tuned, with a held-out part never used to tune it. Each locale's
 * set runs through the portal's ranking (src/lib/search/engine.ts, the code the dialog runs)
 * against that locale's Pagefind index in Chromium. `npm run bench:search` prints the same figures.
 */

/** A path under a translated locale's prefix (`/es/…`). */
const otherLocalePrefix = new RegExp(`^/(?:${translatedLocales.join('|')})/`);
const set = loadRelevanceSet();
const buildDir = join(process.cwd(), 'build');

/**
 * The expected page in the first three results, share of queries, per part; and for the tuned
 * cases that name a section, that section where one of the first three results lands.
 */
const targets = {tuned: 0.9, heldout: 0.7, sections: 0.7};

const contributor = /^\/(?:[a-z]{2}\/)?(?:tutorial-basics|tutorial-extras|category)\//;

test('the relevance set: at least 40 queries per locale in readers’ words, a held-out quarter, pages of that locale', () => {
  expect(Object.keys(set).sort()).toEqual(['de', 'en', 'es', 'fr']);
  for (const [locale, cases] of Object.entries(set)) {
    expect(cases.length, `${locale}: queries`).toBeGreaterThanOrEqual(40);
    const heldout = cases.filter((c) => c.heldout).length;
    expect(heldout, `${locale}: held-out queries`).toBeGreaterThanOrEqual(Math.floor(cases.length / 5));
    const kinds = new Set(cases.map((c) => c.kind));
    for (const kind of ['synonym', 'verb', 'short', 'typo', 'section', 'identifier', 'contributor'])
      expect(kinds, `${locale}: no "${kind}" queries`).toContain(kind);
    for (const c of cases)
      expect(c.page.startsWith(`${localePrefix(locale)}/`), `${locale}: "${c.query}" targets ${c.page}`).toBe(true);
  }
});

for (const locale of Object.keys(set)) {
  test(`${locale}: readers’ queries find their page in the top 3 (tuned ≥ ${targets.tuned}, held-out ≥ ${targets.heldout})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const result = await runRelevance(page, locale, set[locale] ?? [], buildDir);
    const misses = (heldout: boolean) =>
      result.cases
        .filter((c) => Boolean(c.heldout) === heldout && (c.rank === 0 || c.rank > 3))
        .map((c) => `"${c.query}": ${c.page} ranks ${c.rank || '>10'} (got ${c.urls.slice(0, 3).join(', ')})`);
    expect(
      result.tuned.hit3,
      `${locale}: tuned hit@3 ${result.tuned.hit3.toFixed(2)}, misses (${relevanceFile}):\n${misses(false).join('\n')}`,
    ).toBeGreaterThanOrEqual(targets.tuned);
    expect(
      result.heldout.hit3,
      `${locale}: held-out hit@3 ${result.heldout.hit3.toFixed(2)}, misses:\n${misses(true).join('\n')}`,
    ).toBeGreaterThanOrEqual(targets.heldout);

    expect(
      result.sections.hit3,
      `${locale}: tuned sections hit@3 ${result.sections.hit3.toFixed(2)}, misses:\n${result.sections.misses.join('\n')}`,
    ).toBeGreaterThanOrEqual(targets.sections);

    const foreign = result.cases.flatMap((c) =>
      c.urls.filter((u) => (locale === 'en' ? otherLocalePrefix.test(u) : !u.startsWith(`/${locale}/`))),
    );
    expect(foreign, `${locale}: results from another locale`).toEqual([]);

    // The contributor guide never outranks the platform page a reader was looking for.
    const outranked = result.cases
      .filter((c) => !contributor.test(c.page) && c.rank > 0)
      .filter((c) => c.urls.slice(0, c.rank - 1).some((u) => contributor.test(u)))
      .map((c) => `"${c.query}": ${c.urls.slice(0, c.rank).join(' > ')}`);
    expect(outranked, `${locale}: contributor pages above the expected platform page`).toEqual([]);
  });
}

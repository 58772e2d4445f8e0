import {join} from 'node:path';
import {test, expect} from './fixtures';
import {heldOutFile, loadSectionSet, localePrefix, runSections, sectionScore} from '../../scripts/lib/search-relevance';

/**
 * The section-level held-out set (tests/search/held-out.json): integrators' questions in each
 * locale's own words, each with the section that answers it, written before the section ranking
 * was tuned and never tuned on. Each query runs through the dialog's own ranking and grouping
 * (src/lib/search/engine.ts, src/lib/search/query.ts) against the locale's Pagefind index in
 * Chromium; it hits when the section is where one of the first three results lands (the first
 * section shown under the page). tests/mcp/held-out.test.ts holds search_docs to the same set.
 */

const set = loadSectionSet();
const buildDir = join(process.cwd(), 'build');
/**
 * The target is 0.9 in every locale. Not reached yet: most misses are readers' words no lexicon
 * entry or heading has ("swap out" for rotate, "SLA" for response targets), which only the tuned
 * set may teach. Until then each locale holds the hit@3 it reached when the heading match was
 * tuned (it was 0.39, 0.17, 0.22 and 0.33 before), so the ranking cannot slip back unnoticed.
 */
const target = 0.9;
const reached: Readonly<Record<string, number>> = {en: 0.44, es: 0.33, fr: 0.55, de: 0.44};

test('the held-out set: 15 to 20 questions per locale, each naming a section of that locale', () => {
  expect(Object.keys(set).sort()).toEqual(['de', 'en', 'es', 'fr']);
  for (const [locale, cases] of Object.entries(set)) {
    expect(cases.length, `${locale}: queries`).toBeGreaterThanOrEqual(15);
    expect(cases.length, `${locale}: queries`).toBeLessThanOrEqual(20);
    for (const c of cases)
      expect(c.expect, `${locale}: "${c.query}"`).toMatch(new RegExp(`^${localePrefix(locale)}/[^#]*#[\\w-]+$`));
  }
});

for (const locale of Object.keys(set)) {
  const floor = Math.min(target, reached[locale] ?? target);
  test(`${locale}: held-out questions land on their section in the top 3 (hit@3 ≥ ${floor}, target ${target})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const results = await runSections(page, locale, set[locale] ?? [], buildDir);
    const {hit3, misses} = sectionScore(results);
    test.info().annotations.push({type: 'hit@3', description: `${locale} site search ${hit3.toFixed(2)}`});
    expect(
      hit3,
      `${locale}: held-out hit@3 ${hit3.toFixed(2)}, misses (${heldOutFile}):\n${misses.join('\n')}`,
    ).toBeGreaterThanOrEqual(floor);
  });
}

/**
 * "Last updated" on every docs page of every locale: the date of the last commit of the page's
 * own file (the English file, or its translation), formatted in the locale's way (the format
 * Docusaurus' LastUpdated uses: day, short month, year, in UTC). In a checkout without complete
 * history (a shallow clone, config/last-update.ts) no page shows a date: omitted, never wrong.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {join} from 'node:path';
import {localeConfigs, type Locale} from '../../config/i18n';
import {gitHistoryState} from '../../config/last-update';
import {repoRoot, requireBuild} from '../support/build';
import {builtPages, isDocPage, type BuiltPage} from '../support/built-pages';

requireBuild();
const docPages = builtPages().filter(isDocPage);
const history = gitHistoryState(repoRoot);

/** The source file of a doc page, from the doc id Docusaurus puts on <html>. */
export function sourceOf(page: BuiltPage): string {
  const id = /(?:^|\s)docs-doc-id-(\S+)/.exec(page.$('html').attr('class') ?? '')?.[1];
  assert.ok(id, `${page.file}: no doc id`);
  const dir = page.locale === 'en' ? 'docs' : `i18n/${page.locale}/docusaurus-plugin-content-docs/current`;
  const file = [`${dir}/${id}.md`, `${dir}/${id}.mdx`].find((f) => existsSync(join(repoRoot, f)));
  assert.ok(file, `${page.file}: no source file for doc ${id} in ${dir}`);
  return file;
}

/**
 * The committer date of the last commit that changed the file, or null when it has none. Merge
 * commits do not count, as for Docusaurus (it reads `git log --name-status`, which lists no files
 * for a merge): a merge of two branches that both edited a page is not an edit of its own.
 */
function gitDate(file: string): Date | null {
  const out = execFileSync('git', ['log', '-1', '--no-merges', '--format=%ct', '--', file], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return out ? new Date(Number(out) * 1000) : null;
}

export function expectedText(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    calendar: localeConfigs[locale].calendar,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

test(
  "every docs page shows the date of its own last commit, in its locale's date format",
  {skip: history !== 'complete' ? 'no complete Git history: see the next test' : false},
  () => {
    assert.ok(docPages.length >= 4 * 38, `found ${docPages.length} docs pages`);
    const problems: string[] = [];
    const texts = new Map<Locale, string>();
    for (const page of docPages) {
      const date = gitDate(sourceOf(page));
      const time = page.$('.theme-last-updated time');
      if (!date) {
        if (time.length) problems.push(`${page.file}: shows a date for a file without commits`);
        continue;
      }
      if (time.attr('datetime') !== date.toISOString())
        problems.push(`${page.file}: datetime ${time.attr('datetime')}, Git says ${date.toISOString()}`);
      if (time.text() !== expectedText(date, page.locale))
        problems.push(`${page.file}: "${time.text()}" instead of "${expectedText(date, page.locale)}"`);
      texts.set(page.locale, page.$('.theme-last-updated').text());
    }
    assert.deepEqual(problems, []);
    // The sentence around the date is translated too.
    assert.match(texts.get('en') ?? '', /^Last updated on /);
    assert.match(texts.get('de') ?? '', /^Zuletzt aktualisiert am /);
    assert.match(texts.get('es') ?? '', /^Última actualización el /);
    assert.match(texts.get('fr') ?? '', /^Dernière mise à jour le /);
  },
);

test(
  'without complete Git history no docs page shows a date',
  {skip: history === 'complete' ? 'complete history: dates are checked above' : false},
  () => {
    assert.deepEqual(
      docPages.filter((p) => p.$('.theme-last-updated').length > 0).map((p) => p.file),
      [],
    );
  },
);

test('the German and English formats differ as the locales write dates', () => {
  const date = new Date(Date.UTC(2026, 10, 25));
  assert.equal(expectedText(date, 'en'), 'Nov 25, 2026');
  assert.equal(expectedText(date, 'de'), '25. Nov. 2026');
  assert.equal(expectedText(date, 'fr'), '25 nov. 2026');
});

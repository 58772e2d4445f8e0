/**
 * Readers find each locale's changelog feed: every page's head links its locale's feed
 * (`<link rel="alternate" type="application/atom+xml">`), the changelog page links it in its
 * text, and the built feed is valid Atom in the locale's language (read with a feed parser) whose
 * entries are the changelog page's own entries, in the same order, with the page's headings.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseFeed} from '@rowanmanning/feed-parser';
import {localeConfigs, locales} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {feedStringsFor} from '../../src/plugins/changelog-feed/strings';
import {buildDir, loadHtml, requireBuild} from '../support/build';
import {builtPages} from '../support/built-pages';
import {assertFeedEntries} from '../support/feed-entries';

requireBuild();
const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);
const feedTitles = Object.fromEntries(locales.map((locale) => [locale, feedStringsFor(locale).title]));

test("every page's head links its own locale's changelog feed, which exists", () => {
  const problems: string[] = [];
  for (const page of builtPages()) {
    const links = page.$('head link[rel="alternate"][type="application/atom+xml"]');
    const expected = `${prefixOf(page.locale)}/changelog.xml`;
    if (links.length !== 1) problems.push(`${page.file}: ${links.length} Atom feed links`);
    else if (links.attr('href') !== expected)
      problems.push(`${page.file}: feed link ${links.attr('href')} instead of ${expected}`);
    else if (links.attr('title') !== feedTitles[page.locale])
      problems.push(`${page.file}: feed link title "${links.attr('title')}"`);
  }
  assert.deepEqual(problems, []);
  for (const locale of locales)
    assert.ok(existsSync(join(buildDir, prefixOf(locale), 'changelog.xml')), `${locale}: changelog.xml in the build`);
});

for (const locale of locales) {
  test(`${locale}: the changelog feed is valid Atom in the locale's language with the changelog page's entries`, () => {
    const prefix = prefixOf(locale);
    const feed = parseFeed(readFileSync(join(buildDir, prefix, 'changelog.xml'), 'utf8')).toJSON();
    assert.equal(feed.meta.type, 'atom');
    assert.equal(feed.language, localeConfigs[locale].htmlLang);
    assert.equal(feed.title, feedTitles[locale]);
    assert.equal(feed.url, `${portalUrl}${prefix}/changelog`);
    assert.equal(feed.self, `${portalUrl}${prefix}/changelog.xml`);
    const $ = loadHtml(`${prefix.slice(1)}${prefix ? '/' : ''}changelog/index.html`);
    // The page's entries: its level-3 headings (their text without the anchor link's zero-width sign).
    const entries = $('article h3[id]')
      .map((_, el) => ({
        id: $(el).attr('id') ?? '',
        title: $(el)
          .clone()
          .children('a.hash-link')
          .remove()
          .end()
          .text()
          .replace(/\u200b/g, '')
          .trim(),
      }))
      .get();
    assert.ok(entries.length >= 10);
    assertFeedEntries(feed.items, entries, prefix, 'entry titles are the page headings, in its language');
    // The changelog page sends readers to this feed (its link resolved against the page's address).
    const page = `${portalUrl}${prefix}/changelog`;
    const feedLinks = $('article a[href]')
      .toArray()
      .filter((a) => new URL($(a).attr('href') ?? '', page).href === `${portalUrl}${prefix}/changelog.xml`);
    assert.equal(feedLinks.length, 1, `the changelog page links ${prefix}/changelog.xml`);
  });
}

/**
 * Open Graph on every built page of every locale, as link previews and their validators read it:
 * one `og:type` (`article` for a docs page, `website` for the home page and every other page),
 * one `og:site_name` that is the locale's site title, one `og:title`, and an `og:url` that is the
 * page's canonical address.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {requireBuild} from '../support/build';
import {builtPages, isDocPage, type BuiltPage} from '../support/built-pages';
import {siteTitle} from '../../config/platform';

requireBuild();

export function openGraphProblems(page: BuiltPage): string[] {
  const {$, file} = page;
  const values = (property: string): string[] =>
    $(`head meta[property="${property}"]`)
      .map((_, el) => $(el).attr('content') ?? '')
      .get();
  const problems: string[] = [];
  const one = (property: string, expected?: string): void => {
    const found = values(property);
    if (found.length !== 1) problems.push(`${file}: ${found.length} ${property} (${JSON.stringify(found)})`);
    else if (expected !== undefined && found[0] !== expected)
      problems.push(`${file}: ${property} is ${JSON.stringify(found[0])}, expected ${JSON.stringify(expected)}`);
  };
  one('og:type', isDocPage(page) ? 'article' : 'website');
  one('og:site_name', siteTitle(page.locale));
  one('og:title');
  const canonical = $('head link[rel="canonical"]').attr('href');
  if (canonical) one('og:url', canonical);
  return problems;
}

const pages = builtPages();

test('every page of every locale says its Open Graph type, the site name, its title and address', () => {
  assert.ok(pages.filter(isDocPage).length >= 4 * 38, `found ${pages.length} pages`);
  for (const home of ['index.html', 'es/index.html', 'fr/index.html', 'de/index.html'])
    assert.ok(
      pages.some((p) => p.file === home),
      `build/${home} is missing`,
    );
  assert.deepEqual(pages.flatMap(openGraphProblems), []);
});

test('planted: a docs page typed as a website, a home page typed as an article and a missing site name are named', () => {
  const doc = pages.find((p) => p.file === 'fr/api/search/index.html');
  const home = pages.find((p) => p.file === 'de/index.html');
  assert.ok(doc && home);
  const retyped = (page: BuiltPage, from: string, to: string): BuiltPage => ({
    ...page,
    $: load(page.$.html().replace(`property="og:type" content="${from}"`, `property="og:type" content="${to}"`)),
  });
  assert.match(
    openGraphProblems(retyped(doc, 'article', 'website')).join('\n'),
    /fr\/api\/search\/index\.html: og:type is "website", expected "article"/,
  );
  assert.match(
    openGraphProblems(retyped(home, 'website', 'article')).join('\n'),
    /de\/index\.html: og:type is "article", expected "website"/,
  );
  const unnamed = {...doc, $: load(doc.$.html().replace(/<meta[^>]*property="og:site_name"[^>]*>/, ''))};
  assert.match(openGraphProblems(unnamed).join('\n'), /0 og:site_name/);
});

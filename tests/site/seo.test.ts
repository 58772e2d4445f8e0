/**
 * What Lighthouse's SEO audit and crawlers need from every built page: a title and a one-sentence
 * meta description (the not-found pages included), and a robots.txt that allows crawling and
 * names every locale's sitemap.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {allLocales, htmlFileOf, localePath, specRoutes} from '../support/spec-routes';
import {buildDir, loadHtml, requireBuild} from '../support/build';
import {portalUrl, siteTitle} from '../../config/platform';

requireBuild();

/** Head problems of one page: a missing or bare title, a missing or empty description. */
export function headProblems(where: string, $: CheerioAPI, bareTitle = siteTitle('en')): string[] {
  const problems: string[] = [];
  const title = $('head > title').text().trim();
  if (!title || title === bareTitle) problems.push(`${where}: <title> is "${title}", not the page's own`);
  const description = $('head > meta[name="description"]').attr('content')?.trim() ?? '';
  if (description.length < 20) problems.push(`${where}: no meta description`);
  return problems;
}

test('every page and not-found page of every locale has its own title and a meta description', () => {
  const problems: string[] = [];
  for (const locale of allLocales) {
    for (const route of specRoutes) {
      if (route === '') continue; // the home page's title is the site title by design
      const path = localePath(locale, route);
      problems.push(...headProblems(path, loadHtml(htmlFileOf(path)), siteTitle(locale)));
    }
    const notFound = locale === 'en' ? '404.html' : `${locale}/404.html`;
    problems.push(...headProblems(notFound, loadHtml(notFound), siteTitle(locale)));
  }
  assert.deepEqual(problems, []);
});

test('robots.txt allows every crawler and lists the sitemap of every locale', () => {
  const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, /^Allow: \/$/m);
  assert.doesNotMatch(robots, /^Disallow: \/\s*$/m);
  for (const locale of allLocales) {
    assert.match(robots, new RegExp(`^Sitemap: ${portalUrl}${localePath(locale, '')}sitemap\\.xml$`, 'm'));
  }
});

test('planted: a page with the bare site title and no description is reported', () => {
  const $ = load('<html><head><title>Mnemora Documentation</title></head><body></body></html>');
  assert.deepEqual(headProblems('/planted', $), [
    '/planted: <title> is "Mnemora Documentation", not the page\'s own',
    '/planted: no meta description',
  ]);
});

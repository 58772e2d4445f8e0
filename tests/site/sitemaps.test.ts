/**
 * One sitemap per locale, each listed in robots.txt; every page of a locale is in its sitemap
 * with `xhtml:link` hreflang alternates for every locale (the same page in that locale, a page of
 * the build) and `x-default` pointing at the English page, the same alternates the page's own
 * head announces.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {localeConfigs, locales, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {buildDir, requireBuild} from '../support/build';
import {builtPages, buildFileOfUrl, type BuiltPage} from '../support/built-pages';

requireBuild();
const pages = builtPages();
const prefixOf = (locale: string) => (locale === 'en' ? '' : `/${locale}`);

test('robots.txt lists the sitemap of every locale, and each exists', () => {
  const robots = readFileSync(join(buildDir, 'robots.txt'), 'utf8');
  for (const locale of locales) {
    assert.match(robots, new RegExp(`^Sitemap: ${portalUrl}${prefixOf(locale)}/sitemap\\.xml$`, 'm'));
    assert.ok(existsSync(join(buildDir, prefixOf(locale), 'sitemap.xml')), `${locale}: sitemap.xml`);
  }
});

/** The problems of one locale's sitemap (its XML text) against that locale's built pages. */
export function sitemapProblems(locale: Locale, xml: string, localePages: readonly BuiltPage[]): string[] {
  const $ = load(xml, {xml: true});
  const urls = new Map<string, Record<string, string>>();
  $('url').each((_, el) => {
    const links: Record<string, string> = {};
    $(el)
      .find('xhtml\\:link')
      .each((__, link) => {
        if ($(link).attr('rel') === 'alternate') links[$(link).attr('hreflang') ?? ''] = $(link).attr('href') ?? '';
      });
    urls.set($(el).find('loc').text(), links);
  });
  const problems: string[] = [];
  const expectedLangs = [...Object.values(localeConfigs).map((c) => c.htmlLang), 'x-default'].sort();
  for (const [url, links] of urls) {
    if (JSON.stringify(Object.keys(links).sort()) !== JSON.stringify(expectedLangs))
      problems.push(`${url}: alternates ${Object.keys(links).join(', ')}`);
    if (links[localeConfigs[locale].htmlLang] !== url)
      problems.push(`${url}: its own language's alternate is ${links[localeConfigs[locale].htmlLang]}`);
    if (links['x-default'] !== links['en-US'])
      problems.push(`${url}: x-default ${links['x-default']} is not the English page ${links['en-US']}`);
    for (const [lang, href] of Object.entries(links)) {
      const file = buildFileOfUrl(href);
      if (!file || !existsSync(file)) problems.push(`${url}: ${lang} alternate ${href} is not a page of the build`);
    }
  }
  // Every page of the locale is listed, with the alternates its head announces, except the pages
  // that ask not to be indexed (the search results page) and the not-found page.
  const indexed = localePages.filter(
    (p) => !p.file.endsWith('404.html') && !/noindex/.test(p.$('head meta[name="robots"]').attr('content') ?? ''),
  );
  for (const page of indexed) {
    const url = `${portalUrl}${page.path}`;
    const links = urls.get(url);
    if (!links) {
      problems.push(`${page.file}: ${url} is not in the ${locale} sitemap`);
      continue;
    }
    page.$('head link[rel="alternate"][hreflang]').each((_, el) => {
      const lang = page.$(el).attr('hreflang') ?? '';
      if (links[lang] !== page.$(el).attr('href'))
        problems.push(`${page.file}: head says ${lang} → ${page.$(el).attr('href')}, sitemap says ${links[lang]}`);
    });
  }
  return problems;
}

const sitemapOf = (locale: Locale) => readFileSync(join(buildDir, prefixOf(locale), 'sitemap.xml'), 'utf8');

for (const locale of locales) {
  test(`${locale}: every page is in the sitemap with an alternate per locale and x-default in English`, () => {
    const localePages = pages.filter((p) => p.locale === locale);
    assert.ok(localePages.length >= 40);
    assert.deepEqual(sitemapProblems(locale, sitemapOf(locale), localePages), []);
  });
}

test('planted faults: a missing alternate, an x-default that is not English and a missing page are reported', () => {
  const localePages = pages.filter((p) => p.locale === 'de');
  const xml = sitemapOf('de');
  const frAlternate = /<xhtml:link rel="alternate" hreflang="fr-FR" href="[^"]*\/fr\/api\/search"\/>/;
  assert.match(xml, frAlternate);
  assert.match(
    sitemapProblems('de', xml.replace(frAlternate, ''), localePages).join('\n'),
    /de\/api\/search: alternates en-US, es-ES, de-DE, x-default/,
  );
  const xDefault = /(hreflang="x-default" href=")https:\/\/docs\.mnemora\.dev\/api\/search"/;
  assert.match(
    sitemapProblems('de', xml.replace(xDefault, '$1https://docs.mnemora.dev/de/api/search"'), localePages).join('\n'),
    /x-default https:\/\/docs\.mnemora\.dev\/de\/api\/search is not the English page/,
  );
  const dropped = xml.replace(/<url><loc>https:\/\/docs\.mnemora\.dev\/de\/api\/search<\/loc>[\s\S]*?<\/url>/, '');
  assert.match(
    sitemapProblems('de', dropped, localePages).join('\n'),
    /de\/api\/search\/index\.html: https:\/\/docs\.mnemora\.dev\/de\/api\/search is not in the de sitemap/,
  );
});

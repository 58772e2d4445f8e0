/**
 * JSON-LD on every docs page of every locale, as search engines read it: a schema.org
 * `TechArticle` whose headline, description, language, address and dateModified are the page's
 * own (its title, meta description, <html lang>, canonical URL and "Last updated" date), and the
 * `BreadcrumbList` Docusaurus writes from the breadcrumbs, whose items are the breadcrumbs the
 * reader sees, ending at the page itself; none on a page with a single crumb (a one-item list is
 * what structured-data validators flag).
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {CheerioAPI} from 'cheerio';
import {requireBuild} from '../support/build';
import {builtPages, isDocPage, type BuiltPage} from '../support/built-pages';
import {siteTitle} from '../../config/platform';

requireBuild();
const docPages = builtPages().filter(isDocPage);

type Json = Record<string, unknown>;

function jsonLd($: CheerioAPI, type: string): Json[] {
  const blocks: Json[] = $('script[type="application/ld+json"]')
    .toArray()
    .map((el) => JSON.parse($(el).text()) as Json);
  return blocks.filter((data) => data['@type'] === type);
}

/** A page's `<title>` without the locale's site-title suffix (" | Documentación de Mnemora"). */
function withoutSiteTitle(title: string, locale: string): string {
  const suffix = ` | ${siteTitle(locale)}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

export function structuredDataProblems(page: BuiltPage): string[] {
  const {$, file} = page;
  const problems: string[] = [];
  const articles = jsonLd($, 'TechArticle');
  if (articles.length !== 1) return [`${file}: ${articles.length} TechArticle blocks`];
  const article = articles[0]!;
  const title = withoutSiteTitle($('head > title').text(), page.locale);
  const canonical = $('head link[rel="canonical"]').attr('href');
  const expected: Json = {
    '@context': 'https://schema.org',
    headline: title,
    description: $('head meta[name="description"]').attr('content'),
    inLanguage: $('html').attr('lang'),
    url: canonical,
  };
  for (const [key, value] of Object.entries(expected)) {
    if (article[key] !== value)
      problems.push(
        `${file}: TechArticle ${key} is ${JSON.stringify(article[key])}, the page says ${JSON.stringify(value)}`,
      );
  }
  const shown = $('.theme-last-updated time').attr('datetime');
  if (article.dateModified !== shown)
    problems.push(`${file}: TechArticle dateModified ${String(article.dateModified)}, the page shows ${String(shown)}`);

  // The breadcrumbs a reader can follow (linked ones and the page itself); Docusaurus leaves the
  // home icon and categories without a page of their own out of the list, as schema.org expects.
  const visible = $('nav.theme-doc-breadcrumbs li.breadcrumbs__item')
    .filter(
      (_, el) =>
        ($(el).find('a[href]').length > 0 || $(el).hasClass('breadcrumbs__item--active')) && $(el).text().trim() !== '',
    )
    .map((_, el) => $(el).text().trim())
    .get();
  const lists = jsonLd($, 'BreadcrumbList');
  if (visible.length < 2)
    return lists.length === 0
      ? problems
      : [...problems, `${file}: a BreadcrumbList for a single crumb (${JSON.stringify(visible)})`];
  if (lists.length !== 1) return [...problems, `${file}: ${lists.length} BreadcrumbList blocks`];
  const items = (lists[0]!.itemListElement ?? []) as {
    '@type'?: string;
    position?: number;
    name?: string;
    item?: string;
  }[];
  const names = items.map((i) => i.name);
  if (JSON.stringify(names) !== JSON.stringify(visible))
    problems.push(`${file}: BreadcrumbList ${JSON.stringify(names)}, breadcrumbs shown ${JSON.stringify(visible)}`);
  items.forEach((item, index) => {
    if (item['@type'] !== 'ListItem' || item.position !== index + 1 || !item.item?.startsWith('https://'))
      problems.push(
        `${file}: breadcrumb ${index + 1} is not a ListItem at position ${index + 1} with an absolute address`,
      );
  });
  if (items.at(-1)?.item !== canonical)
    problems.push(`${file}: the last breadcrumb is ${String(items.at(-1)?.item)}, not the page (${canonical})`);
  return problems;
}

test('every docs page of every locale has a TechArticle and a BreadcrumbList that match the page', () => {
  assert.ok(docPages.length >= 4 * 38, `found ${docPages.length} docs pages`);
  assert.deepEqual(docPages.flatMap(structuredDataProblems), []);
});

test('planted faults: a wrong headline, a lost date and an extra breadcrumb are reported', async () => {
  const {load} = await import('cheerio');
  const page = docPages.find((p) => p.file === 'de/api/search/index.html');
  assert.ok(page);
  const html = page.$.html();
  const wrong = {...page, $: load(html.replace('"headline":"Suche"', '"headline":"Search"'))};
  assert.match(structuredDataProblems(wrong).join('\n'), /TechArticle headline is "Search", the page says "Suche"/);
  const undated = {...page, $: load(html.replace(/,"dateModified":"[^"]+"/, ''))};
  assert.match(structuredDataProblems(undated).join('\n'), /dateModified undefined, the page shows 20/);
  const extra = {
    ...page,
    $: load(
      html.replace(
        '"itemListElement":[',
        '"itemListElement":[{"@type":"ListItem","position":0,"name":"X","item":"https://x"},',
      ),
    ),
  };
  assert.match(structuredDataProblems(extra).join('\n'), /BreadcrumbList \["X",/);
  // A page with one crumb that gets its one-item list back.
  const single = docPages.find((p) => p.file === 'intro/index.html');
  assert.ok(single);
  const oneItem = {
    ...single,
    $: load(
      single.$.html().replace(
        '</head>',
        '<script type="application/ld+json">{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[{"@type":"ListItem","position":1,"name":"Introduction","item":"https://docs.mnemora.dev/intro"}]}</script></head>',
      ),
    ),
  };
  assert.match(structuredDataProblems(oneItem).join('\n'), /a BreadcrumbList for a single crumb/);
});

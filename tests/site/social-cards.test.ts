/**
 * What a link preview gets from every built page of every locale: its own PNG card, 1200×630, at
 * an absolute address on the portal that resolves to a file of the build, described by
 * og:image:alt with the page's title; `summary_large_image`; og:locale in the page's language and
 * the three others as alternates. Cards differ from page to page and from locale to locale.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {localeConfigs} from '../../config/i18n';
import {portalUrl, siteTitle} from '../../config/platform';
import {requireBuild} from '../support/build';
import {builtPages, buildFileOfUrl, type BuiltPage} from '../support/built-pages';
import {pngSize} from '../support/png';

requireBuild();
const pages = builtPages();
const ogLocale = (htmlLang: string) => htmlLang.replace('-', '_');

/** The card problems of one page; the card's bytes' hash when it has one. */
export function cardProblems(page: BuiltPage): {problems: string[]; hash?: string} {
  const {$, file} = page;
  const problems: string[] = [];
  const meta = (selector: string) =>
    $(`head meta[${selector}]`)
      .map((_, el) => $(el).attr('content') ?? '')
      .get();
  const images = meta('property="og:image"');
  if (images.length !== 1) return {problems: [`${file}: ${images.length} og:image tags, expected 1`]};
  const url = images[0]!;
  if (!url.startsWith(`${portalUrl}/`) || !url.endsWith('.png'))
    problems.push(`${file}: og:image ${url} is not an absolute PNG address on ${portalUrl}`);
  if (meta('name="twitter:image"')[0] !== url) problems.push(`${file}: twitter:image differs from og:image`);
  if (meta('property="og:image:width"')[0] !== '1200' || meta('property="og:image:height"')[0] !== '630')
    problems.push(`${file}: og:image:width/height are not 1200/630`);
  if (meta('property="og:image:type"')[0] !== 'image/png') problems.push(`${file}: og:image:type is not image/png`);
  if (meta('name="twitter:card"')[0] !== 'summary_large_image')
    problems.push(`${file}: twitter:card is not summary_large_image`);
  const full = $('head > title').text();
  const suffix = ` | ${siteTitle(page.locale)}`;
  const title = (full.endsWith(suffix) ? full.slice(0, -suffix.length) : full).trim();
  const alt = meta('property="og:image:alt"')[0] ?? '';
  if (!title || !alt.includes(title))
    problems.push(`${file}: og:image:alt "${alt}" does not name the page title "${title}"`);
  const htmlLang = localeConfigs[page.locale].htmlLang;
  if (meta('property="og:locale"')[0] !== ogLocale(htmlLang))
    problems.push(`${file}: og:locale is not ${ogLocale(htmlLang)}`);
  const alternates = meta('property="og:locale:alternate"').sort();
  const others = Object.values(localeConfigs)
    .map((c) => ogLocale(c.htmlLang))
    .filter((l) => l !== ogLocale(htmlLang))
    .sort();
  if (JSON.stringify(alternates) !== JSON.stringify(others))
    problems.push(`${file}: og:locale:alternate ${alternates.join(',')} instead of ${others.join(',')}`);
  const localePrefix = page.locale === 'en' ? `${portalUrl}/img/cards/` : `${portalUrl}/${page.locale}/img/cards/`;
  if (!url.startsWith(localePrefix))
    problems.push(`${file}: card ${url} is not among the ${page.locale} cards (${localePrefix})`);
  const target = buildFileOfUrl(url);
  if (!target || !existsSync(target))
    return {problems: [...problems, `${file}: og:image ${url} does not resolve to a file of the build`]};
  const png = readFileSync(target);
  try {
    const size = pngSize(png, url);
    if (size.width !== 1200 || size.height !== 630)
      problems.push(`${file}: card is ${size.width}×${size.height}, not 1200×630`);
  } catch (error) {
    problems.push(`${file}: ${(error as Error).message}`);
  }
  return {problems, hash: createHash('sha256').update(png).digest('hex')};
}

test('every page of every locale has its own 1200×630 PNG card, named in its head, that resolves in the build', () => {
  assert.ok(pages.length >= 4 * 44, `expected the pages of four locales, found ${pages.length}`);
  const problems = pages.flatMap((page) => cardProblems(page).problems);
  assert.deepEqual(problems, []);
});

test('the page kinds the cards cover: home, docs, not-found, search and the Markdown page, in every locale', () => {
  for (const locale of ['', 'es/', 'fr/', 'de/']) {
    for (const file of [
      'index.html',
      'api/search/index.html',
      '404.html',
      'search/index.html',
      'markdown-page/index.html',
    ]) {
      assert.ok(
        pages.some((p) => p.file === `${locale}${file}`),
        `${locale}${file} is checked`,
      );
    }
  }
});

test('cards differ from page to page and from locale to locale', () => {
  const byHash = new Map<string, string[]>();
  for (const page of pages) {
    const {hash} = cardProblems(page);
    if (hash) byHash.set(hash, [...(byHash.get(hash) ?? []), page.file]);
  }
  const shared = [...byHash.values()].filter((files) => files.length > 1);
  assert.deepEqual(shared, [], 'pages sharing one card');
  assert.equal(byHash.size, pages.length);
});

test('planted faults: a page without a card, with a card that is not in the build, or with an SVG card is reported', async () => {
  const {load} = await import('cheerio');
  const base = pages.find((p) => p.file === 'de/api/search/index.html');
  assert.ok(base);
  const html = base.$.html();
  const without = {...base, $: load(html.replace(/<meta property="og:image" [^>]*>/, ''))};
  assert.match(cardProblems(without).problems.join('\n'), /0 og:image tags/);
  const missing = {
    ...base,
    $: load(
      html
        .replace(/(property="og:image" content="[^"]*?)\.png"/, '$1-gone.png"')
        .replace(/(name="twitter:image" content="[^"]*?)\.png"/, '$1-gone.png"'),
    ),
  };
  assert.match(cardProblems(missing).problems.join('\n'), /does not resolve to a file of the build/);
  const svg = {...base, $: load(html.replace(/(property="og:image" content=")[^"]*"/, `$1${portalUrl}/img/logo.svg"`))};
  assert.match(cardProblems(svg).problems.join('\n'), /not an absolute PNG address/);
  const english = {...base, locale: 'en' as const};
  assert.match(cardProblems(english).problems.join('\n'), /og:locale is not en_US/);
});

/**
 * The pages of the sitemap that are not docs have Markdown twins too (src/plugins/llms-txt): the
 * standalone Markdown page (`/markdown-page`, from src/pages/) with its headings, and each
 * category's generated index page (`/category/…`) listing the twins of the pages its cards link
 * to. Each starts with the pointer to its locale's llms.txt, like every twin.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load} from 'cheerio';
import {defaultLocale, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {markdownTwinPath} from '../../src/lib/markdown-twin';
import {buildDir, requireBuild} from '../support/build';
import {allLocales, categoryRoutes, htmlFileOf, localePath} from '../support/spec-routes';

requireBuild();

const llmsTxtUrl = (locale: Locale): string => `${portalUrl}${locale === defaultLocale ? '' : `/${locale}`}/llms.txt`;

/** What is wrong with the twin of the page at `path`, given the page's HTML. */
export function pageTwinProblems(
  path: string,
  locale: Locale,
  html: string,
  twin: string | undefined,
  kind: 'page' | 'index',
): string[] {
  const where = `build${markdownTwinPath(path)}`;
  if (twin === undefined) return [`${where}: missing (the page ${path} has no Markdown twin)`];
  const problems: string[] = [];
  if (!(twin.split('\n')[0] ?? '').includes(`<${llmsTxtUrl(locale)}>`))
    problems.push(`${where}: the first line does not point to ${llmsTxtUrl(locale)}`);
  const $ = load(html);
  if (kind === 'page') {
    for (const el of $('main h2[id]').toArray()) {
      // Without the heading's anchor link, a zero-width space.
      const heading = $(el)
        .text()
        .replace(/\u200b/g, '')
        .trim();
      if (!twin.includes(`## ${heading}`)) problems.push(`${where}: no "## ${heading}" heading`);
    }
  } else {
    for (const el of $('main a.card[href]').toArray()) {
      const href = $(el).attr('href') ?? '';
      const url = `${portalUrl}${markdownTwinPath(href)}`;
      if (!twin.includes(`](${url})`)) problems.push(`${where}: does not link ${url}, which a card of the page links`);
    }
  }
  return problems;
}

const twinOf = (path: string): string | undefined => {
  const file = join(buildDir, markdownTwinPath(path));
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
};

for (const locale of allLocales) {
  test(`${locale}: the standalone Markdown page and the category index pages have Markdown twins`, () => {
    const pages: Array<[string, 'page' | 'index']> = [
      [localePath(locale, 'markdown-page'), 'page'],
      ...categoryRoutes.map((r): [string, 'index'] => [localePath(locale, r), 'index']),
    ];
    const problems = pages.flatMap(([path, kind]) => {
      const html = readFileSync(join(buildDir, htmlFileOf(path)), 'utf8');
      if (kind === 'index') assert.ok(load(html)('main a.card[href]').length > 0, `${path}: no cards`);
      return pageTwinProblems(path, locale, html, twinOf(path), kind);
    });
    assert.deepEqual(problems, []);
  });
}

test('planted: a missing twin, a lost heading and a card without its link are named', () => {
  const path = '/markdown-page';
  const html = readFileSync(join(buildDir, htmlFileOf(path)), 'utf8');
  const twin = twinOf(path) ?? '';
  assert.match(pageTwinProblems(path, 'en', html, undefined, 'page').join('\n'), /no Markdown twin/);
  assert.match(
    pageTwinProblems(path, 'en', html, twin.replace(/^## .*$/gm, ''), 'page').join('\n'),
    /no "## .*" heading/,
  );
  const index = localePath('en', categoryRoutes[0]);
  const indexHtml = readFileSync(join(buildDir, htmlFileOf(index)), 'utf8');
  const indexTwin = (twinOf(index) ?? '').replace(/^- \[.*$/m, '');
  assert.match(pageTwinProblems(index, 'en', indexHtml, indexTwin, 'index').join('\n'), /does not link/);
});

/**
 * The offline search index (scripts/build-search-index.ts): one Pagefind index per locale with
 * stemming, holding exactly the docs pages of that locale, and nothing the portal does not use.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {localeConfigs} from '../../config/i18n';
import {formatProblems} from '../support/markdown-checks';
import {checkPagefindEntry, type PagefindEntry} from '../support/search-checks';
import {allLocales, categoryRoutes, docRoutes, htmlFileOf, localePath, pageRoutes} from '../support/spec-routes';
import {buildDir, loadHtml, requireBuild} from '../support/build';
import {inflatedMarker} from '../../scripts/build-search-index';
import {minSize} from '../../scripts/precompress';

requireBuild();
const bundle = join(buildDir, 'pagefind');

test('the Pagefind bundle has one stemmed index per locale with every docs page', () => {
  const file = join(bundle, 'pagefind-entry.json');
  assert.ok(
    existsSync(file),
    'build/pagefind/pagefind-entry.json is missing: run `node --import tsx scripts/build-search-index.ts` after `docusaurus build`',
  );
  const entry = JSON.parse(readFileSync(file, 'utf8')) as PagefindEntry;
  const expected = Object.fromEntries(
    allLocales.map((l) => [localeConfigs[l].htmlLang.toLowerCase(), docRoutes.length]),
  );
  const problems = checkPagefindEntry('build/pagefind/pagefind-entry.json', entry, expected);
  for (const language of Object.keys(expected)) {
    const index = entry.languages?.[language];
    if (index?.wasm && !existsSync(join(bundle, `wasm.${index.wasm}.pagefind`)))
      problems.push({file: 'build/pagefind', message: `wasm.${index.wasm}.pagefind is missing`});
    if (index?.hash && !existsSync(join(bundle, `pagefind.${index.hash}.pf_meta`)))
      problems.push({file: 'build/pagefind', message: `pagefind.${index.hash}.pf_meta is missing`});
  }
  assert.deepEqual(problems, [], formatProblems(problems));
  assert.ok(existsSync(join(bundle, 'pagefind.js')), 'build/pagefind/pagefind.js is missing');
  for (const unused of [
    'pagefind-ui.js',
    'pagefind-component-ui.js',
    'pagefind-modular-ui.js',
    'pagefind-highlight.js',
    'pagefind-worker.js',
  ]) {
    assert.equal(existsSync(join(bundle, unused)), false, `build/pagefind/${unused} is shipped but never used`);
  }
});

test('only the content of docs pages is indexed: data-pagefind-body on docs, nowhere else', () => {
  const problems: string[] = [];
  for (const locale of allLocales) {
    for (const route of docRoutes) {
      const path = localePath(locale, route);
      const $ = loadHtml(htmlFileOf(path));
      const body = $('[data-pagefind-body]');
      if (body.length !== 1) problems.push(`${path}: ${body.length} elements with data-pagefind-body, expected 1`);
      else if (body.find('h1').length !== 1 || body.find('.theme-doc-markdown').length !== 1)
        problems.push(`${path}: data-pagefind-body does not wrap the doc title and content`);
      if ($('[data-pagefind-body] [role="group"] button').length > 0)
        problems.push(`${path}: the page actions are inside the indexed content`);
    }
    for (const route of [...pageRoutes, ...categoryRoutes, 'search']) {
      const path = localePath(locale, route);
      if ($has(path)) problems.push(`${path}: a non-docs page is marked for indexing`);
    }
    const notFound = locale === 'en' ? '404.html' : `${locale}/404.html`;
    if (loadHtml(notFound)('[data-pagefind-body]').length > 0)
      problems.push(`${notFound}: the not-found page is marked for indexing`);
  }
  assert.deepEqual(problems, [], problems.join('\n'));
});

function $has(path: string): boolean {
  return loadHtml(htmlFileOf(path))('[data-pagefind-body]').length > 0;
}

test('the search results page exists in every locale and is kept out of search engines', () => {
  for (const locale of allLocales) {
    const path = localePath(locale, 'search');
    const $ = loadHtml(htmlFileOf(path));
    assert.equal($('html').attr('lang'), localeConfigs[locale].htmlLang, `${path}: wrong <html lang>`);
    assert.equal($('meta[name="robots"]').attr('content'), 'noindex, follow', `${path}: robots meta`);
    assert.equal($('form[role="search"] input[name="q"]').length, 1, `${path}: no search form`);
  }
});

// Pagefind's client inflates gzipped data in JavaScript on the main thread; shipped inflated, the
// browser decodes the server's brotli or gzip natively instead.
test("Pagefind's data files ship inflated, with the .br and .gz the server sends", () => {
  const problems: string[] = [];
  let files = 0;
  for (const name of readdirSync(bundle, {recursive: true, encoding: 'utf8'})) {
    if (!/\.(pf_index|pf_fragment|pf_filter|pf_meta|pagefind)$/.test(name)) continue;
    files += 1;
    const path = join(bundle, name);
    if (readFileSync(path).subarray(0, inflatedMarker.length).toString('latin1') !== inflatedMarker)
      problems.push(`${name}: not inflated`);
    if (statSync(path).size >= minSize)
      for (const ext of ['br', 'gz']) if (!existsSync(`${path}.${ext}`)) problems.push(`${name}: no .${ext}`);
  }
  assert.ok(files > 100, `only ${files} Pagefind data files`);
  assert.deepEqual(problems, []);
});

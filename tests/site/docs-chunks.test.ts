/**
 * How the docs theme reaches readers (src/plugins/docs-chunks): every docs page of every locale
 * loads it as one file, listed in its HTML, and the pages that are not docs (home, search,
 * not-found) do not list it. Also: the base-URL issue banner's script
 * (src/plugins/lean-bundle/base-url-banner) is on each locale's home page only, with its words
 * in that locale, and no main bundle carries core's banner.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {allLocales, docRoutes, htmlFileOf, localePath} from '../support/spec-routes';
import {buildDir, requireBuild} from '../support/build';
import {isDocsThemeModule} from '../../src/plugins/docs-chunks';

requireBuild();

/** The built file of a URL path: `/es/404.html` as it is, `/es/intro` → `es/intro/index.html`. */
const fileOf = (urlPath: string) => (urlPath.endsWith('.html') ? urlPath.slice(1) : htmlFileOf(urlPath));

/** The JS files a built page lists in its HTML (route chunks and main bundle). */
function scriptsOf(urlPath: string): string[] {
  const html = readFileSync(join(buildDir, fileOf(urlPath)), 'utf8');
  return [...new Set(html.match(/\/assets\/js\/[^"'\s>]+\.js/g) ?? [])].map((f) => f.split('/').pop()!);
}

const docsThemeFile = /^docs-theme\.[0-9a-f]+\.js$/;

test('every docs page of every locale loads the docs theme as one file', () => {
  const problems: string[] = [];
  for (const locale of allLocales) {
    for (const route of docRoutes) {
      const found = scriptsOf(localePath(locale, route)).filter((f) => docsThemeFile.test(f));
      if (found.length !== 1) problems.push(`${localePath(locale, route)}: ${found.length} docs-theme files`);
    }
  }
  assert.deepEqual(problems, []);
});

test('the home and search pages do not list the docs theme among the scripts of their first load', () => {
  const problems: string[] = [];
  for (const locale of allLocales) {
    for (const route of ['', 'search']) {
      const page = localePath(locale, route);
      if (scriptsOf(page).some((f) => docsThemeFile.test(f))) problems.push(page);
    }
  }
  assert.deepEqual(problems, []);
});

// For an unknown path the docs plugin's layout renders the not-found content: the not-found page
// hydrates that layout, so it lists the docs theme like a docs page (src/plugins/route-scripts).
test('the not-found pages list the docs theme once, as the docs pages do', () => {
  const problems: string[] = [];
  for (const locale of allLocales) {
    const page = localePath(locale, '404.html');
    const found = scriptsOf(page).filter((f) => docsThemeFile.test(f));
    if (found.length !== 1) problems.push(`${page}: ${found.length} docs-theme files`);
  }
  assert.deepEqual(problems, []);
});

test("the base-URL banner's script is on each home page only, in its locale; no main bundle carries core's banner", () => {
  const titles = new Set<string>();
  for (const locale of allLocales) {
    const home = readFileSync(join(buildDir, fileOf(localePath(locale, ''))), 'utf8');
    const script = /<script[^>]* data-title="([^"]+)"[^>]* data-base=([^\s>]+)>[^<]*base-url-issue-banner/.exec(home);
    assert.ok(script, `${localePath(locale, '')} has no base-URL banner script`);
    assert.equal(script[2], localePath(locale, ''), `${locale}: the banner names another configured base URL`);
    titles.add(script[1]!);
    for (const route of ['intro', '404.html']) {
      const html = readFileSync(join(buildDir, fileOf(localePath(locale, route))), 'utf8');
      assert.ok(!html.includes('base-url-issue-banner'), `${localePath(locale, route)} carries the banner's script`);
    }
    const jsDir = join(buildDir, localePath(locale, ''), 'assets', 'js');
    const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f))!;
    assert.ok(
      !readFileSync(join(jsDir, main), 'utf8').includes('base-url-issue-banner'),
      `${locale}: the main bundle carries the banner`,
    );
  }
  assert.equal(titles.size, allLocales.length, "the banner's title is not translated in every locale");
});

test('the docs theme group takes docs components only, on every platform', () => {
  for (const docsModule of [
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/Layout/index.js',
    'C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\theme\\TOCItems\\index.js',
    '/site/src/theme/DocSidebar/index.tsx',
    '/site/src/theme/Mermaid/index.tsx',
    '/site/src/theme/Mermaid/legibility.ts',
  ]) {
    assert.ok(isDocsThemeModule(docsModule), docsModule);
  }
  for (const sharedModule of [
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Layout/index.js',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/NotFound/Content/index.js',
    '/site/src/theme/SearchBar/index.tsx',
    '/site/src/theme/NotFound/Content/index.tsx',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/Layout/index.js',
    // The diagram component is a lazy chunk that only pages with a diagram load.
    '/site/src/theme/Mermaid/Diagram.tsx',
    '/site/src/theme/Mermaid/palette.ts',
    '/site/src/theme/Mermaid/labels.ts',
  ]) {
    assert.ok(!isDocsThemeModule(sharedModule), sharedModule);
  }
});

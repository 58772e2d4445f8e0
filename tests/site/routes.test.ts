import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {join} from 'node:path';
import {localeConfigs, defaultLocale} from '../../config/i18n';
import {allLocales, htmlFileOf, localePath, specRoutes} from '../support/spec-routes';
import {buildDir, loadHtml, requireBuild} from '../support/build';
import {portalUrl, siteTitle} from '../../config/platform';
import {uiString} from '../support/ui-strings';

requireBuild();

test('every route of the route table exists as HTML in every locale', () => {
  const missing: string[] = [];
  for (const locale of allLocales) {
    for (const route of specRoutes) {
      const path = localePath(locale, route);
      if (!existsSync(join(buildDir, htmlFileOf(path)))) missing.push(path);
    }
  }
  assert.deepEqual(missing, [], `Routes missing from the build: ${missing.join(', ')}`);
});

for (const locale of allLocales) {
  test(`${locale}: <html lang> and hreflang alternates name every locale`, () => {
    for (const route of specRoutes) {
      const path = localePath(locale, route);
      const $ = loadHtml(htmlFileOf(path));
      assert.equal($('html').attr('lang'), localeConfigs[locale].htmlLang, `${path}: wrong <html lang>`);
      assert.equal($('html').attr('dir'), 'ltr', `${path}: wrong dir`);
      const alternates = new Map(
        $('link[rel="alternate"][hreflang]')
          .toArray()
          .map((el) => [$(el).attr('hreflang'), $(el).attr('href')]),
      );
      for (const other of allLocales) {
        assert.equal(
          alternates.get(localeConfigs[other].htmlLang),
          `${portalUrl}${localePath(other, route)}`,
          `${path}: hreflang ${localeConfigs[other].htmlLang} should point to the ${other} edition`,
        );
      }
      assert.equal(
        alternates.get('x-default'),
        `${portalUrl}${localePath(defaultLocale, route)}`,
        `${path}: x-default`,
      );
    }
  });
}

for (const locale of allLocales) {
  test(`${locale}: the not-found page is in the locale's language`, () => {
    const file = locale === defaultLocale ? '404.html' : `${locale}/404.html`;
    const $ = loadHtml(file);
    assert.equal($('html').attr('lang'), localeConfigs[locale].htmlLang);
    const text = $('main').text();
    for (const expected of [uiString(locale, 'theme.NotFound.title'), uiString(locale, 'theme.NotFound.p1')]) {
      assert.ok(text.includes(expected), `${file} should say "${expected}", has: ${text.slice(0, 200)}`);
    }
  });
}

test("the site title, tagline and delimiter are the portal's", () => {
  const $ = loadHtml('intro/index.html');
  assert.match($('title').text(), / \| Mnemora Documentation$/);
  const home = loadHtml('index.html');
  // The hero is the section that holds the page's heading (a named region, not a second banner).
  assert.ok(home('h1').first().closest('section').text().includes('Memory as a Service Platform'));
  assert.ok(home('footer').text().includes('Copyright © 2025'));
});

// The site title is "Documentation" branded with the product name in each locale's own words:
// the suffix of every page title, the home page's heading and the social cards' brand line.
for (const locale of allLocales) {
  test(`${locale}: page titles and the home heading carry the locale's site title`, () => {
    const title = siteTitle(locale);
    const expected = {
      en: 'Mnemora Documentation',
      es: 'Documentación de Mnemora',
      fr: 'Documentation de Mnemora',
      de: 'Mnemora-Dokumentation',
    }[locale];
    assert.equal(title, expected);
    const page = loadHtml(htmlFileOf(localePath(locale, 'api/search')));
    assert.ok(
      page('title').text().endsWith(` | ${title}`),
      `${localePath(locale, 'api/search')}: title "${page('title').text()}" does not end with " | ${title}"`,
    );
    const home = loadHtml(htmlFileOf(localePath(locale, '')));
    assert.equal(home('h1').first().text().trim(), title);
    assert.ok(
      (home('meta[property="og:image:alt"]').attr('content') ?? '').startsWith(`${title}: `),
      `${localePath(locale, '')}: the social card's brand line is not "${title}"`,
    );
  });
}

for (const locale of allLocales) {
  test(`${locale}: the crash page (error boundary) is in the locale's language`, () => {
    // A crash is rendered by the client bundle, so its strings must be compiled into the
    // locale's main chunk: "This page crashed." and "Try again" in English, translated elsewhere.
    const jsDir = join(buildDir, locale === 'en' ? '' : locale, 'assets', 'js');
    const main = readdirSync(jsDir).find((f) => /^main\.[0-9a-f]+\.js$/.test(f));
    assert.ok(main, `no main chunk in ${jsDir}`);
    // Minifiers write non-ASCII characters as \xNN or \uNNNN escapes: decode them first.
    const code = readFileSync(join(jsDir, main), 'utf8').replace(/\\x([0-9a-f]{2})|\\u([0-9a-f]{4})/gi, (_, x, u) =>
      String.fromCharCode(parseInt(x ?? u, 16)),
    );
    for (const id of ['theme.ErrorPageContent.title', 'theme.ErrorPageContent.tryAgain'] as const) {
      const text = uiString(locale, id);
      assert.ok(code.includes(text), `${locale} main chunk lacks "${text}" (${id})`);
    }
  });
}

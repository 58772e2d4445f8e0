/** hreflang alternates of the sitemaps (src/lib/sitemap-alternates.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {alternatesOf, type LocaleSite} from '../../src/lib/sitemap-alternates';

const en: LocaleSite = {htmlLang: 'en-US', prefix: ''};
const es: LocaleSite = {htmlLang: 'es-ES', prefix: 'es/'};
const de: LocaleSite = {htmlLang: 'de-DE', prefix: 'de/'};
const sites = [en, es, de];
const url = 'https://docs.mnemora.dev';

test('a page of any locale lists every locale at the same path, and x-default in English', () => {
  assert.deepEqual(alternatesOf(`${url}/es/api/search`, url, es, sites, en), [
    {lang: 'en-US', url: `${url}/api/search`},
    {lang: 'es-ES', url: `${url}/es/api/search`},
    {lang: 'de-DE', url: `${url}/de/api/search`},
    {lang: 'x-default', url: `${url}/api/search`},
  ]);
  assert.deepEqual(
    alternatesOf(`${url}/`, `${url}/`, en, sites, en).map((l) => l.url),
    [`${url}/`, `${url}/es/`, `${url}/de/`, `${url}/`],
  );
});

test('planted fault: a URL outside the locale fails naming it', () => {
  assert.throws(
    () => alternatesOf(`${url}/fr/intro`, url, de, sites, en),
    /https:\/\/docs\.mnemora\.dev\/fr\/intro is not under https:\/\/docs\.mnemora\.dev\/de\//,
  );
});

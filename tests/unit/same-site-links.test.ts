/**
 * Which links src/lib/navigation/same-site-links.ts hands to the router: links to another page
 * of this locale's site, never another origin, another locale's site, a file or a jump within
 * the page.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {otherLocaleBases, sameSiteTarget} from '../../src/lib/navigation/same-site-target';
import {i18n} from '../../config/i18n';

const here = {origin: 'https://docs.mnemora.dev', pathname: '/es/intro'};
const es = {...i18n, currentLocale: 'es', localeConfigs: i18n.localeConfigs} as const;
// The English site's other locales and its intro page, for links followed from there.
const englishOthers = otherLocaleBases('/', {...i18n, currentLocale: 'en'});
const englishHere = {origin: here.origin, pathname: '/intro'};

test('the other locales of the Spanish site are /, /fr/ and /de/; of the English site /es/, /fr/, /de/', () => {
  assert.deepEqual(otherLocaleBases('/es/', es), ['/', '/fr/', '/de/']);
  assert.deepEqual(otherLocaleBases('/', {...i18n, currentLocale: 'en'}), ['/es/', '/fr/', '/de/']);
});

test('links to another page of the same locale go to the router, with query and hash', () => {
  const others = otherLocaleBases('/es/', es);
  assert.equal(sameSiteTarget('https://docs.mnemora.dev/es/changelog', '/es/', others, here), '/es/changelog');
  assert.equal(sameSiteTarget('/es/api/search?x=1#filters', '/es/', others, here), '/es/api/search?x=1#filters');
});

test('everything else stays the browser’s: other origin, other locale, files, the same page', () => {
  const others = otherLocaleBases('/es/', es);
  assert.equal(sameSiteTarget('https://example.com/es/intro', '/es/', others, here), undefined);
  assert.equal(sameSiteTarget('//example.com/es/intro', '/es/', others, here), undefined);
  assert.equal(sameSiteTarget('/fr/intro', '/es/', others, here), undefined);
  assert.equal(sameSiteTarget('/intro', '/es/', others, here), undefined);
  assert.equal(sameSiteTarget('/es/api/search.md', '/es/', others, here), undefined);
  assert.equal(sameSiteTarget('/openapi.yaml', '/', englishOthers, englishHere), undefined);
  assert.equal(sameSiteTarget('/es/intro#scopes', '/es/', others, here), undefined);
  // From the English site, a link to a Spanish page is another app.
  assert.equal(sameSiteTarget('/es/intro', '/', englishOthers, englishHere), undefined);
});

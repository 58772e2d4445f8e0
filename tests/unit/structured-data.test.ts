/** The TechArticle JSON-LD of docs pages (src/lib/structured-data.ts). */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {techArticle} from '../../src/lib/structured-data';

const facts = {
  title: 'Suche',
  description: 'Erinnerungen finden.',
  url: 'https://docs.mnemora.dev/de/api/search',
  language: 'de-DE',
};

test('headline, description, language, address and the Git date as dateModified', () => {
  assert.deepEqual(JSON.parse(techArticle({...facts, lastUpdatedAt: Date.UTC(2026, 10, 20, 9, 30)})), {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: 'Suche',
    description: 'Erinnerungen finden.',
    inLanguage: 'de-DE',
    url: 'https://docs.mnemora.dev/de/api/search',
    dateModified: '2026-11-20T09:30:00.000Z',
  });
});

test('no date known (shallow clone): dateModified is left out, not invented', () => {
  assert.equal('dateModified' in JSON.parse(techArticle({...facts, lastUpdatedAt: undefined})), false);
  assert.equal('dateModified' in JSON.parse(techArticle({...facts, lastUpdatedAt: null})), false);
});

test('planted fault: text that would close the script element is escaped', () => {
  const json = techArticle({...facts, description: 'a </script><script>alert(1)</script>'});
  assert.doesNotMatch(json, /<\/script>/);
  assert.equal(JSON.parse(json).description, 'a </script><script>alert(1)</script>');
});

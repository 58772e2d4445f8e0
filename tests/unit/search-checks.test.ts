/** Planted faults for the Pagefind bundle check of the built-site tests. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {formatProblems} from '../support/markdown-checks';
import {checkPagefindEntry} from '../support/search-checks';

const good = {
  version: '1.6.0',
  languages: {'en-us': {hash: 'a', wasm: 'en-us', page_count: 38}, 'es-es': {hash: 'b', wasm: 'es-es', page_count: 38}},
};

test('a bundle with one stemmed index per language passes', () => {
  assert.deepEqual(checkPagefindEntry('pagefind-entry.json', good, {'en-us': 38, 'es-es': 38}), []);
});

test('planted: a missing language, a wrong page count, no stemming and a stray language are reported', () => {
  const bad = {languages: {'en-us': {wasm: 'unknown', page_count: 37}, xx: {wasm: 'xx', page_count: 1}}};
  const text = formatProblems(
    checkPagefindEntry('build/pagefind/pagefind-entry.json', bad, {'en-us': 38, 'es-es': 38}),
  );
  assert.match(text, /^build\/pagefind\/pagefind-entry\.json: index "en-us" holds 37 pages, expected 38$/m);
  assert.match(
    text,
    /^build\/pagefind\/pagefind-entry\.json: index "en-us" has no stemming for its language \(wasm: unknown\)$/m,
  );
  assert.match(text, /^build\/pagefind\/pagefind-entry\.json: no index for language "es-es" \(has: en-us, xx\)$/m);
  assert.match(text, /^build\/pagefind\/pagefind-entry\.json: unexpected index "xx"/m);
});

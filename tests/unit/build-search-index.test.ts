/**
 * What scripts/build-search-index.mjs hands Pagefind for each built page: docs pages only, under
 * their canonical URL, with code and tables weighted down and the title and description up.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {prepareForIndex, weights} from '../../scripts/build-search-index.mjs';

const page = (body: string, head = '<link rel="canonical" href="https://docs.mnemora.dev/es/guides/">') =>
  `<html lang="es-ES"><head>${head}<meta name="description" content="Guías paso a paso."></head><body><nav>Menú</nav>${body}</body></html>`;

const doc = '<div data-pagefind-body=""><h1>Guías</h1><p>Texto</p><div class="theme-code-block"><pre>curl</pre></div><table><tr><td>x</td></tr></table></div>';

test('a docs page is indexed under its canonical path, in its language, with weights', () => {
  const prepared = prepareForIndex(page(doc), 'es/guides/index.html');
  assert.ok(prepared);
  assert.equal(prepared.url, '/es/guides/');
  assert.equal(prepared.lang, 'es-ES');
  const $ = load(prepared.content);
  assert.equal($('.theme-code-block').attr('data-pagefind-weight'), String(weights.code));
  assert.equal($('table').attr('data-pagefind-weight'), String(weights.table));
  assert.equal($('h1').attr('data-pagefind-weight'), String(weights.title));
  assert.equal($('h1 + p').text(), 'Guías paso a paso.', 'the description follows the title');
  assert.equal($('h1 + p').attr('data-pagefind-weight'), String(weights.description));
  assert.ok(weights.code < 1 && weights.table < 1 && weights.title > 7);
});

test('pages without data-pagefind-body (home, search, 404) are not indexed', () => {
  assert.equal(prepareForIndex(page('<main><h1>Inicio</h1></main>'), 'es/index.html'), undefined);
});

test('planted: a docs page without a canonical link fails, naming the file', () => {
  assert.throws(() => prepareForIndex(page(doc, ''), 'es/guides/index.html'), /es\/guides\/index\.html: a docs page without <link rel="canonical">/);
});

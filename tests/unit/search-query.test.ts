/**
 * The pure logic of the portal search: what the query becomes, how Pagefind's excerpts are
 * turned into safe text, how results group into pages and sections, how the arrow keys move and
 * where the bundle and the results page live in each locale.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  cleanTitle,
  decodeEntities,
  flattenOptions,
  maxQueryLength,
  moveActive,
  normalizeQuery,
  parseExcerpt,
  queryFromSearch,
  searchPageUrl,
  siteRootUrl,
  toHit,
  type PagefindResultData,
} from '../../src/lib/search/query';
import {isTypingTarget, opensSearch, type ShortcutEvent} from '../../src/lib/search/shortcut';
import {markdownTwinPath} from '../../src/lib/markdown-twin';

test('normalizeQuery trims, collapses whitespace and caps the length', () => {
  assert.equal(normalizeQuery('  rate \n\t limit  '), 'rate limit');
  assert.equal(normalizeQuery('   '), '');
  assert.equal(normalizeQuery('x'.repeat(500)).length, maxQueryLength);
});

test('parseExcerpt splits <mark> runs and decodes entities', () => {
  assert.deepEqual(parseExcerpt('Send an <mark>Idempotency-Key</mark> with &lt;every&gt; write &amp; retry'), [
    {text: 'Send an ', mark: false},
    {text: 'Idempotency-Key', mark: true},
    {text: ' with <every> write & retry', mark: false},
  ]);
  assert.deepEqual(parseExcerpt(''), []);
  assert.deepEqual(parseExcerpt('<mark>a</mark><mark>b</mark>'), [{text: 'ab', mark: true}]);
});

test('parseExcerpt never yields markup: an escaped script stays text, a raw tag stays text', () => {
  const parts = parseExcerpt('&lt;script&gt;alert(1)&lt;/script&gt; <img src=x onerror=alert(1)> <mark>hit</mark>');
  assert.equal(parts[0]?.text, '<script>alert(1)</script> <img src=x onerror=alert(1)> ');
  assert.equal(parts[0]?.mark, false);
  assert.deepEqual(parts[1], {text: 'hit', mark: true});
});

test('decodeEntities handles numeric references and leaves unknown ones alone', () => {
  assert.equal(decodeEntities('&#39;a&#x27; &quot;b&quot; &nbsp;&unknown; &#0;'), '\'a\' "b" \u00a0&unknown; &#0;');
});

test('cleanTitle drops the zero-width space of hash links', () => {
  assert.equal(cleanTitle('Filters\u200b '), 'Filters');
});

const data: PagefindResultData = {
  url: '/api/search',
  excerpt: 'Search <mark>memories</mark> by meaning',
  meta: {title: 'Search'},
  sub_results: [
    {title: 'Search', url: '/api/search', excerpt: 'intro'},
    {title: 'Filters\u200b', url: '/api/search#filters', excerpt: 'a', weighted_locations: [{weight: 1}]},
    {title: 'Pagination', url: '/api/search#pagination', excerpt: 'b', weighted_locations: [{weight: 3}, {weight: 2}]},
    {title: 'Scores', url: '/api/search#scores', excerpt: 'c', weighted_locations: [{weight: 6}]},
    {title: 'Modes', url: '/api/search#modes', excerpt: 'd', weighted_locations: [{weight: 1}]},
  ],
};

test('toHit keeps anchored sections only, best first, at most maxSections', () => {
  const hit = toHit(data, 3);
  assert.equal(hit.title, 'Search');
  assert.equal(hit.url, '/api/search');
  assert.deepEqual(
    hit.sections.map((s) => [s.title, s.url]),
    [
      ['Scores', '/api/search#scores'],
      ['Pagination', '/api/search#pagination'],
      ['Filters', '/api/search#filters'],
    ],
  );
  assert.equal(toHit(data, 0).sections.length, 0);
  assert.equal(toHit(data, 3).excerpt.length, 3, 'the page keeps an excerpt no section repeats');
  const repeated = {...data, excerpt: 'a'};
  assert.deepEqual(toHit(repeated, 3).excerpt, [], 'an excerpt that a shown section repeats is shown once');
  assert.deepEqual(toHit(repeated, 0).excerpt, [{text: 'a', mark: false}], 'unless that section is not shown');
  assert.equal(toHit({...data, meta: {}}, 1).title, '/api/search', 'a page without title meta shows its URL');
});

test('toHit lands first on the section the ranking chose, shown even when Pagefind did not match it', () => {
  assert.deepEqual(
    toHit(data, 2, ['modes', 'Modes']).sections.map((s) => s.url),
    ['/api/search#modes', '/api/search#scores'],
  );
  const landed = toHit(data, 2, ['limits', 'Limits\u200b']);
  assert.deepEqual(
    landed.sections.map((s) => [s.title, s.url, s.excerpt]),
    [
      ['Limits', '/api/search#limits', []],
      ['Scores', '/api/search#scores', [{text: 'c', mark: false}]],
    ],
  );
});

test('flattenOptions lists pages and their sections in reading order with stable ids', () => {
  const hits = [toHit(data, 2), toHit({...data, url: '/guides/', meta: {title: 'Guides'}, sub_results: []}, 2)];
  assert.deepEqual(
    flattenOptions(hits, 'o').map((o) => [o.id, o.url]),
    [
      ['o-0', '/api/search'],
      ['o-0-0', '/api/search#scores'],
      ['o-0-1', '/api/search#pagination'],
      ['o-1', '/guides/'],
    ],
  );
});

test('moveActive wraps at both ends and handles an empty list', () => {
  assert.equal(moveActive(-1, 'ArrowDown', 3), 0);
  assert.equal(moveActive(2, 'ArrowDown', 3), 0);
  assert.equal(moveActive(0, 'ArrowUp', 3), 2);
  assert.equal(moveActive(1, 'ArrowUp', 3), 0);
  assert.equal(moveActive(1, 'End', 3), 2);
  assert.equal(moveActive(2, 'Home', 3), 0);
  assert.equal(moveActive(0, 'ArrowDown', 0), -1);
});

test('searchPageUrl and queryFromSearch round-trip a query in every locale', () => {
  assert.equal(searchPageUrl('/', 'rate limit'), '/search?q=rate%20limit');
  assert.equal(searchPageUrl('/es/', '  límite  '), '/es/search?q=l%C3%ADmite');
  assert.equal(searchPageUrl('/de', ''), '/de/search');
  assert.equal(queryFromSearch('?q=rate%20limit&x=1'), 'rate limit');
  assert.equal(queryFromSearch('?q=a+b'), 'a b');
  assert.equal(queryFromSearch(''), '');
});

test('siteRootUrl strips the locale segment: every locale loads the one bundle at /pagefind/', () => {
  assert.equal(siteRootUrl('/', 'en', 'en', 'en'), '/');
  assert.equal(siteRootUrl('/es/', 'es', 'en', 'es'), '/');
  assert.equal(siteRootUrl('/docs/fr/', 'fr', 'en', 'fr'), '/docs/');
  assert.equal(siteRootUrl('/docs/', 'en', 'en', 'en'), '/docs/');
  assert.equal(siteRootUrl('/other/', 'de', 'en', 'de'), '/other/', 'a base URL without the locale segment stays');
});

function key(key: string, extra: Partial<ShortcutEvent> = {}): ShortcutEvent {
  return {key, ctrlKey: false, metaKey: false, altKey: false, target: {tagName: 'BODY'}, ...extra};
}

test('Ctrl+K and Cmd+K open the search anywhere, even in an input', () => {
  assert.equal(opensSearch(key('k', {ctrlKey: true})), true);
  assert.equal(opensSearch(key('K', {metaKey: true, target: {tagName: 'INPUT', type: 'text'}})), true);
  assert.equal(opensSearch(key('k')), false);
  assert.equal(opensSearch(key('k', {ctrlKey: true, altKey: true})), false);
  assert.equal(opensSearch(key('k', {ctrlKey: true, defaultPrevented: true})), false);
});

test('"/" opens the search unless the reader is typing', () => {
  assert.equal(opensSearch(key('/')), true);
  assert.equal(opensSearch(key('/', {target: {tagName: 'INPUT', type: 'search'}})), false);
  assert.equal(opensSearch(key('/', {target: {tagName: 'TEXTAREA'}})), false);
  assert.equal(opensSearch(key('/', {target: {tagName: 'DIV', isContentEditable: true}})), false);
  assert.equal(opensSearch(key('/', {target: {tagName: 'INPUT', type: 'checkbox'}})), true);
  assert.equal(opensSearch(key('/', {isComposing: true})), false);
  assert.equal(opensSearch(key('/', {ctrlKey: true})), false);
});

test('isTypingTarget', () => {
  assert.equal(isTypingTarget(null), false);
  assert.equal(isTypingTarget({tagName: 'select'}), true);
  assert.equal(isTypingTarget({tagName: 'INPUT'}), true);
  assert.equal(isTypingTarget({tagName: 'BUTTON'}), false);
});

test('markdownTwinPath: page URL + .md, index routes get index.md', () => {
  assert.equal(markdownTwinPath('/api/search'), '/api/search.md');
  assert.equal(markdownTwinPath('/es/api/search'), '/es/api/search.md');
  assert.equal(markdownTwinPath('/guides/'), '/guides/index.md');
  assert.equal(markdownTwinPath('/es/guides/'), '/es/guides/index.md');
  assert.equal(markdownTwinPath('/api/search#filters'), '/api/search.md');
});

/** The error codes page: a heading, three rows with ids (the codes), and a heading after them. */
const errorCodesPage = (subResults: PagefindResultData['sub_results']): PagefindResultData => ({
  url: '/api/error-codes',
  excerpt: 'x',
  meta: {title: 'Error codes'},
  anchors: [
    {element: 'h2', id: 'error-codes', location: 100},
    {element: 'tr', id: 'invalid_request', location: 120},
    {element: 'tr', id: 'rate_limited', location: 160},
    {element: 'tr', id: 'quota_exceeded', location: 190},
    {element: 'h2', id: 'retry-strategy', location: 260},
  ],
  sub_results: subResults,
});

/** A Pagefind section of that page, matched at `locations` with a total weight. */
const sectionOf = (title: string, id: string, locations: number[], weight = 1) => ({
  title,
  url: `/api/error-codes#${id}`,
  excerpt: title,
  locations,
  weighted_locations: [{weight}],
});

test('a match inside a table row with an id lands on that row (an error code), not on the heading above it', () => {
  const errors = errorCodesPage([
    sectionOf('All error codes', 'error-codes', [171, 165], 3),
    sectionOf('Retry strategy', 'retry-strategy', [270]),
  ]);
  assert.deepEqual(
    toHit(errors, 2).sections.map((s) => [s.url, s.title]),
    [
      ['/api/error-codes#rate_limited', 'rate_limited'],
      ['/api/error-codes#retry-strategy', 'Retry strategy'],
    ],
  );
  // Before the first row (the table's introduction) the heading stays the landing.
  const intro = toHit(errorCodesPage([sectionOf('All error codes', 'error-codes', [105])]), 1);
  assert.equal(intro.sections[0]?.url, '/api/error-codes#error-codes');
});

test("a landing on the table's heading is narrowed to the row, not shown twice", () => {
  const hit = toHit(errorCodesPage([sectionOf('All error codes', 'error-codes', [165])]), 2, [
    'error-codes',
    'All error codes',
  ]);
  assert.deepEqual(
    hit.sections.map((s) => s.url),
    ['/api/error-codes#rate_limited'],
  );
});

test('a query that spells an error code lands on its row, whichever section Pagefind ranks first', () => {
  const errors = errorCodesPage([
    sectionOf('Retry strategy', 'retry-strategy', [310, 320], 5),
    sectionOf('All error codes', 'error-codes', [165]),
  ]);
  for (const query of ['rate_limited', 'Rate limited', ' rate-limited ']) {
    assert.equal(toHit(errors, 1, undefined, query).sections[0]?.url, '/api/error-codes#rate_limited', query);
  }
  assert.equal(toHit(errors, 1, undefined, 'retry').sections[0]?.url, '/api/error-codes#retry-strategy');
});

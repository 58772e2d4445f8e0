/**
 * scripts/html-end-tags.ts prints a minified page again with every end tag and nothing else
 * changed: the same tree for a browser, the scripts byte for byte (their CSP hashes), and a page
 * a lenient parser reads whole.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {load} from 'cheerio';
import {withEndTags} from '../../scripts/html-end-tags';

// What Docusaurus' minifier writes: omitted end tags, unquoted attributes, a noscript copy.
const minified =
  '<!doctype html><html lang=en-US><head><meta charset=UTF-8><title>T</title>' +
  '<script>!function(){var t="</p>";document.documentElement.dataset.x=t}()</script>' +
  '<script type=application/ld+json>{"@type":"TechArticle","headline":"A  b"}</script></head>' +
  '<body><noscript><nav><ul><li><a href=/x>X</a><li><a href=/y>Y</a></ul></nav></noscript>' +
  '<main><article><p>One<p>Two<table><thead><tr><th>Code<th>Meaning<tbody><tr><td><code>a</code><td>b<tr><td>c<td>d</table>' +
  '<ul><li>first<li>second</ul><pre><code>line 1\n  line 2</code></pre></article></main></body></html>';

/** The document tree as a browser without scripting builds it (so noscript content is elements). */
const tree = (html: string): string => load(html, {scriptingEnabled: false}).html();

test('every end tag is written, the tree is the same', async () => {
  const printed = await withEndTags(minified, 'page.html');
  for (const tag of ['</p>', '</td>', '</th>', '</tr>', '</li>', '</tbody>', '</body>', '</html>'])
    assert.ok(printed.includes(tag), `${tag} is missing from ${printed}`);
  assert.equal(tree(printed), tree(minified));
});

test('scripts, JSON-LD and preformatted text are left byte for byte', async () => {
  const printed = await withEndTags(minified, 'page.html');
  const scripts = (html: string) =>
    load(html)('script')
      .toArray()
      .map((s) => load(s).text());
  assert.deepEqual(scripts(printed), scripts(minified));
  assert.ok(printed.includes('<code>line 1\n  line 2</code>'));
});

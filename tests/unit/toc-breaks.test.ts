/**
 * src/lib/toc-breaks.ts: table-of-contents entries get a break hint after each `.`, `/`, `(` and
 * `,` inside a code name, nowhere else, at every level.
 * Run: node --import tsx --test tests/unit/toc-breaks.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {tocWithBreakHints, withBreakHints} from '../../src/lib/toc-breaks';

test('code names break between their parts, never inside one; prose and other markup stay', () => {
  assert.equal(
    withBreakHints('<code>memories.batchCreate(params, options?)</code>'),
    '<code>memories.<wbr>batchCreate(<wbr>params, options?)</code>',
  );
  assert.equal(withBreakHints('<code>/v1/memories</code> and more'), '<code>/<wbr>v1/<wbr>memories</code> and more');
  assert.equal(withBreakHints('Errors. Retries (and more)'), 'Errors. Retries (and more)', 'text outside code');
  assert.equal(withBreakHints('<code>a.</code>'), '<code>a.</code>', 'nothing after a final dot');
  assert.equal(withBreakHints('<code>&lt;T&gt;.map</code>'), '<code>&lt;T&gt;.<wbr>map</code>', 'entities stay whole');
});

test('every level of the table of contents', () => {
  const toc = [
    {
      value: '<code>client.memories</code>',
      id: 'a',
      level: 2,
      children: [{value: '<code>x.y</code>', id: 'b', level: 3, children: []}],
    },
  ];
  const out = tocWithBreakHints(toc);
  assert.equal(out[0]?.value, '<code>client.<wbr>memories</code>');
  assert.equal(out[0]?.children[0]?.value, '<code>x.<wbr>y</code>');
  assert.equal(toc[0]?.value, '<code>client.memories</code>', 'the input is not changed');
});

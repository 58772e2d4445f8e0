import {test} from 'node:test';
import assert from 'node:assert/strict';
import remarkUnescapeHeadingIdsInCode, {unescapeHeadingIds} from '../../src/remark/unescape-heading-ids-in-code';

test('restores heading ids that the MDX 1 compatibility step escaped inside code', () => {
  assert.equal(unescapeHeadingIds('## Send a batch \\{#send-a-batch}'), '## Send a batch {#send-a-batch}');
  assert.equal(
    unescapeHeadingIds('intro\n### Filters \\{#filters}\ntext \\{#not-a-heading}'),
    'intro\n### Filters {#filters}\ntext \\{#not-a-heading}',
  );
});

test('only code nodes change, headings keep their parsed form', () => {
  const tree = {
    type: 'root',
    children: [
      {type: 'heading', children: [{type: 'text', value: 'Keep \\{#me}'}]},
      {type: 'code', value: '## Example \\{#example}'},
    ],
  };
  remarkUnescapeHeadingIdsInCode()(tree);
  assert.equal(tree.children[0]!.children![0]!.value, 'Keep \\{#me}');
  assert.equal(tree.children[1]!.value, '## Example {#example}');
});

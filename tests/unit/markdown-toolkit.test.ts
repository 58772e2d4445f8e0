/** The Markdown toolkit's fenced-code finder (src/lib/markdown-toolkit.ts), which line-by-line checks rely on. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fencedCode} from '../../src/lib/markdown-toolkit';

const covered = (markdown: string): number[] => [...fencedCode(markdown).lines].sort((a, b) => a - b);

test('fenced blocks at the top level, in a list item and in a quote are found with their fence lines', () => {
  const markdown = [
    '# Title', // 1
    '```bash', // 2
    'mnemora memories list', // 3
    '```', // 4
    '- Step one:', // 5
    '', // 6
    '  ~~~ts', // 7
    '  const limit = 10;', // 8
    '  ~~~', // 9
    '', // 10
    '> A quote:', // 11
    '>', // 12
    '> ```json', // 13
    '> {"query": "dark mode"}', // 14
    '> ```', // 15
  ].join('\n');
  assert.deepEqual(covered(markdown), [2, 3, 4, 7, 8, 9, 13, 14, 15]);
  assert.deepEqual(
    fencedCode(markdown).blocks.map((b) => b.lang),
    ['bash', 'ts', 'json'],
  );
});

test('indented code is not fenced, and a ``` line inside a ~~~ block does not end it', () => {
  const markdown = [
    'Text',
    '',
    '    ## indented, not a heading',
    '',
    '~~~md',
    '```',
    '## inside',
    '~~~',
    '## after',
  ].join('\n');
  assert.deepEqual(covered(markdown), [5, 6, 7, 8]);
});

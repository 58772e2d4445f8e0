/**
 * Diagram labels keep hyphenated words on one line (src/theme/Mermaid/labels.ts): a word joiner
 * follows each hyphen inside a word of a label, in every kind of label, and nothing else of the
 * diagram's source changes (ids, arrows, styles, links).
 * Run: node --import tsx --test tests/unit/diagram-labels.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {keepHyphenatedWords} from '../../src/theme/Mermaid/labels';

const wj = '\u2060';

test('hyphenated words in shapes, quotes and edge labels are joined', () => {
  assert.equal(
    keepHyphenatedWords('flowchart TB\n  one["3. Import<br/>retry 429 after Retry-After"] --> two[(Memory-Speicher)]'),
    `flowchart TB\n  one["3. Import<br/>retry 429 after Retry-${wj}After"] --> two[(Memory-${wj}Speicher)]`,
  );
  assert.equal(keepHyphenatedWords('  v{spot-check} -->|hand-offs| x'), `  v{spot-${wj}check} -->|hand-${wj}offs| x`);
  assert.equal(
    keepHyphenatedWords('  agent -- MCP-Werkzeuge + API-Schlüssel --> mcp'),
    `  agent -- MCP-${wj}Werkzeuge + API-${wj}Schlüssel --> mcp`,
  );
  assert.equal(keepHyphenatedWords('  a -. e-mail .-> b'), `  a -. e-${wj}mail .-> b`);
  assert.equal(keepHyphenatedWords('  a == bulk-delete ==> b'), `  a == bulk-${wj}delete ==> b`);
});

test('ids, arrows, styles, classes and links stay as written', () => {
  for (const line of [
    '  api-gw --> store-1',
    '  a---b',
    '  a-->b',
    '  style api-gw stroke-width:2px',
    '  classDef hot stroke-dasharray: 5 5',
    '  class api-gw hot',
    '  linkStyle 0 stroke-width:2px',
    '  click api-gw "https://docs.mnemora-labs.dev/x-y"',
    '  %% a comment about read-only',
    '  gw -. SSE GET /changes .-> app',
  ])
    assert.equal(keepHyphenatedWords(line), line);
});

test('a second pass changes nothing, and a hyphen before a non-letter stays breakable', () => {
  const once = keepHyphenatedWords('  a[Retry-After, x- y, -z] --> b');
  assert.equal(once, `  a[Retry-${wj}After, x- y, -z] --> b`);
  assert.equal(keepHyphenatedWords(once), once);
});

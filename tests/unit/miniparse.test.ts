/**
 * The port of llms.txt's reference parser (tests/support/miniparse.ts) reads what the Python one
 * reads, and what the portal's llms.txt renderer writes comes back as the sections it meant.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {renderLlmsTxt, type LlmsPage} from '../../src/plugins/llms-txt/render';
import {stringsFor} from '../../src/plugins/llms-txt/strings';
import {miniparse} from '../support/miniparse';
import {repoRoot} from '../support/build';

const sample = [
  '# Title',
  '',
  '> Summary.',
  '',
  'Free text.',
  '',
  '## Docs',
  '',
  '- [A](https://d/a.md): First.',
  '- [B](https://d/b.md)',
  '',
  '## Optional',
  '',
  '- [C](https://d/c.md): Skippable.',
  '',
].join('\n');

test('miniparse: title, summary, info and sections as the reference parser returns them', () => {
  const parsed = miniparse(sample);
  assert.equal(parsed.title, 'Title');
  assert.equal(parsed.summary, 'Summary.');
  assert.equal(parsed.info.trim(), 'Free text.');
  assert.deepEqual(Object.fromEntries(parsed.sections), {
    Docs: [
      {title: 'A', url: 'https://d/a.md', desc: 'First.'},
      {title: 'B', url: 'https://d/b.md', desc: undefined},
    ],
    Optional: [{title: 'C', url: 'https://d/c.md', desc: 'Skippable.'}],
  });
});

test('planted: a ### group is read as a section of its own and empties the ## above it', () => {
  const parsed = miniparse(sample.replace('## Docs\n\n', '## Docs\n\n### Group\n\n'));
  assert.deepEqual([...parsed.sections.keys()], ['Docs', '# Group', 'Optional']);
  assert.deepEqual(parsed.sections.get('Docs'), []);
});

test('planted: a line in a section that is not a link is an error naming the section and the line', () => {
  assert.throws(() => miniparse(sample.replace('- [C]', 'Some text.\n- [C]')), /section "Optional".*Some text\./);
});

test('the llms.txt renderer writes only ## sections, Optional last, as the parser reads them', () => {
  const page = (name: string): LlmsPage => ({
    title: name,
    twinUrl: `https://d/${name}.md`,
    pageUrl: `https://d/${name}`,
    description: `About ${name}.`,
    untranslated: false,
    markdown: '',
  });
  const text = renderLlmsTxt({
    title: 'Docs',
    strings: stringsFor(repoRoot, 'en'),
    sections: [
      {title: 'Start', pages: [page('intro')]},
      {title: 'Contributor guide', pages: [page('create-a-page')], optional: true},
      {title: 'API', pages: [page('search')]},
    ],
    fullUrl: 'https://d/llms-full.txt',
    contractUrl: 'https://d/openapi.yaml',
    contractJsonUrl: 'https://d/openapi.json',
    otherLanguages: [],
  });
  const parsed = miniparse(text);
  assert.deepEqual(
    [...parsed.sections].map(([name, links]) => [name, links.map((l) => l.title)]),
    [
      ['Docs', ['intro', 'search']],
      ['Optional', ['create-a-page']],
    ],
  );
});

/**
 * Every diagram of the built site reserves its room in the HTML, before any script runs: its slot
 * carries the hash of its source and the size src/theme/Mermaid/sizes.json has for that source, as
 * the custom properties its layout is computed from (src/theme/Mermaid/styles.module.css). The
 * slots are the diagrams of the page's source, in order. A slot without them would draw its
 * diagram into a 12rem room and move the page.
 * Run: node --import tsx --test tests/site/diagram-rooms.test.ts (after `npm run build`)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {builtHtmlFiles, loadHtml, requireBuild} from '../support/build';
import {readDiagramSizes, sourceDiagrams} from '../../src/lib/diagram-sizes';
import {minLabelPx} from '../../src/theme/Mermaid/legibility';

requireBuild();

test('each built diagram slot has its measured size, for the diagram its page has there', () => {
  const sizes = readDiagramSizes();
  const expected = new Map<string, string[]>();
  for (const d of sourceDiagrams()) expected.set(d.url, [...(expected.get(d.url) ?? []), d.hash]);
  const problems: string[] = [];
  const seen = new Map<string, string[]>();
  for (const file of builtHtmlFiles()) {
    const $ = loadHtml(file);
    const slots = $('.mnemora-mermaid-slot').toArray();
    if (slots.length === 0) continue;
    const url = `/${file.replace(/(^|\/)index\.html$/, '')}`.replace(/\/$/, '') || '/';
    seen.set(url, []);
    slots.forEach((slot, i) => {
      const hash = $(slot).attr('data-diagram') ?? '';
      seen.get(url)!.push(hash);
      const size = sizes.diagrams[hash];
      const style = $(slot).attr('style') ?? '';
      const want = size
        ? `--mnemora-drawn-width:${size.width};--mnemora-drawn-height:${size.height};--mnemora-drawn-min-scale:${minLabelPx / size.label}`
        : '(no size)';
      if (!style.includes(want))
        problems.push(`${url}, diagram ${i + 1} (${hash || 'no hash'}): style "${style}", not "${want}"`);
    });
  }
  assert.deepEqual(problems, []);
  assert.deepEqual(
    Object.fromEntries([...seen].sort()),
    Object.fromEntries([...expected].sort()),
    'the built pages hold the diagrams of their sources, in order',
  );
});

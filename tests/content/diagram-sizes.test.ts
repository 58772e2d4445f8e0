/**
 * Every Mermaid diagram of every locale's pages has its drawn size in src/theme/Mermaid/sizes.json,
 * measured by the Mermaid the site has, and the file holds no size of a diagram that is gone: a
 * diagram without one renders without its room reserved, and the page jumps when it draws. A
 * failure names the page, the file and line, and the diagram, and says how to measure again.
 * Run: node --import tsx --test tests/content/diagram-sizes.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {
  diagramHash,
  diagramSizeProblems,
  mermaidVersion,
  readDiagramSizes,
  sourceDiagrams,
  type DiagramSizes,
} from '../../src/lib/diagram-sizes';

const diagrams = sourceDiagrams();
const sizes = readDiagramSizes();

test('the pages have diagrams in every locale, each measured once the source is final', () => {
  assert.ok(diagrams.length > 0, 'no ```mermaid fence found in docs/ or i18n/');
  assert.deepEqual(diagramSizeProblems(sizes, diagrams, mermaidVersion()), []);
});

test('a changed diagram, a removed one and another Mermaid are each named', () => {
  const [first, ...rest] = diagrams;
  assert.ok(first);
  // The first diagram's source changed (its translation, say): it has no size, and its old size is left over.
  const source = `${first.source}\n  X --> Y`;
  const changed = [{...first, source, hash: diagramHash(source)}, ...rest];
  const problems = diagramSizeProblems(sizes, changed, mermaidVersion());
  assert.deepEqual(
    problems.map((p) => p.replace(/: run .*/, '')),
    [
      `${first.url} (${first.file}:${first.line}), diagram ${first.index}: no size for its source (hash ${diagramHash(source)}), so its room is not reserved`,
      `size ${first.hash} (measured at ${sizes.diagrams[first.hash]!.where}) belongs to no diagram any more`,
    ],
  );
  const otherMermaid: DiagramSizes = {...sizes, mermaid: '0.0.1'};
  assert.match(diagramSizeProblems(otherMermaid, diagrams, mermaidVersion())[0] ?? '', /drawn by Mermaid 0\.0\.1/);
});

/**
 * Hands each Mermaid diagram its drawn size from src/theme/Mermaid/sizes.json (src/lib/diagram-sizes.ts),
 * so that the page's HTML reserves the diagram's room before Mermaid draws it in the browser: the
 * diagram component gets `diagram` (the source's hash, also what the sizes test and the layout-shift
 * test name it by) and, when the size is known, `drawn` ("width height smallest-label", in the
 * diagram's own px). Runs after Docusaurus has made each ```mermaid fence a `mermaidCodeBlock`
 * node. A diagram without a size still renders, only without its room reserved;
 * tests/content/diagram-sizes.test.ts names it.
 */
import type {Root} from 'mdast';
import {diagramHash, readDiagramSizes, type DiagramSizes} from '../lib/diagram-sizes';

type Node = {type: string; data?: {hProperties?: Record<string, unknown>}; children?: Node[]};

let sizes: DiagramSizes | undefined;

function visit(node: Node): void {
  const properties = node.type === 'mermaidCodeBlock' ? node.data?.hProperties : undefined;
  if (properties && typeof properties.value === 'string') {
    const hash = diagramHash(properties.value);
    properties.diagram = hash;
    const size = (sizes ??= readDiagramSizes()).diagrams[hash];
    if (size) properties.drawn = `${size.width} ${size.height} ${size.label}`;
  }
  node.children?.forEach(visit);
}

export default function remarkDiagramSizes(): (tree: Root) => void {
  return (tree) => visit(tree as unknown as Node);
}

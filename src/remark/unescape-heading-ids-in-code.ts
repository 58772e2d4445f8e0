/**
 * Docusaurus's MDX 1 compatibility step escapes `{#id}` on every line that starts with `#`,
 * before parsing, so it also reaches code blocks: a Markdown example such as
 * "## Send a batch {#send-a-batch}" in a ```md fence rendered as "\{#send-a-batch}". This
 * remark plugin restores those lines inside code blocks; headings are untouched.
 */
type Node = {type: string; value?: string; children?: Node[]};

const escapedHeadingId = /^(#{1,6}(?!#).*?)\\\{(#[\w-]+)\}/gm;

export function unescapeHeadingIds(code: string): string {
  return code.replace(escapedHeadingId, '$1{$2}');
}

function walk(node: Node): void {
  if ((node.type === 'code' || node.type === 'inlineCode') && typeof node.value === 'string') {
    node.value = unescapeHeadingIds(node.value);
  }
  node.children?.forEach(walk);
}

export default function remarkUnescapeHeadingIdsInCode(): (tree: Node) => void {
  return walk;
}

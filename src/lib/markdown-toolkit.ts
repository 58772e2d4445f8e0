// The one Markdown toolkit of the checks: pages are read with the parser Docusaurus uses
// (mdast-util-from-markdown with the MDX, GFM, directive and front-matter extensions), after the
// same line-preserving preprocessing, so a check sees a page's code blocks, headings, tables and
// JSX where the site does, with their lines.
import fs from 'node:fs';
import path from 'node:path';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import type {Code, Nodes, Root} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';

/** Why a page does not parse, and the line the parser stopped on. */
export class MarkdownParseError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
const numberOr = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);

/** The parser throws a VFileMessage (`line`, `place.line` or `place.start.line`, and `reason`). */
function parseErrorOf(err: unknown): MarkdownParseError {
  const place = field(err, 'place');
  const line =
    numberOr(field(err, 'line')) ?? numberOr(field(place, 'line')) ?? numberOr(field(field(place, 'start'), 'line'));
  return new MarkdownParseError(line ?? 1, String(field(err, 'reason') ?? field(err, 'message') ?? err));
}

const commonMark = {
  extensions: [frontmatter(['yaml']), gfm(), directive()],
  mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown()],
};
const mdx = {
  extensions: [...commonMark.extensions, mdxjs()],
  mdastExtensions: [...commonMark.mdastExtensions, mdxFromMarkdown()],
};

/** How a text is read: see parseMarkdown. */
type Format = 'mdx' | 'detect' | 'md';

/**
 * A page's syntax tree. `format: 'mdx'` parses as MDX only; `'detect'` (Docusaurus's
 * `markdown.format` for this site) falls back to CommonMark for a `.md` page that is not valid
 * MDX. For both, `{#id}` heading ids are escaped first, as Docusaurus does, so MDX does not read
 * them as expressions. `'md'` parses CommonMark (with GFM) as written: the Markdown the site writes
 * for agents, where `<Tag>` and `{…}` are text. Throws a MarkdownParseError.
 */
export function parseMarkdown(raw: string, {format = 'mdx'}: {format?: Format} = {}): Root {
  if (format === 'md') return fromMarkdown(raw, {extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()]});
  const text = escapeMarkdownHeadingIds(raw);
  try {
    return fromMarkdown(text, mdx);
  } catch (err) {
    if (format === 'mdx') throw parseErrorOf(err);
    return fromMarkdown(text, commonMark);
  }
}

/** The format Docusaurus reads a page file in. */
export const formatOf = (file: string): 'mdx' | 'detect' => (file.endsWith('.mdx') ? 'mdx' : 'detect');

/** A fenced (or indented) code block and the line of its opening fence (1-based). */
export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
  line: number;
}

/** Calls `visit` on every node of a tree, parents before children. */
export function walkTree(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node);
  if ('children' in node) for (const child of node.children) walkTree(child, visit);
}

/** The code blocks of a tree, or of a page's text, in document order. */
export function codeBlocks(source: Root | string): CodeBlock[] {
  const tree = typeof source === 'string' ? parseMarkdown(source, {format: 'detect'}) : source;
  const blocks: CodeBlock[] = [];
  walkTree(tree, (node) => {
    if (node.type === 'code') blocks.push(codeBlockOf(node));
  });
  return blocks;
}

/**
 * The fenced code blocks of a text (indented code is not fenced), as the parser reads them, and
 * every line they cover, fences included: where a line-by-line reader of the text must not look
 * for headings or syntax.
 */
export function fencedCode(markdown: string, format: Format = 'md'): {blocks: Code[]; lines: Set<number>} {
  const source = markdown.split('\n');
  const blocks: Code[] = [];
  const lines = new Set<number>();
  walkTree(parseMarkdown(markdown, {format}), (node) => {
    const {start, end} = node.position ?? {start: {line: 0, column: 1}, end: {line: -1}};
    // The fence is where the node starts: after any list marker or `>` of a quote around it.
    if (node.type !== 'code' || !/^(`{3,}|~{3,})/.test(source[start.line - 1]?.slice(start.column - 1) ?? '')) return;
    blocks.push(node);
    for (let line = start.line; line <= end.line; line++) lines.add(line);
  });
  return {blocks, lines};
}

/** One code node as a CodeBlock. */
export const codeBlockOf = (node: Code): CodeBlock => ({
  lang: node.lang ?? '',
  meta: node.meta ?? '',
  value: node.value,
  line: node.position?.start.line ?? 1,
});

/** Folders (relative to the root) that a file listing leaves out. */
type Exclude = {exclude?: readonly string[]};

/** The Markdown and MDX files below `root`: see filesBelow. */
export const markdownFiles = (root: string, options?: Exclude): string[] => filesBelow(root, /\.mdx?$/, options);

/**
 * The files below `root` whose names match `pattern`, as paths relative to it with `/` separators,
 * in the order of a walk through sorted folders (`sdks/typescript/quickstart.md` before
 * `sdks/typescript.md`); none when `root` does not exist. `exclude` names folders (relative to
 * `root`) to leave out.
 */
export function filesBelow(root: string, pattern: RegExp, {exclude = []}: Exclude = {}): string[] {
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => pattern.test(rel) && !exclude.some((ex) => rel === ex || rel.startsWith(`${ex}/`)))
    .filter((rel) => fs.statSync(path.join(root, rel)).isFile())
    .sort((a, b) => {
      const [x, y] = [a.split('/'), b.split('/')];
      const first = x.findIndex((segment, k) => segment !== y[k]);
      return (x[first] ?? '').localeCompare(y[first] ?? '');
    });
}

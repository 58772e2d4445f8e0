/**
 * Puts the API reference into a docs page while the site builds: `<ApiReference group="memories" />`
 * becomes that group's operations, `<ApiReference group="error-codes" />` the error codes table,
 * both from the contract in the page's locale (the committed bundle with the locale's overlay
 * applied, packages/api-model/localized.ts), built as syntax-tree nodes by
 * src/lib/api-reference-tree.ts. The page's locale is read from its path
 * (`i18n/<locale>/docusaurus-plugin-content-docs/…`; anything else is the default locale). The
 * nodes are spliced into the page's tree before Docusaurus's own plugins run, so headings get
 * their ids and table-of-contents entries as if the page had been written that way; only the
 * components' import lines are parsed, as code. Nothing is written to the repository.
 */
import path from 'node:path';
import type {Root, RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {toString} from 'mdast-util-to-string';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import {errorCodeNodes, GROUPS, groupNodes, navigatorNode, REFERENCE_IMPORTS} from '../lib/api-reference-tree';
import {apiModel} from '../../packages/api-model/load';

/** The group name that renders the error codes table instead of operations. */
export const ERROR_CODES = 'error-codes';

type VFileLike = {path?: string; history?: string[]};
type Jsx = {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: {type: string; name?: string; value?: unknown}[];
};

/** The locale of a docs source file, from its path. */
export function localeOfFile(file: string, defaultLocale = 'en'): string {
  const m = /(?:^|[\\/])i18n[\\/]([^\\/]+)[\\/]docusaurus-plugin-content-/.exec(file);
  return m?.[1] ?? defaultLocale;
}

/** Parses MDX the way Docusaurus parses a page (heading ids escaped first): the components' imports. */
export function parseMdx(mdxText: string): RootContent[] {
  const tree = fromMarkdown(escapeMarkdownHeadingIds(mdxText), {
    extensions: [gfm(), mdxjs()],
    mdastExtensions: [gfmFromMarkdown(), mdxFromMarkdown()],
  });
  return tree.children;
}

function stringAttr(node: Jsx, name: string, where: string): string {
  const a = node.attributes.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  if (!a || typeof a.value !== 'string')
    throw new Error(`${where}: <${node.name}> needs ${name}="…" (one of ${[...GROUPS, ERROR_CODES].join(', ')})`);
  return a.value;
}

/** The title of the last heading before `index`: the page section a reference group is placed under. */
function sectionBefore(tree: Root, index: number): string | undefined {
  for (let i = index - 1; i >= 0; i -= 1) {
    const node = tree.children[i];
    if (node?.type === 'heading')
      return (
        toString(node)
          .replace(/\s*\\?\{#[^}]*\}\s*$/, '')
          .trim() || undefined
      );
  }
  return undefined;
}

export default function remarkApiReference(options: {defaultLocale?: string; root?: string} = {}) {
  return async (tree: Root, file: VFileLike): Promise<void> => {
    const source = file.path ?? file.history?.[0] ?? '';
    const where = path.relative(process.cwd(), source) || '(page)';
    const targets: {index: number; node: Jsx}[] = [];
    tree.children.forEach((node, index) => {
      const n = node as unknown as Jsx;
      if (n.type === 'mdxJsxFlowElement' && n.name === 'ApiReference') targets.push({index, node: n});
    });
    if (targets.length === 0) return;
    const locale = localeOfFile(source, options.defaultLocale);
    const model = await apiModel(locale, options.root ? {root: options.root} : {});
    const kinds = new Set<keyof typeof REFERENCE_IMPORTS>();
    const groups: string[] = [];
    // Replace from the last one so earlier indexes stay valid.
    for (const {index, node} of targets.reverse()) {
      const group = stringAttr(node, 'group', where);
      kinds.add(group === ERROR_CODES ? 'errorCodes' : 'operations');
      groups.push(group);
      const nodes =
        group === ERROR_CODES ? errorCodeNodes(model) : groupNodes(model, group, {section: sectionBefore(tree, index)});
      tree.children.splice(index, 1, ...nodes);
    }
    // The page's bar of contents comes first, so it can stick at the top of the whole content.
    tree.children.unshift(navigatorNode(model, groups));
    // One import of the bar per page: a page with operations and the error codes would have two.
    const imports = [...kinds].map((kind) => REFERENCE_IMPORTS[kind].split('\n'));
    const lines = [...new Set(imports.flat())];
    tree.children.unshift(...parseMdx(lines.join('\n')));
  };
}

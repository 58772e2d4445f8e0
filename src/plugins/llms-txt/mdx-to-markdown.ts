/**
 * Turns a docs page's MDX source into clean Markdown (its "twin"), for readers that are programs:
 * no front matter, no imports or exports, no JSX. Tabs become labelled blocks, generated partials
 * are inlined, admonitions become blockquotes, data-driven components (the CLI reference) are
 * rendered to Markdown from their data, and code blocks are kept byte for byte.
 *
 * Parsing uses the same unified/remark/micromark stack as Docusaurus (remark-mdx, remark-gfm,
 * remark-directive), so the twin sees the same document structure as the HTML page.
 */
import path from 'node:path';
import type {Program} from 'estree';
import type {
  BlockContent,
  Blockquote,
  Code,
  Definition,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  Parent,
  PhrasingContent,
  Root,
  RootContent,
  Text,
} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {Handle, Options as ToMarkdownOptions} from 'mdast-util-to-markdown';
import {defaultHandlers} from 'mdast-util-to-markdown';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/** Props of a JSX element as written in the source: strings, `true` for bare attributes. */
type ComponentProps = Readonly<Record<string, string | true>>;

/** Renders a JSX component of the docs (such as `<CliCommand path="…" />`) to Markdown. */
export type ComponentRenderer = (props: ComponentProps, children: () => string) => string;

export interface ConvertOptions {
  /** Absolute path of the file being converted (imports and relative links resolve from it). */
  readonly file: string;
  /** Reads an imported partial; the default reads from disk. */
  readonly readFile: (file: string) => string;
  /** The imported partial file for an import specifier, or undefined if it is not a partial. */
  readonly resolvePartial: (specifier: string, fromFile: string) => string | undefined;
  /** The URL to print for a link or image URL found in `fromFile`. */
  readonly rewriteUrl: (url: string, fromFile: string) => string;
  /** Components rendered from their data, by the name the page imports them under. */
  readonly components: Readonly<Record<string, ComponentRenderer>>;
  /** Labels of admonitions (`note`, `tip`, …) in the page's language. */
  readonly admonitionLabels: Readonly<Record<string, string>>;
  /**
   * The syntax tree a component stands for, converted in its place as if it were a partial's
   * (`<ApiReference group="…" />` is built from the contract, src/lib/api-reference-tree.ts);
   * undefined for other components. `file` names it in errors.
   */
  readonly expand?: (name: string, props: ComponentProps) => {file: string; nodes: RootContent[]} | undefined;
  /** The Markdown that replaces a component without a text form (a pointer to the HTML page). */
  readonly omittedComponent: (name: string) => string;
}

export interface ConvertResult {
  /** The Markdown body (without a title heading). */
  readonly markdown: string;
  /** The text of a leading `# Title` of the source, which the body then no longer contains. */
  readonly title?: string;
}

/** Docusaurus's admonition keywords; any other container directive is kept as its content. */
const admonitionNames = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'caution',
  'important',
  'success',
  'secondary',
] as const;

/** Splits `---\nyaml\n---` off the start of a file. */
export function stripFrontMatter(source: string): string {
  const match = /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  return match ? source.slice(match[0].length) : source;
}

const headingIdPattern = /^(\s{0,3}#{1,6}[ \t].*?)[ \t]*\{#([A-Za-z0-9_-]+)\}[ \t]*$/;
const fencePattern = /^\s*(`{3,}|~{3,})/;

/**
 * Escapes explicit heading ids (`## Install {#install}`) outside code fences, as Docusaurus does
 * before MDX sees them: `{#install}` is not a valid JavaScript expression.
 */
export function escapeHeadingIds(source: string): string {
  let fence: string | undefined;
  return source
    .split('\n')
    .map((line) => {
      const opener = fencePattern.exec(line)?.[1];
      if (fence) {
        if (opener && opener[0] === fence[0] && opener.length >= fence.length && line.trim() === opener)
          fence = undefined;
        return line;
      }
      if (opener) {
        fence = opener;
        return line;
      }
      return line.replace(headingIdPattern, (_all, heading: string, id: string) => `${heading} \\{#${id}\\}`);
    })
    .join('\n');
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const markdownParser = unified().use(remarkParse).use(remarkGfm);

/** Parses plain Markdown (what a component renderer returns) into nodes. */
function parseMarkdown(markdown: string): RootContent[] {
  return markdownParser.parse(markdown).children;
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type AnyDirective = ContainerDirective | LeafDirective | TextDirective;

function jsxProps(node: JsxElement): Record<string, string | true> {
  const props: Record<string, string | true> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const {name, value} = attribute as MdxJsxAttribute;
    if (value === null || value === undefined) props[name] = true;
    else if (typeof value === 'string') props[name] = value;
    else {
      // `{'literal'}`, `{42}`: keep literal values; JSON (`{"a\\"b"}`, `{[{"kind": "length"}]}`) as its
      // string, or as JSON text for a list or an object; drop computed ones.
      let json: unknown;
      try {
        json = JSON.parse(value.value);
      } catch {
        json = undefined;
      }
      if (typeof json === 'string') props[name] = json;
      else if (json !== null && typeof json === 'object') props[name] = value.value.trim();
      else {
        const literal =
          /^\s*(['"])(.*)\1\s*$/.exec(value.value) ?? /^\s*(-?\d+(?:\.\d+)?|true|false)\s*$/.exec(value.value);
        if (literal) props[name] = (literal[2] ?? literal[1] ?? '').toString();
      }
    }
  }
  return props;
}

/** Local names bound by `import X from 'spec'` / `import X, {A} from 'spec'`, with their specifier. */
function importedNames(program: Program | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const statement of program?.body ?? []) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) names.set(specifier.local.name, String(statement.source.value));
  }
  return names;
}

function text(value: string): Text {
  return {type: 'text', value};
}

function strongParagraph(label: string): Paragraph {
  return {type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]};
}

function plainText(nodes: readonly Nodes[]): string {
  return nodes
    .map((node) => {
      if ('value' in node && typeof node.value === 'string') return node.value;
      if ('children' in node) return plainText(node.children as Nodes[]);
      return '';
    })
    .join('');
}

/** Wraps inline nodes in a paragraph when they end up at block level. */
function asBlocks(nodes: RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let inline: PhrasingContent[] = [];
  const flush = (): void => {
    if (inline.some((n) => n.type !== 'text' || n.value.trim() !== '')) out.push({type: 'paragraph', children: inline});
    inline = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) inline.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

function isPhrasing(node: RootContent): node is PhrasingContent {
  return phrasingTypes.has(node.type);
}

interface FileState {
  readonly file: string;
  readonly source: string;
  readonly imports: Map<string, string>;
  /** Partials being inlined, to stop an import cycle. */
  readonly stack: readonly string[];
}

class Converter {
  constructor(private readonly options: ConvertOptions) {}

  convertFile(file: string, source: string, stack: readonly string[]): RootContent[] {
    const escaped = escapeHeadingIds(stripFrontMatter(source));
    const tree = parser.parse(escaped) as Root;
    const imports = new Map<string, string>();
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm')
        for (const [name, spec] of importedNames(node.data?.estree as Program | undefined)) imports.set(name, spec);
    }
    return this.children(tree.children, {file, source: escaped, imports, stack: [...stack, file]});
  }

  /** Nodes built rather than parsed: they have no source text and import nothing. */
  convertNodes(file: string, nodes: readonly RootContent[], stack: readonly string[]): RootContent[] {
    return this.children(nodes, {file, source: '', imports: new Map(), stack: [...stack, file]});
  }

  /**
   * A code block as it is, after its title as a line of text (`*201 Created · The created
   * memory*`): the page shows the title above the block, and a Markdown reader shows nothing of a
   * fence's `title="…"`.
   */
  private code(node: Code): RootContent[] {
    const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)')/.exec(node.meta ?? '');
    const label = title?.[1] ?? title?.[2];
    if (!label) return [node];
    return [{type: 'paragraph', children: [{type: 'emphasis', children: [text(label)]}]}, node];
  }

  private children(nodes: readonly RootContent[], state: FileState): RootContent[] {
    return nodes.flatMap((node) => this.node(node, state));
  }

  private node(node: RootContent, state: FileState): RootContent[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node, state);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node, state);
      case 'containerDirective':
      case 'leafDirective':
      case 'textDirective':
        return this.directive(node, state);
      case 'heading':
        return [this.heading(node, state)];
      case 'link':
      case 'image':
      case 'definition':
        return [this.withUrl(node, state)];
      case 'code':
        return this.code(node);
      case 'inlineCode':
      case 'text':
      case 'html':
      case 'thematicBreak':
      case 'break':
        return [node];
      default:
        if ('children' in node) {
          const parent = node as Parent;
          return [{...parent, children: this.children(parent.children as RootContent[], state)} as RootContent];
        }
        return [node];
    }
  }

  /** Imports and exports go; a literal text expression (`{'…'}`) stays as its text; comments go. */
  private expression(node: RootContent, _state: FileState): RootContent[] {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      const literal = /^\s*(['"`])([^'"`]*)\1\s*$/.exec(node.value);
      if (literal?.[2] !== undefined)
        return node.type === 'mdxTextExpression'
          ? [text(literal[2])]
          : [{type: 'paragraph', children: [text(literal[2])]}];
    }
    return [];
  }

  private heading(node: Heading, state: FileState): Heading {
    const children = this.children(node.children, state) as PhrasingContent[];
    const last = children.at(-1);
    if (last?.type === 'text') {
      const match = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/.exec(last.value);
      if (match) {
        const value = last.value.slice(0, match.index);
        const rest = value === '' ? children.slice(0, -1) : [...children.slice(0, -1), text(value)];
        return {...node, children: rest, data: {...node.data, hProperties: {id: match[1]}}};
      }
    }
    return {...node, children};
  }

  private withUrl<T extends Link | Image | Definition>(node: T, state: FileState): T {
    const url = this.options.rewriteUrl(node.url, state.file);
    if (node.type === 'link') return {...node, url, children: this.children(node.children, state) as PhrasingContent[]};
    return {...node, url};
  }

  private directive(node: AnyDirective, state: FileState): RootContent[] {
    if (node.type === 'containerDirective' && (admonitionNames as readonly string[]).includes(node.name)) {
      const [first, ...rest] = node.children;
      const hasTitle =
        first?.type === 'paragraph' && Boolean((first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel);
      const kind = this.options.admonitionLabels[node.name] ?? node.name;
      const title = hasTitle ? `${kind}: ${plainText(this.children(first.children, state))}` : kind;
      const body = this.children(hasTitle ? rest : node.children, state);
      const quote: Blockquote = {
        type: 'blockquote',
        children: [strongParagraph(title), ...(asBlocks(body) as BlockContent[])],
      };
      return [quote];
    }
    // Not an admonition: `:name` in prose was text to the author (Docusaurus restores it too).
    const start = node.position?.start.offset;
    const end = node.position?.end.offset;
    const original = start !== undefined && end !== undefined ? state.source.slice(start, end) : `:${node.name}`;
    if (node.type === 'textDirective') return [text(original)];
    return [{type: 'paragraph', children: [text(original)]}];
  }

  private jsx(node: JsxElement, state: FileState): RootContent[] {
    const name = node.name ?? '';
    const props = jsxProps(node);
    const inner = (): RootContent[] => this.children(node.children as RootContent[], state);

    const specifier = state.imports.get(name);
    const partial = specifier === undefined ? undefined : this.options.resolvePartial(specifier, state.file);
    if (partial) {
      if (state.stack.includes(partial)) throw new Error(`${state.file}: import cycle through ${partial}`);
      return this.convertFile(partial, this.options.readFile(partial), state.stack);
    }

    const expanded = this.options.expand?.(name, props);
    if (expanded) return this.convertNodes(expanded.file, expanded.nodes, state.stack);

    const renderer = this.options.components[name];
    if (renderer) {
      const rendered = parseMarkdown(renderer(props, () => toMarkdown(asBlocks(inner())).trim()));
      // A component inside a sentence (`<Fact name="…" />`) renders words of that sentence, not a
      // paragraph of its own.
      const only = rendered.length === 1 ? rendered[0] : undefined;
      if (node.type === 'mdxJsxTextElement' && only?.type === 'paragraph')
        return only.children.flatMap((n) => this.node(n, state));
      return rendered.flatMap((n) => this.node(n, state));
    }

    switch (name) {
      case 'Tabs':
      case 'ApiTabs':
        return node.children.flatMap((child) =>
          child.type === 'mdxJsxFlowElement' && (child.name === 'TabItem' || child.name === 'ApiTabItem')
            ? this.tabItem(child, state)
            : this.node(child as RootContent, state),
        );
      case 'TabItem':
      case 'ApiTabItem':
        return this.tabItem(node as MdxJsxFlowElement, state);
      case 'details': {
        const out: RootContent[] = [];
        for (const child of node.children) {
          if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === 'summary') {
            out.push(strongParagraph(plainText(this.children(child.children as RootContent[], state))));
          } else out.push(...this.node(child as RootContent, state));
        }
        return out;
      }
      case 'summary': {
        const label = plainText(inner()).trim();
        return node.type === 'mdxJsxFlowElement'
          ? [strongParagraph(label)]
          : [{type: 'strong', children: [text(label)]}];
      }
      case 'br':
        return [{type: 'break'}];
      case 'code':
      case 'kbd':
        return [{type: 'inlineCode', value: plainText(inner())}];
      case 'strong':
      case 'b':
        return [{type: 'strong', children: inner() as PhrasingContent[]}];
      case 'em':
      case 'i':
        return [{type: 'emphasis', children: inner() as PhrasingContent[]}];
      case 'a':
        return typeof props.href === 'string'
          ? [
              {
                type: 'link',
                url: this.options.rewriteUrl(props.href, state.file),
                children: inner() as PhrasingContent[],
              },
            ]
          : inner();
      case 'img':
        return typeof props.src === 'string'
          ? [
              {
                type: 'image',
                url: this.options.rewriteUrl(props.src, state.file),
                alt: typeof props.alt === 'string' ? props.alt : '',
              },
            ]
          : [];
      default:
        if (node.children.length > 0) return node.type === 'mdxJsxFlowElement' ? asBlocks(inner()) : inner();
        if (/^[a-z]/.test(name)) return [];
        return parseMarkdown(this.options.omittedComponent(name));
    }
  }

  /** A tab: its label in bold, then its content. */
  private tabItem(node: MdxJsxFlowElement, state: FileState): RootContent[] {
    const props = jsxProps(node);
    const label = typeof props.label === 'string' ? props.label : typeof props.value === 'string' ? props.value : '';
    const body = this.children(node.children as RootContent[], state);
    return label === '' ? body : [strongParagraph(label), ...asBlocks(body)];
  }
}

/** Headings keep their explicit id, `## Install {#install}`, so section links stay resolvable. */
const heading: Handle = (node, parent, state, info) => {
  const out = defaultHandlers.heading(node as Heading, parent, state, info);
  const id = ((node as Heading).data as {hProperties?: {id?: string}} | undefined)?.hProperties?.id;
  return id ? `${out} {#${id}}` : out;
};

const stringifyOptions: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  strong: '*',
  fence: '`',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  handlers: {heading},
};

const stringifier = unified().use(remarkStringify, stringifyOptions).use(remarkGfm, {tablePipeAlign: false});

/** Serialises nodes as Markdown (fails on any MDX node left over: the twin must have none). */
function toMarkdown(nodes: RootContent[]): string {
  return stringifier.stringify({type: 'root', children: nodes});
}

/** Converts one page. A leading `# Title` of the source is returned apart, as `title`. */
export function mdxToMarkdown(source: string, options: ConvertOptions): ConvertResult {
  const converter = new Converter(options);
  let nodes = converter.convertFile(path.resolve(options.file), source, []);
  let title: string | undefined;
  const first = nodes.find((n) => !(n.type === 'paragraph' && plainText(n.children).trim() === ''));
  if (first?.type === 'heading' && first.depth === 1) {
    title = plainText(first.children).trim();
    nodes = nodes.filter((n) => n !== first);
  }
  return {markdown: toMarkdown(nodes), title};
}

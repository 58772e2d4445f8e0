// Builds the API reference as a syntax tree (mdast) from the API model (packages/api-model: any
// locale's, pass `await apiModel(locale)`): one section per operation, laid out by the components
// of src/components/ApiReference, which also render every label (their messages are in code.json).
// The components take their props from the model as typed values: a string stays a string
// attribute, anything else (a flag, a size, a list of constraints) is a JavaScript expression
// with its syntax tree, which the MDX compiler compiles as it stands. Nothing here is written as
// MDX text to be parsed again: the site splices these nodes into the page
// (src/remark/api-reference.ts replaces `<ApiReference group="…" />` with a group's operations or,
// for `group="error-codes"`, the error codes table), the Markdown twins (src/plugins/llms-txt)
// convert the same nodes, and the sample checks read their code blocks. What an operation is,
// which example it sends and what its samples say is the model's; this module only lays it out.
import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {Code, Heading, List, Nodes, Paragraph, PhrasingContent, RootContent, Text} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {gfm} from 'micromark-extension-gfm';
import {
  GROUPS,
  operationsOfGroup,
  type ApiModel,
  type FieldSet,
  type Group,
  type Operation,
} from '../../packages/api-model/model';
import {fail} from '../../packages/api-model/request-code';

export {GROUPS};
export {RenderError} from '../../packages/api-model/request-code';

// ---------------------------------------------------------------------------------------------
// Prose and elements
// ---------------------------------------------------------------------------------------------

// The contract's prose is Markdown as a page of the site reads it, minus what MDX takes away:
// raw HTML (`<em>` in a description names the tag the API sends, it is not markup), `<url>`
// autolinks and indented code are off, as they are in MDX; `{…}` is text because nothing here
// reads expressions.
const proseParser = {
  extensions: [gfm(), {disable: {null: ['autolink', 'codeIndented', 'htmlFlow', 'htmlText']}}],
  mdastExtensions: [gfmFromMarkdown()],
};

/** Drops the positions the parser gives: they point into a contract string, not into the page. */
function withoutPositions<T extends Nodes>(node: T): T {
  delete node.position;
  if ('children' in node) for (const child of node.children) withoutPositions(child);
  return node;
}

/** Contract prose (a description) as blocks; nothing for an absent or blank text. */
function prose(text: string | null | undefined): RootContent[] {
  const source = String(text ?? '').trim();
  return source === '' ? [] : fromMarkdown(source, proseParser).children.map(withoutPositions);
}

/** Contract prose on one line (a summary, an error code's meaning): its line breaks are spaces. */
const oneLine = (text: string | null | undefined): string =>
  String(text ?? '')
    .trim()
    .replace(/\s*\n\s*/g, ' ');

/** A one-line text (an operation's summary) as inline nodes; anything but one paragraph fails. */
function inline(text: string, where: string): PhrasingContent[] {
  const blocks = prose(oneLine(text));
  const [only] = blocks;
  if (blocks.length !== 1 || only?.type !== 'paragraph')
    fail(where, `must be one line of inline Markdown, not ${blocks.map((b) => b.type).join(', ') || 'nothing'}`);
  return only.children;
}

const text = (value: string): Text => ({type: 'text', value});

/** An expression attribute value: its source (the twins read it) and its tree (MDX compiles it). */
function expression(value: unknown): MdxJsxAttribute['value'] {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
  };
  return {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree: program}};
}

type Props = Readonly<Record<string, unknown>>;

/** JSX attributes: a string as it is, any other value as an expression; undefined and false are left out. */
function attributes(props: Props): MdxJsxAttribute[] {
  return Object.entries(props)
    .filter(([, v]) => v !== undefined && v !== false)
    .map(([name, v]) => ({type: 'mdxJsxAttribute', name, value: typeof v === 'string' ? v : expression(v)}));
}

const element = (name: string, props: Props = {}, children: RootContent[] = []): MdxJsxFlowElement => ({
  type: 'mdxJsxFlowElement',
  name,
  attributes: attributes(props),
  children: children as MdxJsxFlowElement['children'],
});

const inlineElement = (name: string, props: Props = {}): MdxJsxTextElement => ({
  type: 'mdxJsxTextElement',
  name,
  attributes: attributes(props),
  children: [],
});

const code = (lang: string, value: string, meta: string | null = null): Code => ({type: 'code', lang, meta, value});

// ---------------------------------------------------------------------------------------------
// Fields and operations
// ---------------------------------------------------------------------------------------------

/**
 * A field set as nested `<ApiProperty>` elements: an object (or a list of objects) holds its own
 * fields in an `<ApiProperties>` block the reader can fold, unless `nested` is false.
 */
function fieldNodes(set: FieldSet, {nested = true}: {nested?: boolean} = {}): RootContent[] {
  const out: RootContent[] = set.fields.map((field) =>
    element(
      'ApiProperty',
      {
        name: field.name,
        type: field.type,
        required: field.required,
        deprecated: field.deprecated,
        useInstead: field.useInstead,
        constraints: field.constraints.length ? field.constraints : undefined,
      },
      [
        ...prose(field.description),
        ...(field.children && nested
          ? [element('ApiProperties', {of: field.children.of}, fieldNodes(field.children))]
          : []),
      ],
    ),
  );
  if (set.exactlyOneOf) out.push(element('ApiExactlyOneOf', {fields: set.exactlyOneOf}));
  return out;
}

const STATUS_TEXT: Readonly<Record<string, string>> = {200: 'OK', 201: 'Created', 204: 'No Content'};

/** The example responses of an operation: a code block per example of each success. */
function exampleResponses(op: Operation): RootContent[] {
  const where = `operation ${op.operationId}`;
  const out: RootContent[] = [];
  for (const r of op.responses) {
    if (!r.status.startsWith('2')) continue;
    const label = `${r.status} ${STATUS_TEXT[r.status] ?? ''}`.trim();
    if (!r.contentType) {
      out.push(element('ApiNoBody', {status: label}));
      continue;
    }
    for (const ex of r.examples) {
      // The title is a code block's `title="…"`, which has no way to escape a double quote.
      const title = `${label}${ex.summary ? ` · ${ex.summary}` : ''}`.replace(/"/g, "'");
      if (r.contentType === 'application/json') {
        out.push(code('json', JSON.stringify(ex.value, null, 2), `title="${title}" schema="${r.schemaName}"`));
      } else if (r.contentType === 'text/event-stream') {
        if (typeof ex.value !== 'string')
          fail(`${where} response ${r.status}`, 'event-stream example must be a string');
        out.push(code('text', ex.value.replace(/\n+$/, ''), `title="${title}"`));
      } else fail(`${where} response ${r.status}`, `content type ${r.contentType}`);
    }
  }
  return out;
}

/** The language tabs of the example request; only the first (cURL) shows before the reader picks one. */
function requestTabs(op: Operation): {tabs: MdxJsxFlowElement; hidden: readonly MdxJsxFlowElement[]} {
  const tab = (value: string, label: string, sample: Code) => element('ApiTabItem', {value, label}, [sample]);
  const hidden = [
    tab('typescript', 'TypeScript', code('ts', op.samples.typescript)),
    tab('python', 'Python', code('python', op.samples.python)),
  ];
  const tabs = element('ApiTabs', {groupId: 'language', queryString: true}, [
    tab('curl', 'cURL', code('bash', op.samples.curl)),
    ...hidden,
  ]);
  return {tabs, hidden};
}

/** The operation's heading and its `<ApiOperation>` section. */
function operationNodes(op: Operation): [Heading, MdxJsxFlowElement] {
  const where = `operation ${op.operationId} summary`;
  // The heading stays at the top level of the page, so the page's contents (its bar of contents) list it. Its id is
  // the `{#id}` at the end of its text, where Docusaurus reads it in a page's headings.
  const title = inline(op.summary, where);
  const last = title.at(-1);
  const idText = ` {#${op.anchor}}`;
  const heading: Heading = {
    type: 'heading',
    depth: 3,
    children: last?.type === 'text' ? [...title.slice(0, -1), text(last.value + idText)] : [...title, text(idText)],
  };

  const parameters = op.parameters.length
    ? op.parameters.map((p) =>
        element(
          'ApiProperty',
          {
            name: p.name,
            location: p.in,
            type: p.type,
            required: p.required,
            deprecated: p.deprecated,
            useInstead: p.useInstead,
            constraints: p.constraints.length ? p.constraints : undefined,
          },
          prose(p.description),
        ),
      )
    : [element('ApiNone')];

  const requestBody = op.requestBody
    ? [
        element('ApiSection', {kind: 'requestBody'}),
        element('ApiBodySchema', {contentType: 'application/json', schema: op.requestBody.schemaName}),
        ...fieldNodes(op.requestBody.fields),
      ]
    : [];

  // Responses: one entry per status; a success with a body lists its schema's own fields (the
  // objects inside them are in the example response beside it and, for request schemas, in the
  // request body: the pages' JavaScript budget does not allow every schema twice).
  const responses = op.responses.map((r) =>
    element(
      'ApiResponse',
      {
        status: r.status,
        schema: r.schemaName,
        contentType: r.contentType && r.contentType !== 'application/json' ? r.contentType : undefined,
      },
      [
        ...prose(r.description),
        ...(r.fields ? [element('ApiProperties', {of: r.fields.of}, fieldNodes(r.fields, {nested: false}))] : []),
      ],
    ),
  );

  const main = element('ApiMain', {}, [
    ...prose(op.description),
    element('ApiSection', {kind: 'parameters'}),
    ...parameters,
    ...requestBody,
    element('ApiSection', {kind: 'responses'}),
    ...responses,
  ]);
  // The right-hand column: example request and example responses.
  const {tabs, hidden} = requestTabs(op);
  const samples = element('ApiSamples', {}, [
    element('ApiSection', {kind: 'exampleRequest'}),
    tabs,
    element('ApiSection', {kind: 'exampleResponse'}),
    ...exampleResponses(op),
  ]);
  const children = [main, samples];
  const section = element(
    'ApiOperation',
    {
      method: op.method,
      path: op.path,
      anchor: op.anchor,
      secured: op.secured,
      permission: op.permissions.length ? op.permissions.join(', ') : undefined,
      deprecated: op.deprecated,
      useInstead: op.useInstead,
      // The TypeScript and Python tabs are hidden on load: they add nothing to the section's height.
      size: visibleSize(children, new Set<Nodes>(hidden)),
    },
    children,
  );
  return [heading, section];
}

/**
 * What one line of a code block counts for in an operation's size: code does not wrap (a long
 * line scrolls), so a block's height goes by its lines, not its characters. Fitted with the
 * factors of src/components/ApiReference/styles.module.css to the operations' laid-out heights
 * in the four locales, on a phone and on a desktop: counting code by characters instead makes
 * the estimates of long JSON examples far too tall.
 */
const CODE_LINE_SIZE = 15;

/**
 * About how much of an operation the reader sees, in characters: its text and inline code, and
 * each line of its code blocks as CODE_LINE_SIZE; not the nodes in `hidden`. The page sizes an
 * operation it has not laid out yet by it (src/components/ApiReference).
 */
function visibleSize(nodes: readonly Nodes[], hidden: ReadonlySet<Nodes>): number {
  let size = 0;
  for (const node of nodes) {
    if (hidden.has(node)) continue;
    if (node.type === 'text' || node.type === 'inlineCode') size += node.value.length;
    else if (node.type === 'code') size += CODE_LINE_SIZE * node.value.split('\n').length;
    else if ('children' in node) size += visibleSize(node.children, hidden);
  }
  return size;
}

/**
 * The error codes of the model as `<ApiErrorCodes>` rows: code, HTTP status, meaning, what to
 * do, whether a retry can succeed and whether the SDKs and the CLI retry it themselves.
 */
export function errorCodeNodes(model: ApiModel): RootContent[] {
  const rows = model.errorCodes.map((e) =>
    element('ApiErrorCode', {code: e.code, status: e.status, retryable: e.retryable, sdkRetry: e.sdkRetries}, [
      // Each cell holds blocks (a paragraph), as the components expect.
      element('ApiErrorMeaning', {}, prose(oneLine(e.meaning))),
      element('ApiErrorAction', {}, prose(oneLine(e.action))),
    ]),
  );
  return [element('ApiErrorCodes', {}, rows)];
}

const isGroup = (group: string): group is Group => GROUPS.some((g) => g === group);

/**
 * The nodes of one group's operations, in the contract's order.
 * @param model the API model, in any locale
 * @param group one of GROUPS (anything else fails, naming the known groups)
 * @param section the title of the page section the group is placed under, when there is one: it
 *   names the group's list of operations, so a page with several groups has a distinct name for each
 */
export function groupNodes(model: ApiModel, group: string, {section}: {section?: string} = {}): RootContent[] {
  if (!isGroup(group)) fail(`<ApiReference group="${group}" />`, `unknown group (known: ${GROUPS.join(', ')})`);
  const operations = operationsOfGroup(model, group);
  // A list of the group's operations first, each with its method badge, so a reader sees the
  // section at a glance with the methods and paths, and jumps in.
  const index: List = {
    type: 'list',
    ordered: false,
    start: null,
    spread: false,
    children: operations.map((op) => {
      const item: Paragraph = {
        type: 'paragraph',
        children: [
          inlineElement('ApiMethod', {method: op.method}),
          text(' '),
          {
            type: 'link',
            url: `#${op.anchor}`,
            title: null,
            children: inline(op.summary, `operation ${op.operationId} summary`),
          },
        ],
      };
      return {type: 'listItem', spread: false, checked: null, children: [item]};
    }),
  };
  return [element('ApiIndex', {section}, [index]), ...operations.flatMap(operationNodes)];
}

/**
 * The page's bar of contents (src/components/ApiReference/Navigator.tsx), given the method of each
 * operation in `groups` by its anchor, so the bar shows the badge beside the operation's heading.
 */
export function navigatorNode(model: ApiModel, groups: readonly string[]): MdxJsxFlowElement {
  const methods: Record<string, string> = {};
  for (const group of groups) {
    if (!isGroup(group)) continue;
    for (const op of operationsOfGroup(model, group)) methods[op.anchor] = op.method;
  }
  return element('ApiPageNavigator', {methods});
}

/** The nodes of every group and of the error codes: { memories, search, keys, changes, errorCodes }. */
export function referenceNodes(model: ApiModel): Record<Group | 'errorCodes', RootContent[]> {
  const groups = Object.fromEntries(GROUPS.map((g) => [g, groupNodes(model, g)])) as Record<Group, RootContent[]>;
  return {...groups, errorCodes: errorCodeNodes(model)};
}

/**
 * The imports the nodes of an endpoint group (`operations`) or of the error codes table
 * (`errorCodes`) need, each from its own module so a page ships only its kind's components.
 */
export const REFERENCE_IMPORTS = {
  operations: [
    "import ApiTabs from '@theme/Tabs';",
    "import ApiTabItem from '@theme/TabItem';",
    "import {ApiPageNavigator} from '@site/src/components/ApiReference/Navigator';",
    "import {ApiIndex, ApiMethod, ApiOperation, ApiMain, ApiSamples, ApiSection, ApiProperty, ApiProperties, ApiExactlyOneOf, ApiBodySchema, ApiResponse, ApiNone, ApiNoBody} from '@site/src/components/ApiReference';",
  ].join('\n'),
  errorCodes: [
    "import {ApiPageNavigator} from '@site/src/components/ApiReference/Navigator';",
    "import {ApiErrorCodes, ApiErrorCode, ApiErrorMeaning, ApiErrorAction} from '@site/src/components/ApiReference/ErrorCodes';",
  ].join('\n'),
};

/**
 * src/lib/api-reference-tree.ts builds the API reference as syntax-tree nodes that the page, the
 * Markdown twins and the sample checks take as they are. The nodes must be what a page written
 * by hand would parse to: serialized as MDX and parsed back they give the same tree; a prop that
 * is not a string is an expression whose tree says its value (the MDX compiler compiles that
 * tree, not the text); contract prose with `<em>`, `{braces}` and backticks stays text and code,
 * not markup or expressions.
 * Run: node --import tsx --test tests/unit/api-reference-tree.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {toString} from 'mdast-util-to-string';
import type {Expression, Program} from 'estree';
import type {RootContent} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {gfmFromMarkdown, gfmToMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown, mdxToMarkdown} from 'mdast-util-mdx';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {apiModel} from '../../packages/api-model/load';
import {englishContract} from '../../packages/api-model/localized';
import {buildApiModel} from '../../packages/api-model/model';
import {errorCodeNodes, GROUPS, groupNodes} from '../../src/lib/api-reference-tree';
import {walkTree} from '../../src/lib/markdown-toolkit';

type Json = Record<string, unknown>;

/** A tree without positions, each attribute as `{name, value}` with an expression's value read from its source. */
function comparable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(comparable);
  if (node === null || typeof node !== 'object') return node;
  const out: Json = {};
  for (const [key, value] of Object.entries(node as Json)) {
    if (key === 'position') continue;
    if (key === 'attributes')
      out.attributes = (value as MdxJsxAttribute[]).map((a) => ({
        name: a.name,
        value: a.value !== null && typeof a.value === 'object' ? (JSON.parse(a.value.value) as unknown) : a.value,
      }));
    else out[key] = comparable(value);
  }
  return out;
}

const serialize = (nodes: RootContent[]): string =>
  toMarkdown({type: 'root', children: nodes}, {extensions: [mdxToMarkdown(), gfmToMarkdown()]});
const parse = (text: string): RootContent[] =>
  fromMarkdown(text, {extensions: [mdxjs(), gfm()], mdastExtensions: [mdxFromMarkdown(), gfmFromMarkdown()]}).children;

/** The value an expression's syntax tree stands for (the literals, lists and objects the builder writes). */
function evaluate(node: Expression): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'UnaryExpression':
      if (node.operator === '-') return -(evaluate(node.argument) as number);
      break;
    case 'ArrayExpression':
      return node.elements.map((e) => (e && e.type !== 'SpreadElement' ? evaluate(e) : undefined));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((p) => {
          assert.ok(p.type === 'Property' && !p.computed, 'a plain property');
          const key = p.key.type === 'Identifier' ? p.key.name : String((p.key as {value: unknown}).value);
          return [key, evaluate(p.value as Expression)];
        }),
      );
    default:
  }
  throw new Error(`unexpected ${node.type} in an attribute's tree`);
}

/** The syntax tree of an expression attribute's value. */
function treeOf(a: MdxJsxAttribute | undefined): Expression {
  const value = a?.value;
  assert.ok(value && typeof value === 'object', `${a?.name} is an expression`);
  const statement = (value.data?.estree as Program | undefined)?.body[0];
  assert.ok(statement?.type === 'ExpressionStatement', `${a?.name} has its syntax tree`);
  return statement.expression;
}

/** The elements called `name` in the nodes. */
function elements(nodes: RootContent[], name: string): MdxJsxFlowElement[] {
  const out: MdxJsxFlowElement[] = [];
  for (const node of nodes)
    walkTree(node, (n) => {
      if (n.type === 'mdxJsxFlowElement' && n.name === name) out.push(n);
    });
  return out;
}
const attribute = (el: MdxJsxFlowElement, name: string) =>
  el.attributes.find((a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name);

test('every group and the error codes, written out as MDX and parsed back, are the same tree', async () => {
  for (const locale of ['en', 'de']) {
    const model = await apiModel(locale);
    for (const [name, nodes] of [
      ...GROUPS.map((g) => [g, groupNodes(model, g, {section: 'Reference'})] as const),
      ['error codes', errorCodeNodes(model)] as const,
    ]) {
      assert.deepEqual(comparable(parse(serialize(nodes))), comparable(nodes), `${locale} ${name}`);
    }
  }
});

test('the nodes are laid out as the components expect: heading with its id, then the operation', async () => {
  const nodes = groupNodes(await apiModel('en'), 'memories');
  assert.equal(nodes[0]?.type === 'mdxJsxFlowElement' && nodes[0].name, 'ApiIndex');
  const heading = nodes[1];
  assert.equal(heading?.type, 'heading');
  assert.match(toString(heading), /^.+ \{#[a-z-]+\}$/, 'the id is the end of the heading text');
  const operation = nodes[2] as MdxJsxFlowElement;
  assert.equal(operation.name, 'ApiOperation');
  assert.deepEqual(
    operation.children.map((c) => (c as MdxJsxFlowElement).name),
    ['ApiMain', 'ApiSamples'],
  );
  const tabs = elements(nodes, 'ApiTabItem').slice(0, 3);
  assert.deepEqual(
    tabs.map((t) => [attribute(t, 'value')?.value, (t.children[0] as {lang?: string}).lang]),
    [
      ['curl', 'bash'],
      ['typescript', 'ts'],
      ['python', 'python'],
    ],
  );
  const size = attribute(operation, 'size')?.value;
  assert.ok(size && typeof size === 'object' && Number(size.value) > 100, 'the operation carries its size');
});

test('a flag, a number and a list of constraints are expressions whose tree holds the value', async () => {
  const model = await apiModel('en');
  const nodes = groupNodes(model, 'memories');
  const list = model.operations.find((o) => o.operationId === 'listMemories');
  const limit = list?.parameters.find((p) => p.name === 'limit');
  assert.ok(limit && limit.constraints.length > 0, 'listMemories limit has constraints');
  const property = elements(nodes, 'ApiProperty').find((p) => attribute(p, 'name')?.value === 'limit');
  assert.ok(property);

  assert.equal(attribute(property, 'name')?.value, 'limit', 'a string stays a string attribute');
  const constraints = attribute(property, 'constraints');
  const tree = treeOf(constraints);
  assert.equal(tree.type, 'ArrayExpression');
  assert.deepEqual(evaluate(tree), limit.constraints);
  const source = constraints?.value !== null && typeof constraints?.value === 'object' ? constraints.value.value : '';
  assert.deepEqual(JSON.parse(source), limit.constraints, 'the source says the same (the twins read it)');

  // `required` is absent on an optional field, an expression holding `true` on a required one.
  assert.equal(attribute(property, 'required'), undefined, 'false is left out');
  const memoryId = elements(nodes, 'ApiProperty').find((p) => attribute(p, 'name')?.value === 'memory_id');
  assert.equal(evaluate(treeOf(memoryId && attribute(memoryId, 'required'))), true);

  const [firstCode] = elements(errorCodeNodes(model), 'ApiErrorCode');
  assert.equal(evaluate(treeOf(firstCode && attribute(firstCode, 'status'))), model.errorCodes[0]?.status);
});

test('prose with <em>, {braces} and backticks stays literal text and code', () => {
  const contract = structuredClone(englishContract()) as Json;
  const parameters = (contract.components as {parameters: Record<string, Json>}).parameters;
  const limit = parameters.Limit20;
  assert.ok(limit);
  limit.description = 'Wraps matches in <em>, sends {"a": 1} and `{x} <b>`.';
  const paths = contract.paths as Record<string, Record<string, Json>>;
  const get = paths['/memories/{memory_id}']?.get;
  assert.ok(get);
  get.summary = 'Get <b>one</b> {memory}';
  const nodes = groupNodes(buildApiModel(contract), 'memories');

  const property = elements(nodes, 'ApiProperty').find((p) => attribute(p, 'name')?.value === 'limit');
  assert.deepEqual(comparable(property?.children), [
    {
      type: 'paragraph',
      children: [
        {type: 'text', value: 'Wraps matches in <em>, sends {"a": 1} and '},
        {type: 'inlineCode', value: '{x} <b>'},
        {type: 'text', value: '.'},
      ],
    },
  ]);
  const heading = nodes.find((n) => n.type === 'heading' && toString(n).endsWith('{#get-memory}'));
  assert.deepEqual(comparable(heading && 'children' in heading ? heading.children : undefined), [
    {type: 'text', value: 'Get <b>one</b> {memory} {#get-memory}'},
  ]);
  // Written out for a page, they are escaped so that MDX reads them back as the same text.
  assert.deepEqual(comparable(parse(serialize(nodes))), comparable(nodes));
});

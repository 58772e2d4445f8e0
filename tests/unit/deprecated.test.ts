/**
 * One fact, one change: the contract's `deprecated` (with `x-mnemora-use-instead`, the replacement)
 * is read once by the API model (packages/api-model/model.ts) and every projection shows it: the
 * reference's nodes, the request console's model, the docs MCP server's answers. The contract marks
 * `offset` of `GET /memories` deprecated in favour of `cursor`; planted contracts check that a
 * replacement must exist, only a deprecated element may name one, and no sample sends a
 * deprecated parameter. (The built pages, twins and the console on screen are checked in
 * tests/site/api-reference.test.ts, tests/site/markdown-twins.test.ts and tests/e2e/try-it.spec.ts.)
 * Run: node --import tsx --test tests/unit/deprecated.test.ts
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {locales} from '../../config/i18n';
import {englishContract} from '../../packages/api-model/localized';
import {apiModel} from '../../packages/api-model/load';
import {buildApiModel, type ApiModel, type Operation} from '../../packages/api-model/model';
import type {Nodes} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {groupNodes} from '../../src/lib/api-reference-tree';
import {walkTree} from '../../src/lib/markdown-toolkit';
import {buildConsoleModel} from '../../src/plugins/try-it/model';
import {deprecatedIn, operationsOf} from '../../mcp/src/contract-tools';
import {resolveModel} from '../../packages/api-model/serialize';

type Json = Record<string, unknown>;
/** A deep copy of the committed bundle, for planting a fault. */
const contractCopy = (): Json => structuredClone(englishContract()) as Json;
const parameters = (c: Json): Record<string, Json> => (c.components as {parameters: Record<string, Json>}).parameters;

const operation = (model: ApiModel, id: string): Operation => {
  const op = model.operations.find((o) => o.operationId === id);
  assert.ok(op, `${id} is in the model`);
  return op;
};

test('the model reads offset as deprecated, replaced by cursor, in every locale', async () => {
  for (const locale of locales) {
    const list = operation(await apiModel(locale), 'listMemories');
    const offset = list.parameters.find((p) => p.name === 'offset');
    assert.ok(offset, `${locale}: listMemories has offset`);
    assert.equal(offset.deprecated, true, locale);
    assert.equal(offset.useInstead, 'cursor', locale);
    const cursor = list.parameters.find((p) => p.name === 'cursor');
    assert.equal(cursor?.deprecated, false, `${locale}: cursor is current`);
    assert.equal(cursor?.useInstead, undefined);
    assert.equal(list.deprecated, false, `${locale}: the operation itself is current`);
  }
});

/** The props of every `name` element of a group, as the component gets them. */
function propsOf(nodes: Nodes[], name: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const node of nodes)
    walkTree(node, (n) => {
      if (n.type !== 'mdxJsxFlowElement' || n.name !== name) return;
      const props: Record<string, unknown> = {};
      for (const a of (n as MdxJsxFlowElement).attributes)
        if (a.type === 'mdxJsxAttribute')
          props[a.name] = typeof a.value === 'string' ? a.value : (JSON.parse(a.value?.value ?? 'true') as unknown);
      out.push(props);
    });
  return out;
}

test('the reference gives offset the badge and its replacement, and only offset', async () => {
  const nodes = groupNodes(await apiModel('en'), 'memories');
  const deprecated = propsOf(nodes, 'ApiProperty').filter((p) => p.deprecated);
  assert.deepEqual(
    deprecated.map((p) => [p.name, p.deprecated, p.useInstead]),
    [['offset', true, 'cursor']],
  );
  assert.deepEqual(
    propsOf(nodes, 'ApiOperation').filter((p) => 'deprecated' in p),
    [],
    'no operation of the memories group is deprecated',
  );
});

test('a deprecated operation gets the flag on its section', () => {
  const contract = contractCopy();
  const paths = contract.paths as Record<string, Record<string, Json>>;
  const get = paths['/memories/{memory_id}']?.get;
  assert.ok(get);
  Object.assign(get, {deprecated: true, 'x-mnemora-use-instead': 'searchMemories'});
  const model = buildApiModel(contract);
  assert.equal(operation(model, 'getMemory').useInstead, 'searchMemories');
  const section = propsOf(groupNodes(model, 'memories'), 'ApiOperation').find((p) => p.anchor === 'get-memory');
  assert.equal(section?.deprecated, true);
  assert.equal(section?.useInstead, 'searchMemories');
});

test('the console model carries the notice for offset only', async () => {
  for (const locale of locales) {
    const console = buildConsoleModel(await apiModel(locale));
    const list = Object.values(console.operations).find((o) => o.operationId === 'listMemories');
    const flagged = list?.parameters.filter((p) => p.deprecated).map((p) => [p.name, p.deprecated]);
    assert.deepEqual(flagged, [['offset', {useInstead: 'cursor'}]], locale);
    assert.equal(list?.parameters.find((p) => p.name === 'offset')?.initial, '', 'the form does not fill it');
  }
});

test('the MCP answers flag offset, and a request that sends it is told what to send instead', async () => {
  const model = await apiModel('en');
  const ops = operationsOf(resolveModel(model));
  const list = ops.find((o) => o.operationId === 'listMemories');
  assert.ok(list);
  const offset = list.parameters.find((p) => p.name === 'offset');
  assert.equal(offset?.deprecated, true);
  assert.equal(offset?.useInstead, 'cursor');
  assert.ok(
    list.parameters.filter((p) => p.name !== 'offset').every((p) => !('deprecated' in p)),
    'the flag is absent, not false, on current parameters',
  );
  assert.ok(!('deprecated' in list), 'absent on a current operation');
  assert.deepEqual(deprecatedIn(list, {params: {}, query: {offset: '40', limit: '20'}, headers: {}}), [
    {pointer: '/query/offset', message: 'query parameter offset is deprecated; use cursor instead'},
  ]);
  assert.deepEqual(deprecatedIn(list, {params: {}, query: {cursor: 'cur_x'}, headers: {}}), []);
});

test('planted: a replacement that does not exist fails, naming the known parameters', () => {
  const contract = contractCopy();
  const offset = parameters(contract).Offset;
  assert.ok(offset);
  offset['x-mnemora-use-instead'] = 'page_token';
  assert.throws(
    () => buildApiModel(contract),
    /operation listMemories parameter offset: `x-mnemora-use-instead: page_token` names no parameter of operation listMemories \(known: limit, cursor, offset,/,
  );
});

test('planted: only a deprecated element names a replacement, and a sample never sends one', () => {
  const notDeprecated = contractCopy();
  const offset = parameters(notDeprecated).Offset;
  assert.ok(offset);
  delete offset.deprecated;
  assert.throws(
    () => buildApiModel(notDeprecated),
    /parameter offset: `x-mnemora-use-instead` on an element that is not `deprecated: true`/,
  );

  const deprecatedLimit = contractCopy();
  const limit = parameters(deprecatedLimit).Limit20;
  assert.ok(limit);
  // listMemories' samples send `limit`.
  limit.deprecated = true;
  assert.throws(() => buildApiModel(deprecatedLimit), /operation listMemories: sample parameter limit is deprecated/);

  const chain = contractCopy();
  const cursor = parameters(chain).Cursor;
  assert.ok(cursor);
  cursor.deprecated = true;
  assert.throws(() => buildApiModel(chain), /parameter offset: its replacement cursor is deprecated too/);
});

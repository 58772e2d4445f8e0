/**
 * The build-time half of readable tables (src/rehype/readable-tables.ts): each body cell carries
 * its column's header as `data-label`, the column with the most text is marked as prose, and each
 * table sits in a scroller named by the heading above it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeReadableTables from '../../src/rehype/readable-tables';

type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({type: 'element', tagName, properties, children});
const txt = (value: string): Node => ({type: 'text', value});
const row = (tag: 'th' | 'td', cells: string[]) => el('tr', cells.map((c) => el(tag, [txt(c)])));

function table(head: string[], rows: string[][]): Node {
  return el('table', [el('thead', [row('th', head)]), el('tbody', rows.map((r) => row('td', r)))]);
}

const fieldRows = [
  ['content', 'string', 'The text of the memory, as the reader wrote it.'],
  ['tags', 'string[]', 'Labels to filter by, up to the limit on tags.'],
];

test('cells get their column header, the prose column is marked, the table is wrapped and named', () => {
  const tree = el('root', [el('h2', [txt('Fields')], {id: 'fields'}), table(['Field', 'Type', 'Beschreibung'], fieldRows)]);
  rehypeReadableTables()(tree as never);
  const wrapper = tree.children![1]!;
  assert.equal(wrapper.tagName, 'div');
  assert.deepEqual(wrapper.properties, {dataTableScroll: '', role: 'group', ariaLabelledBy: 'fields'});
  const t = wrapper.children![0]!;
  const headers = t.children![0]!.children![0]!.children!;
  assert.deepEqual(headers.map((h) => h.properties?.dataProse), [undefined, undefined, '']);
  const cells = t.children![1]!.children![0]!.children!;
  assert.deepEqual(cells.map((c) => c.properties?.dataLabel), ['Field', 'Type', 'Beschreibung']);
});

test('a table of short values has no prose column, and one without a heading above is not named', () => {
  const tree = el('root', [table(['Limit', 'Value'], [['Tags', '20'], ['Content', '32 KB']])]);
  rehypeReadableTables()(tree as never);
  const wrapper = tree.children![0]!;
  assert.deepEqual(wrapper.properties, {dataTableScroll: ''});
  const headers = wrapper.children![0]!.children![0]!.children![0]!.children!;
  assert.ok(headers.every((h) => h.properties?.dataProse === undefined));
});

test('planted: the first column is never the prose column, however long its text', () => {
  const tree = el('root', [table(['Sentence', 'Code'], [['A long sentence that names the row in many words', 'x']])]);
  rehypeReadableTables()(tree as never);
  const headers = tree.children![0]!.children![0]!.children![0]!.children![0]!.children!;
  assert.ok(headers.every((h) => h.properties?.dataProse === undefined));
});

test('tables nested in other elements are found, and named by the last heading before them', () => {
  const tree = el('root', [el('h2', [txt('A')], {id: 'a'}), el('h3', [txt('B')], {id: 'b'}), el('div', [table(['Field', 'Description'], fieldRows.map((r) => [r[0]!, r[2]!]))])]);
  rehypeReadableTables()(tree as never);
  assert.equal(tree.children![2]!.children![0]!.properties?.ariaLabelledBy, 'b');
});

test('code in a cell stays one text node: Docusaurus renders inline code with any element inside as a code block', () => {
  const code = el('code', [txt('client.memories.create POST /v1/memories --idempotency-key')]);
  const tree = el('root', [el('table', [el('thead', [row('th', ['Call'])]), el('tbody', [el('tr', [el('td', [code])])])])]);
  rehypeReadableTables()(tree as never);
  assert.deepEqual(code.children, [txt('client.memories.create POST /v1/memories --idempotency-key')]);
});

test('a named table of four or more columns of short values is a keyboard stop; a table with prose is not', () => {
  const tree = el('root', [
    el('h2', [txt('Errors')], {id: 'errors'}),
    table(['Code', 'Status', 'Class', 'Exit'], [['not_found', '404', 'NotFoundError', '4']]),
    table(['Field', 'Type', 'Default', 'Description'], [['tags', 'string[]', '[]', 'Labels to filter by, up to the limit on tags.']]),
  ]);
  rehypeReadableTables()(tree as never);
  assert.equal(tree.children![1]!.properties?.tabIndex, 0);
  assert.equal(tree.children![2]!.properties?.tabIndex, undefined);
});

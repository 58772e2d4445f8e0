/**
 * The build-time half of readable tables (src/rehype/readable-tables.ts): each body cell carries
 * its column's header as `data-label`, the column with the most text is marked as prose, and each
 * table sits in a scroller named by the heading above it.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import rehypeReadableTables from '../../src/rehype/readable-tables';

type Node = {type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[]};

const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const txt = (value: string): Node => ({type: 'text', value});
const row = (tag: 'th' | 'td', cells: string[]) =>
  el(
    'tr',
    cells.map((c) => el(tag, [txt(c)])),
  );

function table(head: string[], rows: string[][]): Node {
  return el('table', [
    el('thead', [row('th', head)]),
    el(
      'tbody',
      rows.map((r) => row('td', r)),
    ),
  ]);
}

const fieldRows = [
  ['content', 'string', 'The text of the memory, as the reader wrote it.'],
  ['tags', 'string[]', 'Labels to filter by, up to the limit on tags.'],
];

test('cells get their column header, the prose column is marked, the table is wrapped and named', () => {
  const tree = el('root', [
    el('h2', [txt('Fields')], {id: 'fields'}),
    table(['Field', 'Type', 'Beschreibung'], fieldRows),
  ]);
  rehypeReadableTables()(tree as never);
  const wrapper = tree.children![1]!;
  assert.equal(wrapper.tagName, 'div');
  assert.deepEqual(wrapper.properties, {dataTableScroll: '', role: 'group', tabIndex: 0, ariaLabel: 'Fields'});
  const t = wrapper.children![0]!;
  const headers = t.children![0]!.children![0]!.children!;
  assert.deepEqual(
    headers.map((h) => h.properties?.dataProse),
    [undefined, undefined, ''],
  );
  const cells = t.children![1]!.children![0]!.children!;
  assert.deepEqual(
    cells.map((c) => c.properties?.dataLabel),
    ['Field', 'Type', 'Beschreibung'],
  );
});

test('a table of short values has no prose column, and one without a heading above is named by its headers', () => {
  const tree = el('root', [
    table(
      ['Limit', 'Value'],
      [
        ['Tags', '20'],
        ['Content', '32 KB'],
      ],
    ),
  ]);
  rehypeReadableTables()(tree as never);
  const wrapper = tree.children![0]!;
  assert.deepEqual(wrapper.properties, {dataTableScroll: '', role: 'group', tabIndex: 0, ariaLabel: 'Limit, Value'});
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
  const tree = el('root', [
    el('h2', [txt('A')], {id: 'a'}),
    el('h3', [txt('B')], {id: 'b'}),
    el('div', [
      table(
        ['Field', 'Description'],
        fieldRows.map((r) => [r[0]!, r[2]!]),
      ),
    ]),
  ]);
  rehypeReadableTables()(tree as never);
  assert.equal(tree.children![2]!.children![0]!.properties?.ariaLabel, 'B');
});

test('code in a cell may break after a dot or a slash, keeps a hyphenated name whole, and is marked to render inline', () => {
  const code = el('code', [txt('client.memories.create POST /v1/memories --idempotency-key')]);
  const plain = el('code', [txt('404')]);
  const tree = el('root', [
    el('table', [
      el('thead', [row('th', ['Call', 'Status'])]),
      el('tbody', [el('tr', [el('td', [code]), el('td', [plain])])]),
    ]),
  ]);
  rehypeReadableTables()(tree as never);
  const parts = code.children!.map((n) =>
    n.tagName === 'wbr' ? '|' : n.tagName === 'span' ? `[${n.children![0]!.value}]` : n.value,
  );
  assert.equal(parts.join(''), 'client.|memories.|create POST /|v1/|memories [--idempotency-key]');
  // Docusaurus renders inline code with elements inside as a code block: src/theme/MDXComponents/Code reads the mark.
  assert.equal(code.properties?.dataTableCode, '');
  // Code with nothing to break stays one text node, unmarked.
  assert.deepEqual(plain.children, [txt('404')]);
  assert.equal(plain.properties?.dataTableCode, undefined);
});

test('every table is a keyboard stop, named by the heading above it or else by its column headers', () => {
  const tree = el('root', [
    table(['Code', 'Status'], [['not_found', '404']]),
    el('h2', [txt('Errors')], {id: 'errors'}),
    table(
      ['Field', 'Type', 'Default', 'Description'],
      [['tags', 'string[]', '[]', 'Labels to filter by, up to the limit on tags.']],
    ),
  ]);
  rehypeReadableTables()(tree as never);
  const [first, , second] = tree.children!;
  assert.deepEqual(
    [first!.properties?.tabIndex, first!.properties?.role, first!.properties?.ariaLabel],
    [0, 'group', 'Code, Status'],
  );
  assert.deepEqual([second!.properties?.tabIndex, second!.properties?.ariaLabel], [0, 'Errors']);
});

/**
 * Markdown tables, made readable on every screen at build time (the CSS is src/css/tables.css):
 *
 * - every body cell gets `data-label`, its column's header text in the page's language, which a
 *   phone shows above the value when each row becomes a card;
 * - the column with the most text (the description, "what to do", …) gets `data-prose` on its
 *   header, so a wide screen gives it room to read instead of a few words per line;
 * - code in a cell may break after a `.` or a `/` (`client.memories.create`, `/v1/memories`) and
 *   at spaces, never inside a name: a hyphenated word (`--idempotency-key`) is kept on one line;
 * - the table goes in a scroller (`data-table-scroll`) named by the heading above it: when the
 *   table is wider than the page (a desktop table of code columns), the scroller is what scrolls,
 *   shows its fade, and Chromium makes it a keyboard stop, by that name, only while it overflows.
 */
type Properties = Record<string, unknown>;
type HastNode = {type: string; tagName?: string; value?: string; properties?: Properties; children?: HastNode[]};

/** A column's average text length must reach this (characters) to count as prose. */
const proseLength = 24;

function text(node: HastNode): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(text).join('');
}

const cells = (row: HastNode) => (row.children ?? []).filter((c) => c.tagName === 'td' || c.tagName === 'th');
const childrenNamed = (node: HastNode, name: string) => (node.children ?? []).filter((c) => c.tagName === name);

function el(tagName: string, children: HastNode[] = [], properties: Properties = {}): HastNode {
  return {type: 'element', tagName, properties, children};
}

/** Labels the cells and marks the prose column; true for a table of four or more columns of
 * short values (names side by side), the kind that can be wider than the page. */
export function labelTable(table: HastNode): boolean {
  const head = childrenNamed(table, 'thead')[0];
  const headRow = head ? childrenNamed(head, 'tr')[0] : undefined;
  if (!headRow) return false;
  const headers = cells(headRow);
  const labels = headers.map((th) => text(th).trim());
  const rows = childrenNamed(table, 'tbody').flatMap((body) => childrenNamed(body, 'tr'));
  const lengths = labels.map(() => 0);
  for (const row of rows) {
    cells(row).forEach((cell, i) => {
      if (labels[i]) cell.properties = {...cell.properties, dataLabel: labels[i]};
      lengths[i] = (lengths[i] ?? 0) + text(cell).trim().length;
    });
  }
  // The first column names the row (a field, a flag, a code): never the one to widen.
  let prose = -1;
  lengths.forEach((total, i) => {
    if (i > 0 && rows.length > 0 && total / rows.length >= proseLength && (prose < 0 || total > lengths[prose]!)) prose = i;
  });
  if (prose > 0) headers[prose]!.properties = {...headers[prose]!.properties, dataProse: ''};
  return prose < 0 && labels.length >= 4;
}

/**
 * Chromium makes a scroller that overflows a keyboard stop by itself, and only then; other
 * browsers and axe's scrollable-region-focusable rule need `tabindex`, which only a script could
 * add and remove as the width changes. A wide table of names gets it always: a stop that is
 * sometimes not needed costs less than a table the keyboard cannot scroll.
 */
function wrap(table: HastNode, headingId: string | undefined, mayOverflow: boolean): HastNode {
  const properties: Properties = {dataTableScroll: ''};
  if (headingId) Object.assign(properties, {role: 'group', ariaLabelledBy: headingId});
  if (headingId && mayOverflow) properties.tabIndex = 0;
  return el('div', [table], properties);
}

/** Labels and wraps every table of the tree, in document order, naming each by its heading. */
export default function rehypeReadableTables(): (tree: HastNode) => void {
  return (tree) => {
    let headingId: string | undefined;
    const walk = (node: HastNode): void => {
      const children = node.children;
      if (!children) return;
      children.forEach((child, i) => {
        if (child.type !== 'element') return walk(child);
        if (/^h[2-6]$/.test(child.tagName ?? '') && typeof child.properties?.id === 'string') headingId = child.properties.id;
        if (child.tagName === 'table') {
          children[i] = wrap(child, headingId, labelTable(child));
          return;
        }
        walk(child);
      });
    };
    walk(tree);
  };
}

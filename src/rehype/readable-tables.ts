/**
 * Markdown tables, made readable on every screen at build time (the CSS is src/css/tables.css):
 *
 * - every body cell gets `data-label`, its column's header text in the page's language, which a
 *   phone shows above the value when each row becomes a card;
 * - the column with the most text (the description, "what to do", …) gets `data-prose` on its
 *   header, so a wide screen gives it room to read instead of a few words per line;
 * - code in a cell may break after a `.` or a `/` (`client.memories.create`, `/v1/memories`) and
 *   at spaces, never inside a name: a hyphenated word (`--idempotency-key`) is kept on one line;
 *   such code is marked `data-table-code` so that it still renders as inline code;
 * - the table goes in a scroller (`data-table-scroll`) named by the heading above it: when the
 *   table is wider than the page (a desktop table of code columns), the scroller is what scrolls,
 *   shows its fade; it is a keyboard stop, by that name.
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

/** Break opportunities after `.` and `/` inside a word (not at its end). */
const breakAfter = /(?<=[./])(?=[^\s./)\]}])/;

function el(tagName: string, children: HastNode[] = [], properties: Properties = {}): HastNode {
  return {type: 'element', tagName, properties, children};
}

/**
 * Lets a cell's code wrap between the parts of a name, never inside one. The code element is
 * marked `data-table-code`: Docusaurus renders inline code with any element inside it as a code
 * block, and src/theme/MDXComponents/Code renders marked code inline.
 */
function softenCode(code: HastNode): void {
  let softened = false;
  const children = (code.children ?? []).flatMap((child): HastNode[] => {
    if (child.type !== 'text') return [child];
    return (child.value ?? '').split(/(\s+)/).flatMap((word, i): HastNode[] => {
      if (i % 2 === 1 || word === '') return word === '' ? [] : [{type: 'text', value: word}];
      return word.split(breakAfter).flatMap((piece, j): HastNode[] => {
        // Chromium may break after the hyphen of `idempotency-key` or `--transport`, and around
        // quotes and brackets (`"<version>"`, `components["schemas"]`); a nowrap span keeps such a
        // piece whole.
        const whole = /[^\w./]/.test(piece);
        const node = whole
          ? el('span', [{type: 'text', value: piece}], {dataNobreak: ''})
          : {type: 'text', value: piece};
        if (whole || j > 0) softened = true;
        return j > 0 ? [el('wbr'), node] : [node];
      });
    });
  });
  if (!softened) return;
  code.children = children;
  code.properties = {...code.properties, dataTableCode: ''};
}

function softenCodeIn(node: HastNode): void {
  for (const child of node.children ?? []) {
    if (child.tagName === 'code') softenCode(child);
    else softenCodeIn(child);
  }
}

/**
 * Labels the cells, marks the prose column and lets the cells' code wrap between names; returns
 * the column headers' text.
 */
function labelTable(table: HastNode): string[] {
  const head = childrenNamed(table, 'thead')[0];
  const headRow = head ? childrenNamed(head, 'tr')[0] : undefined;
  if (!headRow) return [];
  const headers = cells(headRow);
  const labels = headers.map((th) => text(th).trim());
  const rows = childrenNamed(table, 'tbody').flatMap((body) => childrenNamed(body, 'tr'));
  const lengths = labels.map(() => 0);
  for (const row of rows) {
    cells(row).forEach((cell, i) => {
      if (labels[i]) cell.properties = {...cell.properties, dataLabel: labels[i]};
      lengths[i] = (lengths[i] ?? 0) + text(cell).trim().length;
      softenCodeIn(cell);
    });
  }
  // The first column names the row (a field, a flag, a code): never the one to widen.
  let prose = -1;
  lengths.forEach((total, i) => {
    if (i > 0 && rows.length > 0 && total / rows.length >= proseLength && (prose < 0 || total > lengths[prose]!))
      prose = i;
  });
  if (prose > 0) headers[prose]!.properties = {...headers[prose]!.properties, dataProse: ''};
  return labels;
}

/**
 * Chromium makes a scroller that overflows a keyboard stop by itself, and only then; other
 * browsers and axe's scrollable-region-focusable rule need `tabindex`, which only a script could
 * add and remove as the width changes. Whether a table overflows depends on the screen (a
 * description column keeps 280 px, names never wrap), so every table's scroller is a stop, named by
 * the heading above it or, without one, by its column headers: a stop that is sometimes not needed
 * costs less than a table the keyboard cannot scroll.
 */
function wrap(table: HastNode, heading: string | undefined, headers: readonly string[]): HastNode {
  // The heading's text, not `aria-labelledby`: that would add the heading's "Direct link to …"
  // anchor to the name.
  return el('div', [table], {
    dataTableScroll: '',
    role: 'group',
    tabIndex: 0,
    ariaLabel: heading ?? headers.filter(Boolean).join(', '),
  });
}

/** Labels and wraps every table of the tree, in document order, naming each by its heading. */
export default function rehypeReadableTables(): (tree: HastNode) => void {
  return (tree) => {
    let heading: string | undefined;
    const walk = (node: HastNode): void => {
      const children = node.children;
      if (!children) return;
      children.forEach((child, i) => {
        if (child.type !== 'element') return walk(child);
        if (/^h[2-6]$/.test(child.tagName ?? '') && typeof child.properties?.id === 'string')
          heading = text(child).trim();
        if (child.tagName === 'table') {
          children[i] = wrap(child, heading, labelTable(child));
          return;
        }
        walk(child);
      });
    };
    walk(tree);
  };
}

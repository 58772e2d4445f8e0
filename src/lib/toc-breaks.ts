/**
 * Break opportunities in the code names of table-of-contents entries: the TypeScript SDK's
 * headings (`memories.batchCreate(params, options?)`) are longer than the narrow table of contents,
 * and without a place to break they were cut mid-word. A `<wbr>` after each `.`, `/`, `(` and `,`
 * inside a name lets an entry wrap between its parts, never inside one. The entries are the HTML
 * strings Docusaurus writes for each heading (`<code>…</code>` for inline code); only the text of
 * code elements changes, and `<wbr>` adds no character (copying the entry copies the name).
 */
const inCode = /<code>([^<]*)<\/code>/g;
/** After one of `./(,` and before a character that starts the next part. */
const breakAfter = /(?<=[./(,])(?=[^\s./(),])/g;

export function withBreakHints(html: string): string {
  return html.replace(inCode, (_match, text: string) => `<code>${text.replace(breakAfter, '<wbr>')}</code>`);
}

/** The entries of a table of contents, each level's values with their break hints. */
export function tocWithBreakHints<T extends {value: string; children: readonly T[]}>(toc: readonly T[]): T[] {
  return toc.map((entry) => ({
    ...entry,
    value: withBreakHints(entry.value),
    children: tocWithBreakHints(entry.children),
  }));
}

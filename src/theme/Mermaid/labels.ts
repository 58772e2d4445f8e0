/**
 * Mermaid wraps a label wider than 200 px where the browser may break a line, and a browser may
 * break after a hyphen: "Retry-|After", "bulk-|delete", "API-|Schlüssel" came out cut in two. A
 * word joiner (U+2060, invisible, no width) after each hyphen between two letters or digits of a
 * label keeps the hyphenated word whole, so labels break between words only; Mermaid measures the
 * label with it, so the boxes fit. Only label text is touched (shapes' text in brackets, braces or
 * quotes, edge labels between pipes or in `-- text -->`), never a node id, a style or a link.
 */
const wordJoiner = '\u2060';

/** A drawing's labels: SVG text, and the HTML labels of its foreignObjects. */
export const labelSelector = 'text, foreignObject span, foreignObject p';

/** Lines that hold no label: styles, classes, links and comments (and directives). */
const noLabels = /^\s*(%%|style\b|classDef\b|class\b|linkStyle\b|click\b)/;

const labelText = new RegExp(
  [
    String.raw`\[[^\]\n]*\]`,
    String.raw`\([^)\n]*\)`,
    String.raw`\{[^}\n]*\}`,
    String.raw`\|[^|\n]*\|`,
    String.raw`"[^"\n]*"`,
    // The text of `A -- text --> B`, `A -. text .-> B` and `A == text ==> B`.
    String.raw`(?<=\s(?:--|==|-\.)\s).+?(?=\s(?:--[->ox]|==[=>ox]|\.-))`,
  ].join('|'),
  'g',
);

const innerHyphen = /(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu;

/** The diagram's source with every hyphenated word of its labels kept on one line. */
export function keepHyphenatedWords(source: string): string {
  return source
    .split('\n')
    .map((line) =>
      noLabels.test(line) ? line : line.replace(labelText, (label) => label.replace(innerHyphen, `-${wordJoiner}`)),
    )
    .join('\n');
}

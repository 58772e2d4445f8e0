/**
 * The CLI reference components of `docs/sdks/cli.md` (`<CliCommand>`, `<CliCommandTable>`,
 * `<CliGlobalFlags>`, `<CliExitCodes>`, `<CliEnvironment>`) in the page's Markdown twin. What
 * they say is decided once, in `src/lib/cli-reference.ts`, for these renderers and the page's
 * React components (`src/components/CliCommandTable`); this file only writes that model as GFM.
 */
import {cliReference, type Block, type Segment, type Table} from '../../lib/cli-reference';
import {cliSynopsis} from '../../data/cli-commands';
import type {ComponentRenderer} from './mdx-to-markdown';

export {cliSynopsis};

/** Translated messages of the locale (`code.json` id → message); English is the fallback. */
export type Messages = Readonly<Record<string, string>>;

/** The Markdown of an inline code span, with a fence long enough for backticks in the value. */
function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A fenced code block whose fence is longer than any backtick run inside. */
function fenced(language: string, body: string, meta = ''): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}${meta ? ` ${meta}` : ''}\n${body.replace(/\n+$/, '')}\n${fence}`;
}

function inline(segments: readonly Segment[]): string {
  return segments.map(segment).join('');
}

function segment(s: Segment): string {
  switch (s.kind) {
    case 'text':
    case 'secondary':
      return s.text;
    case 'code':
      return code(s.text);
    // The data's `backticks` are Markdown's own inline code.
    case 'prose':
      return inline(s.parts);
    case 'link':
      return `[${inline(s.content)}](${s.href})`;
    case 'ui':
      return inline(s.content);
    case 'badge':
      return ` (${inline(s.content)})`;
    case 'note':
      return ` ${inline(s.content)}`;
    case 'list':
      return s.items.map(inline).join(s.separator);
  }
}

/** A table cell: pipes escaped, line breaks flattened. */
function cell(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function table({columns, rows}: Table): string {
  return [
    `| ${columns.map((c) => cell(c.header)).join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.cells.map((c) => cell(inline(c))).join(' | ')} |`),
  ].join('\n');
}

function block(b: Block): string {
  switch (b.kind) {
    case 'paragraph':
      return inline(b.content);
    case 'code':
      return fenced(b.language, b.code, b.title ? `title="${segment(b.title).replace(/"/g, "'")}"` : '');
    case 'table':
      return table(b);
  }
}

export function cliRenderers(messages: Messages): Record<string, ComponentRenderer> {
  const reference = cliReference((id, message) => messages[id] ?? message);
  return {
    CliCommand: (props) =>
      reference
        .command(typeof props.path === 'string' ? props.path : '')
        .map(block)
        .join('\n\n'),
    CliCommandTable: (props) =>
      table(reference.commandTable(typeof props.group === 'string' ? props.group : undefined)),
    CliGlobalFlags: () => table(reference.globalFlags()),
    CliExitCodes: () => table(reference.exitCodes()),
    CliEnvironment: () => table(reference.environment()),
  };
}

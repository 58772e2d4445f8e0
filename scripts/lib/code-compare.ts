// Compares a translated fenced code block with its English original, ignoring what translators may
// change: comments (and, per language, a few other human-readable parts such as Mermaid labels or
// the annotation column of a directory tree). Everything else must be byte-identical.
//
// Comments are found with Prism, the highlighter the site uses: a block is tokenised with the
// grammar of its language and the `comment` tokens are what may change.
//
// Used by scripts/check-translations.ts; unit-tested in tests/unit/check-translations.test.ts.
import Prism, {type TokenStream} from 'prismjs';
import loadLanguages from 'prismjs/components/index.js';
import {parseMarkdown, walkTree, type CodeBlock as MarkdownCodeBlock} from '../../src/lib/markdown-toolkit';

/** The fence languages (lower-cased) each Prism grammar reads. Any other language compares verbatim. */
const FENCES: Record<string, string[]> = {
  // Prism has no fish or dotenv grammar; their `#` comments and quotes read like the shell's.
  bash: ['bash', 'sh', 'shell', 'zsh', 'console', 'shellsession', 'fish', 'env', 'dotenv'],
  python: ['python', 'py', 'python3'],
  yaml: ['yaml', 'yml'],
  toml: ['toml'],
  ini: ['ini'],
  properties: ['properties'],
  docker: ['dockerfile'],
  nginx: ['nginx', 'conf'],
  apacheconf: ['apacheconf'],
  typescript: ['ts', 'typescript', 'mts', 'cts'],
  tsx: ['tsx'],
  javascript: ['js', 'javascript', 'mjs', 'cjs'],
  jsx: ['jsx'],
  // Not `json`: JSON has no comments, and Prism's grammar would let one be added or changed.
  json: ['jsonc'],
  json5: ['json5'],
  java: ['java'],
  go: ['go'],
  c: ['c'],
  cpp: ['cpp'],
  csharp: ['csharp', 'cs'],
  rust: ['rust', 'rs'],
  swift: ['swift'],
  kotlin: ['kotlin', 'kt'],
  css: ['css'],
  scss: ['scss'],
  less: ['less'],
  sql: ['sql'],
};
const GRAMMARS = new Map(Object.entries(FENCES).flatMap(([grammar, langs]) => langs.map((l) => [l, grammar] as const)));
loadLanguages(Object.keys(FENCES));

/**
 * Prism's shell and YAML grammars take any `#` outside a string for a comment, but there one
 * starts a comment only at the start of a word (`curl https://x.dev/#top` is code): what may
 * precede the `#`.
 */
const WORD_START_HASH: Record<string, RegExp> = {bash: /[\s;|&(]/, yaml: /\s/};

const MARKDOWN = new Set(['md', 'markdown', 'mdx']);
const TEXT = new Set(['text', 'txt', 'plain', 'plaintext']);

/** A fenced code block as the comparison sees it: its language, its meta string and its code. */
export type CodeBlock = Omit<MarkdownCodeBlock, 'line'>;

/** A normalised line and its 0-based line in the block. */
export interface CodeLine {
  text: string;
  line: number;
}

/** The first difference between two blocks (see compareBlocks). */
export interface BlockDifference {
  message: string;
  /** 1-based line in the translated block, 0 for the fence line. */
  line: number;
}

/** One line of a block once the parts a translator may change are taken out. */
interface NormalisedLine {
  text: string;
  /** Whether a comment (or another translatable part) was removed from the line. */
  commented: boolean;
}

const verbatim = (value: string): NormalisedLine[] => value.split('\n').map((text) => ({text, commented: false}));

/** A run of a block's source: code, or one whole comment. */
interface Piece {
  text: string;
  comment: boolean;
}

const sourceOf = (stream: TokenStream): string =>
  typeof stream === 'string'
    ? stream
    : Array.isArray(stream)
      ? stream.map(sourceOf).join('')
      : sourceOf(stream.content);

/** A Prism token stream as code and comment runs, in order (comments may sit in nested tokens). */
function pieces(stream: TokenStream, out: Piece[] = []): Piece[] {
  if (typeof stream === 'string') out.push({text: stream, comment: false});
  else if (Array.isArray(stream)) for (const s of stream) pieces(s, out);
  else if (stream.type === 'comment') out.push({text: sourceOf(stream.content), comment: true});
  else pieces(stream.content, out);
  return out;
}

/**
 * Removes the comments Prism finds with `grammar`, keeping line structure. Returns, per line, the
 * code left and whether a comment was removed from it.
 */
function stripComments(src: string, grammar: string | undefined): NormalisedLine[] {
  const rules = grammar === undefined ? undefined : Prism.languages[grammar];
  if (grammar === undefined || !rules) return verbatim(src);
  const hashStart = WORD_START_HASH[grammar];
  // Never empty: it starts with one line and only grows, so its last element always exists.
  const lines: [NormalisedLine, ...NormalisedLine[]] = [{text: '', commented: false}];
  let before = '';
  const add = (text: string, comment: boolean) => {
    text.split('\n').forEach((part, k) => {
      if (k > 0) lines.push({text: '', commented: comment});
      const line = lines[lines.length - 1]!;
      if (!comment) line.text += part;
      else if (text !== '') line.commented = true;
    });
    before = text.slice(-1) || before;
  };
  const visit = (code: string) => {
    for (const {text, comment} of pieces(Prism.tokenize(code, rules))) {
      if (comment && hashStart && before !== '' && !hashStart.test(before)) {
        // Not a comment: the `#` is code, and what follows it is read again.
        add('#', false);
        visit(text.slice(1));
      } else add(text, comment);
    }
  };
  visit(src);
  return lines;
}

/** Directory-tree listings (├── …) may carry a translated annotation column after two spaces. */
function normaliseText(value: string): NormalisedLine[] {
  if (!/[├└]──/.test(value)) return verbatim(value);
  return value.split('\n').map((line) => {
    const m = /^([\s│├└─]*\S+(?: \S+)*?)( {2,}|\t)\S.*$/.exec(line);
    return m ? {text: m[1]!, commented: true} : {text: line, commented: false};
  });
}

/** Mermaid diagrams whose messages and member descriptions follow a colon. */
const COLON_LABELS = new Set(['sequenceDiagram', 'stateDiagram', 'stateDiagram-v2', 'classDiagram']);

/**
 * Mermaid: node ids, shapes, arrows and edge structure must stay; labels may be translated.
 * (Prism's mermaid grammar does not nest brackets in shape labels, `a[Hello (x)]`, nor know
 * subgraph titles or `participant … as` aliases.)
 */
function normaliseMermaid(value: string): NormalisedLine[] {
  const lines = value.split('\n');
  const kind = (lines.find((l) => l.trim() !== '') ?? '').trim().split(/\s+/)[0] ?? '';
  return lines.map((raw) => {
    let line = raw.replace(/%%.*$/, '');
    const commented = line !== raw;
    if (COLON_LABELS.has(kind)) {
      line = line.replace(/:.*$/, ':…');
      line = line.replace(/^(\s*(?:participant|actor)\s+\S+)\s+as\s+.*$/, '$1 as …');
      return {text: collapse(line), commented};
    }
    // `subgraph id`, `subgraph id[Label]`, `subgraph id ["Label"]`, `subgraph "Label"`: the id stays.
    const sub = /^\s*subgraph\s+(?:([A-Za-z0-9_-]+)\s*(?:\[[^\]]*\])?|"[^"]*")\s*$/.exec(line);
    if (sub) return {text: `subgraph ${sub[1] ?? '"…"'}`, commented};
    line = line.replace(/"[^"]*"/g, '"…"');
    line = replaceShapeLabels(line);
    line = line.replace(/\|[^|]*\|/g, '|…|');
    // Edge text written inline: `a -- text --> b`, `a -. text .-> b`, `a == text ==> b`.
    line = line.replace(
      /(\s)(--|-\.|==)\s+(?:(?!-->|\.->|==>|---|===).)+?\s+(-->|\.->|==>|---|===|-\.-|--x|--o)/g,
      '$1$2 … $3',
    );
    return {text: collapse(line), commented};
  });
}

function collapse(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/** The bracket that closes each opening bracket of a Mermaid shape (`>label]` closes with `]`). */
const CLOSING: Record<string, string> = {'[': ']', '(': ')', '{': '}', '>': ']'};

/** `id[label]`, `id[(label)]`, `id((label))`, `id{label}`, `id>label]` → the same with `…`. */
function replaceShapeLabels(line: string): string {
  let out = '';
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    const prev = out[out.length - 1] ?? '';
    if ('[({>'.includes(c) && /[A-Za-z0-9_]/.test(prev) && !(c === '>' && /-|=|\./.test(line[i - 1] ?? ''))) {
      // Opening run: e.g. `[(` or `((`; closing run mirrors it.
      let j = i;
      let depth = 0;
      let inQuote = false;
      for (; j < line.length; j++) {
        const ch = line[j]!;
        if (ch === '"') inQuote = !inQuote;
        if (inQuote) continue;
        if ('[({'.includes(ch) || (j === i && ch === '>')) depth++;
        else if (')]}'.includes(ch)) {
          depth--;
          if (depth === 0) break;
        }
      }
      // c is one of `[({>`, so the pattern matches at least that character.
      const open = /^(?:>|[[({]{1,2})/.exec(line.slice(i))![0];
      const close = [...open]
        .reverse()
        .map((ch) => CLOSING[ch])
        .join('');
      out += `${open}…${close}`;
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/**
 * Markdown samples: `<!-- -->` comments may change, and the code blocks the Markdown parser finds
 * follow their own language. The fences stay, except for a human-readable title.
 */
function normaliseMarkdown(value: string): NormalisedLine[] {
  const lines = value.split('\n');
  const out = lines.map((line) => {
    const text = line.replace(/<!--.*?-->/g, '');
    return {text, commented: text !== line};
  });
  walkTree(parseMarkdown(value, {format: 'detect'}), (node) => {
    if (node.type !== 'code' || !node.position) return;
    const first = node.position.start.line - 1;
    const last = node.position.end.line - 1;
    const open = /^(\s*)(`{3,}|~{3,})/.exec(lines[first]!);
    // An indented code block has no fence: it compares as Markdown text.
    if (!open) return;
    // Both groups are set when the line matched.
    const fence = open[2]!;
    out[first] = {text: `${open[1]}${fence}${node.lang ?? ''}${normaliseMeta(node.meta ?? '')}`, commented: false};
    // The parser closes a block left open at the end of the sample.
    const closed = last > first && new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[last]!);
    const end = closed ? last : last + 1;
    if (end > first + 1)
      normaliseBody(node.lang ?? '', lines.slice(first + 1, end).join('\n'), node.meta ?? '').forEach((l, k) => {
        out[first + 1 + k] = l;
      });
  });
  return out;
}

/** A diff's code follows the language of the file in its title (`title="config.ts"`), TypeScript by default. */
function normaliseDiff(value: string, meta: string): NormalisedLine[] {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  // One of the three alternatives matched, so one group is set.
  const ext = title ? (title[1] ?? title[2] ?? title[3])!.split('.').pop()!.toLowerCase() : 'ts';
  const grammar = GRAMMARS.get(ext) ?? 'typescript';
  return value.split('\n').map((line) => {
    const [prefix, rest] = /^[-+ ]/.test(line) ? [line[0]!, line.slice(1)] : ['', line];
    // One line of input gives one line of output.
    const stripped = stripComments(rest, grammar)[0]!;
    return {text: prefix + stripped.text, commented: stripped.commented};
  });
}

function normaliseBody(lang: string, value: string, meta: string): NormalisedLine[] {
  const l = lang.toLowerCase();
  if (MARKDOWN.has(l)) return normaliseMarkdown(value);
  if (l === 'mermaid') return normaliseMermaid(value);
  if (l === 'diff') return normaliseDiff(value, meta);
  if (TEXT.has(l)) return normaliseText(value);
  return stripComments(value, GRAMMARS.get(l));
}

/**
 * The lines of a block that must be identical across locales, with their 0-based line in the block.
 * Lines that held only a comment disappear (a translation may reflow a comment over more lines).
 */
export function comparableLines(lang: string, value: string, meta = ''): CodeLine[] {
  const out: CodeLine[] = [];
  normaliseBody(lang, value, meta).forEach((l, line) => {
    const text = l.text.replace(/\s+$/, '');
    if (l.commented && text.trim() === '') return;
    out.push({text, line});
  });
  return out;
}

/**
 * The parts of a fence's meta string that must stay: every attribute except a human-readable
 * `title` (a title that is a file name must stay too). Returned as a normalised string.
 */
function normaliseMeta(meta: string | undefined): string {
  const tokens = (meta ?? '').match(/[A-Za-z_][\w-]*=(?:"[^"]*"|'[^']*'|\S+)|\{[^}]*\}|\S+/g) ?? [];
  const kept = tokens.filter((t) => {
    const m = /^title=(?:"([^"]*)"|'([^']*)'|(\S+))$/.exec(t);
    if (!m) return true;
    // One of the three alternatives matched, so one group is set.
    return isFileNameTitle((m[1] ?? m[2] ?? m[3])!);
  });
  return kept.length ? ` ${kept.sort().join(' ')}` : '';
}

/** `route.ts`, `~/.config/mnemora/config.toml`, `.env`: titles that name a file stay untranslated. */
function isFileNameTitle(title: string): boolean {
  return !/\s/.test(title) && (/\//.test(title) || /^[\w.~-]*\.[A-Za-z0-9]+$/.test(title));
}

/**
 * Compares one English block with its translation: the first difference (line: 1-based line in
 * the translated block, 0 for the fence line), or null when the blocks match.
 */
export function compareBlocks(en: CodeBlock, tr: CodeBlock): BlockDifference | null {
  const enLang = (en.lang ?? '').toLowerCase();
  const trLang = (tr.lang ?? '').toLowerCase();
  if (enLang !== trLang) return {message: `language is "${trLang}", the English block is "${enLang}"`, line: 0};
  const enMeta = normaliseMeta(en.meta);
  const trMeta = normaliseMeta(tr.meta);
  if (enMeta !== trMeta)
    return {
      message: `meta "${(tr.meta ?? '').trim()}" differs from the English "${(en.meta ?? '').trim()}" (only a human-readable title may change)`,
      line: 0,
    };
  const a = comparableLines(enLang, en.value, en.meta);
  const b = comparableLines(trLang, tr.value, tr.meta);
  const differing = Array.from({length: Math.max(a.length, b.length)}, (_, k) => k).filter(
    (k) => a[k]?.text !== b[k]?.text,
  );
  const [first] = differing;
  if (first === undefined) return null;
  const show = (l: CodeLine | undefined) =>
    l === undefined ? '(nothing)' : JSON.stringify(l.text.length > 100 ? `${l.text.slice(0, 97)}...` : l.text);
  const at = b[first];
  const extra = differing.length > 1 ? ` (${differing.length} code lines differ)` : '';
  return {
    message: `code differs outside comments${extra}: English ${show(a[first])}, translation ${show(b[first])}`,
    line: at ? at.line + 1 : b.length ? b[b.length - 1]!.line + 1 : 1,
  };
}

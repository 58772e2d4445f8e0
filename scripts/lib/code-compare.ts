// Compares a translated fenced code block with its English original, ignoring what translators may
// change: comments (and, per language, a few other human-readable parts such as Mermaid labels or
// the annotation column of a directory tree). Everything else must be byte-identical.
//
// Used by scripts/check-translations.ts; unit-tested in tests/unit/check-translations.test.ts.

const HASH_SHELL = new Set(['bash', 'sh', 'shell', 'zsh', 'fish', 'console', 'shellsession']);
const HASH_PYTHON = new Set(['python', 'py', 'python3']);
const HASH_YAML = new Set(['yaml', 'yml']);
const HASH_TOML = new Set(['toml']);
const HASH_LINE_START = new Set(['ini', 'dockerfile', 'properties', 'env', 'dotenv']);
const HASH_NGINX = new Set(['nginx', 'conf', 'apacheconf']);
const C_LIKE = new Set([
  'ts',
  'typescript',
  'tsx',
  'js',
  'javascript',
  'jsx',
  'mjs',
  'cjs',
  'mts',
  'cts',
  'json5',
  'jsonc',
  'java',
  'go',
  'c',
  'cpp',
  'rust',
  'rs',
  'swift',
  'kotlin',
  'kt',
  'scss',
  'less',
]);
const BLOCK_ONLY = new Set(['css']);
const SQL = new Set(['sql']);
const MARKDOWN = new Set(['md', 'markdown', 'mdx']);

/** A fenced code block as the comparison sees it: its language, its meta string and its code. */
export interface CodeBlock {
  lang: string;
  meta: string;
  value: string;
}

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

/** A comment syntax: '' for "no comments, compare verbatim". */
type CommentStyle =
  | ''
  | 'shell'
  | 'python'
  | 'yaml'
  | 'toml'
  | 'line-start-hash'
  | 'nginx'
  | 'c'
  | 'css'
  | 'sql'
  | 'markdown'
  | 'mermaid'
  | 'diff'
  | 'text';

/** Which comment syntax applies to a fence language ('' for "no comments, compare verbatim"). */
function commentStyle(lang: string | undefined): CommentStyle {
  const l = (lang ?? '').toLowerCase();
  if (HASH_SHELL.has(l)) return 'shell';
  if (HASH_PYTHON.has(l)) return 'python';
  if (HASH_YAML.has(l)) return 'yaml';
  if (HASH_TOML.has(l)) return 'toml';
  if (HASH_LINE_START.has(l)) return 'line-start-hash';
  if (HASH_NGINX.has(l)) return 'nginx';
  if (C_LIKE.has(l)) return 'c';
  if (BLOCK_ONLY.has(l)) return 'css';
  if (SQL.has(l)) return 'sql';
  if (MARKDOWN.has(l)) return 'markdown';
  if (l === 'mermaid') return 'mermaid';
  if (l === 'diff') return 'diff';
  if (l === 'text' || l === 'txt' || l === 'plain' || l === 'plaintext') return 'text';
  return '';
}

/**
 * Removes comments from source, keeping line structure. Returns, per line, the text left and
 * whether a comment was removed from it.
 */
function stripComments(src: string, style: CommentStyle): NormalisedLine[] {
  switch (style) {
    case 'c':
      return stripCLike(src, {lineComments: true, regex: true, templates: true});
    case 'css':
      return stripCLike(src, {lineComments: false, regex: false, templates: false});
    case 'sql':
      return stripHashLike(src, {marker: '--', anywhere: true, quotes: `'"`});
    case 'shell':
      return stripHashLike(src, {marker: '#', shell: true, quotes: `'"`});
    case 'python':
      return stripHashLike(src, {marker: '#', anywhere: true, quotes: `'"`, triple: true, escapes: true});
    case 'toml':
      return stripHashLike(src, {marker: '#', anywhere: true, quotes: `'"`, triple: true});
    case 'yaml':
      return stripHashLike(src, {marker: '#', afterSpace: true, quotes: `'"`, yamlQuotes: true});
    case 'nginx':
      return stripHashLike(src, {marker: '#', afterSpace: true, quotes: `'"`});
    case 'line-start-hash':
      return src
        .split('\n')
        .map((line) => (/^\s*[#;]/.test(line) ? {text: '', commented: true} : {text: line, commented: false}));
    default:
      return src.split('\n').map((text) => ({text, commented: false}));
  }
}

interface CLikeOptions {
  /** `//` starts a comment (not in CSS). */
  lineComments: boolean;
  /** `/` may start a regex literal. */
  regex: boolean;
  /** Backticks delimit template literals with `${…}` substitutions. */
  templates: boolean;
}

/** C-family comments (`//`, `/* *\/`), aware of strings, template literals and regex literals. */
function stripCLike(src: string, {lineComments, regex, templates}: CLikeOptions): NormalisedLine[] {
  // Never empty: it starts with one line and only grows, so its last element always exists.
  const lines: [NormalisedLine, ...NormalisedLine[]] = [{text: '', commented: false}];
  const current = (): NormalisedLine => lines[lines.length - 1]!;
  const emit = (s: string) => {
    for (const ch of s) {
      if (ch === '\n') lines.push({text: '', commented: false});
      else current().text += ch;
    }
  };
  const mark = () => {
    current().commented = true;
  };
  let i = 0;
  let state: 'code' | 'string' | 'template' | 'regex' | 'regex-class' = 'code';
  let quote = '';
  let braceDepth = 0;
  const templateStack: number[] = [];
  let lastSignificant = '';
  let lastWord = '';
  const n = src.length;
  while (i < n) {
    // i < n: a character of the source.
    const c = src[i]!;
    const d = src[i + 1];
    if (state === 'code') {
      if (lineComments && c === '/' && d === '/') {
        mark();
        while (i < n && src[i] !== '\n') i++;
        continue;
      }
      if (c === '/' && d === '*') {
        mark();
        i += 2;
        while (i < n && !(src[i] === '*' && src[i + 1] === '/')) {
          if (src[i] === '\n') {
            lines.push({text: '', commented: true});
          }
          i++;
        }
        i += 2;
        continue;
      }
      if (c === '"' || c === "'" || (templates && c === '`')) {
        state = c === '`' ? 'template' : 'string';
        quote = c;
        emit(c);
        i++;
        continue;
      }
      if (regex && c === '/' && regexAllowed(lastSignificant, lastWord)) {
        state = 'regex';
        emit(c);
        i++;
        continue;
      }
      if (templates && c === '{') braceDepth++;
      if (templates && c === '}') {
        if (templateStack.length > 0 && templateStack[templateStack.length - 1] === braceDepth) {
          templateStack.pop();
          state = 'template';
          emit(c);
          i++;
          continue;
        }
        braceDepth--;
      }
      if (/[A-Za-z_$0-9]/.test(c)) {
        lastWord = /[A-Za-z_$0-9]/.test(lastSignificant) ? lastWord + c : c;
      }
      if (!/\s/.test(c)) lastSignificant = c;
      emit(c);
      i++;
      continue;
    }
    if (state === 'string') {
      if (c === '\\') {
        emit(src.slice(i, i + 2));
        i += 2;
        continue;
      }
      if (c === quote || c === '\n') state = 'code';
      if (c === quote) lastSignificant = c;
      emit(c);
      i++;
      continue;
    }
    if (state === 'template') {
      if (c === '\\') {
        emit(src.slice(i, i + 2));
        i += 2;
        continue;
      }
      if (c === '`') {
        state = 'code';
        lastSignificant = c;
      } else if (c === '$' && d === '{') {
        templateStack.push(braceDepth);
        state = 'code';
        lastSignificant = '{';
        emit('${');
        i += 2;
        continue;
      }
      emit(c);
      i++;
      continue;
    }
    // regex literal
    if (c === '\\') {
      emit(src.slice(i, i + 2));
      i += 2;
      continue;
    }
    if (c === '[') state = 'regex-class';
    else if (c === ']' && state === 'regex-class') state = 'regex';
    else if ((c === '/' && state === 'regex') || c === '\n') {
      state = 'code';
      lastSignificant = 'x';
      lastWord = '';
    }
    emit(c);
    i++;
  }
  return lines;
}

const REGEX_PRECEDERS = new Set([
  '',
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const REGEX_KEYWORDS = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);
function regexAllowed(lastSignificant: string, lastWord: string): boolean {
  if (REGEX_PRECEDERS.has(lastSignificant)) return true;
  return /[A-Za-z]/.test(lastSignificant) && REGEX_KEYWORDS.has(lastWord);
}

/**
 * How a marker-introduced comment syntax reads (see stripHashLike).
 *   shell: the marker starts a comment at the start of a word (line start, after whitespace, ; | & ( ).
 *   afterSpace: at line start or after whitespace. anywhere: wherever it is outside a string.
 *   yamlQuotes: a quote opens a string only where a YAML scalar starts.
 */
interface HashLikeOptions {
  marker: string;
  /** The characters that open a string. */
  quotes: string;
  shell?: boolean;
  afterSpace?: boolean;
  anywhere?: boolean;
  /** Tripled quotes open a multi-line string (Python, TOML). */
  triple?: boolean;
  /** A backslash escapes in single-quoted strings too (Python). */
  escapes?: boolean;
  yamlQuotes?: boolean;
}

interface Heredoc {
  word: string;
  stripTabs: boolean;
}

/** Comments introduced by a marker (`#`, `--`), aware of quotes (and, for shells, of heredocs). */
function stripHashLike(src: string, opts: HashLikeOptions): NormalisedLine[] {
  const out: NormalisedLine[] = [];
  let state: 'code' | 'string' | 'triple' = 'code';
  let quote = '';
  let heredoc: Heredoc | null = null;
  let pendingHeredoc: Heredoc | null = null;
  for (const line of src.split('\n')) {
    if (heredoc) {
      out.push({text: line, commented: false});
      const candidate = heredoc.stripTabs ? line.replace(/^\t+/, '') : line;
      if (candidate === heredoc.word) heredoc = null;
      continue;
    }
    let text = '';
    let commented = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (state === 'code') {
        if (line.startsWith(opts.marker, i) && commentStarts(line, i, opts)) {
          commented = true;
          break;
        }
        if (opts.shell && line.startsWith('<<', i) && line[i + 2] !== '<') {
          const m = /^<<(-?)\s*(['"]?)([A-Za-z_][A-Za-z0-9_]*)\2/.exec(line.slice(i));
          if (m) pendingHeredoc = {word: m[3]!, stripTabs: m[1] === '-'};
        }
        if (opts.quotes.includes(c) && (!opts.yamlQuotes || yamlScalarStart(text))) {
          if (opts.triple && line.startsWith(c.repeat(3), i)) {
            state = 'triple';
            quote = c.repeat(3);
            text += quote;
            i += 2;
            continue;
          }
          state = 'string';
          quote = c;
        }
        text += c;
        continue;
      }
      if (state === 'string') {
        if (c === '\\' && (quote === '"' || opts.escapes)) {
          text += line.slice(i, i + 2);
          i++;
          continue;
        }
        if (c === quote) state = 'code';
        text += c;
        continue;
      }
      // triple-quoted
      if (c === '\\' && opts.escapes) {
        text += line.slice(i, i + 2);
        i++;
        continue;
      }
      if (line.startsWith(quote, i)) {
        state = 'code';
        text += quote;
        i += quote.length - 1;
        continue;
      }
      text += c;
    }
    // Single-quoted strings of Python, TOML and YAML end with the line; shell ones may continue.
    if (state === 'string' && !opts.shell && !(quote === '"' && opts.yamlQuotes)) state = 'code';
    out.push({text, commented});
    if (pendingHeredoc) {
      heredoc = pendingHeredoc;
      pendingHeredoc = null;
    }
  }
  return out;
}

function commentStarts(line: string, i: number, opts: HashLikeOptions): boolean {
  if (opts.anywhere) return true;
  const prev = i === 0 ? '' : line[i - 1]!;
  if (prev === '' || /\s/.test(prev)) return true;
  return Boolean(opts.shell) && ';|&('.includes(prev);
}

function yamlScalarStart(textBefore: string): boolean {
  const t = textBefore.trimEnd();
  return t === '' || /[:\-[{,?]$/.test(t);
}

/** Directory-tree listings (├── …) may carry a translated annotation column after two spaces. */
function normaliseText(value: string): NormalisedLine[] {
  const isTree = /[├└]──/.test(value);
  return value.split('\n').map((line) => {
    if (!isTree) return {text: line, commented: false};
    const m = /^([\s│├└─]*\S+(?: \S+)*?)( {2,}|\t)\S.*$/.exec(line);
    return m ? {text: m[1]!, commented: true} : {text: line, commented: false};
  });
}

/** Mermaid: node ids, shapes, arrows and edge structure must stay; labels may be translated. */
function normaliseMermaid(value: string): NormalisedLine[] {
  const lines = value.split('\n');
  const kind = (lines.find((l) => l.trim() !== '') ?? '').trim().split(/\s+/)[0];
  return lines.map((raw) => {
    let line = raw.replace(/%%.*$/, '');
    const commented = line !== raw;
    if (
      kind === 'sequenceDiagram' ||
      kind === 'stateDiagram' ||
      kind === 'stateDiagram-v2' ||
      kind === 'classDiagram'
    ) {
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

/** Markdown samples: nested fences follow their own language; `<!-- -->` comments may change. */
function normaliseMarkdown(value: string): NormalisedLine[] {
  const out: NormalisedLine[] = [];
  const lines = value.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)(.*)$/.exec(line);
    if (!open) {
      const stripped = line.replace(/<!--.*?-->/g, '');
      out.push({text: stripped, commented: stripped !== line});
      continue;
    }
    // None of the four groups is optional: each is set when the line matched.
    const fence = open[2]!;
    const lang = open[3]!;
    out.push({text: `${open[1]}${fence}${lang}${normaliseMeta(open[4])}`, commented: false});
    let j = i + 1;
    const body: string[] = [];
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j]!))
      body.push(lines[j++]!);
    for (const l of normaliseBody(lang, body.join('\n'), '')) out.push(l);
    if (j < lines.length) out.push({text: lines[j]!, commented: false});
    i = j;
  }
  return out;
}

/** A diff's code follows the language of the file in its title (`title="config.ts"`), C-like by default. */
function normaliseDiff(value: string, meta: string | undefined): NormalisedLine[] {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta ?? '');
  // One of the three alternatives matched, so one group is set.
  const ext = title ? (title[1] ?? title[2] ?? title[3])!.split('.').pop() : 'ts';
  const style = commentStyle(ext) || 'c';
  return value.split('\n').map((line) => {
    const [prefix, rest] = /^[-+ ]/.test(line) ? [line[0]!, line.slice(1)] : ['', line];
    // One line of input gives one line of output.
    const stripped = stripComments(rest, style)[0]!;
    return {text: prefix + stripped.text, commented: stripped.commented};
  });
}

function normaliseBody(lang: string, value: string, meta: string | undefined): NormalisedLine[] {
  const style = commentStyle(lang);
  if (style === 'markdown') return normaliseMarkdown(value);
  if (style === 'mermaid') return normaliseMermaid(value);
  if (style === 'text') return normaliseText(value);
  if (style === 'diff') return normaliseDiff(value, meta);
  return stripComments(value, style);
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
  const n = Math.max(a.length, b.length);
  let differing = 0;
  let first = -1;
  for (let k = 0; k < n; k++) {
    if (a[k]?.text !== b[k]?.text) {
      differing++;
      if (first < 0) first = k;
    }
  }
  if (first < 0) return null;
  const show = (l: CodeLine | undefined) =>
    l === undefined ? '(nothing)' : JSON.stringify(l.text.length > 100 ? `${l.text.slice(0, 97)}...` : l.text);
  const at = b[first];
  const extra = differing > 1 ? ` (${differing} code lines differ)` : '';
  return {
    message: `code differs outside comments${extra}: English ${show(a[first])}, translation ${show(b[first])}`,
    line: at ? at.line + 1 : b.length ? b[b.length - 1]!.line + 1 : 1,
  };
}

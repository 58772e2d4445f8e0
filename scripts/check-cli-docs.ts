/**
 * Checks the CLI documentation against its single source of truth, `src/data/cli-commands.ts`:
 *
 * 1. the data file's shape (every command described, every flag typed, no duplicates, …);
 * 2. every `mnemora …` command line in the shell code blocks of the docs pages uses only
 *    commands, subcommands, arguments, flags and flag values that the table declares;
 * 3. the CLI page renders every command of the table with `<CliCommand path="…" />`.
 *
 * Usage: node --import tsx scripts/check-cli-docs.ts [root …]
 *   Roots default to `docs` plus every `i18n/<locale>/docusaurus-plugin-content-docs/current`.
 *   Exits 1 and prints one line per problem (file:line: what) when anything is wrong.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseMarkdownHeadingId} from '@docusaurus/utils';
import {z} from 'zod';
import {
  cliCommandAnchor,
  cliCommandGroups,
  cliCommands,
  cliGlobalFlags,
  cliValueTypes,
  type CliCommand,
  type CliCommandGroup,
  type CliFlag,
} from '../src/data/cli-commands';
import {
  codeBlocks,
  formatOf,
  MarkdownParseError,
  markdownFiles,
  parseMarkdown,
  walkTree,
} from '../src/lib/markdown-toolkit';
import {shellTokens, type ShellOperator} from '../packages/api-model/shell';

export interface CliTable {
  readonly commands: readonly CliCommand[];
  readonly groups: readonly CliCommandGroup[];
  readonly globalFlags: readonly CliFlag[];
}

export const defaultCliTable: CliTable = {
  commands: cliCommands,
  groups: cliCommandGroups,
  globalFlags: cliGlobalFlags,
};

const repoRoot = path.resolve(__dirname, '..');

// ---------------------------------------------------------------------------------------------
// 1. Data file schema
// ---------------------------------------------------------------------------------------------

const commandWord = /^[a-z][a-z0-9-]*$/;
const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** Why `value` is not a valid value of a flag; null when it is. */
function valueProblem(flag: Pick<CliFlag, 'type' | 'values'>, value: string): string | null {
  switch (flag.type) {
    case 'enum':
      return flag.values?.includes(value) ? null : `expected one of ${flag.values?.join(', ')}, got "${value}"`;
    case 'integer':
      return /^-?\d+$/.test(value) ? null : `expected an integer, got "${value}"`;
    case 'number':
      return value.trim() !== '' && Number.isFinite(Number(value)) ? null : `expected a number, got "${value}"`;
    case 'timestamp':
      return rfc3339.test(value) || flag.values?.includes(value) ? null : `expected an RFC 3339 time, got "${value}"`;
    case 'key=value':
      return /^[^=\s]+=/.test(value) ? null : `expected key=value, got "${value}"`;
    default:
      return null;
  }
}

/** A string matching `pattern`; the message quotes the value that does not. */
const matching = (pattern: RegExp, what: string) =>
  z.string().regex(pattern, {error: (issue) => what.replace('%', () => JSON.stringify(issue.input))});
/** Prose of at least `min` characters besides blanks. */
const prose = (min: number, message: string) =>
  z.string({error: message}).refine((text) => text.trim().length >= min, message);

const flagSchema = z
  .object({
    name: matching(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'name % is not kebab-case without dashes'),
    short: matching(/^[a-zA-Z]$/, 'short alias % must be one letter').optional(),
    type: z.literal(cliValueTypes, {
      error: (issue) => `type ${JSON.stringify(issue.input)} is not one of ${cliValueTypes.join(', ')}`,
    }),
    values: z
      .array(z.string())
      .refine((values) => new Set(values).size === values.length, 'duplicate values')
      .optional(),
    placeholder: z.string().optional(),
    default: z.union([z.string(), z.number(), z.boolean()]).optional(),
    repeatable: z.boolean().optional(),
    required: z.boolean().optional(),
    env: matching(/^[A-Z][A-Z0-9_]*$/, 'env % is not an environment variable name').optional(),
    description: prose(10, 'missing description'),
  })
  .superRefine((flag, ctx) => {
    const problem = (message: string) => ctx.addIssue({code: 'custom', message});
    if (flag.type === 'enum' && (flag.values?.length ?? 0) < 2) problem('enum flag needs at least two values');
    if (flag.values && flag.type !== 'enum' && flag.type !== 'timestamp') {
      problem('values are only allowed on enum and timestamp flags');
    }
    if (flag.type === 'boolean' && (flag.repeatable || flag.required)) {
      problem('a boolean flag cannot be repeatable or required');
    }
    if (flag.default === undefined) return;
    const expected =
      flag.type === 'boolean' ? 'boolean' : flag.type === 'integer' || flag.type === 'number' ? 'number' : 'string';
    const invalid = flag.type === 'boolean' ? null : valueProblem(flag, String(flag.default));
    if (typeof flag.default !== expected) problem(`default ${JSON.stringify(flag.default)} is not a ${expected}`);
    else if (invalid) problem(`default ${JSON.stringify(flag.default)} is invalid: ${invalid}`);
  });

const pathWords = 'path must be one or two lowercase words';

const tableSchema = z.object({
  globalFlags: z.array(flagSchema),
  groups: z.array(z.object({name: matching(commandWord, 'bad name %'), summary: prose(10, 'missing summary')})),
  commands: z.array(
    z.object({
      path: z.array(z.string().regex(commandWord, pathWords)).min(1, pathWords).max(2, pathWords),
      summary: prose(10, 'missing description (summary)'),
      args: z.array(
        z.object({
          name: matching(/^[a-z][a-z0-9_]*$/, 'bad name %'),
          required: z.boolean(),
          variadic: z.boolean().optional(),
          values: z.array(z.string()).optional(),
          description: prose(5, 'missing description'),
        }),
      ),
      flags: z.array(flagSchema),
      operations: z.array(
        z.object({
          operationId: matching(/^[a-z][A-Za-z0-9]*$/, 'bad operationId %'),
          method: z.enum(['GET', 'POST', 'PATCH', 'DELETE']),
          path: matching(/^\/(?!v1)/, 'path % must start with / and omit /v1'),
        }),
      ),
      example: z.string().startsWith('mnemora ', 'example must start with "mnemora "'),
    }),
  ),
});

/** Where in the table a schema problem is, from its path: `command "memories add" flag --tag`. */
function placeOf(table: CliTable, [list, index, field, item]: readonly PropertyKey[]): string {
  if (list === 'globalFlags') return `global flag --${String(table.globalFlags[Number(index)]?.name)}`;
  if (list === 'groups') return `group ${String(table.groups[Number(index)]?.name)}`;
  const command = table.commands[Number(index)];
  const name = `command "${command?.path.join(' ')}"`;
  if (typeof item !== 'number') return name;
  if (field === 'flags') return `${name} flag --${String(command?.flags[item]?.name)}`;
  if (field === 'args') return `${name} argument ${command?.args[item]?.name}`;
  if (field === 'operations') return `${name} operation ${command?.operations[item]?.operationId}`;
  return name;
}

/** The items of `list` whose key an earlier item, or `taken`, already has. */
function repeated<T>(list: readonly T[], key: (item: T) => string | undefined, taken = new Set<string>()): T[] {
  const seen = new Set(taken);
  return list.filter((item) => {
    const value = key(item);
    if (value === undefined) return false;
    const again = seen.has(value);
    seen.add(value);
    return again;
  });
}

/** Every problem of the data file's shape, one message each; empty when the table is sound. */
export function validateCliTable(table: CliTable = defaultCliTable): string[] {
  const problems = (tableSchema.safeParse(table).error?.issues ?? []).map(
    (issue) => `${placeOf(table, issue.path)}: ${issue.message}`,
  );
  // Rules across items run on the table as given, so they report even when a field is malformed.
  const globalNames = new Set(table.globalFlags.map((f) => f.name));
  const globalShorts = new Set(table.globalFlags.flatMap((f) => f.short ?? []));
  for (const flag of repeated(table.globalFlags, (f) => f.name)) problems.push(`global flag --${flag.name}: duplicate`);
  for (const flag of repeated(table.globalFlags, (f) => f.short)) {
    problems.push(`global flag --${flag.name}: duplicate short -${flag.short}`);
  }

  const groupNames = new Set(table.groups.map((g) => g.name));
  for (const group of repeated(table.groups, (g) => g.name)) problems.push(`group ${group.name}: duplicate`);
  for (const group of table.groups) {
    if (!table.commands.some((c) => c.path.length === 2 && c.path[0] === group.name)) {
      problems.push(`group ${group.name}: has no subcommands`);
    }
  }

  const duplicates = new Set(repeated(table.commands, (c) => c.path.join(' ')));
  for (const command of table.commands) {
    const name = `command "${command.path.join(' ')}"`;
    if (duplicates.has(command)) problems.push(`${name}: duplicate command`);
    const first = command.path[0] ?? '';
    if (command.path.length === 2 && !groupNames.has(first)) {
      problems.push(`${name}: group ${first} is not declared in cliCommandGroups`);
    }
    if (command.path.length === 1 && groupNames.has(first)) {
      problems.push(`${name}: ${first} is a group and cannot also be a command`);
    }

    for (const flag of repeated(command.flags, (f) => f.name)) problems.push(`${name} flag --${flag.name}: duplicate`);
    for (const flag of command.flags.filter((f) => globalNames.has(f.name))) {
      problems.push(`${name} flag --${flag.name}: duplicates a global flag`);
    }
    for (const flag of repeated(command.flags, (f) => f.short, globalShorts)) {
      problems.push(`${name} flag --${flag.name}: short -${flag.short} is already taken`);
    }

    for (const arg of repeated(command.args, (a) => a.name)) problems.push(`${name} argument ${arg.name}: duplicate`);
    command.args.forEach((arg, index) => {
      if (arg.variadic && index !== command.args.length - 1) {
        problems.push(`${name} argument ${arg.name}: only the last argument may be variadic`);
      }
      if (arg.required && command.args.slice(0, index).some((a) => !a.required)) {
        problems.push(`${name} argument ${arg.name}: a required argument cannot follow an optional one`);
      }
    });

    for (const op of repeated(command.operations, (o) => o.operationId)) {
      problems.push(`${name}: duplicate operation ${op.operationId}`);
    }

    if (typeof command.example === 'string' && command.example.startsWith('mnemora ')) {
      const parsed = parseCommandLine(command.example, table);
      for (const p of parsed.problems) problems.push(`${name}: example ${JSON.stringify(command.example)}: ${p}`);
      if (parsed.command && parsed.command !== command) {
        problems.push(`${name}: example runs "${parsed.command.path.join(' ')}" instead`);
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// 2. Extracting `mnemora …` command lines from Markdown
// ---------------------------------------------------------------------------------------------

const shellLanguages = new Set(['bash', 'sh', 'shell', 'zsh', 'fish', 'console', 'shell-session', 'bash-session']);

/** Languages whose lines start with a `$ ` prompt and mix commands with output. */
const promptLanguages = new Set(['console', 'shell-session', 'bash-session']);

interface Word {
  readonly text: string;
  /** Contains a parameter expansion or command substitution: its value is unknown. */
  readonly dynamic: boolean;
}

interface CommandLine {
  /** 1-based line in the file where the command starts. */
  readonly line: number;
  /** The arguments after `mnemora`. */
  readonly args: readonly Word[];
  /** The command as written, for messages. */
  readonly text: string;
}

// shell-quote replaces `$NAME` (and the `$` of `$(`) with what the env function returns: the text
// as written, behind a mark that tells a word with an unknown value from a literal one.
const expansion = '\u0000';
const expand = (name: string): string => `${expansion}$${name}`;
const wordOf = (text: string): Word => ({text: text.replaceAll(expansion, ''), dynamic: text.includes(expansion)});
/** A `$(…)` that double quotes kept inside a word. */
const quotedSubstitution = new RegExp(`${expansion}\\$\\((.*)\\)`, 's');

const redirections = new Set(['<', '<<', '<<-', '<<<', '<&', '<>', '>', '>>', '>&', '>|', '&>', '&>>']);
const prefixCommands = new Set(['time', 'exec', 'command', 'sudo', 'env', 'then', 'do', 'else', '!', 'xargs']);

/** The `mnemora` invocation that a simple command's words make, if they make one. */
function invocationOf(words: readonly Word[]): {args: Word[]; text: string} | null {
  let k = 0;
  const skipped = (text = '') => /^[A-Za-z_][A-Za-z0-9_]*=/.test(text) || prefixCommands.has(text);
  while (k < words.length && skipped(words[k]?.text)) k += 1;
  let args: Word[] | null = null;
  if (words[k]?.text === 'mnemora') args = words.slice(k + 1);
  else if (words[k]?.text === 'npx') {
    let m = k + 1;
    while (m < words.length && (words[m]?.text ?? '').startsWith('-')) m += 1;
    if (/^@mnemora\/cli(@\S+)?$/.test(words[m]?.text ?? '')) args = words.slice(m + 1);
  }
  return args && {args, text: ['mnemora', ...args.map((w) => w.text)].join(' ')};
}

/**
 * Adds the invocations of the commands from `tokens[start]` up to the `)` that closes them (or
 * the end) to `found`; returns the index after that `)`.
 */
function scan(tokens: readonly (string | ShellOperator)[], start: number, found: CommandLine[], line: number): number {
  let words: Word[] = [];
  const finish = () => {
    const invocation = invocationOf(words);
    if (invocation) found.push({line, ...invocation});
    words = [];
  };
  let i = start;
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    i += 1;
    if (typeof token === 'string') {
      words.push(wordOf(token));
      const quoted = quotedSubstitution.exec(token)?.[1];
      if (quoted !== undefined) found.push(...findInvocations(quoted, line));
    } else if (token.op === ')') {
      break;
    } else if (token.op.endsWith('(')) {
      // `$(…)` is part of the word it is in; `(…)`, `<(…)` and `>(…)` are commands of their own.
      const last = words.at(-1);
      if (token.op === '(' && last?.dynamic && last.text.endsWith('$')) {
        words[words.length - 1] = {text: `${last.text}(…)`, dynamic: true};
      } else finish();
      i = scan(tokens, i, found, line);
    } else if (redirections.has(token.op)) {
      if (typeof tokens[i] === 'string') i += 1; // the redirection's target
    } else finish();
  }
  finish();
  return i;
}

/** `mnemora` invocations in one logical line of shell. */
function findInvocations(source: string, line = 1): CommandLine[] {
  // shell-quote reads neither backticks nor a descriptor number before a redirection (`2>`).
  const text = source.replace(/`([^`]*)`/g, '$($1)').replace(/(^|[\s;&|()])\d+(?=[<>])/g, '$1');
  const tokens = shellTokens(text, expand);
  const found: CommandLine[] = [];
  for (let i = 0; i < tokens.length;) i = scan(tokens, i, found, line);
  return found;
}

/** Every `mnemora …` command line in the shell code blocks of a Markdown document. */
export function extractCommandLines(markdown: string, format: 'mdx' | 'detect' = 'detect'): CommandLine[] {
  const result: CommandLine[] = [];
  for (const block of codeBlocks(parseMarkdown(markdown, {format}))) {
    const lang = block.lang.toLowerCase();
    if (!shellLanguages.has(lang)) continue;
    const prompt = promptLanguages.has(lang);
    const lines = block.value.split('\n');
    let heredoc: string | null = null;
    for (let i = 0; i < lines.length; i += 1) {
      const startIndex = i;
      let raw = lines[i] ?? '';
      if (heredoc !== null) {
        if (raw.trim() === heredoc) heredoc = null;
        continue;
      }
      if (prompt) {
        const m = /^\s*[$%>]\s+(.*)$/.exec(raw);
        if (!m) continue; // output line
        raw = m[1] ?? '';
      }
      // Join backslash continuations into one logical line.
      let logical = raw;
      while (/\\\s*$/.test(logical) && i + 1 < lines.length) {
        i += 1;
        let next = lines[i] ?? '';
        if (prompt) next = next.replace(/^\s*>\s?/, '');
        logical = `${logical.replace(/\\\s*$/, '')} ${next}`;
      }
      const doc = /<<-?\s*['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?/.exec(logical);
      if (doc) heredoc = doc[1] ?? null;
      // The block's line is its opening fence.
      if (/\bmnemora\b|@mnemora\/cli/.test(logical))
        result.push(...findInvocations(logical, block.line + 1 + startIndex));
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// 3. Checking one command line against the table
// ---------------------------------------------------------------------------------------------

interface ParsedCommandLine {
  readonly command: CliCommand | null;
  readonly problems: string[];
}

/** Parses the words after `mnemora` (or a whole line starting with `mnemora`). */
function parseCommandLine(input: string | readonly Word[], table: CliTable): ParsedCommandLine {
  const words = typeof input === 'string' ? (findInvocations(input)[0]?.args ?? []) : input;
  const problems: string[] = [];
  const globals = new Map(table.globalFlags.map((f) => [f.name, f]));
  const globalShorts = new Map(table.globalFlags.flatMap((f) => (f.short ? [[f.short, f] as const] : [])));
  const groups = new Set(table.groups.map((g) => g.name));
  let command: CliCommand | null = null;
  let group: string | null = null;
  const positionals: Word[] = [];
  const seen = new Map<string, number>();
  let help = false;
  let onlyPositionals = false;

  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] as Word;
    const text = word.text;
    if (!onlyPositionals && text === '--') {
      onlyPositionals = true;
      continue;
    }
    if (!onlyPositionals && text.startsWith('-') && text !== '-' && !/^-\d/.test(text)) {
      const where = command
        ? `"mnemora ${command.path.join(' ')}"`
        : 'mnemora (before the command, only global flags are allowed)';
      // `--name`, `--name=value` or `-x`.
      const [, name = text.slice(1), inline] = /^--([^=]*)(?:=(.*))?$/s.exec(text) ?? [];
      const long = text.startsWith('--');
      if (!long && name.length !== 1) {
        problems.push(`unknown flag ${text} for ${where} (short flags are single letters)`);
        continue;
      }
      const flag = long
        ? (globals.get(name) ?? command?.flags.find((f) => f.name === name))
        : (globalShorts.get(name) ?? command?.flags.find((f) => f.short === name));
      if (!flag) {
        problems.push(`unknown flag ${long ? '--' : '-'}${name} for ${where}`);
        continue;
      }
      if (flag.name === 'help' || flag.name === 'version') help = true;
      const count = (seen.get(flag.name) ?? 0) + 1;
      seen.set(flag.name, count);
      if (count > 1 && !flag.repeatable)
        problems.push(`flag --${flag.name} given more than once but is not repeatable`);
      if (flag.type === 'boolean') {
        if (inline !== undefined) problems.push(`flag --${flag.name} is boolean and takes no value`);
        continue;
      }
      // The value is in the word (`--name=value`) or is the next word, which it then uses up.
      const value = inline !== undefined ? {text: inline, dynamic: word.dynamic} : words[++i];
      if (value === undefined) {
        problems.push(`flag --${flag.name} needs a value`);
        continue;
      }
      if (!value.dynamic) {
        const problem = valueProblem(flag, value.text);
        if (problem) problems.push(`flag --${flag.name}: ${problem}`);
      }
      continue;
    }
    // A positional word: extends the command path until a command is found.
    if (!command) {
      if (!group && groups.has(text)) {
        group = text;
        continue;
      }
      const wanted = group ? [group, text] : [text];
      command =
        table.commands.find((c) => c.path.length === wanted.length && c.path.every((w, k) => w === wanted[k])) ?? null;
      if (!command) {
        problems.push(group ? `unknown subcommand "${text}" of "mnemora ${group}"` : `unknown command "${text}"`);
        return {command: null, problems};
      }
      continue;
    }
    positionals.push(word);
  }

  if (!command) {
    if (!help) problems.push(group ? `"mnemora ${group}" needs a subcommand` : 'no command given');
    return {command, problems};
  }
  if (help) return {command, problems};

  const required = command.args.filter((a) => a.required).length;
  const variadic = command.args.some((a) => a.variadic);
  const name = `"mnemora ${command.path.join(' ')}"`;
  if (positionals.length < required) {
    const missing = command.args
      .slice(positionals.length)
      .filter((a) => a.required)
      .map((a) => `<${a.name}>`);
    problems.push(`${name} is missing ${missing.join(' ')}`);
  }
  if (!variadic && positionals.length > command.args.length) {
    const extra = positionals.slice(command.args.length).map((w) => w.text);
    problems.push(
      `${name} takes ${command.args.length} argument(s); unexpected ${extra.map((e) => `"${e}"`).join(', ')}`,
    );
  }
  positionals.forEach((word, index) => {
    const arg = command.args[Math.min(index, command.args.length - 1)];
    if (arg?.values && !word.dynamic && !arg.values.includes(word.text)) {
      problems.push(`${name} argument <${arg.name}>: expected one of ${arg.values.join(', ')}, got "${word.text}"`);
    }
  });
  for (const flag of command.flags) {
    if (flag.required && !seen.has(flag.name)) problems.push(`${name} needs --${flag.name}`);
  }
  return {command, problems};
}

/** Problems of one command line; empty when the table accepts it. */
export function checkCommandLine(input: string | readonly Word[], table: CliTable = defaultCliTable): string[] {
  return parseCommandLine(input, table).problems;
}

// ---------------------------------------------------------------------------------------------
// 4. Walking the docs
// ---------------------------------------------------------------------------------------------

/** `docs` plus every locale's docs translation folder that exists. */
export function defaultDocsRoots(base: string = repoRoot): string[] {
  const i18n = path.join(base, 'i18n');
  const locales = existsSync(i18n) ? readdirSync(i18n).sort() : [];
  const translated = locales.map((locale) => path.join(i18n, locale, 'docusaurus-plugin-content-docs', 'current'));
  return [path.join(base, 'docs'), ...translated.filter((dir) => existsSync(dir))];
}

/** Checks every `mnemora …` line in the Markdown files under `roots`. */
export function checkCliSamples(
  roots: readonly string[],
  table: CliTable = defaultCliTable,
): {files: number; samples: number; problems: string[]} {
  const problems: string[] = [];
  let files = 0;
  let samples = 0;
  for (const root of roots) {
    for (const file of markdownFiles(root).map((rel) => path.join(root, rel))) {
      files += 1;
      const rel = path.relative(process.cwd(), file) || file;
      try {
        for (const line of extractCommandLines(readFileSync(file, 'utf8'), formatOf(file))) {
          samples += 1;
          for (const problem of checkCommandLine(line.args, table)) {
            problems.push(`${rel}:${line.line}: ${problem} — in \`${line.text}\``);
          }
        }
      } catch (err) {
        if (!(err instanceof MarkdownParseError)) throw err;
        problems.push(`${rel}:${err.line}: does not parse: ${err.reason}`);
      }
    }
  }
  return {files, samples, problems};
}

// ---------------------------------------------------------------------------------------------
// 5. The CLI page renders every command
// ---------------------------------------------------------------------------------------------

/** Problems of the CLI page: commands of the table it does not render, or paths it invents. */
export function checkCliPage(markdown: string, file: string, table: CliTable = defaultCliTable): string[] {
  const problems: string[] = [];
  const rendered = new Set<string>();
  let lastHeadingId: string | undefined;
  walkTree(parseMarkdown(markdown, {format: formatOf(file)}), (node) => {
    if (node.type === 'heading' && node.depth >= 2) {
      const last = node.children.at(-1);
      lastHeadingId = last?.type === 'text' ? parseMarkdownHeadingId(last.value).id : undefined;
    }
    if ((node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') || node.name !== 'CliCommand') return;
    const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'path')?.value;
    const p = typeof attribute === 'string' ? attribute : '';
    const at = `${file}:${node.position?.start.line ?? 1}: <CliCommand path="${p}" />`;
    const anchor = cliCommandAnchor(p.split(' '));
    if (lastHeadingId !== anchor) {
      problems.push(`${at} needs a heading with {#${anchor}} right above it (the command table links there)`);
    }
    lastHeadingId = undefined;
    if (rendered.has(p)) problems.push(`${at} rendered twice`);
    rendered.add(p);
    if (!table.commands.some((c) => c.path.join(' ') === p)) {
      problems.push(`${at} names a command that src/data/cli-commands.ts lacks`);
    }
  });
  for (const command of table.commands) {
    const p = command.path.join(' ');
    if (!rendered.has(p))
      problems.push(`${file}: command "mnemora ${p}" is not rendered (add <CliCommand path="${p}" />)`);
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const args = process.argv.slice(2);
  const roots = args.length > 0 ? args.map((a) => path.resolve(a)) : defaultDocsRoots();
  const problems = [...validateCliTable().map((p) => `src/data/cli-commands.ts: ${p}`)];
  const report = checkCliSamples(roots);
  problems.push(...report.problems);
  for (const root of roots) {
    const page = path.join(root, 'sdks', 'cli.md');
    if (existsSync(page))
      problems.push(...checkCliPage(readFileSync(page, 'utf8'), path.relative(process.cwd(), page)));
  }
  for (const p of problems) console.error(p);
  console.log(
    `check-cli-docs: ${report.samples} mnemora command line(s) in ${report.files} file(s), ${problems.length} problem(s)`,
  );
  process.exitCode = problems.length > 0 ? 1 : 0;
}

if (require.main === module) main();

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
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
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

const kebab = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const commandWord = /^[a-z][a-z0-9-]*$/;
const operationId = /^[a-z][A-Za-z0-9]*$/;

function checkFlag(flag: CliFlag, where: string, problems: string[]): void {
  const label = `${where} flag --${String(flag.name)}`;
  if (typeof flag.name !== 'string' || !kebab.test(flag.name)) {
    problems.push(`${where}: flag name ${JSON.stringify(flag.name)} is not kebab-case without dashes`);
  }
  if (!cliValueTypes.includes(flag.type)) {
    problems.push(`${label}: type ${JSON.stringify(flag.type)} is not one of ${cliValueTypes.join(', ')}`);
  }
  if (typeof flag.description !== 'string' || flag.description.trim().length < 10) {
    problems.push(`${label}: missing description`);
  }
  if (flag.short !== undefined && !/^[a-zA-Z]$/.test(flag.short)) {
    problems.push(`${label}: short alias ${JSON.stringify(flag.short)} must be one letter`);
  }
  if (flag.type === 'enum' && (!flag.values || flag.values.length < 2)) {
    problems.push(`${label}: enum flag needs at least two values`);
  }
  if (flag.values && flag.type !== 'enum' && flag.type !== 'timestamp') {
    problems.push(`${label}: values are only allowed on enum and timestamp flags`);
  }
  if (flag.values && new Set(flag.values).size !== flag.values.length) {
    problems.push(`${label}: duplicate values`);
  }
  if (flag.type === 'boolean' && (flag.repeatable || flag.required)) {
    problems.push(`${label}: a boolean flag cannot be repeatable or required`);
  }
  if (flag.default !== undefined) {
    const problem = valueProblem(flag, String(flag.default));
    const expected =
      flag.type === 'boolean' ? 'boolean' : flag.type === 'integer' || flag.type === 'number' ? 'number' : 'string';
    if (typeof flag.default !== expected) {
      problems.push(`${label}: default ${JSON.stringify(flag.default)} is not a ${expected}`);
    } else if (flag.type !== 'boolean' && problem) {
      problems.push(`${label}: default ${JSON.stringify(flag.default)} is invalid: ${problem}`);
    }
  }
  if (flag.env !== undefined && !/^[A-Z][A-Z0-9_]*$/.test(flag.env)) {
    problems.push(`${label}: env ${JSON.stringify(flag.env)} is not an environment variable name`);
  }
}

/** Every problem of the data file's shape, one message each; empty when the table is sound. */
export function validateCliTable(table: CliTable = defaultCliTable): string[] {
  const problems: string[] = [];
  const globalNames = new Set<string>();
  const globalShorts = new Set<string>();
  for (const flag of table.globalFlags) {
    checkFlag(flag, 'global', problems);
    if (globalNames.has(flag.name)) problems.push(`global flag --${flag.name}: duplicate`);
    globalNames.add(flag.name);
    if (flag.short) {
      if (globalShorts.has(flag.short)) problems.push(`global flag --${flag.name}: duplicate short -${flag.short}`);
      globalShorts.add(flag.short);
    }
  }

  const groupNames = new Set<string>();
  for (const group of table.groups) {
    if (!commandWord.test(group.name)) problems.push(`group ${JSON.stringify(group.name)}: bad name`);
    if (groupNames.has(group.name)) problems.push(`group ${group.name}: duplicate`);
    groupNames.add(group.name);
    if (typeof group.summary !== 'string' || group.summary.trim().length < 10) {
      problems.push(`group ${group.name}: missing summary`);
    }
    if (!table.commands.some((c) => c.path.length === 2 && c.path[0] === group.name)) {
      problems.push(`group ${group.name}: has no subcommands`);
    }
  }

  const paths = new Set<string>();
  for (const command of table.commands) {
    const name = `command "${command.path.join(' ')}"`;
    if (command.path.length < 1 || command.path.length > 2 || !command.path.every((w) => commandWord.test(w))) {
      problems.push(`${name}: path must be one or two lowercase words`);
    }
    const key = command.path.join(' ');
    if (paths.has(key)) problems.push(`${name}: duplicate command`);
    paths.add(key);
    const first = command.path[0] ?? '';
    if (command.path.length === 2 && !groupNames.has(first)) {
      problems.push(`${name}: group ${first} is not declared in cliCommandGroups`);
    }
    if (command.path.length === 1 && groupNames.has(first)) {
      problems.push(`${name}: ${first} is a group and cannot also be a command`);
    }
    if (typeof command.summary !== 'string' || command.summary.trim().length < 10) {
      problems.push(`${name}: missing description (summary)`);
    }

    const names = new Set<string>();
    const shorts = new Set<string>();
    for (const flag of command.flags) {
      checkFlag(flag, name, problems);
      if (names.has(flag.name)) problems.push(`${name} flag --${flag.name}: duplicate`);
      if (globalNames.has(flag.name)) problems.push(`${name} flag --${flag.name}: duplicates a global flag`);
      names.add(flag.name);
      if (flag.short) {
        if (shorts.has(flag.short) || globalShorts.has(flag.short)) {
          problems.push(`${name} flag --${flag.name}: short -${flag.short} is already taken`);
        }
        shorts.add(flag.short);
      }
    }

    const argNames = new Set<string>();
    let optionalSeen = false;
    command.args.forEach((arg, index) => {
      if (!/^[a-z][a-z0-9_]*$/.test(arg.name)) problems.push(`${name} argument ${arg.name}: bad name`);
      if (argNames.has(arg.name)) problems.push(`${name} argument ${arg.name}: duplicate`);
      argNames.add(arg.name);
      if (typeof arg.description !== 'string' || arg.description.trim().length < 5) {
        problems.push(`${name} argument ${arg.name}: missing description`);
      }
      if (arg.variadic && index !== command.args.length - 1) {
        problems.push(`${name} argument ${arg.name}: only the last argument may be variadic`);
      }
      if (arg.required && optionalSeen) {
        problems.push(`${name} argument ${arg.name}: a required argument cannot follow an optional one`);
      }
      if (!arg.required) optionalSeen = true;
    });

    const ops = new Set<string>();
    for (const op of command.operations) {
      if (!operationId.test(op.operationId)) problems.push(`${name}: bad operationId ${op.operationId}`);
      if (ops.has(op.operationId)) problems.push(`${name}: duplicate operation ${op.operationId}`);
      ops.add(op.operationId);
      if (!op.path.startsWith('/') || op.path.startsWith('/v1')) {
        problems.push(`${name}: operation ${op.operationId} path ${op.path} must start with / and omit /v1`);
      }
    }

    if (typeof command.example !== 'string' || !command.example.startsWith('mnemora ')) {
      problems.push(`${name}: example must start with "mnemora "`);
    } else {
      for (const p of checkCommandLine(command.example, table)) {
        problems.push(`${name}: example ${JSON.stringify(command.example)}: ${p}`);
      }
      const parsed = parseCommandLine(command.example, table);
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

export interface CodeBlock {
  readonly lang: string;
  readonly meta: string;
  /** 1-based line number of the first content line. */
  readonly startLine: number;
  readonly lines: readonly string[];
}

/** Fenced code blocks of a Markdown/MDX document (``` or ~~~, any indentation, nesting-aware). */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split(/\r?\n/);
  const blocks: CodeBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) {
      i += 1;
      continue;
    }
    const indent = open[1]?.length ?? 0;
    const fence = open[2] ?? '```';
    const lang = (open[3] ?? '').toLowerCase();
    const meta = open[4] ?? '';
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]?.[0] === fence[0] && (close[1]?.length ?? 0) >= fence.length) break;
      body.push(line.slice(Math.min(indent, line.length - line.trimStart().length)));
    }
    blocks.push({lang, meta, startLine: i + 2, lines: body});
    i = j + 1;
  }
  return blocks;
}

export const shellLanguages = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'fish',
  'console',
  'shell-session',
  'bash-session',
]);

/** Languages whose lines start with a `$ ` prompt and mix commands with output. */
const promptLanguages = new Set(['console', 'shell-session', 'bash-session']);

interface Word {
  readonly text: string;
  /** Contains a parameter expansion or command substitution: its value is unknown. */
  readonly dynamic: boolean;
}
type Token = {kind: 'word'; word: Word} | {kind: 'op'; op: string};

export interface CommandLine {
  /** 1-based line in the file where the command starts. */
  readonly line: number;
  /** The arguments after `mnemora`. */
  readonly args: readonly Word[];
  /** The command as written, for messages. */
  readonly text: string;
}

/** Splits shell text into words and operators, returning nested `$(…)`/backtick bodies too. */
function tokenize(source: string, nested: string[]): Token[] {
  const tokens: Token[] = [];
  let buf = '';
  let inWord = false;
  let dynamic = false;
  const flush = () => {
    if (inWord) tokens.push({kind: 'word', word: {text: buf, dynamic}});
    buf = '';
    inWord = false;
    dynamic = false;
  };
  const readSubstitution = (start: number): number => {
    // `start` points just after `$(`; returns the index after the matching `)`.
    let depth = 1;
    let k = start;
    let quote: string | null = null;
    for (; k < source.length; k += 1) {
      const ch = source[k];
      if (quote) {
        if (ch === '\\' && quote === '"') k += 1;
        else if (ch === quote) quote = null;
        continue;
      }
      if (ch === "'" || ch === '"') quote = ch;
      else if (ch === '\\') k += 1;
      else if (ch === '(') depth += 1;
      else if (ch === ')') {
        depth -= 1;
        if (depth === 0) break;
      }
    }
    nested.push(source.slice(start, k));
    return k + 1;
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i] ?? '';
    if (ch === '\\') {
      if (source[i + 1] === '\n') {
        i += 2;
        continue;
      }
      buf += source[i + 1] ?? '';
      inWord = true;
      i += 2;
      continue;
    }
    if (ch === "'") {
      const end = source.indexOf("'", i + 1);
      const stop = end === -1 ? source.length : end;
      buf += source.slice(i + 1, stop);
      inWord = true;
      i = stop + 1;
      continue;
    }
    if (ch === '"') {
      inWord = true;
      let k = i + 1;
      for (; k < source.length && source[k] !== '"'; k += 1) {
        const c = source[k];
        if (c === '\\') {
          buf += source[k + 1] ?? '';
          k += 1;
        } else if (c === '$' && source[k + 1] === '(') {
          k = readSubstitution(k + 2) - 1;
          buf += '$(…)';
          dynamic = true;
        } else if (c === '`') {
          const end = source.indexOf('`', k + 1);
          nested.push(source.slice(k + 1, end === -1 ? source.length : end));
          k = end === -1 ? source.length : end;
          dynamic = true;
        } else {
          if (c === '$') dynamic = true;
          buf += c;
        }
      }
      i = k + 1;
      continue;
    }
    if (ch === '$' && source[i + 1] === '(') {
      i = readSubstitution(i + 2);
      buf += '$(…)';
      inWord = true;
      dynamic = true;
      continue;
    }
    if (ch === '`') {
      const end = source.indexOf('`', i + 1);
      nested.push(source.slice(i + 1, end === -1 ? source.length : end));
      i = end === -1 ? source.length : end + 1;
      buf += '$(…)';
      inWord = true;
      dynamic = true;
      continue;
    }
    if (ch === '#' && !inWord) {
      const end = source.indexOf('\n', i);
      i = end === -1 ? source.length : end;
      continue;
    }
    if (ch === '\n') {
      flush();
      tokens.push({kind: 'op', op: '\n'});
      i += 1;
      continue;
    }
    if (ch === ' ' || ch === '\t') {
      flush();
      i += 1;
      continue;
    }
    if (ch === '<' || ch === '>') {
      if (inWord && /^\d+$/.test(buf)) {
        buf = '';
        inWord = false;
      }
      flush();
      const op = /^(<<<|<<-|<<|<&|<>|<|>>|>&|>\||>)/.exec(source.slice(i))?.[0] ?? ch;
      tokens.push({kind: 'op', op});
      i += op.length;
      continue;
    }
    if (ch === '|' || ch === '&' || ch === ';' || ch === '(' || ch === ')') {
      flush();
      const op = /^(\|\||&&|&>>|&>|\|&|;;|[|&;()])/.exec(source.slice(i))?.[0] ?? ch;
      tokens.push({kind: 'op', op});
      i += op.length;
      continue;
    }
    if (ch === '$') dynamic = true;
    buf += ch;
    inWord = true;
    i += 1;
  }
  flush();
  return tokens;
}

const redirections = new Set(['<', '<<', '<<-', '<<<', '<&', '<>', '>', '>>', '>&', '>|', '&>', '&>>']);
const prefixCommands = new Set(['time', 'exec', 'command', 'sudo', 'env', 'then', 'do', 'else', '!', 'xargs']);

/** `mnemora` invocations in a piece of shell source, with the words after the program name. */
function findInvocations(source: string): {args: Word[]; text: string}[] {
  const nested: string[] = [];
  const tokens = tokenize(source, nested);
  const found: {args: Word[]; text: string}[] = [];
  let words: Word[] = [];
  const finish = () => {
    let k = 0;
    while (k < words.length) {
      const text = words[k]?.text ?? '';
      if (/^[A-Za-z_][A-Za-z0-9_]*=/.test(text) || prefixCommands.has(text)) k += 1;
      else break;
    }
    const program = words[k]?.text;
    let args: Word[] | null = null;
    if (program === 'mnemora') args = words.slice(k + 1);
    else if (program === 'npx') {
      let m = k + 1;
      while (m < words.length && (words[m]?.text ?? '').startsWith('-')) m += 1;
      if (/^@mnemora\/cli(@[^\s]+)?$/.test(words[m]?.text ?? '')) args = words.slice(m + 1);
    }
    if (args) found.push({args, text: ['mnemora', ...args.map((w) => w.text)].join(' ')});
    words = [];
  };
  for (let t = 0; t < tokens.length; t += 1) {
    const token = tokens[t];
    if (!token) continue;
    if (token.kind === 'word') {
      words.push(token.word);
      continue;
    }
    if (redirections.has(token.op)) {
      if (tokens[t + 1]?.kind === 'word') t += 1; // the redirection target
      continue;
    }
    finish();
  }
  finish();
  for (const inner of nested) found.push(...findInvocations(inner));
  return found;
}

/** Every `mnemora …` command line in the shell code blocks of a Markdown document. */
export function extractCommandLines(markdown: string): CommandLine[] {
  const result: CommandLine[] = [];
  for (const block of extractCodeBlocks(markdown)) {
    if (!shellLanguages.has(block.lang)) continue;
    const prompt = promptLanguages.has(block.lang);
    let heredoc: string | null = null;
    for (let i = 0; i < block.lines.length; i += 1) {
      const startIndex = i;
      let raw = block.lines[i] ?? '';
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
      while (/\\\s*$/.test(logical) && i + 1 < block.lines.length) {
        i += 1;
        let next = block.lines[i] ?? '';
        if (prompt) next = next.replace(/^\s*>\s?/, '');
        logical = `${logical.replace(/\\\s*$/, '')} ${next}`;
      }
      const doc = /<<-?\s*['"]?([A-Za-z_][A-Za-z0-9_]*)['"]?/.exec(logical);
      if (doc) heredoc = doc[1] ?? null;
      if (!/\bmnemora\b|@mnemora\/cli/.test(logical)) continue;
      for (const invocation of findInvocations(logical)) {
        result.push({line: block.startLine + startIndex, args: invocation.args, text: invocation.text});
      }
    }
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// 3. Checking one command line against the table
// ---------------------------------------------------------------------------------------------

const rfc3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function valueProblem(flag: CliFlag, value: string): string | null {
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

export interface ParsedCommandLine {
  readonly command: CliCommand | null;
  readonly problems: string[];
}

/** Parses the words after `mnemora` (or a whole line starting with `mnemora`). */
export function parseCommandLine(
  input: string | readonly Word[],
  table: CliTable = defaultCliTable,
): ParsedCommandLine {
  let words: readonly Word[];
  if (typeof input === 'string') {
    const found = findInvocations(input);
    words = found[0]?.args ?? [];
  } else {
    words = input;
  }
  const problems: string[] = [];
  const globals = new Map(table.globalFlags.map((f) => [f.name, f]));
  const globalShorts = new Map(table.globalFlags.filter((f) => f.short).map((f) => [f.short as string, f]));
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
      let name: string;
      let inline: string | undefined;
      let flag: CliFlag | undefined;
      const where = command
        ? `"mnemora ${command.path.join(' ')}"`
        : 'mnemora (before the command, only global flags are allowed)';
      if (text.startsWith('--')) {
        const eq = text.indexOf('=');
        name = eq === -1 ? text.slice(2) : text.slice(2, eq);
        inline = eq === -1 ? undefined : text.slice(eq + 1);
        flag = globals.get(name) ?? command?.flags.find((f) => f.name === name);
        if (!flag) {
          problems.push(`unknown flag --${name} for ${where}`);
          continue;
        }
      } else {
        name = text.slice(1);
        if (name.length !== 1) {
          problems.push(`unknown flag ${text} for ${where} (short flags are single letters)`);
          continue;
        }
        flag = globalShorts.get(name) ?? command?.flags.find((f) => f.short === name);
        if (!flag) {
          problems.push(`unknown flag -${name} for ${where}`);
          continue;
        }
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
      let value: Word | undefined;
      if (inline !== undefined) value = {text: inline, dynamic: word.dynamic};
      else {
        value = words[i + 1];
        i += 1;
      }
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
      if (group) {
        command = table.commands.find((c) => c.path.length === 2 && c.path[0] === group && c.path[1] === text) ?? null;
        if (!command) {
          problems.push(`unknown subcommand "${text}" of "mnemora ${group}"`);
          return {command: null, problems};
        }
      } else if (groups.has(text)) {
        group = text;
      } else {
        command = table.commands.find((c) => c.path.length === 1 && c.path[0] === text) ?? null;
        if (!command) {
          problems.push(`unknown command "${text}"`);
          return {command: null, problems};
        }
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
  const roots = [path.join(base, 'docs')];
  const i18n = path.join(base, 'i18n');
  if (existsSync(i18n)) {
    for (const locale of readdirSync(i18n).sort()) {
      const dir = path.join(i18n, locale, 'docusaurus-plugin-content-docs', 'current');
      if (existsSync(dir)) roots.push(dir);
    }
  }
  return roots;
}

export function listMarkdownFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  if (statSync(root).isFile()) return [root];
  const out: string[] = [];
  for (const entry of readdirSync(root, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) out.push(...listMarkdownFiles(full));
    else if (/\.mdx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

export interface SampleReport {
  readonly files: number;
  readonly samples: number;
  readonly problems: string[];
}

/** Checks every `mnemora …` line in the Markdown files under `roots`. */
export function checkCliSamples(roots: readonly string[], table: CliTable = defaultCliTable): SampleReport {
  const problems: string[] = [];
  let files = 0;
  let samples = 0;
  for (const root of roots) {
    for (const file of listMarkdownFiles(root)) {
      files += 1;
      const rel = path.relative(process.cwd(), file) || file;
      for (const line of extractCommandLines(readFileSync(file, 'utf8'))) {
        samples += 1;
        for (const problem of checkCommandLine(line.args, table)) {
          problems.push(`${rel}:${line.line}: ${problem} — in \`${line.text}\``);
        }
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
  const rendered = new Map<string, number>();
  let lastHeadingId: string | null = null;
  markdown.split(/\r?\n/).forEach((line, index) => {
    const heading = /^#{2,6}\s.*\{#([^}]+)\}\s*$/.exec(line);
    if (heading) lastHeadingId = heading[1] ?? null;
    for (const m of line.matchAll(/<CliCommand\s+path="([^"]*)"\s*\/>/g)) {
      const p = m[1] ?? '';
      const anchor = cliCommandAnchor(p.split(' '));
      if (lastHeadingId !== anchor) {
        problems.push(
          `${file}:${index + 1}: <CliCommand path="${p}" /> needs a heading with {#${anchor}} right above it (the command table links there)`,
        );
      }
      lastHeadingId = null;
      if (rendered.has(p)) problems.push(`${file}:${index + 1}: <CliCommand path="${p}" /> rendered twice`);
      rendered.set(p, index + 1);
      if (!table.commands.some((c) => c.path.join(' ') === p)) {
        problems.push(
          `${file}:${index + 1}: <CliCommand path="${p}" /> names a command that src/data/cli-commands.ts lacks`,
        );
      }
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

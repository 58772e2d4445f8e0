/**
 * What the CLI reference of `docs/sdks/cli.md` says, decided once for its two renderings: the
 * page's React components (`src/components/CliCommandTable`) and the page's Markdown twin for
 * agents (`src/plugins/llms-txt/cli-markdown.ts`). Each used to decide on its own which columns a
 * table has, what goes in each cell, in which order, and which words surround them, and the two
 * drifted apart. Here the data (`src/data/cli-commands.ts`) and a translate function become a
 * neutral model, blocks and tables of typed segments, and each renderer only turns that model
 * into its own syntax. Plain TypeScript with no Docusaurus, React or Node import: it runs in the
 * browser bundle, during server-side rendering and in the llms-txt plugin alike.
 */
import {
  argumentSignature,
  cliBinary,
  cliCommandAnchor,
  cliCommandGroups,
  cliCommands,
  cliEnvironment,
  cliExitCodes,
  cliGlobalFlags,
  cliMessageIds,
  cliSynopsis,
  findCliCommand,
  flagSignature,
  type CliCommand,
  type CliFlag,
} from '../data/cli-commands';

/**
 * The component's own words (`i18n/<locale>/code.json`, ids `cliCommandTable.*`) with their
 * English messages. The React components also write each of them as a literal `<Translate>` (the
 * only form `docusaurus write-translations` extracts); tests/unit/cli-reference.test.ts holds the
 * two copies of the English message to the same text.
 */
export const cliUiMessages = {
  'cliCommandTable.header.flag': 'Flag',
  'cliCommandTable.header.type': 'Type',
  'cliCommandTable.header.default': 'Default',
  'cliCommandTable.header.description': 'Description',
  'cliCommandTable.header.command': 'Command',
  'cliCommandTable.header.operations': 'REST operation',
  'cliCommandTable.header.argument': 'Argument',
  'cliCommandTable.header.required': 'Required',
  'cliCommandTable.header.exitCode': 'Exit code',
  'cliCommandTable.header.meaning': 'Meaning',
  'cliCommandTable.header.errorCodes': 'API error codes',
  'cliCommandTable.header.variable': 'Variable',
  'cliCommandTable.badge.repeatable': 'repeatable',
  'cliCommandTable.badge.required': 'required',
  'cliCommandTable.envFallback': 'Environment variable: {variable}',
  'cliCommandTable.localOnly': 'Local, no API request',
  'cliCommandTable.calls': 'Calls:',
  'cliCommandTable.yes': 'yes',
  'cliCommandTable.no': 'no',
  'cliCommandTable.oneOf': 'One of:',
  'cliCommandTable.onlyGlobalFlags': 'No flags of its own; the global flags apply.',
  'cliCommandTable.example': 'Example',
} as const satisfies Record<string, string>;

export type CliUiMessageId = keyof typeof cliUiMessages;

/**
 * The translated message of `id`, `message` (English) when the locale has none. Placeholders
 * (`{variable}`) come back unfilled: the model fills them with segments, such as inline code.
 * The page passes Docusaurus's `translate`, the Markdown twin a lookup in the locale's code.json.
 */
export type CliTranslate = (id: string, message: string) => string;

interface TextSegment {
  readonly kind: 'text';
  readonly text: string;
}

interface CodeSegment {
  readonly kind: 'code';
  readonly text: string;
  /** A signature, path or value that may break at its spaces and after a `.` or `/`. */
  readonly breakable?: boolean;
}

/** A translated data string: text with inline code where the message has `backticks`. */
export interface ProseSegment {
  readonly kind: 'prose';
  readonly parts: readonly (TextSegment | CodeSegment)[];
}

/** A piece of inline content. */
export type Segment =
  | TextSegment
  | CodeSegment
  | ProseSegment
  | {readonly kind: 'link'; readonly href: string; readonly content: readonly Segment[]}
  /**
   * One of the component's own messages: `content` is its translation with the placeholders
   * filled in with `values`.
   */
  | {
      readonly kind: 'ui';
      readonly id: CliUiMessageId;
      readonly content: readonly Segment[];
      readonly values?: Readonly<Record<string, Segment>>;
    }
  /** A short label attached to what comes before it (`repeatable`). */
  | {readonly kind: 'badge'; readonly content: readonly Segment[]}
  /** A remark set apart after the main content of a cell (the flag's environment variable). */
  | {readonly kind: 'note'; readonly content: readonly Segment[]}
  /** Text of less weight beside the main value (an exit code's name). */
  | {readonly kind: 'secondary'; readonly text: string}
  /** Items one after the other, `separator` between two. */
  | {readonly kind: 'list'; readonly separator: string; readonly items: readonly (readonly Segment[])[]};

export interface Column {
  /** The header's message id (`cliCommandTable.header.*`). */
  readonly id: CliUiMessageId;
  /** The header, translated: the page also writes it on each cell for the phone's cards. */
  readonly header: string;
  /** A column of sentences (the page gives it the most width). */
  readonly prose?: boolean;
  /**
   * Where a cell's content may break across lines: only between words (`words`), nowhere
   * (`never`), or, for its code, anywhere (`anywhere`). Layout only: Markdown has no use for it.
   */
  readonly wrap?: 'words' | 'never' | 'anywhere';
}

export interface Table {
  readonly kind: 'table';
  readonly columns: readonly Column[];
  /** `key` tells the rows apart (a flag's name, a command's words); one cell per column. */
  readonly rows: readonly {readonly key: string; readonly cells: readonly (readonly Segment[])[]}[];
}

export type Block =
  | {readonly kind: 'paragraph'; readonly content: readonly Segment[]; readonly secondary?: boolean}
  | {readonly kind: 'code'; readonly language: string; readonly code: string; readonly title?: Segment}
  | Table;

const text = (value: string): TextSegment => ({kind: 'text', text: value});
const code = (value: string, breakable = false): CodeSegment =>
  breakable ? {kind: 'code', text: value, breakable} : {kind: 'code', text: value};
const badge = (label: Segment): Segment => ({kind: 'badge', content: [label]});
const note = (remark: Segment): Segment => ({kind: 'note', content: [remark]});
const list = (items: readonly (readonly Segment[])[]): Segment => ({kind: 'list', separator: ', ', items});
/** No value: a cell with nothing to say. */
const none = (): TextSegment => text('—');

/** Splits a data string at its backticks: odd parts are inline code. */
function prose(message: string): Segment {
  return {kind: 'prose', parts: message.split('`').map((part, index) => (index % 2 === 1 ? code(part) : text(part)))};
}

/** The CLI reference's components as blocks and tables, in the language of `t`. */
export function cliReference(t: CliTranslate) {
  function ui(id: CliUiMessageId, values?: Readonly<Record<string, Segment>>): Segment {
    const message = t(id, cliUiMessages[id]);
    if (!values) return {kind: 'ui', id, content: [text(message)]};
    // The placeholders Docusaurus's <Translate> fills: `{name}`.
    const content = message
      .split(/(\{\w+\})/)
      .map((part, index) => (index % 2 === 1 ? (values[part.slice(1, -1)] ?? text(part)) : text(part)))
      .filter((segment) => !(segment.kind === 'text' && segment.text === ''));
    return {kind: 'ui', id, content, values};
  }

  function column(id: CliUiMessageId, options: Omit<Column, 'id' | 'header'> = {}): Column {
    return {id, header: t(id, cliUiMessages[id]), ...options};
  }

  function operations(command: CliCommand): Segment {
    if (command.operations.length === 0) return ui('cliCommandTable.localOnly');
    return list(
      command.operations.map((op) => [code(op.operationId), text(' '), code(`${op.method} /v1${op.path}`, true)]),
    );
  }

  function flagTable(flags: readonly CliFlag[], messageId: (flag: CliFlag) => string, showEnv: boolean): Table {
    return {
      kind: 'table',
      columns: [
        column('cliCommandTable.header.flag', {wrap: 'words'}),
        column('cliCommandTable.header.type'),
        column('cliCommandTable.header.default', {wrap: 'anywhere'}),
        column('cliCommandTable.header.description', {prose: true}),
      ],
      rows: flags.map((flag) => ({
        key: flag.name,
        cells: [
          [code(flagSignature(flag), true)],
          [
            code(flag.type === 'enum' ? (flag.values ?? []).join(' | ') : flag.type),
            ...(flag.repeatable ? [badge(ui('cliCommandTable.badge.repeatable'))] : []),
            ...(flag.required ? [badge(ui('cliCommandTable.badge.required'))] : []),
          ],
          [flag.default === undefined ? none() : code(String(flag.default), true)],
          [
            prose(t(messageId(flag), flag.description)),
            ...(showEnv && flag.env ? [note(ui('cliCommandTable.envFallback', {variable: code(flag.env)}))] : []),
          ],
        ],
      })),
    };
  }

  /** `<CliCommand path="memories add" />`: summary, synopsis, REST operations, arguments, flags, example. */
  function command(path: string): readonly Block[] {
    const found = findCliCommand(path);
    if (!found) {
      // Fails the build: the page names a command that src/data/cli-commands.ts does not have.
      const known = cliCommands.map((c) => c.path.join(' ')).join(', ');
      throw new Error(`<CliCommand path="${path}" />: no such command in src/data/cli-commands.ts (it has: ${known})`);
    }
    const blocks: Block[] = [
      {kind: 'paragraph', content: [prose(t(cliMessageIds.command(found.path), found.summary))]},
      {kind: 'code', language: 'bash', code: cliSynopsis(found)},
      {kind: 'paragraph', secondary: true, content: [ui('cliCommandTable.calls'), text(' '), operations(found)]},
    ];
    if (found.args.length > 0) {
      blocks.push({
        kind: 'table',
        columns: [
          column('cliCommandTable.header.argument', {wrap: 'words'}),
          column('cliCommandTable.header.required'),
          column('cliCommandTable.header.description', {prose: true}),
        ],
        rows: found.args.map((arg) => ({
          key: arg.name,
          cells: [
            [code(argumentSignature(arg), true)],
            [ui(arg.required ? 'cliCommandTable.yes' : 'cliCommandTable.no')],
            [
              prose(t(cliMessageIds.argument(found.path, arg.name), arg.description)),
              ...(arg.values
                ? [text(' '), ui('cliCommandTable.oneOf'), text(' '), list(arg.values.map((v) => [code(v)])), text('.')]
                : []),
            ],
          ],
        })),
      });
    }
    blocks.push(
      found.flags.length > 0
        ? flagTable(found.flags, (flag) => cliMessageIds.flag(found.path, flag.name), false)
        : {kind: 'paragraph', secondary: true, content: [ui('cliCommandTable.onlyGlobalFlags')]},
      {kind: 'code', language: 'bash', code: found.example, title: ui('cliCommandTable.example')},
    );
    return blocks;
  }

  /**
   * `<CliCommandTable group="…" />`: each command linked to its section, with what it does and
   * the REST operations it calls. `group`: the commands of that group (`memories`), the top-level
   * ones for `''`, all of them when undefined.
   */
  function commandTable(group?: string): Table {
    if (group !== undefined && group !== '' && !cliCommandGroups.some((g) => g.name === group)) {
      const known = cliCommandGroups.map((g) => `"${g.name}"`).join(', ');
      throw new Error(
        `<CliCommandTable group="${group}" />: no such group in src/data/cli-commands.ts (it has: "", ${known})`,
      );
    }
    const commands =
      group === undefined
        ? cliCommands
        : cliCommands.filter((c) => (c.path.length === 2 ? c.path[0] === group : group === ''));
    return {
      kind: 'table',
      columns: [
        // The command's words may go on two lines; each word stays whole.
        column('cliCommandTable.header.command', {wrap: 'words'}),
        column('cliCommandTable.header.description', {prose: true}),
        column('cliCommandTable.header.operations'),
      ],
      rows: commands.map((c) => ({
        key: c.path.join(' '),
        cells: [
          [{kind: 'link', href: `#${cliCommandAnchor(c.path)}`, content: [code([cliBinary, ...c.path].join(' '))]}],
          [prose(t(cliMessageIds.command(c.path), c.summary))],
          [operations(c)],
        ],
      })),
    };
  }

  /** `<CliGlobalFlags />`: the flags every command accepts, with their environment variables. */
  function globalFlags(): Table {
    return flagTable(cliGlobalFlags, (flag) => cliMessageIds.globalFlag(flag.name), true);
  }

  /** `<CliExitCodes />`: exit codes with the API error codes that lead to each. */
  function exitCodes(): Table {
    return {
      kind: 'table',
      columns: [
        column('cliCommandTable.header.exitCode', {wrap: 'never'}),
        column('cliCommandTable.header.meaning', {prose: true}),
        column('cliCommandTable.header.errorCodes'),
      ],
      rows: cliExitCodes.map((exit) => ({
        key: String(exit.code),
        cells: [
          [code(String(exit.code)), text(' '), {kind: 'secondary', text: exit.name}],
          [prose(t(cliMessageIds.exitCode(exit.code), exit.meaning))],
          [exit.errorCodes.length === 0 ? none() : list(exit.errorCodes.map((c) => [code(c)]))],
        ],
      })),
    };
  }

  /** `<CliEnvironment />`: the environment variables the CLI reads. */
  function environment(): Table {
    return {
      kind: 'table',
      columns: [
        column('cliCommandTable.header.variable', {wrap: 'never'}),
        column('cliCommandTable.header.flag', {wrap: 'never'}),
        column('cliCommandTable.header.description', {prose: true}),
      ],
      rows: cliEnvironment.map((variable) => ({
        key: variable.name,
        cells: [
          [code(variable.name)],
          [variable.flag ? code(`--${variable.flag}`) : none()],
          [prose(t(cliMessageIds.environment(variable.name), variable.description))],
        ],
      })),
    };
  }

  return {command, commandTable, globalFlags, exitCodes, environment};
}

/**
 * The CLI reference components of `docs/sdks/cli.md` (`<CliCommand>`, `<CliCommandTable>`,
 * `<CliGlobalFlags>`, `<CliExitCodes>`, `<CliEnvironment>`) rendered to Markdown from the same data
 * (`src/data/cli-commands.ts`) and the same translations (`i18n/<locale>/code.json`) as the
 * React components in `src/components/CliCommandTable`, so the twin says what the page says.
 */
import {
  cliBinary,
  cliCommandAnchor,
  cliCommands,
  cliEnvironment,
  cliExitCodes,
  cliGlobalFlags,
  cliMessageIds,
  argumentSignature,
  cliSynopsis,
  findCliCommand,
  flagSignature,
  type CliCommand,
  type CliFlag,
} from '../../data/cli-commands';

export {cliSynopsis};
import type {ComponentRenderer} from './mdx-to-markdown';

/** Translated messages of the locale (`code.json` id → message); English is the fallback. */
export type Messages = Readonly<Record<string, string>>;

/** The Markdown of an inline code span, with a fence long enough for backticks in the value. */
function code(value: string): string {
  const longest = Math.max(0, ...[...value.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${value}${pad}${fence}`;
}

/** A table cell: pipes escaped, line breaks flattened. */
function cell(value: string): string {
  return value.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

function table(headers: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [
    `| ${headers.map(cell).join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** A fenced code block whose fence is longer than any backtick run inside. */
function fenced(language: string, body: string, meta = ''): string {
  const longest = Math.max(2, ...[...body.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}${meta ? ` ${meta}` : ''}\n${body.replace(/\n+$/, '')}\n${fence}`;
}

export function cliRenderers(messages: Messages): Record<string, ComponentRenderer> {
  const t = (id: string, fallback: string): string => messages[id] ?? fallback;
  const ui = (key: string, fallback: string): string => t(`cliCommandTable.${key}`, fallback);

  function flagTable(flags: readonly CliFlag[], messageId: (flag: CliFlag) => string, showEnv: boolean): string {
    return table(
      [
        ui('header.flag', 'Flag'),
        ui('header.type', 'Type'),
        ui('header.default', 'Default'),
        ui('header.description', 'Description'),
      ],
      flags.map((flag) => {
        const badges = [
          flag.repeatable ? ui('badge.repeatable', 'repeatable') : '',
          flag.required ? ui('badge.required', 'required') : '',
        ]
          .filter(Boolean)
          .map((b) => ` (${b})`)
          .join('');
        const type = `${code(flag.type === 'enum' ? (flag.values ?? []).join(' | ') : flag.type)}${badges}`;
        const env =
          showEnv && flag.env
            ? ` ${ui('envFallback', 'Environment variable: {variable}').replace('{variable}', code(flag.env))}`
            : '';
        return [
          code(flagSignature(flag)),
          type,
          flag.default === undefined ? '—' : code(String(flag.default)),
          `${t(messageId(flag), flag.description)}${env}`,
        ];
      }),
    );
  }

  function operations(command: CliCommand): string {
    if (command.operations.length === 0) return ui('localOnly', 'Local, no API request');
    return command.operations.map((op) => `${code(op.operationId)} ${code(`${op.method} /v1${op.path}`)}`).join(', ');
  }

  const CliCommand: ComponentRenderer = (props) => {
    const path = typeof props.path === 'string' ? props.path : '';
    const command = findCliCommand(path);
    if (!command) throw new Error(`<CliCommand path="${path}" />: no such command in src/data/cli-commands.ts`);
    const blocks = [
      t(cliMessageIds.command(command.path), command.summary),
      fenced('bash', cliSynopsis(command)),
      `${ui('calls', 'Calls:')} ${operations(command)}`,
    ];
    if (command.args.length > 0) {
      blocks.push(
        table(
          [
            ui('header.argument', 'Argument'),
            ui('header.required', 'Required'),
            ui('header.description', 'Description'),
          ],
          command.args.map((arg) => [
            code(argumentSignature(arg)),
            arg.required ? ui('yes', 'yes') : ui('no', 'no'),
            `${t(cliMessageIds.argument(command.path, arg.name), arg.description)}${
              arg.values ? ` ${ui('oneOf', 'One of:')} ${arg.values.map(code).join(', ')}.` : ''
            }`,
          ]),
        ),
      );
    }
    blocks.push(
      command.flags.length > 0
        ? flagTable(command.flags, (flag) => cliMessageIds.flag(command.path, flag.name), false)
        : ui('onlyGlobalFlags', 'No flags of its own; the global flags apply.'),
    );
    blocks.push(fenced('bash', command.example, `title="${ui('example', 'Example').replace(/"/g, "'")}"`));
    return blocks.join('\n\n');
  };

  const CliCommandTable: ComponentRenderer = (props) => {
    const group = typeof props.group === 'string' ? props.group : undefined;
    const commands =
      group === undefined
        ? cliCommands
        : cliCommands.filter((c) => (c.path.length === 2 ? c.path[0] === group : group === ''));
    return table(
      [
        ui('header.command', 'Command'),
        ui('header.description', 'Description'),
        ui('header.operations', 'REST operation'),
      ],
      commands.map((command) => [
        `[${code([cliBinary, ...command.path].join(' '))}](#${cliCommandAnchor(command.path)})`,
        t(cliMessageIds.command(command.path), command.summary),
        operations(command),
      ]),
    );
  };

  const CliGlobalFlags: ComponentRenderer = () =>
    flagTable(cliGlobalFlags, (flag) => cliMessageIds.globalFlag(flag.name), true);

  const CliExitCodes: ComponentRenderer = () =>
    table(
      [ui('header.exitCode', 'Exit code'), ui('header.meaning', 'Meaning'), ui('header.errorCodes', 'API error codes')],
      cliExitCodes.map((exit) => [
        `${code(String(exit.code))} ${exit.name}`,
        t(cliMessageIds.exitCode(exit.code), exit.meaning),
        exit.errorCodes.length === 0 ? '—' : exit.errorCodes.map(code).join(', '),
      ]),
    );

  const CliEnvironment: ComponentRenderer = () =>
    table(
      [ui('header.variable', 'Variable'), ui('header.flag', 'Flag'), ui('header.description', 'Description')],
      cliEnvironment.map((variable) => [
        code(variable.name),
        variable.flag ? code(`--${variable.flag}`) : '—',
        t(cliMessageIds.environment(variable.name), variable.description),
      ]),
    );

  return {CliCommand, CliCommandTable, CliGlobalFlags, CliExitCodes, CliEnvironment};
}

import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
// One import declaration with the default and a namespace on purpose. The strings translated
// through `TranslateApi.translate` come from `src/data/cli-commands.ts` with computed ids, which
// the Babel extractor of `write-translations` cannot read (it would warn on every call);
// `scripts/write-code-translations.ts` writes those ids into `i18n/<locale>/code.json`. Every
// literal UI string below uses `<Translate>`, which the extractor finds only through the default
// import of the last declaration importing '@docusaurus/Translate': with a second, namespace-only
// declaration it found none, and the table's labels were English in every locale.
import Translate, * as TranslateApi from '@docusaurus/Translate';
// The `cli.` messages reach this component's chunk only, not every page's main bundle
// (src/plugins/lean-bundle).
import cliMessages from '@generated/codeTranslations.json?messages=cli';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import CodeBlock from '@theme/CodeBlock';
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
  type CliCommand as CliCommandData,
  type CliFlag,
} from '@site/src/data/cli-commands';
import styles from './styles.module.css';

registerMessages(cliMessages);

function t(id: string, message: string): string {
  return TranslateApi.translate({id, message});
}

/**
/**
 * A table that scrolls sideways, with the fade of src/css/tables.css, when it is wider than the
 * page; on a phone each row is a card whose cells show their `data-label` (the column's header).
 * The wrapper is a tab stop, like the theme's code blocks, so a keyboard can scroll it: translated
 * headers ("Valor predeterminado", "Beschreibung") make some tables wider than the column even on
 * a desktop, and a scrolling region nobody can focus is out of a keyboard user's reach.
 */
function Table({children}: {children: ReactNode}): ReactNode {
  return (
    <div className={styles.tableWrapper} data-table-scroll="" tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/**
 * A signature, path or value that may wrap at its spaces and after a `.` or `/`, never inside a
 * name (`--idempotency-key <key>` can wrap before `<key>`, `/v1/memories` after a slash).
 */
function Words({text}: {text: string}): ReactNode {
  return text.split(' ').map((word, index) => (
    <Fragment key={index}>
      {index > 0 && ' '}
      {word.split(/(?<=[./])(?=[^./])/).map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span className={styles.nowrap}>{part}</span>
        </Fragment>
      ))}
    </Fragment>
  ));
}

/** Renders `backticked` spans of a data string as inline code. */
function Inline({text}: {text: string}): ReactNode {
  return text.split('`').map((part, index) =>
    // A value wraps at its spaces only, never at its hyphens (`X-Request-Id`,
    // `Idempotency-Key: <prefix>-<batch number>`).
    index % 2 === 1 ? (
      <code key={index}>
        {part.split(' ').map((word, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className={styles.nowrap}>{word}</span>
          </Fragment>
        ))}
      </code>
    ) : (
      <span key={index}>{part}</span>
    ),
  );
}

function TypeCell({flag}: {flag: CliFlag}): ReactNode {
  return (
    <>
      <code>{flag.type === 'enum' ? flag.values?.join(' | ') : flag.type}</code>
      {flag.repeatable && (
        <span className={styles.badge}>
          <Translate
            id="cliCommandTable.badge.repeatable"
            description="Badge on a CLI flag that may be given several times">
            repeatable
          </Translate>
        </span>
      )}
      {flag.required && (
        <span className={styles.badge}>
          <Translate id="cliCommandTable.badge.required" description="Badge on a CLI flag that must be given">
            required
          </Translate>
        </span>
      )}
    </>
  );
}

type FlagTableProps = {
  flags: readonly CliFlag[];
  /** Translation id of each flag's description. */
  messageId: (flag: CliFlag) => string;
  /** Name each flag's environment variable under its description (global flags). */
  showEnv?: boolean;
};

/** The column headers, also written on each cell for the phone's cards. */
function headers() {
  return {
    flag: t('cliCommandTable.header.flag', 'Flag'),
    type: t('cliCommandTable.header.type', 'Type'),
    default: t('cliCommandTable.header.default', 'Default'),
    description: t('cliCommandTable.header.description', 'Description'),
    command: t('cliCommandTable.header.command', 'Command'),
    operations: t('cliCommandTable.header.operations', 'REST operation'),
    argument: t('cliCommandTable.header.argument', 'Argument'),
    required: t('cliCommandTable.header.required', 'Required'),
    exitCode: t('cliCommandTable.header.exitCode', 'Exit code'),
    meaning: t('cliCommandTable.header.meaning', 'Meaning'),
    errorCodes: t('cliCommandTable.header.errorCodes', 'API error codes'),
    variable: t('cliCommandTable.header.variable', 'Variable'),
  };
}

function FlagTable({flags, messageId, showEnv = false}: FlagTableProps): ReactNode {
  const h = headers();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="cliCommandTable.header.flag" description="Column header: a CLI flag">
              Flag
            </Translate>
          </th>
          <th>
            <Translate id="cliCommandTable.header.type" description="Column header: the type of a CLI flag's value">
              Type
            </Translate>
          </th>
          <th>
            <Translate id="cliCommandTable.header.default" description="Column header: the default value of a CLI flag">
              Default
            </Translate>
          </th>
          <th data-prose="">
            <Translate
              id="cliCommandTable.header.description"
              description="Column header: what a CLI flag or command does">
              Description
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {flags.map((flag) => (
          <tr key={flag.name}>
            <td className={styles.words} data-label={h.flag}>
              <code>
                <Words text={flagSignature(flag)} />
              </code>
            </td>
            <td data-label={h.type}>
              <TypeCell flag={flag} />
            </td>
            <td className={styles.default} data-label={h.default}>
              {flag.default === undefined ? (
                '—'
              ) : (
                <code className={styles.words}>
                  <Words text={String(flag.default)} />
                </code>
              )}
            </td>
            <td data-label={h.description}>
              <Inline text={t(messageId(flag), flag.description)} />
              {showEnv && flag.env && (
                <span className={styles.env}>
                  <Translate
                    id="cliCommandTable.envFallback"
                    description="After a CLI flag's description: the environment variable used when the flag is absent"
                    values={{variable: <code>{flag.env}</code>}}>
                    {'Environment variable: {variable}'}
                  </Translate>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function operationsOf(command: CliCommandData): ReactNode {
  if (command.operations.length === 0) {
    return (
      <Translate id="cliCommandTable.localOnly" description="Shown for CLI commands that make no API request">
        Local, no API request
      </Translate>
    );
  }
  return command.operations.map((op, index) => (
    <span key={op.operationId}>
      {index > 0 && ', '}
      <code>{op.operationId}</code>{' '}
      <code className={styles.words}>
        <Words text={`${op.method} /v1${op.path}`} />
      </code>
    </span>
  ));
}

type CliCommandTableProps = {
  /** Only the commands of this group (`memories`), or top-level commands for `''`. Default: all. */
  group?: string;
};

/** Summary table of the commands: name (linked to its section), description, REST operations. */
export default function CliCommandTable({group}: CliCommandTableProps): ReactNode {
  const h = headers();
  const commands =
    group === undefined
      ? cliCommands
      : cliCommands.filter((c) => (c.path.length === 2 ? c.path[0] === group : group === ''));
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="cliCommandTable.header.command" description="Column header: a CLI command">
              Command
            </Translate>
          </th>
          <th data-prose="">
            <Translate
              id="cliCommandTable.header.description"
              description="Column header: what a CLI flag or command does">
              Description
            </Translate>
          </th>
          <th>
            <Translate
              id="cliCommandTable.header.operations"
              description="Column header: the REST operations a CLI command calls">
              REST operation
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {commands.map((command) => (
          <tr key={command.path.join(' ')}>
            {/* The command's words may go on two lines; each word stays whole. */}
            <td className={styles.words} data-label={h.command}>
              <Link to={`#${cliCommandAnchor(command.path)}`}>
                <code>{[cliBinary, ...command.path].join(' ')}</code>
              </Link>
            </td>
            <td data-label={h.description}>
              <Inline text={t(cliMessageIds.command(command.path), command.summary)} />
            </td>
            <td data-label={h.operations}>{operationsOf(command)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

type CliCommandProps = {
  /** The words after `mnemora`, space separated: `"memories add"`. */
  path: string;
};

/** One command: description, synopsis, REST operations, arguments, flags and an example. */
export function CliCommand({path}: CliCommandProps): ReactNode {
  const h = headers();
  const command = findCliCommand(path);
  if (!command) {
    // Fails the build: the page names a command that src/data/cli-commands.ts does not have.
    throw new Error(`<CliCommand path="${path}" />: no such command in src/data/cli-commands.ts`);
  }
  return (
    <div>
      <p>
        <Inline text={t(cliMessageIds.command(command.path), command.summary)} />
      </p>
      <CodeBlock language="bash">{cliSynopsis(command)}</CodeBlock>
      <p className={styles.meta}>
        <Translate id="cliCommandTable.calls" description="Label before the REST operations a CLI command calls">
          Calls:
        </Translate>{' '}
        {operationsOf(command)}
      </p>
      {command.args.length > 0 && (
        <Table>
          <thead>
            <tr>
              <th>
                <Translate id="cliCommandTable.header.argument" description="Column header: a positional CLI argument">
                  Argument
                </Translate>
              </th>
              <th>
                <Translate
                  id="cliCommandTable.header.required"
                  description="Column header: whether a CLI argument is required">
                  Required
                </Translate>
              </th>
              <th data-prose="">
                <Translate
                  id="cliCommandTable.header.description"
                  description="Column header: what a CLI flag or command does">
                  Description
                </Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {command.args.map((arg) => (
              <tr key={arg.name}>
                <td className={styles.words} data-label={h.argument}>
                  <code>
                    <Words text={argumentSignature(arg)} />
                  </code>
                </td>
                <td data-label={h.required}>
                  {arg.required ? (
                    <Translate id="cliCommandTable.yes" description="A CLI argument is required">
                      yes
                    </Translate>
                  ) : (
                    <Translate id="cliCommandTable.no" description="A CLI argument is optional">
                      no
                    </Translate>
                  )}
                </td>
                <td data-label={h.description}>
                  <Inline text={t(cliMessageIds.argument(command.path, arg.name), arg.description)} />
                  {arg.values && (
                    <>
                      {' '}
                      <Translate
                        id="cliCommandTable.oneOf"
                        description="Before the list of values a CLI argument accepts">
                        One of:
                      </Translate>{' '}
                      {arg.values.map((value, index) => (
                        <span key={value}>
                          {index > 0 && ', '}
                          <code>{value}</code>
                        </span>
                      ))}
                      .
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {command.flags.length > 0 ? (
        <FlagTable flags={command.flags} messageId={(flag) => cliMessageIds.flag(command.path, flag.name)} />
      ) : (
        <p className={styles.meta}>
          <Translate
            id="cliCommandTable.onlyGlobalFlags"
            description="Shown for CLI commands without flags of their own">
            No flags of its own; the global flags apply.
          </Translate>
        </p>
      )}
      <CodeBlock
        language="bash"
        title={
          <Translate id="cliCommandTable.example" description="Title of the example below a CLI command">
            Example
          </Translate>
        }>
        {command.example}
      </CodeBlock>
    </div>
  );
}

/** The flags every command accepts. */
export function CliGlobalFlags(): ReactNode {
  return <FlagTable flags={cliGlobalFlags} messageId={(flag) => cliMessageIds.globalFlag(flag.name)} showEnv />;
}

/** Exit codes with the API error codes that lead to each. */
export function CliExitCodes(): ReactNode {
  const h = headers();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="cliCommandTable.header.exitCode" description="Column header: a process exit code">
              Exit code
            </Translate>
          </th>
          <th data-prose="">
            <Translate id="cliCommandTable.header.meaning" description="Column header: what an exit code means">
              Meaning
            </Translate>
          </th>
          <th>
            <Translate
              id="cliCommandTable.header.errorCodes"
              description="Column header: API error codes mapped to an exit code">
              API error codes
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {cliExitCodes.map((exit) => (
          <tr key={exit.code}>
            <td className={styles.nowrap} data-label={h.exitCode}>
              <code>{exit.code}</code> <span className={styles.meta}>{exit.name}</span>
            </td>
            <td data-label={h.meaning}>
              <Inline text={t(cliMessageIds.exitCode(exit.code), exit.meaning)} />
            </td>
            <td data-label={h.errorCodes}>
              {exit.errorCodes.length === 0
                ? '—'
                : exit.errorCodes.map((code, index) => (
                    <span key={code}>
                      {index > 0 && ', '}
                      <code>{code}</code>
                    </span>
                  ))}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** Environment variables the CLI reads. */
export function CliEnvironment(): ReactNode {
  const h = headers();
  return (
    <Table>
      <thead>
        <tr>
          <th>
            <Translate id="cliCommandTable.header.variable" description="Column header: an environment variable">
              Variable
            </Translate>
          </th>
          <th>
            <Translate id="cliCommandTable.header.flag" description="Column header: a CLI flag">
              Flag
            </Translate>
          </th>
          <th data-prose="">
            <Translate
              id="cliCommandTable.header.description"
              description="Column header: what a CLI flag or command does">
              Description
            </Translate>
          </th>
        </tr>
      </thead>
      <tbody>
        {cliEnvironment.map((variable) => (
          <tr key={variable.name}>
            <td className={styles.nowrap} data-label={h.variable}>
              <code>{variable.name}</code>
            </td>
            <td className={styles.nowrap} data-label={h.flag}>
              {variable.flag ? <code>{`--${variable.flag}`}</code> : '—'}
            </td>
            <td data-label={h.description}>
              <Inline text={t(cliMessageIds.environment(variable.name), variable.description)} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

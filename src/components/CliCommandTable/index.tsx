import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
// One import declaration with the default and a namespace on purpose. The strings translated
// through `TranslateApi.translate` are looked up by `src/lib/cli-reference.ts` with computed ids
// (the data's from `src/data/cli-commands.ts`, and the headers again for `data-label`), which
// the Babel extractor of `write-translations` cannot read (it would warn on every call);
// `scripts/write-code-translations.ts` writes the data's ids into `i18n/<locale>/code.json`. Every
// literal UI string below uses `<Translate>`, which the extractor finds only through the default
// import of the last declaration importing '@docusaurus/Translate': with a second, namespace-only
// declaration it found none, and the table's labels were English in every locale.
import Translate, * as TranslateApi from '@docusaurus/Translate';
// The `cli.` messages reach this component's chunk only, not every page's main bundle
// (src/plugins/lean-bundle/messages).
import cliMessages from '@generated/codeTranslations.json?messages=cli';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import CodeBlock from '@theme/CodeBlock';
import {
  cliReference,
  type Block,
  type CliUiMessageId,
  type ProseSegment,
  type Segment,
  type Table as TableModel,
} from '@site/src/lib/cli-reference';
import styles from './styles.module.css';

registerMessages(cliMessages);

// What the CLI reference says (which columns, which cells, in which order, the synopsis, the
// defaults, the anchors) is decided in src/lib/cli-reference.ts, which the page's Markdown twin
// (src/plugins/llms-txt/cli-markdown.ts) renders too. This file only turns that model into
// markup: classes, `data-label` attributes for the phone's cards, where code may wrap.
const reference = () => cliReference((id, message) => TranslateApi.translate({id, message}));

/**
 * The component's own words as literal `<Translate>` elements, the only form the extractor of
 * `write-translations` finds (with their descriptions for translators). The model names which one
 * goes where, by id; the English messages are those of `cliUiMessages` in the model
 * (tests/unit/cli-reference.test.ts compares the two).
 */
const uiMessages: {readonly [id in CliUiMessageId]: (values?: Record<string, ReactNode>) => ReactNode} = {
  'cliCommandTable.header.flag': () => (
    <Translate id="cliCommandTable.header.flag" description="Column header: a CLI flag">
      Flag
    </Translate>
  ),
  'cliCommandTable.header.type': () => (
    <Translate id="cliCommandTable.header.type" description="Column header: the type of a CLI flag's value">
      Type
    </Translate>
  ),
  'cliCommandTable.header.default': () => (
    <Translate id="cliCommandTable.header.default" description="Column header: the default value of a CLI flag">
      Default
    </Translate>
  ),
  'cliCommandTable.header.description': () => (
    <Translate id="cliCommandTable.header.description" description="Column header: what a CLI flag or command does">
      Description
    </Translate>
  ),
  'cliCommandTable.header.command': () => (
    <Translate id="cliCommandTable.header.command" description="Column header: a CLI command">
      Command
    </Translate>
  ),
  'cliCommandTable.header.operations': () => (
    <Translate
      id="cliCommandTable.header.operations"
      description="Column header: the REST operations a CLI command calls">
      REST operation
    </Translate>
  ),
  'cliCommandTable.header.argument': () => (
    <Translate id="cliCommandTable.header.argument" description="Column header: a positional CLI argument">
      Argument
    </Translate>
  ),
  'cliCommandTable.header.required': () => (
    <Translate id="cliCommandTable.header.required" description="Column header: whether a CLI argument is required">
      Required
    </Translate>
  ),
  'cliCommandTable.header.exitCode': () => (
    <Translate id="cliCommandTable.header.exitCode" description="Column header: a process exit code">
      Exit code
    </Translate>
  ),
  'cliCommandTable.header.meaning': () => (
    <Translate id="cliCommandTable.header.meaning" description="Column header: what an exit code means">
      Meaning
    </Translate>
  ),
  'cliCommandTable.header.errorCodes': () => (
    <Translate
      id="cliCommandTable.header.errorCodes"
      description="Column header: API error codes mapped to an exit code">
      API error codes
    </Translate>
  ),
  'cliCommandTable.header.variable': () => (
    <Translate id="cliCommandTable.header.variable" description="Column header: an environment variable">
      Variable
    </Translate>
  ),
  'cliCommandTable.badge.repeatable': () => (
    <Translate id="cliCommandTable.badge.repeatable" description="Badge on a CLI flag that may be given several times">
      repeatable
    </Translate>
  ),
  'cliCommandTable.badge.required': () => (
    <Translate id="cliCommandTable.badge.required" description="Badge on a CLI flag that must be given">
      required
    </Translate>
  ),
  'cliCommandTable.envFallback': (values) => (
    <Translate
      id="cliCommandTable.envFallback"
      description="After a CLI flag's description: the environment variable used when the flag is absent"
      values={values}>
      {'Environment variable: {variable}'}
    </Translate>
  ),
  'cliCommandTable.localOnly': () => (
    <Translate id="cliCommandTable.localOnly" description="Shown for CLI commands that make no API request">
      Local, no API request
    </Translate>
  ),
  'cliCommandTable.calls': () => (
    <Translate id="cliCommandTable.calls" description="Label before the REST operations a CLI command calls">
      Calls:
    </Translate>
  ),
  'cliCommandTable.yes': () => (
    <Translate id="cliCommandTable.yes" description="A CLI argument is required">
      yes
    </Translate>
  ),
  'cliCommandTable.no': () => (
    <Translate id="cliCommandTable.no" description="A CLI argument is optional">
      no
    </Translate>
  ),
  'cliCommandTable.oneOf': () => (
    <Translate id="cliCommandTable.oneOf" description="Before the list of values a CLI argument accepts">
      One of:
    </Translate>
  ),
  'cliCommandTable.onlyGlobalFlags': () => (
    <Translate id="cliCommandTable.onlyGlobalFlags" description="Shown for CLI commands without flags of their own">
      No flags of its own; the global flags apply.
    </Translate>
  ),
  'cliCommandTable.example': () => (
    <Translate id="cliCommandTable.example" description="Title of the example below a CLI command">
      Example
    </Translate>
  ),
};

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

/** A data string's text and inline code. */
function Prose({parts}: {parts: ProseSegment['parts']}): ReactNode {
  return parts.map((part, index) =>
    // A value wraps at its spaces only, never at its hyphens (`X-Request-Id`,
    // `Idempotency-Key: <prefix>-<batch number>`).
    part.kind === 'code' ? (
      <code key={index}>
        {part.text.split(' ').map((word, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className={styles.nowrap}>{word}</span>
          </Fragment>
        ))}
      </code>
    ) : (
      <span key={index}>{part.text}</span>
    ),
  );
}

/** `inWords`: the segments are in a cell that already breaks between words only (`.words`). */
function Segments({segments, inWords = false}: {segments: readonly Segment[]; inWords?: boolean}): ReactNode {
  return segments.map((segment, index) => <Fragment key={index}>{render(segment, inWords)}</Fragment>);
}

function render(segment: Segment, inWords: boolean): ReactNode {
  switch (segment.kind) {
    case 'text':
      return segment.text;
    case 'code':
      return segment.breakable ? (
        <code className={inWords ? undefined : styles.words}>
          <Words text={segment.text} />
        </code>
      ) : (
        <code>{segment.text}</code>
      );
    case 'prose':
      return <Prose parts={segment.parts} />;
    case 'link':
      return (
        <Link to={segment.href}>
          <Segments segments={segment.content} inWords={inWords} />
        </Link>
      );
    case 'ui':
      // <Translate> fills the placeholders; a value must be one element for it.
      return uiMessages[segment.id](
        segment.values &&
          Object.fromEntries(
            Object.entries(segment.values).map(([name, value]) => [
              name,
              <Fragment>{render(value, inWords)}</Fragment>,
            ]),
          ),
      );
    case 'badge':
      return (
        <span className={styles.badge}>
          <Segments segments={segment.content} />
        </span>
      );
    case 'note':
      return (
        <span className={styles.env}>
          <Segments segments={segment.content} />
        </span>
      );
    case 'secondary':
      return <span className={styles.meta}>{segment.text}</span>;
    case 'list':
      return segment.items.map((item, index) => (
        <span key={index}>
          {index > 0 && segment.separator}
          <Segments segments={item} inWords={inWords} />
        </span>
      ));
  }
}

const wrapClass = {words: styles.words, never: styles.nowrap, anywhere: styles.default} as const;

/**
 * A table that scrolls sideways, with the fade of src/css/tables.css, when it is wider than the
 * page; on a phone each row is a card whose cells show their `data-label` (the column's header).
 * The wrapper is a tab stop, like the theme's code blocks, so a keyboard can scroll it: translated
 * headers ("Valor predeterminado", "Beschreibung") make some tables wider than the column even on
 * a desktop, and a scrolling region nobody can focus is out of a keyboard user's reach.
 */
function Table({table}: {table: TableModel}): ReactNode {
  return (
    <div className={styles.tableWrapper} data-table-scroll="" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {table.columns.map((column, index) => (
              <th key={index} data-prose={column.prose ? '' : undefined}>
                {uiMessages[column.id]()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => {
                const column = table.columns[index];
                return (
                  <td key={index} className={column?.wrap && wrapClass[column.wrap]} data-label={column?.header}>
                    <Segments segments={cell} inWords={column?.wrap === 'words'} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BlockView({block}: {block: Block}): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={block.secondary ? styles.meta : undefined}>
          <Segments segments={block.content} />
        </p>
      );
    case 'code':
      return block.title ? (
        <CodeBlock language={block.language} title={render(block.title, false)}>
          {block.code}
        </CodeBlock>
      ) : (
        <CodeBlock language={block.language}>{block.code}</CodeBlock>
      );
    case 'table':
      return <Table table={block} />;
  }
}

type CliCommandTableProps = {
  /** Only the commands of this group (`memories`), or top-level commands for `''`. Default: all. */
  group?: string;
};

/** Summary table of the commands: name (linked to its section), description, REST operations. */
export default function CliCommandTable({group}: CliCommandTableProps): ReactNode {
  return <Table table={reference().commandTable(group)} />;
}

type CliCommandProps = {
  /** The words after `mnemora`, space separated: `"memories add"`. */
  path: string;
};

/** One command: description, synopsis, REST operations, arguments, flags and an example. */
export function CliCommand({path}: CliCommandProps): ReactNode {
  // Throws for a command src/data/cli-commands.ts does not have, which fails the build.
  const blocks = reference().command(path);
  return (
    <div>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} />
      ))}
    </div>
  );
}

/** The flags every command accepts. */
export function CliGlobalFlags(): ReactNode {
  return <Table table={reference().globalFlags()} />;
}

/** Exit codes with the API error codes that lead to each. */
export function CliExitCodes(): ReactNode {
  return <Table table={reference().exitCodes()} />;
}

/** Environment variables the CLI reads. */
export function CliEnvironment(): ReactNode {
  return <Table table={reference().environment()} />;
}

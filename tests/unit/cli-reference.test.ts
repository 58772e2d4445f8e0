/**
 * The CLI reference's shared model (src/lib/cli-reference.ts), which both the page's React
 * components and its Markdown twin render: what each table holds, in which language and order,
 * where its links point, how bad input fails, and that the component's literal `<Translate>`
 * messages (what `write-translations` extracts) are the model's English words.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {
  cliReference,
  cliUiMessages,
  type Block,
  type CliTranslate,
  type Segment,
  type Table,
} from '../../src/lib/cli-reference';
import {cliCommands, findCliCommand, flagSignature} from '../../src/data/cli-commands';
import {repoRoot} from '../support/build';

/** The messages of a locale's code.json, by id. */
function messagesOf(locale: string): Record<string, string> {
  const json = JSON.parse(readFileSync(path.join(repoRoot, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    {message: string}
  >;
  return Object.fromEntries(Object.entries(json).map(([id, entry]) => [id, entry.message]));
}

function translator(messages: Record<string, string>): CliTranslate {
  return (id, message) => messages[id] ?? message;
}

const english = cliReference(translator({}));

/** The plain text of segments, code included, without markup. */
function plain(segments: readonly Segment[]): string {
  return segments
    .map((s): string => {
      switch (s.kind) {
        case 'text':
        case 'code':
        case 'secondary':
          return s.text;
        case 'prose':
          return plain(s.parts);
        case 'link':
        case 'ui':
        case 'badge':
        case 'note':
          return plain(s.content);
        case 'list':
          return s.items.map(plain).join(s.separator);
      }
    })
    .join('');
}

function tables(blocks: readonly Block[]): Table[] {
  return blocks.filter((b): b is Table => b.kind === 'table');
}

test("a command's flags table has the locale's headers and the flags in data order", () => {
  const es = messagesOf('es');
  const command = findCliCommand('memories add');
  assert.ok(command);
  const flagTable = tables(cliReference(translator(es)).command('memories add')).find(
    (t) => t.columns[0]?.id === 'cliCommandTable.header.flag',
  );
  assert.ok(flagTable, 'memories add has a flags table');
  const headerIds = ['flag', 'type', 'default', 'description'].map((h) => `cliCommandTable.header.${h}`);
  assert.deepEqual(
    flagTable.columns.map((c) => c.header),
    headerIds.map((id) => es[id]),
  );
  // Translated, not the English fallback.
  assert.equal(flagTable.columns[2]?.header, 'Valor predeterminado');
  assert.deepEqual(
    flagTable.rows.map((r) => r.key),
    command.flags.map((f) => f.name),
  );
  assert.deepEqual(
    flagTable.rows.map((r) => plain(r.cells[0] ?? [])),
    command.flags.map(flagSignature),
  );
});

test('each command of the summary table links to the heading id its section has on the page, in every locale', () => {
  const rows = english.commandTable().rows;
  assert.deepEqual(
    rows.map((r) => r.key),
    cliCommands.map((c) => c.path.join(' ')),
  );
  const pages = [
    'docs/sdks/cli.md',
    ...['es', 'fr', 'de'].map((l) => `i18n/${l}/docusaurus-plugin-content-docs/current/sdks/cli.md`),
  ];
  for (const page of pages) {
    const ids = new Set(
      [...readFileSync(path.join(repoRoot, page), 'utf8').matchAll(/^#{2,6} .*\{#([\w-]+)\}$/gm)].map((m) => m[1]),
    );
    for (const row of rows) {
      const link = row.cells[0]?.[0];
      assert.equal(link?.kind, 'link', `${row.key}: the first cell is a link`);
      if (link?.kind !== 'link') continue;
      assert.equal(plain(link.content), `mnemora ${row.key}`);
      assert.ok(ids.has(link.href.replace(/^#/, '')), `${page} has no heading {${link.href}} for "mnemora ${row.key}"`);
    }
  }
  // A group keeps its own commands only; '' keeps the top-level ones.
  assert.deepEqual(
    english.commandTable('keys').rows.map((r) => r.key),
    ['keys list', 'keys create', 'keys revoke'],
  );
  assert.ok(english.commandTable('').rows.every((r) => !r.key.includes(' ')));
});

test('an unknown command or group fails, naming it and the ones that exist', () => {
  assert.throws(
    () => english.command('memories purge'),
    (error: Error) => {
      assert.match(error.message, /<CliCommand path="memories purge" \/>: no such command/);
      for (const c of cliCommands) assert.ok(error.message.includes(c.path.join(' ')), `names ${c.path.join(' ')}`);
      return true;
    },
  );
  assert.throws(() => english.commandTable('memory'), /group="memory" \/>: no such group .*"memories"/);
});

test('data strings keep their `code`, and placeholders are filled with segments', () => {
  const de = messagesOf('de');
  const apiKey = cliReference(translator(de))
    .globalFlags()
    .rows.find((r) => r.key === 'api-key');
  const description = apiKey?.cells[3] ?? [];
  const prose = description[0];
  assert.equal(prose?.kind, 'prose');
  if (prose?.kind === 'prose') {
    assert.ok(prose.parts.some((p) => p.kind === 'code' && p.text === 'Authorization: Bearer <key>'));
  }
  const note = description[1];
  assert.equal(note?.kind, 'note');
  if (note?.kind === 'note') {
    const ui = note.content[0];
    assert.equal(ui?.kind, 'ui');
    if (ui?.kind === 'ui') {
      assert.deepEqual(ui.content, [
        {kind: 'text', text: 'Umgebungsvariable: '},
        {kind: 'code', text: 'MNEMORA_API_KEY'},
      ]);
    }
  }
  // An exit code without API error codes says so with a dash, not an empty cell.
  assert.equal(plain(english.exitCodes().rows.find((r) => r.key === '2')?.cells[2] ?? []), '—');
});

/**
 * Differences between the component's literal `<Translate id="cliCommandTable.…">` messages and
 * the model's English words: a missing, extra or differently worded id.
 */
function uiMessageProblems(source: string): string[] {
  const literals = new Map<string, string>();
  for (const m of source.matchAll(
    /<Translate\s+id="(cliCommandTable\.[\w.]+)"[^>]*>\s*(?:\{'([^']*)'\}|([^<{]+?))\s*<\/Translate>/g,
  )) {
    literals.set(m[1] as string, (m[2] ?? m[3] ?? '').replace(/\s+/g, ' '));
  }
  const problems: string[] = [];
  for (const [id, message] of Object.entries(cliUiMessages)) {
    const literal = literals.get(id);
    if (literal === undefined) problems.push(`${id}: no literal <Translate> in the component`);
    else if (literal !== message) problems.push(`${id}: the component says "${literal}", the model "${message}"`);
  }
  for (const id of literals.keys()) if (!(id in cliUiMessages)) problems.push(`${id}: not in cliUiMessages`);
  return problems;
}

test("the component's <Translate> literals are the model's English words, one for one", () => {
  const source = readFileSync(path.join(repoRoot, 'src/components/CliCommandTable/index.tsx'), 'utf8');
  assert.deepEqual(uiMessageProblems(source), []);
  // Planted faults: a reworded message and a dropped one are caught.
  assert.deepEqual(uiMessageProblems(source.replace('      REST operation\n', '      REST operations\n')), [
    'cliCommandTable.header.operations: the component says "REST operations", the model "REST operation"',
  ]);
  assert.deepEqual(
    uiMessageProblems(source.replace(/<Translate id="cliCommandTable\.yes"/, '<Translate id="cliCommandTable.yep"')),
    ['cliCommandTable.yes: no literal <Translate> in the component', 'cliCommandTable.yep: not in cliUiMessages'],
  );
  // Every locale translates each of them.
  for (const locale of ['es', 'fr', 'de']) {
    const messages = messagesOf(locale);
    const missing = Object.keys(cliUiMessages).filter((id) => messages[id] === undefined);
    assert.deepEqual(missing, [], `i18n/${locale}/code.json lacks ${missing.join(', ')}`);
  }
});

/**
 * The CLI reference has one source of truth, `src/data/cli-commands.ts`. These tests check
 * that the data is well formed, that it agrees with the API contract, that the CLI page renders
 * every command, and that every `mnemora …` line in the docs' code blocks (English and every
 * translation) uses only commands, arguments and flags the table declares. Each check has a
 * planted-fault test that proves it fails, naming the file and line.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {cliCommands, type CliCommand, type CliFlag} from '../../src/data/cli-commands';
import {
  checkCliPage,
  checkCliSamples,
  checkCommandLine,
  defaultCliTable,
  defaultDocsRoots,
  extractCommandLines,
  validateCliTable,
  type CliTable,
} from '../../scripts/check-cli-docs';

const repo = path.resolve(import.meta.dirname, '..', '..');
const cliPage = path.join(repo, 'docs', 'sdks', 'cli.md');

function withTempDocs(files: Record<string, string>, run: (root: string) => void): void {
  const root = mkdtempSync(path.join(tmpdir(), 'cli-samples-'));
  try {
    for (const [name, content] of Object.entries(files)) {
      const file = path.join(root, name);
      mkdirSync(path.dirname(file), {recursive: true});
      writeFileSync(file, content);
    }
    run(root);
  } finally {
    rmSync(root, {recursive: true, force: true});
  }
}

function tableWith(change: (commands: CliCommand[], globals: CliFlag[]) => void): CliTable {
  const commands = defaultCliTable.commands.map((c) => ({...c, flags: [...c.flags], args: [...c.args]}));
  const globals = [...defaultCliTable.globalFlags];
  change(commands, globals);
  return {...defaultCliTable, commands, globalFlags: globals};
}

// ---------------------------------------------------------------------------------------------
// The data file
// ---------------------------------------------------------------------------------------------

test('cli-commands.ts is well formed (descriptions, typed flags, no duplicates, valid examples)', () => {
  assert.deepEqual(validateCliTable(), []);
});

test('schema check fails on a duplicate command, an untyped flag, a missing description and a duplicate flag', () => {
  const problems = validateCliTable(
    tableWith((commands, globals) => {
      const list = commands.find((c) => c.path.join(' ') === 'memories list');
      assert.ok(list);
      commands.push({...list});
      const add = commands.find((c) => c.path.join(' ') === 'memories add');
      assert.ok(add);
      Object.assign(add, {summary: ''});
      (add.flags as CliFlag[]).push({name: 'colour', description: 'A flag without a type.'} as unknown as CliFlag);
      (add.flags as CliFlag[]).push({...(add.flags[0] as CliFlag)});
      globals.push({name: 'format', type: 'enum', description: 'An enum flag without values.'});
    }),
  );
  const text = problems.join('\n');
  assert.match(text, /command "memories list": duplicate command/);
  assert.match(text, /command "memories add" flag --colour: type undefined is not one of/);
  assert.match(text, /command "memories add": missing description/);
  assert.match(text, /command "memories add" flag --file: duplicate/);
  assert.match(text, /global flag --format: enum flag needs at least two values/);
});

test('schema check fails when an example uses an unknown flag', () => {
  const problems = validateCliTable(
    tableWith((commands) => {
      const usage = commands.find((c) => c.path.join(' ') === 'usage');
      assert.ok(usage);
      Object.assign(usage, {example: 'mnemora usage --month 2026-11'});
    }),
  );
  assert.match(problems.join('\n'), /command "usage": example "mnemora usage --month 2026-11": unknown flag --month/);
});

// ---------------------------------------------------------------------------------------------
// Agreement with the API contract
// ---------------------------------------------------------------------------------------------

type Operation = {operationId: string; method: string; path: string};

function contractOperations(): Operation[] {
  const root = path.join(repo, 'openapi');
  const doc = parseYaml(readFileSync(path.join(root, 'mnemora.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, unknown>>;
  };
  const ops: Operation[] = [];
  for (const [apiPath, entry] of Object.entries(doc.paths)) {
    let item = entry;
    const ref = entry.$ref;
    if (typeof ref === 'string')
      item = parseYaml(readFileSync(path.join(root, ref), 'utf8')) as Record<string, unknown>;
    for (const method of ['get', 'post', 'patch', 'put', 'delete']) {
      const op = item[method] as {operationId?: string} | undefined;
      if (op?.operationId) ops.push({operationId: op.operationId, method: method.toUpperCase(), path: apiPath});
    }
  }
  return ops;
}

test('every REST operation a command names exists in openapi/mnemora.yaml with that method and path', () => {
  const ops = contractOperations();
  assert.ok(ops.length >= 10, 'openapi/mnemora.yaml declares operations');
  for (const command of cliCommands) {
    for (const op of command.operations) {
      const found = ops.find((o) => o.operationId === op.operationId);
      assert.ok(
        found,
        `src/data/cli-commands.ts: "mnemora ${command.path.join(' ')}" names ${op.operationId}, which openapi/mnemora.yaml lacks`,
      );
      assert.equal(
        `${op.method} ${op.path}`,
        `${found.method} ${found.path}`,
        `src/data/cli-commands.ts: ${op.operationId} of "mnemora ${command.path.join(' ')}"`,
      );
    }
  }
});

test('every REST operation of the contract is reachable from some command', () => {
  const covered = new Set(cliCommands.flatMap((c) => c.operations.map((o) => o.operationId)));
  const missing = contractOperations()
    .filter((o) => !covered.has(o.operationId))
    .map((o) => o.operationId);
  assert.deepEqual(missing, [], `src/data/cli-commands.ts: no command calls ${missing.join(', ')}`);
});

// ---------------------------------------------------------------------------------------------
// The CLI page renders every command
// ---------------------------------------------------------------------------------------------

test('docs/sdks/cli.md (and its translations) render every command of the table exactly once', () => {
  for (const root of defaultDocsRoots(repo)) {
    const page = path.join(root, 'sdks', 'cli.md');
    let markdown: string;
    try {
      markdown = readFileSync(page, 'utf8');
    } catch {
      continue; // a locale that has not translated the page yet falls back to English
    }
    assert.deepEqual(checkCliPage(markdown, path.relative(repo, page)), []);
  }
});

test('page check fails when the page leaves a command out or names one the table lacks', () => {
  const section = (p: string) =>
    `### \`mnemora ${p}\` {#command-${p.replace(/ /g, '-')}}\n\n<CliCommand path="${p}" />\n`;
  const complete = cliCommands.map((c) => section(c.path.join(' '))).join('\n');
  assert.deepEqual(checkCliPage(complete, 'docs/sdks/cli.md'), [], 'a page that renders every command passes');
  const markdown = complete
    .replace(section('memories export'), '')
    .replace('<CliCommand path="health" />', '<CliCommand path="health" />\n<CliCommand path="memories purge" />')
    .replace('{#command-usage}', '{#usage}');
  const problems = checkCliPage(markdown, 'docs/sdks/cli.md').join('\n');
  assert.match(problems, /docs\/sdks\/cli\.md: command "mnemora memories export" is not rendered/);
  assert.match(
    problems,
    /docs\/sdks\/cli\.md:\d+: <CliCommand path="memories purge" \/> names a command that src\/data\/cli-commands\.ts lacks/,
  );
  assert.match(
    problems,
    /docs\/sdks\/cli\.md:\d+: <CliCommand path="usage" \/> needs a heading with \{#command-usage\} right above it/,
  );
});

// ---------------------------------------------------------------------------------------------
// Samples in the docs
// ---------------------------------------------------------------------------------------------

test('every mnemora command line in the docs (all locales) is in the command table', () => {
  const report = checkCliSamples(defaultDocsRoots(repo));
  assert.deepEqual(report.problems, []);
  const onCliPage = extractCommandLines(readFileSync(cliPage, 'utf8')).length;
  assert.ok(
    onCliPage >= 15,
    `docs/sdks/cli.md has only ${onCliPage} mnemora command lines in code blocks; the extractor may be broken`,
  );
});

test('sample check fails on an unknown command, naming page and line', () => {
  withTempDocs(
    {
      'guides/ops.md': [
        '# Ops',
        '',
        '```bash',
        'mnemora memories list --limit 5',
        'mnemora memoirs list',
        '```',
        '',
      ].join('\n'),
    },
    (root) => {
      const report = checkCliSamples([root]);
      assert.equal(report.samples, 2);
      assert.equal(report.problems.length, 1);
      assert.match(
        report.problems[0] ?? '',
        /guides\/ops\.md:5: unknown command "memoirs" — in `mnemora memoirs list`/,
      );
    },
  );
});

test('sample check fails on an unknown flag and a bad flag value, in any root (translations too)', () => {
  withTempDocs(
    {
      'docs/sdks/cli.md': ['```bash', 'mnemora search "dark mode" \\', '  --mode fuzzy', '```'].join('\n'),
      'i18n/es/current/sdks/cli.md': [
        'Texto',
        '',
        '```console',
        '$ mnemora memories list --colour',
        'mem_01J9Z3K8Q4W6T2V7X5Y8B3N1M4  Prefers dark mode',
        '```',
      ].join('\n'),
    },
    (root) => {
      const report = checkCliSamples([path.join(root, 'docs'), path.join(root, 'i18n/es/current')]);
      const text = report.problems.join('\n');
      assert.equal(report.problems.length, 2, text);
      assert.match(text, /docs\/sdks\/cli\.md:2: flag --mode: expected one of semantic, keyword, hybrid, got "fuzzy"/);
      assert.match(text, /i18n\/es\/current\/sdks\/cli\.md:4: unknown flag --colour for "mnemora memories list"/);
    },
  );
});

test('sample check finds mnemora inside pipes, $(…), npx and env prefixes, and skips output and heredocs', () => {
  const markdown = [
    '```bash',
    'mnemora memories export --format jsonl | jq -c .tags',
    'eval "$(mnemora completion zsh --shell-colour)"',
    'MNEMORA_PROJECT=proj_7Hq2LmZ9 npx -y @mnemora/cli memories get',
    "cat <<'EOF' > notes.jsonl",
    'mnemora is not a command here',
    'EOF',
    '```',
    '',
    '```console',
    '$ mnemora health',
    'mnemora bogus output line',
    '```',
  ].join('\n');
  const lines = extractCommandLines(markdown);
  assert.deepEqual(
    lines.map((l) => l.line),
    [2, 3, 4, 11],
  );
  assert.deepEqual(checkCommandLine(lines[0]?.args ?? []), []);
  assert.match(checkCommandLine(lines[1]?.args ?? []).join(), /unknown flag --shell-colour for "mnemora completion"/);
  assert.match(checkCommandLine(lines[2]?.args ?? []).join(), /"mnemora memories get" is missing <memory_id>/);
  assert.deepEqual(checkCommandLine(lines[3]?.args ?? []), []);
});

test('sample check rejects command flags before the command, missing required flags and bad arguments', () => {
  assert.match(
    checkCommandLine('mnemora --tag ui memories list').join(),
    /unknown flag --tag for mnemora \(before the command/,
  );
  assert.match(checkCommandLine('mnemora keys create --kind restricted').join(), /"mnemora keys create" needs --name/);
  assert.match(
    checkCommandLine('mnemora completion powershell').join(),
    /argument <shell>: expected one of bash, zsh, fish/,
  );
  assert.match(checkCommandLine('mnemora memories').join(), /"mnemora memories" needs a subcommand/);
  assert.deepEqual(checkCommandLine('mnemora --output json memories list --all -t ui --limit "$PAGE_SIZE"'), []);
});

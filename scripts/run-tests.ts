#!/usr/bin/env node
// Runs every check of the portal in order, failing fast: what CI runs and what `npm test` runs.
// Stages that need the built site come after the build; browser tests come last.
import {spawnSync} from 'node:child_process';
import {readdirSync, statSync, existsSync} from 'node:fs';
import {join, resolve} from 'node:path';

const root = resolve(__dirname, '..');

/** A program and its arguments. */
type Command = [cmd: string, args: string[]];

/** The files below `dir` (relative to the repository) whose names end in `suffix`, sorted. */
function filesUnder(dir: string, suffix: string): string[] {
  if (!existsSync(join(root, dir))) return [];
  return readdirSync(join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((rel) => rel.endsWith(suffix) && statSync(join(root, dir, rel)).isFile())
    .map((rel) => join(dir, rel))
    .sort();
}

function nodeTests(dir: string): Command {
  const files = filesUnder(dir, '.test.ts');
  if (files.length === 0) throw new Error(`No tests found under ${dir}: a stage with no test is a broken stage.`);
  return ['node', ['--import', 'tsx', '--test', '--test-reporter=spec', ...files]];
}

const stages: [name: string, command: () => Command][] = [
  ['typecheck', () => ['npx', ['tsc', '-p', '.']]],
  ['unused code and undeclared packages (knip)', () => ['npx', ['knip', '--no-progress']]],
  ['lint (eslint)', () => ['npx', ['eslint', '--max-warnings', '0', '.']]],
  ['formatting (prettier)', () => ['npx', ['prettier', '--check', '.']]],
  ['unit tests', () => nodeTests('tests/unit')],
  ['content checks', () => nodeTests('tests/content')],
  ['spelling (cspell)', () => ['npx', ['cspell', '--no-progress']]],
  ['markdown lint', () => ['npx', ['markdownlint-cli2']]],
  ['build (all locales)', () => ['npm', ['run', 'build']]],
  ['built-site checks', () => nodeTests('tests/site')],
  ['docs MCP server', () => nodeTests('tests/mcp')],
  ['browser tests', () => ['npx', ['playwright', 'test']]],
  ['serving checks (nginx)', () => nodeTests('tests/serving')],
  ['serving browser tests (nginx)', () => ['npx', ['playwright', 'test', '-c', 'playwright.serving.config.ts']]],
  // The request console's live mode is off in the shipped build: a second build has it on.
  ['build with live mode on (build-live)', () => ['node', ['--import', 'tsx', 'scripts/build-live.ts']]],
  [
    'live console browser tests (nginx, Prism)',
    () => ['npx', ['playwright', 'test', '-c', 'playwright.live.config.ts']],
  ],
];

const only = process.argv.slice(2);
const results: string[] = [];
for (const [name, command] of stages) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  const [cmd, args] = command();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync(cmd, args, {cwd: root, stdio: 'inherit', env: process.env});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${run.status === 0 ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
  if (run.status !== 0) {
    console.log(`\n${results.join('\n')}`);
    console.error(`\nStage "${name}" failed (exit ${run.status ?? run.signal}).`);
    process.exit(1);
  }
}
console.log(`\n${results.join('\n')}`);

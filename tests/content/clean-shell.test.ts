/**
 * Shell steps as a new reader runs them. Each step-by-step page's shell blocks, in page order,
 * go into one POSIX shell (`sh`, with `set -eu`) whose PATH holds only cURL and the POSIX tools
 * the blocks name: no jq, no Node, nothing the page does not ask its reader to install. They run
 * against the Prism mock of the contract (scripts/check-samples.ts), the API address replaced by
 * the mock's, with `MNEMORA_API_KEY` set as the page's reader has it set. Each step's output is
 * checked, the last one being the flow's answer (the quick start's delete prints 204).
 * Every shell block of every page, in every locale, also uses only variables that it or an earlier
 * block of its page sets, or the reader's own environment (`MNEMORA_API_KEY`).
 * Run: node --import tsx --test tests/content/clean-shell.test.ts
 */
import {after, before, describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {locales, type Locale} from '../../config/i18n';
import {startMock} from '../../scripts/check-samples';
import {apiBaseUrl} from '../../packages/api-model/contract';
import {TEST_API_KEY} from '../../packages/api-model/curl';
import {codeBlocks, markdownFiles, type CodeBlock} from '../../src/lib/markdown-toolkit';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const docsRootOf = (locale: Locale) =>
  locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`;
const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);
const EXCLUDES = ['tutorial-basics', 'tutorial-extras'];

/**
 * The step-by-step pages run in a clean shell, and what each of their shell blocks prints (stdout,
 * trimmed): one pattern per block, in order, the last one the flow's final answer.
 */
const FLOWS: Record<string, RegExp[]> = {
  'getting-started/quick-start.md': [
    // Step 1 keeps the new memory's id in MEMORY_ID and prints it: empty when the tool that reads
    // it is missing, which turned step 3 into `DELETE /memories/`.
    /^mem_[0-9A-Za-z]{26}$/,
    // The mock answers a search with the contract's example: the shape is what is checked.
    /^\{"data":\[/,
    /^204$/,
  ],
};

/**
 * The tools of POSIX that every shell a reader pastes into has: a page may use them without an
 * installation step. The clean shell gets those a page's blocks name, and cURL.
 */
const POSIX_TOOLS = [
  'awk',
  'basename',
  'cat',
  'cut',
  'date',
  'dirname',
  'env',
  'grep',
  'head',
  'mkdir',
  'printf',
  'rm',
  'sed',
  'sleep',
  'sort',
  'tail',
  'tee',
  'tr',
  'wc',
];

/** Variables a block may read without setting them: the reader's key (Installation sets it) and the shell's own. */
const ENVIRONMENT = new Set(['MNEMORA_API_KEY', 'HOME', 'PATH', 'PWD', 'fpath']);

const shellBlocks = (markdown: string): CodeBlock[] =>
  codeBlocks(markdown).filter((b) => SHELL_LANGS.has(b.lang.toLowerCase()));

/** Where a program is installed on this machine (it is linked into the clean shell from there). */
function installed(tool: string): string {
  const found = ['/usr/local/bin', '/usr/bin', '/bin'].map((dir) => path.join(dir, tool)).find((p) => existsSync(p));
  if (!found) throw new Error(`${tool} is not installed on this machine (looked in /usr/local/bin, /usr/bin, /bin)`);
  return found;
}

/** What one run of a page's blocks printed, step by step, and how the shell ended. */
interface FlowRun {
  steps: {stdout: string; stderr: string}[];
  status: number | null;
  tools: string[];
}

/**
 * Runs `blocks` in order in one `sh -eu` whose PATH is a fresh directory holding links to `sh`,
 * `curl` and the POSIX tools the blocks name; the API address points at `mockUrl`.
 */
export function runInCleanShell(blocks: string[], mockUrl: string): FlowRun {
  const dir = mkdtempSync(path.join(tmpdir(), 'clean-shell-'));
  try {
    const bin = path.join(dir, 'bin');
    const home = path.join(dir, 'home');
    mkdirSync(bin);
    mkdirSync(home);
    const text = blocks.join('\n');
    const tools = [
      'sh',
      'curl',
      ...POSIX_TOOLS.filter((tool) => new RegExp(`(^|[\\s|;&(\`])${tool}\\s`, 'm').test(text)),
    ];
    for (const tool of tools) symlinkSync(installed(tool), path.join(bin, tool));
    // A marker line before each block splits both outputs by step; a block's output need not end
    // with a newline (cURL prints the JSON answer without one).
    const marker = (i: number) => `printf '\\n@@step %s@@\\n' ${i + 1}`;
    const script = [
      'set -eu',
      ...blocks.flatMap((block, i) => [marker(i), `${marker(i)} >&2`, block.replaceAll(apiBaseUrl, mockUrl)]),
    ].join('\n');
    const run = spawnSync(path.join(bin, 'sh'), ['-c', script], {
      cwd: home,
      env: {PATH: bin, HOME: home, MNEMORA_API_KEY: TEST_API_KEY},
      encoding: 'utf8',
      timeout: 60_000,
    });
    const byStep = (text: string) => text.split(/\n?@@step \d+@@\n/).map((part) => part.trim());
    const [stdout, stderr] = [byStep(run.stdout), byStep(run.stderr)];
    // What the shell printed before the first step (stderr[0]) is its own complaint, if any.
    const steps = stdout.slice(1).map((out, i) => ({stdout: out, stderr: stderr[i + 1] ?? ''}));
    if (stderr[0]) steps.unshift({stdout: '', stderr: stderr[0]});
    return {steps, status: run.status, tools};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** The problems of a run against the expected output of each step, naming the step. */
export function flowProblems(run: FlowRun, expected: RegExp[]): string[] {
  const problems: string[] = [];
  const tools = `PATH holds ${run.tools.join(', ')}`;
  if (run.status !== 0)
    problems.push(`the shell stopped with status ${run.status} in step ${run.steps.length} (${tools})`);
  else if (run.steps.length !== expected.length)
    problems.push(`${run.steps.length} shell blocks ran, the flow expects ${expected.length}`);
  run.steps.forEach((step, i) => {
    const want = expected[i];
    if (step.stderr) problems.push(`step ${i + 1} wrote to stderr (${tools}): ${step.stderr.slice(0, 500)}`);
    if (want && !want.test(step.stdout))
      problems.push(`step ${i + 1} printed ${JSON.stringify(step.stdout.slice(0, 300))}, expected ${want}`);
  });
  return problems;
}

/**
 * Variables a page's shell blocks read before any block of the page (or the block itself, earlier)
 * sets them, with the page line: a reader who copies the blocks would run them with an empty value.
 */
export function unsetVariables(markdown: string): string[] {
  const set = new Set<string>();
  const problems: string[] = [];
  for (const block of shellBlocks(markdown)) {
    // Single-quoted text and comments expand nothing; blanked to keep positions.
    const code = block.value
      .replace(/'[^']*'/g, (m) => ' '.repeat(m.length))
      .replace(/(^|\s)#.*$/gm, (m) => ' '.repeat(m.length));
    const events = [
      ...[...code.matchAll(/(?:^|[\s;&|(])(?:export\s+|local\s+|readonly\s+)?([A-Za-z_][A-Za-z0-9_]*)=/gm)].map(
        (m) => ({
          at: m.index + m[0].length,
          name: m[1]!,
          kind: 'set' as const,
        }),
      ),
      ...[...code.matchAll(/\b(?:read(?:\s+-r)?|for)\s+([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({
        at: m.index,
        name: m[1]!,
        kind: 'set' as const,
      })),
      ...[...code.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => ({
        at: m.index,
        name: m[1]!,
        kind: 'use' as const,
      })),
    ].sort((a, b) => a.at - b.at);
    for (const e of events) {
      if (e.kind === 'set') set.add(e.name);
      else if (!set.has(e.name) && !ENVIRONMENT.has(e.name)) {
        const line = block.line + code.slice(0, e.at).split('\n').length;
        problems.push(`line ${line}: $${e.name} is read but no block of the page sets it`);
        set.add(e.name); // once per variable
      }
    }
  }
  return problems;
}

let mock: Awaited<ReturnType<typeof startMock>> | undefined;
const mockUrl = () => {
  if (!mock) throw new Error('the contract mock is not running');
  return `http://127.0.0.1:${mock.port}`;
};

describe('step-by-step pages run as written in a clean shell, against the contract mock', () => {
  before(async () => {
    mock = await startMock();
  });
  after(() => mock?.stop());

  for (const locale of locales) {
    for (const [page, expected] of Object.entries(FLOWS)) {
      const file = path.join(docsRootOf(locale), page);
      test(`${file}: every shell step runs with cURL and POSIX tools only, the last prints ${expected.at(-1)}`, () => {
        const blocks = shellBlocks(readFileSync(path.join(repoRoot, file), 'utf8')).map((b) => b.value);
        const run = runInCleanShell(blocks, mockUrl());
        assert.deepEqual(
          flowProblems(run, expected),
          [],
          `${file}:\n${run.steps.map((s) => s.stdout).join('\n---\n')}`,
        );
      });
    }
  }

  test('every page whose shell blocks carry a variable from one block to a later one is run here', () => {
    const missing: string[] = [];
    for (const locale of locales) {
      const root = path.join(repoRoot, docsRootOf(locale));
      for (const rel of markdownFiles(root, {exclude: EXCLUDES})) {
        const blocks = shellBlocks(readFileSync(path.join(root, rel), 'utf8'));
        const setBefore = new Set<string>();
        const carries = blocks.some((b) => {
          const uses = [...b.value.matchAll(/\$\{?([A-Za-z_][A-Za-z0-9_]*)/g)].some(
            (m) =>
              setBefore.has(m[1]!) &&
              !ENVIRONMENT.has(m[1]!) &&
              !new RegExp(`(^|\\s)(export\\s+)?${m[1]}=`, 'm').test(b.value),
          );
          for (const m of b.value.matchAll(/^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=/gm)) setBefore.add(m[1]!);
          return uses;
        });
        if (carries && !(rel in FLOWS)) missing.push(`${docsRootOf(locale)}/${rel}`);
      }
    }
    assert.deepEqual(missing, [], 'multi-step pages without a clean-shell run: add them to FLOWS with their answers');
  });

  test('planted: a step that needs jq fails on the clean PATH, naming the step', () => {
    const blocks = shellBlocks(readFileSync(path.join(repoRoot, 'docs/getting-started/quick-start.md'), 'utf8')).map(
      (b) => b.value,
    );
    blocks[0] = blocks[0]!.replace(/\| sed -n '[^']*'/, '| jq -r .id');
    assert.match(blocks[0], /jq -r \.id/, 'the planted fault is in place');
    const problems = flowProblems(runInCleanShell(blocks, mockUrl()), FLOWS['getting-started/quick-start.md']!);
    assert.ok(
      problems.some((p) => /step 1/.test(p) && /jq/.test(p)),
      `expected step 1 to fail for want of jq; got:\n${problems.join('\n')}`,
    );
  });

  test('planted: a delete whose id no step kept never reaches 204', () => {
    const blocks = shellBlocks(readFileSync(path.join(repoRoot, 'docs/getting-started/quick-start.md'), 'utf8')).map(
      (b) => b.value,
    );
    blocks[0] = blocks[0]!.replaceAll('MEMORY_ID', 'STORED');
    const problems = flowProblems(runInCleanShell(blocks, mockUrl()), FLOWS['getting-started/quick-start.md']!);
    assert.ok(
      problems.some((p) => /MEMORY_ID/.test(p) && /step 3/.test(p)),
      `expected step 3 to fail on the unset MEMORY_ID; got:\n${problems.join('\n')}`,
    );
  });

  test('planted: a delete the API refuses prints its status, not 204', () => {
    const run = runInCleanShell(
      [
        `curl -X DELETE "${apiBaseUrl}/memories/" -H "Authorization: Bearer $MNEMORA_API_KEY" -sS -o /dev/null -w '%{http_code}\\n'`,
      ],
      mockUrl(),
    );
    assert.deepEqual(flowProblems(run, [/^204$/]), [`step 1 printed "400", expected /^204$/`]);
  });
});

describe('every shell block reads only variables its page sets', () => {
  for (const locale of locales) {
    test(`${docsRootOf(locale)}: no block reads a variable that no earlier block sets`, () => {
      const root = path.join(repoRoot, docsRootOf(locale));
      const problems = markdownFiles(root, {exclude: EXCLUDES}).flatMap((rel) =>
        unsetVariables(readFileSync(path.join(root, rel), 'utf8')).map((p) => `${rel} ${p}`),
      );
      assert.deepEqual(problems, []);
    });
  }

  test('planted: a script that reads $MEMORY_ID under set -u without setting it fails, naming the line', () => {
    const page = ['# Script {#script}', '', '```bash', 'set -u', 'mnemora memories get "$MEMORY_ID"', '```', ''].join(
      '\n',
    );
    assert.deepEqual(unsetVariables(page), ['line 5: $MEMORY_ID is read but no block of the page sets it']);
    const fixed = page.replace('set -u', 'set -u\nMEMORY_ID=${1:?usage: show-memory.sh MEMORY_ID}');
    assert.deepEqual(unsetVariables(fixed), []);
  });
});

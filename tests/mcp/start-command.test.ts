/**
 * The command every page, README and usage line gives a client to start the docs MCP server over
 * stdio, run as written: its stdout must begin with the answer to initialize, since stdout is the
 * protocol's. `npm run mcp` does not: npm writes its `> mnemora-docs@… mcp` banner first, so each
 * stdio command found must be `npm run --silent mcp …` (a `--http` one writes no protocol to
 * stdout). The packed server's command, in the client configurations, is run by
 * tests/mcp/pack.test.ts. Planted: the same checks over a text that says `npm run mcp`.
 * Run: node --import tsx --test tests/mcp/start-command.test.ts (needs the build)
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {chmodSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {locales} from '../../config/i18n';
import {repoRoot, requireBuild} from '../support/build';
import {firstLineProblem} from '../../scripts/lib/mcp-client';

requireBuild();

/** Every text that tells a reader or a client how to start the docs MCP server. */
const sources = [
  'AGENTS.md',
  'README.md',
  'mcp/README.md',
  'mcp/server.ts',
  'deploy/README.md',
  ...locales.map((l) =>
    join(l === 'en' ? 'docs' : `i18n/${l}/docusaurus-plugin-content-docs/current`, 'api', 'mcp-integration.md'),
  ),
];

/** `npm run [flags] mcp [-- args]` (not `mcp:pack` or `bench:mcp`), up to the end of its code span, comment or line. */
const npmMcp = /npm (?:run|run-script)((?: (?:--silent|-s|--prefix \S+))*) mcp(?=[\s`'"]|$)( -- [^`'"\n#]*)?/g;

interface Found {
  readonly where: string;
  readonly command: string;
}

function startCommands(file: string, text: string): Found[] {
  return [...text.matchAll(npmMcp)].map((m) => ({
    where: `${file}:${text.slice(0, m.index).split('\n').length}`,
    command: m[0].trim().replace(/\s+/g, ' '),
  }));
}

/** Commands that would put npm's banner on the protocol's stdout. */
function bannerProblems(found: readonly Found[]): string[] {
  return found
    .filter((f) => !/ --http\b/.test(f.command) && !/ (?:--silent|-s)\b/.test(f.command))
    .map((f) => `${f.where}: \`${f.command}\` lets npm print its banner on stdout; give \`npm run --silent mcp\``);
}

/** Runs each distinct stdio command; a problem for each whose stdout does not begin with the protocol. */
async function runProblems(found: readonly Found[]): Promise<string[]> {
  // A usage synopsis (`-- [--locale …]`, `<port>`) is read, not run.
  const runnable = found.filter((f) => !/ --http\b/.test(f.command) && !/[[<]/.test(f.command));
  const commands = [...new Set(runnable.map((f) => f.command))];
  const problems: string[] = [];
  for (const command of commands) {
    const problem = await firstLineProblem(command);
    if (problem) problems.push(problem);
  }
  return problems;
}

const found = sources.flatMap((file) => startCommands(file, readFileSync(join(repoRoot, file), 'utf8')));

test(
  'every page and README gives a stdio start command whose stdout is protocol only, and each one runs so',
  {timeout: 300_000},
  async (t) => {
    t.diagnostic(
      `${found.length} start commands in ${sources.length} files: ${[...new Set(found.map((f) => f.command))].join('; ')}`,
    );
    // Each locale's MCP integration page gives the command for a clone of the repository.
    for (const page of sources.filter((s) => s.endsWith('mcp-integration.md')))
      assert.ok(
        found.some((f) => f.where.startsWith(`${page}:`)),
        `${page} gives no start command`,
      );
    assert.deepEqual(bannerProblems(found), []);
    assert.deepEqual(await runProblems(found), []);
  },
);

test('planted: a page that says `npm run mcp` fails both checks', {timeout: 120_000}, async () => {
  const planted = startCommands('planted.md', 'In a clone, `npm run mcp` starts the same server.');
  assert.match(bannerProblems(planted).join('\n'), /planted\.md:1: `npm run mcp` lets npm print its banner/);
  assert.match(
    (await runProblems(planted)).join('\n'),
    /stdout starts with "\\n> mnemora-docs@|stdout starts with "> mnemora-docs@/,
  );
});

test(
  '`npm run mcp` with a temporary directory it cannot write: the answer on stdout, one line on stderr',
  {timeout: 120_000},
  async () => {
    // The script as package.json spells it, without npm (npm needs a home of its own to run as nobody).
    const scripts = (
      JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {scripts: Record<string, string>}
    ).scripts;
    const [node, ...args] = scripts.mcp!.trim().split(/\s+/);
    assert.equal(node, 'node', scripts.mcp);
    const readOnly = mkdtempSync(join(tmpdir(), 'mnemora-read-only-'));
    chmodSync(readOnly, 0o555);
    // As root a mode 555 directory is still writable: run as nobody there.
    const asRoot = process.getuid?.() === 0;
    const [cmd, ...pre] = asRoot
      ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath]
      : [process.execPath];
    const child = spawn(cmd!, [...pre, ...args], {cwd: repoRoot, env: {...process.env, TMPDIR: readOnly}});
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    try {
      child.stdin.write(
        `${JSON.stringify({jsonrpc: '2.0', id: 1, method: 'initialize', params: {protocolVersion: '2025-11-25', capabilities: {}, clientInfo: {name: 't', version: '1'}}})}\n`,
      );
      const deadline = Date.now() + 90_000;
      while (!stdout.includes('\n') && child.exitCode === null && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 100));
      const first = JSON.parse(stdout.split('\n')[0] ?? '') as {id?: number; result?: unknown};
      assert.equal(first.id, 1, `stdout: ${stdout.slice(0, 200)} stderr: ${stderr.slice(-300)}`);
      assert.ok(first.result, 'initialize answered');
      assert.match(
        stderr.split('\n')[0] ?? '',
        /^The temporary directory .+ cannot hold .+tsx-\d+ \(EACCES\): running without the TypeScript compile cache; set TMPDIR to a writable directory for faster starts\.$/,
      );
    } finally {
      child.kill('SIGTERM');
      rmSync(readOnly, {recursive: true, force: true});
    }
  },
);

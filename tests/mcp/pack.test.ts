/**
 * `npm run mcp:pack` (scripts/pack-mcp.ts): the tarball runs with `npx` in an empty directory with
 * an empty npm cache and no registry (an address nothing listens on, offline mode), so it needs
 * nothing but itself, and reports the version of the docs snapshot it carries.
 * Run: node --import tsx --test tests/mcp/pack.test.ts (needs the build)
 */
import {after, before, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join} from 'node:path';
import {buildDir, repoRoot, requireBuild} from '../support/build';
import {firstLineProblem, startDocsServer, type DocsClient} from '../../scripts/lib/mcp-client';
import {locales} from '../../config/i18n';

let work: string;
let tarball: string;
let packed: DocsClient | undefined;

before(() => {
  requireBuild();
  work = mkdtempSync(join(tmpdir(), 'mnemora-mcp-pack-'));
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pack-mcp.ts', '--out', join(work, 'out')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  tarball = run.stdout.trim().split('\n').pop() ?? '';
});

after(async () => {
  await packed?.close();
  rmSync(work, {recursive: true, force: true});
});

test('the package holds the bundled server, the snapshot and no dependencies', () => {
  const list = spawnSync('tar', ['-tzf', tarball], {encoding: 'utf8'});
  assert.deepEqual(list.stdout.trim().split('\n').sort(), [
    'package/README.md',
    'package/package.json',
    'package/server.cjs',
    'package/snapshot.json',
  ]);
  const manifest = JSON.parse(
    spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'}).stdout,
  ) as Record<string, unknown>;
  assert.equal(manifest.dependencies, undefined);
  assert.match(String(manifest.version), /^1\.0\.0-docs-[0-9a-f]{12}$/);
  assert.match(tarball, new RegExp(`mnemora-docs-mcp-${String(manifest.version).replace(/\./g, '\\.')}\\.tgz$`));
});

/**
 * The commands the MCP integration page gives each client for the docs server (the Claude Code
 * line and every JSON configuration, in every locale), with this tarball in place of the page's
 * path: `command` and `args` joined as the client runs them.
 */
function documentedCommands(): string[] {
  const commands = new Set<string>();
  for (const locale of locales) {
    const page = readFileSync(
      join(
        repoRoot,
        locale === 'en' ? 'docs' : `i18n/${locale}/docusaurus-plugin-content-docs/current`,
        'api',
        'mcp-integration.md',
      ),
      'utf8',
    );
    const section = page.slice(page.indexOf('{#docs-server}'));
    const claude = section.match(/^claude mcp add --transport stdio mnemora-docs -- (.+)$/m)?.[1];
    if (claude) commands.add(claude);
    for (const block of section.matchAll(/^```json[^\n]*\n([\s\S]*?)^```/gm)) {
      const config = JSON.parse(block[1] ?? '{}') as Record<
        string,
        Record<string, {command?: string; args?: string[]}>
      >;
      const entry = (config.mcpServers ?? config.servers)?.['mnemora-docs'];
      if (entry?.command) commands.add([entry.command, ...(entry.args ?? [])].join(' '));
    }
  }
  return [...commands].map((c) => c.replace(/file:\/\S+\.tgz/, `file:${tarball}`));
}

test(
  'the commands the docs give clients start a server whose stdout begins with the protocol',
  {timeout: 180_000},
  async () => {
    const commands = documentedCommands();
    assert.ok(commands.length > 0 && commands.every((c) => c.includes(tarball)), commands.join('\n'));
    const clean = mkdtempSync(join(work, 'documented-'));
    const env = {
      ...process.env,
      npm_config_cache: join(clean, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_update_notifier: 'false',
    };
    const problems: string[] = [];
    for (const command of commands) {
      const problem = await firstLineProblem(command, {cwd: clean, env, timeoutMs: 120_000});
      if (problem) problems.push(problem);
    }
    // The package's own README, run where the tarball is, as it says.
    const readme = spawnSync('tar', ['-xzOf', tarball, 'package/README.md'], {encoding: 'utf8'}).stdout;
    const own = [...readme.matchAll(/^(npx -y \.\/\S+\.tgz(?: --locale [a-z]+)?)/gm)].map((m) => m[1] as string);
    assert.ok(own.length > 0, readme);
    for (const command of own) {
      const problem = await firstLineProblem(command, {cwd: dirname(tarball), env, timeoutMs: 120_000});
      if (problem) problems.push(`package README: ${problem}`);
    }
    assert.deepEqual(problems, []);
  },
);

test(
  'runs with npx from the tarball in a clean directory, offline, and reports its docs snapshot',
  {timeout: 180_000},
  async () => {
    const clean = mkdtempSync(join(work, 'clean-'));
    const manifest = JSON.parse(
      spawnSync('tar', ['-xzOf', tarball, 'package/package.json'], {encoding: 'utf8'}).stdout,
    ) as {version: string};
    const env = {
      npm_config_cache: join(clean, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_registry: 'http://127.0.0.1:9/',
      npm_config_update_notifier: 'false',
    };
    for (const [k, v] of Object.entries(env)) process.env[k] = v;
    try {
      packed = await startDocsServer(['--locale', 'fr'], {command: 'npx', args: ['-y', `file:${tarball}`], cwd: clean});
    } finally {
      for (const k of Object.keys(env)) delete process.env[k];
    }
    const version = packed.client.getServerVersion()?.version ?? '';
    assert.equal(`1.0.0-${version}`, manifest.version);
    // The same docs as this repository's build: a French page, a French search, an operation's samples.
    assert.equal(
      (await packed.call('get_page', {path: '/fr/api/search'})).text,
      readFileSync(join(buildDir, 'fr', 'api', 'search.md'), 'utf8'),
    );
    // Ranks as the server in this repository does.
    const repo = await startDocsServer(['--locale', 'fr']);
    try {
      for (const query of ['clé API restreinte', 'limite de débit', 'version_conflict']) {
        const paths = async (c: DocsClient) =>
          (await c.json<{locale: string; results: Array<{path: string}>}>('search_docs', {query})).results.map(
            (r) => r.path,
          );
        const fromPack = await paths(packed);
        assert.ok(fromPack.length > 0 && fromPack.every((p) => p.startsWith('/fr/')), query);
        assert.deepEqual(fromPack, await paths(repo), query);
      }
    } finally {
      await repo.close();
    }
    const op = await packed.json<{samples: {curl: string}}>('get_operation', {operationId: 'searchMemories'});
    assert.match(op.samples.curl, /^curl https:\/\/api\.mnemora\.dev\/v1\/search/);
    assert.match(
      (await packed.call('validate_request', {method: 'GET', path: '/health'})).text,
      /^valid: the request matches getHealth/,
    );
  },
);

/**
 * `npm run bench:mcp [-- --runs 200] [-- --starts 7]`: the docs MCP server as an agent sees it.
 * Start-up: the time from spawning the server to the first line on its stdout, its answer to
 * `initialize` (median of `--starts`), for the command the docs give in a clone (`npm run
 * --silent mcp`), for the server without npm as that script runs it (`node --require tsx/cjs
 * mcp/server.ts`) and with tsx's ESM hooks (`--import tsx`, as the other scripts run), and for the
 * packed server (`node server.cjs`, packed into a temporary directory first, and `npx -y
 * file:<tarball>` as the client configurations run it, offline); with the CPU time
 * the server process had used by then (user + system, all its threads; for npm and npx, npm's
 * own), which the load of a shared machine inflates far less than the wall time. Then the time to
 * a first search, the size
 * of its data (pages, snapshot bytes, search index terms), and p50/p95 latency per tool over
 * `--runs` calls each through the SDK's client over stdio (search_docs over the relevance set's
 * queries of every locale). Targets: initialize answered under 1 s, search_docs p95 under 20 ms.
 * Not a timed test: the figures depend on the machine. Needs the build.
 */
import {spawn, spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {initializeLine, repoServer, startDocsServer, type DocsClient} from './lib/mcp-client';
import {loadRelevanceSet} from './lib/search-relevance';
import {snapshotFromRepo} from '../mcp/src/snapshot';
import {LocaleIndex} from '../mcp/src/search';
import {locales} from '../config/i18n';
import {portalUrl} from '../config/platform';
import {wholeNumber} from './lib/bench-args';
import {runMain} from './lib/process';

const repoRoot = resolve(__dirname, '..');
const {values} = parseArgs({
  options: {runs: {type: 'string', default: '200'}, starts: {type: 'string', default: '7'}},
});
const runs = wholeNumber('runs', values.runs, 1);
const startCount = wholeNumber('starts', values.starts, 1);

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const ticksPerSecond = 100;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

/** Spawn to the first line on stdout (the answer to initialize), and the process's CPU time by then. */
async function startOnce(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
): Promise<{wall: number; cpu: number}> {
  const started = performance.now();
  const child = spawn(command, args, {cwd: repoRoot, env, stdio: ['pipe', 'pipe', 'ignore']});
  child.stdin.write(`${initializeLine}\n`);
  const result = await new Promise<{wall: number; cpu: number}>((done, fail) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (!out.includes('\n')) return;
      const wall = performance.now() - started;
      if (!out.startsWith('{"'))
        fail(new Error(`${command} ${args.join(' ')}: stdout starts with ${JSON.stringify(out.slice(0, 80))}`));
      done({wall, cpu: cpuMs(child.pid as number)});
    });
    child.once('exit', (code) => fail(new Error(`${command} ${args.join(' ')} exited (${code}) before answering`)));
  });
  child.stdin.end();
  child.kill('SIGTERM');
  return result;
}

interface Startup {
  readonly label: string;
  readonly wall: number[];
  readonly cpu: number[];
}

async function startups(
  label: string,
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<Startup> {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < startCount; i += 1) {
    const r = await startOnce(command, args, env);
    wall.push(r.wall);
    cpu.push(r.cpu);
  }
  return {label, wall: wall.sort((a, b) => a - b), cpu: cpu.sort((a, b) => a - b)};
}

const quantile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
const ms = (n: number): string => `${n.toFixed(1)} ms`;

async function timed(
  client: DocsClient,
  name: string,
  args: readonly Record<string, unknown>[],
): Promise<{p50: number; p95: number; n: number}> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await client.call(name, args[i % args.length] as Record<string, unknown>);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {p50: quantile(times, 0.5), p95: quantile(times, 0.95), n: times.length};
}

async function main(): Promise<void> {
  const packDir = mkdtempSync(join(tmpdir(), 'mnemora-bench-mcp-'));
  let starts: Startup[];
  try {
    const pack = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pack-mcp.ts', '--out', packDir], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (pack.status !== 0) throw new Error(`mcp:pack failed:\n${pack.stderr}`);
    const tarball = pack.stdout.trim().split('\n').pop() ?? '';
    // npx as the client configurations run it, offline from a cache of its own (filled by the first run).
    const npxEnv = {
      ...process.env,
      npm_config_cache: join(packDir, 'npm-cache'),
      npm_config_offline: 'true',
      npm_config_update_notifier: 'false',
    };
    await startOnce('npx', ['-y', `file:${tarball}`], npxEnv);
    // Interleaved per round would be fairer on a loaded machine; one command at a time keeps each
    // command's runs comparable with each other, and the CPU times comparable across commands.
    starts = [
      await startups('npm run --silent mcp', 'npm', ['run', '--silent', 'mcp']),
      await startups('node --require tsx/cjs mcp/server.ts', repoServer.command, repoServer.args),
      await startups('node --import tsx mcp/server.ts', process.execPath, ['--import', 'tsx', 'mcp/server.ts']),
      await startups('packed: node server.cjs', process.execPath, [join(packDir, 'package', 'server.cjs')]),
      await startups('packed: npx -y file:<tarball>', 'npx', ['-y', `file:${tarball}`], npxEnv),
    ];
  } finally {
    rmSync(packDir, {recursive: true, force: true});
  }

  const firstSearches: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const client = await startDocsServer();
    await client.call('search_docs', {query: 'rate limit', locale: 'de'});
    firstSearches.push(performance.now() - started);
    await client.close();
  }
  firstSearches.sort((a, b) => a - b);

  const loadStarted = performance.now();
  const snapshot = snapshotFromRepo(repoRoot);
  const loaded = performance.now() - loadStarted;
  const indexStarted = performance.now();
  const terms = locales.map((l) => new LocaleIndex(snapshot, l, portalUrl).termCount);
  const indexed = performance.now() - indexStarted;

  const client = await startDocsServer();
  const set = loadRelevanceSet();
  const queries = Object.entries(set).flatMap(([locale, cases]) =>
    cases.map((c) => ({query: c.query, locale, limit: 5})),
  );
  const pages = snapshot.pages.map((p) => ({path: p.path}));
  const results: Record<string, {p50: number; p95: number; n: number}> = {
    search_docs: await timed(client, 'search_docs', queries),
    get_page: await timed(client, 'get_page', pages),
    get_operation: await timed(client, 'get_operation', [
      {operationId: 'createMemory'},
      {operationId: 'searchMemories', locale: 'de'},
      {method: 'PATCH', path: '/memories/mem_1'},
    ]),
    list_error_codes: await timed(client, 'list_error_codes', [{}, {locale: 'fr'}]),
    validate_request: await timed(client, 'validate_request', [
      {
        method: 'POST',
        path: '/memories',
        headers: {Authorization: 'Bearer k'},
        body: {content: 'x', scope: {project_id: 'proj_7Hq2LmZ9'}},
      },
      {method: 'POST', path: '/search', body: {query: 'x', limit: 500}},
    ]),
  };
  await client.close();

  const bytes = Buffer.byteLength(JSON.stringify(snapshot));
  const table = [
    ...starts.map((st) => [
      `initialize answered: ${st.label}`,
      ms(quantile(st.wall, 0.5)),
      `median of ${st.wall.length} (min ${ms(st.wall[0] ?? NaN)}, max ${ms(st.wall[st.wall.length - 1] ?? NaN)}); CPU ${/^(npm|packed: npx)/.test(st.label) ? "npm's own" : 'of the server'} ${ms(quantile(st.cpu, 0.5))}`,
    ]),
    ['spawn to a first search answered (de, median of 5)', ms(quantile(firstSearches, 0.5)), ''],
    ['read the build (in process)', ms(loaded), ''],
    ['index four locales (in process)', ms(indexed), ''],
    ['pages (all locales)', String(snapshot.pages.length), ''],
    ['snapshot (JSON)', `${(bytes / 1024).toFixed(0)} KiB`, ''],
    ['index terms per locale', terms.join(' / '), 'en / es / fr / de'],
    ...Object.entries(results).map(([name, r]) => [
      `${name} p50 / p95 (${r.n} calls)`,
      `${ms(r.p50)} / ${ms(r.p95)}`,
      '',
    ]),
  ];
  for (const [what, value, note] of table)
    console.log(`${(what ?? '').padEnd(56)} ${(value ?? '').padEnd(22)} ${note ?? ''}`);
  // The target is the documented command's.
  const startup = quantile(starts[0]?.wall ?? [], 0.5);
  const searchP95 = results.search_docs?.p95 ?? NaN;
  console.log(
    `\ninitialize answered under 1 s (npm run --silent mcp): ${startup < 1000 ? 'PASS' : 'FAIL'} (${ms(startup)}); search_docs p95 under 20 ms: ${searchP95 < 20 ? 'PASS' : 'FAIL'} (${ms(searchP95)})`,
  );
  console.log(
    JSON.stringify({
      startup: starts,
      firstSearchMs: firstSearches,
      loadMs: loaded,
      indexMs: indexed,
      pages: snapshot.pages.length,
      snapshotBytes: bytes,
      terms,
      latency: results,
    }),
  );
}

runMain(main);

/**
 * `npm run bench:mcp [-- --runs 200]`: the docs MCP server as an agent sees it, through the SDK's
 * client over stdio. Prints the time from spawning the server to its answer to `initialize`
 * (median of 5 starts), the size of its data (pages, snapshot bytes, search index terms), and
 * p50/p95 latency per tool over `--runs` calls each (search_docs over the relevance set's queries
 * of every locale). Targets: ready under 1 s, search_docs p95 under 20 ms. Not a timed test: the
 * figures depend on the machine. Needs the build.
 */
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {startDocsServer, type DocsClient} from '../tests/support/mcp-client';
import {loadRelevanceSet} from '../tests/support/search-relevance';
import {snapshotFromRepo} from '../mcp/src/snapshot';
import {LocaleIndex} from '../mcp/src/search';
import {locales} from '../config/i18n';
import {portalUrl} from '../config/platform';
import {wholeNumber} from './lib/bench-args';
import {runMain} from './lib/process';

const repoRoot = resolve(__dirname, '..');
const {values} = parseArgs({options: {runs: {type: 'string', default: '200'}}});
const runs = wholeNumber('runs', values.runs, 1);

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
  const starts: number[] = [];
  const firstSearches: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const client = await startDocsServer();
    starts.push(performance.now() - started);
    await client.call('search_docs', {query: 'rate limit', locale: 'de'});
    firstSearches.push(performance.now() - started);
    await client.close();
  }
  starts.sort((a, b) => a - b);
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
    [
      'start-up (spawn to initialize answered, median of 5)',
      ms(quantile(starts, 0.5)),
      `min ${ms(starts[0] ?? NaN)}, max ${ms(starts[starts.length - 1] ?? NaN)}`,
    ],
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
  const startup = quantile(starts, 0.5);
  const searchP95 = results.search_docs?.p95 ?? NaN;
  console.log(
    `\nready under 1 s: ${startup < 1000 ? 'PASS' : 'FAIL'} (${ms(startup)}); search_docs p95 under 20 ms: ${searchP95 < 20 ? 'PASS' : 'FAIL'} (${ms(searchP95)})`,
  );
  console.log(
    JSON.stringify({
      startupMs: starts,
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

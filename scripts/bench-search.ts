#!/usr/bin/env node
// Benchmarks the offline search of the built site in Chromium, per locale: the index size, the
// bytes a reader downloads from opening the search to the first result, the time from opening to
// the first result (opened with Ctrl+K at once, and clicked after pointing at the button for
// 300 ms, as a mouse reader does; the median of `--runs` first openings, each on a fresh page), the query latency (median and p95 over the relevance set,
// tests/search/relevance.json) once the index is loaded, and the ranking's quality on that set:
// hit@1, hit@3 and mean reciprocal rank, tuned and held-out cases apart, beside the same set in
// Pagefind's own order (the baseline the portal's ranking improves on). Not a test: it prints
// tables and the same figures as JSON. Needs a build with the index (`npm run build`).
// By default the build is served by `npm start`'s server (deploy/site-server.ts), bodies counted
// decoded and gzipped here; `--nginx` serves it with
// the shipped nginx configuration (precompressed .br/.gz, as readers get it) and counts the bytes
// as sent.
//
//   node --import tsx scripts/bench-search.ts [--dir build] [--json bench.json] [--runs 5] [--nginx]
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type BrowserContext, type Page} from '@playwright/test';
import {localeConfigs, locales} from '../config/i18n';
import {chromiumLaunchOptions} from './lib/chromium';
import {printAligned} from './lib/bench-budgets';
import {wholeNumber} from './lib/bench-args';
import {listen, runMain} from './lib/process';
import {createSiteServer} from '../deploy/site-server';
import {startProdServer} from './serve-prod';
import {loadRelevanceSet, runRelevance, type Scores} from './lib/search-relevance';
import type {PagefindEntry} from './lib/pagefind-entry';

// The functions below that run in the page (page.evaluate, waitForFunction) are sent to the
// browser as their source text, as tsx compiled it. tsx keeps function names by wrapping every
// named function expression (`const f = () => …`) in a `__name(…)` helper that exists only in
// Node, so those functions declare no named functions of their own.

/** performance.now() times in the page: the event that opened the search, the first result in the DOM, the frame after. */
interface SearchTiming {
  opened?: number;
  inDom?: number;
  shown?: number;
}

/** Pagefind's client as this benchmark calls it in the page. */
interface PagefindClient {
  options(options: {baseUrl?: string; noWorker?: boolean}): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: readonly {data(): Promise<unknown>}[]}>;
}

/** The page's window with what this benchmark keeps on it. */
type BenchWindow = Window & {benchSearchTiming?: SearchTiming; benchPagefind?: PagefindClient};

/** Bytes of some files: as they are, and gzipped (level 6). */
interface Sizes {
  raw: number;
  gzip: number;
}

/** One language's index on disk. */
interface IndexSize {
  pages: number | undefined;
  files: number;
  data: Sizes;
  wasm: Sizes;
}

interface Stats {
  median: number;
  p95: number;
  max: number | undefined;
}

/** What the timing of one opening of the search measured, in ms (see inPageMs). */
interface OpeningTiming {
  harness: number;
  inPage: number;
}

/** The figures of one locale. */
interface LocaleResult {
  index: IndexSize;
  searchRequestsBeforeOpen: number;
  firstResult: {
    runs: number;
    ms: number;
    afterHoverMs: number;
    inPageMs: number;
    afterHoverInPageMs: number;
    requests: number;
    bytes: Sizes;
  };
  relevance: {tuned: Scores; heldout: Scores};
  /** The same set in Pagefind's own order, without the portal's ranking: the baseline. */
  pagefindOnly: {tuned: Scores; heldout: Scores};
  latencyMs: {queries: number; firstRun: Stats; repeated: Stats};
}

/** A response the page received: its path, when, and its body's size decoded and as sent. */
interface SeenResponse {
  url: string;
  at: number;
  raw: number;
  gzip: number;
}

/** Reads Pagefind's entry file (`pagefind-entry.json`): its version and an index per language. */
function readEntry(file: string): PagefindEntry {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof parsed !== 'object' || parsed === null) throw new Error(`${file}: not a JSON object`);
  // Every field of PagefindEntry is optional: a missing one shows below as a missing index or file.
  return parsed as PagefindEntry;
}

function filesOf(dir: string, prefix: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(dir, name));
}

function sizes(files: readonly string[]): Sizes {
  const contents = files.map((file) => readFileSync(file));
  const sum = (size: (bytes: Buffer) => number): number => contents.reduce((n, bytes) => n + size(bytes), 0);
  return {raw: sum((b) => b.length), gzip: sum((b) => gzipSync(b, {level: 6}).length)};
}

/** On-disk size of one language's index: metadata, word index chunks, page fragments, stemmer. */
function indexSize(entry: PagefindEntry, bundle: string, language: string): IndexSize {
  const index = entry.languages?.[language];
  if (!index) throw new Error(`No Pagefind index for ${language} in ${bundle}: run scripts/build-search-index.ts`);
  const data = [
    join(bundle, `pagefind.${index.hash}.pf_meta`),
    ...filesOf(join(bundle, 'index'), `${language}_`),
    ...filesOf(join(bundle, 'fragment'), `${language}_`),
  ];
  return {
    pages: index.page_count,
    files: data.length,
    data: sizes(data),
    wasm: sizes([join(bundle, `wasm.${index.wasm}.pagefind`)]),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? NaN;
}

/**
 * Times, in the page, what the reader sees: from the event that opens the search (the key press
 * or the click, by its own timestamp) to the frame after the first result entered the dialog.
 * The figure measured around Playwright's calls also holds the harness's own round trips (acting
 * on the button, filling the box, polling for the result), which no reader waits for.
 */
function recordSearchTiming(): void {
  const timing: SearchTiming = {};
  (window as BenchWindow).benchSearchTiming = timing;
  for (const type of ['keydown', 'click'])
    document.addEventListener(
      type,
      (event) => {
        timing.opened ??= event.timeStamp;
      },
      {capture: true},
    );
  new MutationObserver((_, observer) => {
    if (!document.querySelector('dialog[open] [role="option"]')) return;
    observer.disconnect();
    timing.inDom = performance.now();
    requestAnimationFrame(() => setTimeout(() => (timing.shown = performance.now())));
  }).observe(document.body, {subtree: true, childList: true});
}

async function inPageMs(page: Page): Promise<number> {
  const timing = await page
    .waitForFunction(
      () => (window as BenchWindow).benchSearchTiming?.shown !== undefined && (window as BenchWindow).benchSearchTiming,
    )
    .then((h) => h.jsonValue());
  // waitForFunction resolves with a truthy value only: the timing, `shown` set.
  if (!timing) throw new Error('the search timing is missing in the page');
  return Math.round((timing.shown ?? NaN) - (timing.opened ?? NaN));
}

/** Opens the search by `open` on a loaded page, then the query: both timings of its first result. */
async function timeFirstResult(page: Page, query: string, open: () => Promise<void>): Promise<OpeningTiming> {
  await page.evaluate(recordSearchTiming);
  const startedAt = await page.evaluate(() => performance.now());
  await open();
  await page.locator('dialog[open] [role="combobox"]').fill(query);
  await page.locator('dialog[open] [role="option"]').first().waitFor();
  const harness = Math.round((await page.evaluate(() => performance.now())) - startedAt);
  return {harness, inPage: await inPageMs(page)};
}

/** Ctrl+K at once on a loaded page. */
const openWithShortcut = (page: Page, query: string): Promise<OpeningTiming> =>
  timeFirstResult(page, query, () => page.keyboard.press('Control+k'));

/** A mouse reader points at the button for 300 ms (the search loads from then on), then clicks. */
async function openAfterPointing(page: Page, query: string): Promise<OpeningTiming> {
  const button = page.locator('.navbar button[aria-haspopup="dialog"]');
  await button.hover();
  await page.waitForTimeout(300);
  return timeFirstResult(page, query, () => button.click());
}

/** Runs `measure` on a page of its own, loaded and idle: every opening is a page's first. */
async function freshPage<T>(context: BrowserContext, path: string, measure: (page: Page) => Promise<T>): Promise<T> {
  const page = await context.newPage();
  try {
    await page.goto(path);
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await page.waitForLoadState('networkidle');
    return await measure(page);
  } finally {
    await page.close();
  }
}

function stats(ms: readonly number[]): Stats {
  const sorted = [...ms].sort((a, b) => a - b);
  return {median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)};
}

const medianOf = (ms: readonly number[]): number => stats(ms).median;

/** Total bytes of the files under `dir`. */
function totalBytes(dir: string): number {
  return readdirSync(dir).reduce((sum, name) => {
    const abs = join(dir, name);
    return sum + (statSync(abs).isDirectory() ? totalBytes(abs) : statSync(abs).size);
  }, 0);
}

/** A table with every column aligned left. */
const table = ([header = [], ...rows]: readonly (readonly string[])[]): void =>
  printAligned(header, rows, header.length);

async function main(): Promise<void> {
  const {values: args} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      json: {type: 'string'},
      runs: {type: 'string', default: '5'},
      nginx: {type: 'boolean', default: false},
    },
  });
  const values = {...args, runs: wholeNumber('runs', args.runs, 1)};
  const buildDir = resolve(values.dir);
  const bundle = join(buildDir, 'pagefind');
  const entry = readEntry(join(bundle, 'pagefind-entry.json'));
  const relevance = loadRelevanceSet(join(__dirname, '..', 'tests', 'search', 'relevance.json'));

  let origin: string;
  let stopServer: () => Promise<void> | void;
  if (values.nginx) {
    const prod = await startProdServer({buildDir});
    origin = prod.url;
    stopServer = () => prod.stop();
  } else {
    const server = createSiteServer(buildDir);
    origin = `http://127.0.0.1:${await listen(server, 0, '127.0.0.1')}`;
    stopServer = () => {
      server.close();
    };
  }
  const browser = await chromium.launch(chromiumLaunchOptions());

  const results: Record<string, LocaleResult> = {};
  try {
    for (const locale of locales) {
      // Pagefind names an index by the lowercased `<html lang>` of its pages (`es-es`).
      const language = localeConfigs[locale].htmlLang.toLowerCase();
      const prefix = locale === 'en' ? '' : `/${locale}`;
      const cases = relevance[locale];
      if (!cases) throw new Error(`tests/search/relevance.json has no cases for ${locale}`);
      const queries = cases.map((c) => c.query);
      const firstQuery = queries[0];
      if (firstQuery === undefined) throw new Error(`tests/search/relevance.json has no cases for ${locale}`);
      const context = await browser.newContext({viewport: {width: 1280, height: 800}, baseURL: origin});
      const page = await context.newPage();

      // Every response with its body size: decoded, and as sent (behind nginx, the encoded body;
      // served without compression, the body gzipped here).
      const responses: SeenResponse[] = [];
      page.on('response', async (response) => {
        const at = Date.now();
        try {
          const body = await response.body();
          const sent = values.nginx ? (await response.request().sizes()).responseBodySize : gzipSync(body).length;
          responses.push({url: new URL(response.url()).pathname, at, raw: body.length, gzip: sent});
        } catch {
          // Redirects and aborted requests have no body.
        }
      });

      await page.goto(`${origin}${prefix}/intro`);
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.waitForLoadState('networkidle');
      const beforeOpen = responses.filter((r) => r.url.startsWith('/pagefind/')).length;
      const opened = Date.now();
      const byKey = [await openWithShortcut(page, firstQuery)];
      const shown = Date.now();
      const afterPointing: OpeningTiming[] = [];
      for (let run = 0; run < values.runs; run += 1) {
        if (run > 0) byKey.push(await freshPage(context, `${prefix}/intro`, (p) => openWithShortcut(p, firstQuery)));
        afterPointing.push(await freshPage(context, `${prefix}/intro`, (p) => openAfterPointing(p, firstQuery)));
      }
      await page.waitForLoadState('networkidle');
      const searchResponses = responses.filter((r) => r.at >= opened && r.at <= shown);
      const download = searchResponses.reduce((sum, r) => ({raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip}), {
        raw: 0,
        gzip: 0,
      });

      // Query latency in the page, through Pagefind as the portal loads it, index already loaded.
      // Imported from the harness, not an inline script: the shipped CSP (with --nginx) refuses those.
      await page.evaluate(async (client) => {
        (window as BenchWindow).benchPagefind = (await import(client)) as PagefindClient;
      }, '/pagefind/pagefind.js');
      const timings = await page.evaluate(async (qs) => {
        const pagefind = (window as BenchWindow).benchPagefind;
        if (!pagefind) throw new Error('Pagefind did not load in the page');
        await pagefind.options({baseUrl: '/', noWorker: true});
        await pagefind.init();
        // Every query once (the first run fetches index chunks), then every query again.
        const runs: number[][] = [];
        for (let pass = 0; pass < 2; pass += 1) {
          const times: number[] = [];
          for (const q of qs) {
            const t0 = performance.now();
            const search = await pagefind.search(q);
            await search.results[0]?.data();
            times.push(performance.now() - t0);
          }
          runs.push(times);
        }
        return {cold: runs[0] ?? [], warm: runs[1] ?? []};
      }, queries);

      const relevancePage = await context.newPage();
      const ranking = await runRelevance(relevancePage, locale, cases, buildDir);
      const baseline = await runRelevance(relevancePage, locale, cases, buildDir, {pagefindOnly: true});
      await relevancePage.close();

      results[locale] = {
        index: indexSize(entry, bundle, language),
        searchRequestsBeforeOpen: beforeOpen,
        firstResult: {
          runs: values.runs,
          ms: medianOf(byKey.map((r) => r.harness)),
          afterHoverMs: medianOf(afterPointing.map((r) => r.harness)),
          inPageMs: medianOf(byKey.map((r) => r.inPage)),
          afterHoverInPageMs: medianOf(afterPointing.map((r) => r.inPage)),
          requests: searchResponses.length,
          bytes: download,
        },
        relevance: {tuned: ranking.tuned, heldout: ranking.heldout},
        pagefindOnly: {tuned: baseline.tuned, heldout: baseline.heldout},
        latencyMs: {queries: queries.length, firstRun: stats(timings.cold), repeated: stats(timings.warm)},
      };
      await context.close();
    }
  } finally {
    await browser.close();
    await stopServer();
  }

  const shared = sizes(['pagefind.js', 'pagefind-entry.json'].map((f) => join(bundle, f)));
  const modalChunk = readdirSync(join(buildDir, 'assets', 'js'))
    .map((name) => join(buildDir, 'assets', 'js', name))
    .find((file) => /search\.dialog\.hintNavigate|search-option/.test(readFileSync(file, 'utf8')));
  const output = {
    pagefind: entry.version,
    sharedClient: shared,
    dialogChunk: modalChunk ? sizes([modalChunk]) : null,
    totalBundleBytes: totalBytes(bundle),
    locales: results,
  };

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const rows = [
    [
      'locale',
      'pages',
      'index (raw / gzip)',
      'stemmer wasm (gzip)',
      `downloaded to 1st result (raw / ${values.nginx ? 'as sent' : 'gzip'})`,
      'requests',
      'open→1st result (harness)',
      'open→1st result (in page)',
      'query median',
      'query p95',
      '1st-run median / p95',
    ],
    ...Object.entries(results).map(([locale, r]) => [
      locale,
      String(r.index.pages),
      `${kb(r.index.data.raw)} / ${kb(r.index.data.gzip)}`,
      kb(r.index.wasm.gzip),
      `${kb(r.firstResult.bytes.raw)} / ${kb(r.firstResult.bytes.gzip)}`,
      String(r.firstResult.requests),
      `${r.firstResult.ms} ms (after pointing: ${r.firstResult.afterHoverMs} ms)`,
      `${r.firstResult.inPageMs} ms (after pointing: ${r.firstResult.afterHoverInPageMs} ms)`,
      ms(r.latencyMs.repeated.median),
      ms(r.latencyMs.repeated.p95),
      `${ms(r.latencyMs.firstRun.median)} / ${ms(r.latencyMs.firstRun.p95)}`,
    ]),
  ];
  table(rows);
  const score = (s: Scores) => `${s.hit1.toFixed(2)} / ${s.hit3.toFixed(2)} / ${s.mrr.toFixed(3)} (${s.queries})`;
  console.log(
    '\nRanking on tests/search/relevance.json, hit@1 / hit@3 / MRR (queries): the portal, and Pagefind alone (its own order):',
  );
  table([
    ['locale', 'tuned', 'held-out', 'Pagefind alone: tuned', 'Pagefind alone: held-out'],
    ...Object.entries(results).map(([locale, r]) => [
      locale,
      score(r.relevance.tuned),
      score(r.relevance.heldout),
      score(r.pagefindOnly.tuned),
      score(r.pagefindOnly.heldout),
    ]),
  ]);
  console.log(
    `\nShared client (pagefind.js + entry): ${kb(shared.raw)} / ${kb(shared.gzip)} gzip; search dialog chunk: ${
      output.dialogChunk ? `${kb(output.dialogChunk.raw)} / ${kb(output.dialogChunk.gzip)} gzip` : 'not found'
    }; requests to /pagefind/ before opening: ${Object.values(results)
      .map((r) => r.searchRequestsBeforeOpen)
      .join('/')}.`,
  );
  console.log(
    `Open→1st result, median of ${values.runs} first openings: Ctrl+K pressed at once, or a click after pointing at the button for 300 ms; "harness" is timed around Playwright's calls, "in page" from the opening event to the frame after the first result.`,
  );
  console.log(
    'Query latency: search() + first result data() in Chromium, index loaded; "1st-run" includes fetching index chunks from loopback.\n',
  );
  console.log(JSON.stringify(output, null, 2));
  if (values.json) writeFileSync(values.json, `${JSON.stringify(output, null, 2)}\n`);
}

runMain(main);

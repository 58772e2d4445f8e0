#!/usr/bin/env node
// Benchmarks the offline search of the built site in Chromium, per locale: the index size, the
// bytes a reader downloads from opening the search to the first result, the time from opening to
// the first result (opened with Ctrl+K at once, and clicked after pointing at the button for
// 300 ms, as a mouse reader does; the median of `--runs` first openings, each on a fresh page), the query latency (median and p95 over the relevance set,
// tests/search/relevance.json) once the index is loaded, and the ranking's quality on that set:
// hit@1, hit@3 and mean reciprocal rank, tuned and held-out cases apart. Not a test: it prints
// tables and the same figures as JSON. Needs a build with the index (`npm run build`).
// By default the build is served without compression (serve-handler); `--nginx` serves it with
// the shipped nginx configuration (precompressed .br/.gz, as readers get it) and counts the bytes
// as sent.
//
//   node --import tsx scripts/bench-search.mjs [--dir build] [--json bench.json] [--runs 5] [--nginx]
import {readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {createSiteServer} from './serve.mjs';
import {startProdServer} from './serve-prod.mjs';
import {runRelevance} from '../tests/support/search-relevance.ts';

const {values: args} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    json: {type: 'string'},
    runs: {type: 'string', default: '5'},
    nginx: {type: 'boolean', default: false},
  },
});
const values = {...args, runs: Number(args.runs)};
if (!Number.isInteger(values.runs) || values.runs < 1)
  throw new Error(`--runs must be a whole number of at least 1, got "${args.runs}"`);
const buildDir = resolve(values.dir);
const bundle = join(buildDir, 'pagefind');
const entry = JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8'));
const relevance = JSON.parse(readFileSync(new URL('../tests/search/relevance.json', import.meta.url), 'utf8'));
const locales = {en: 'en-us', es: 'es-es', fr: 'fr-fr', de: 'de-de'};

function filesOf(dir, prefix) {
  return readdirSync(dir)
    .filter((name) => name.startsWith(prefix))
    .map((name) => join(dir, name));
}

function sizes(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(file);
    raw += bytes.length;
    gzip += gzipSync(bytes, {level: 6}).length;
  }
  return {raw, gzip};
}

/** On-disk size of one language's index: metadata, word index chunks, page fragments, stemmer. */
function indexSize(language) {
  const index = entry.languages[language];
  if (!index) throw new Error(`No Pagefind index for ${language} in ${bundle}: run scripts/build-search-index.mjs`);
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

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

/**
 * Times, in the page, what the reader sees: from the event that opens the search (the key press
 * or the click, by its own timestamp) to the frame after the first result entered the dialog.
 * The figure measured around Playwright's calls also holds the harness's own round trips (acting
 * on the button, filling the box, polling for the result), which no reader waits for.
 */
function recordSearchTiming() {
  const timing = {};
  window.benchSearchTiming = timing;
  const opened = (event) => {
    timing.opened ??= event.timeStamp;
  };
  document.addEventListener('keydown', opened, {capture: true});
  document.addEventListener('click', opened, {capture: true});
  new MutationObserver((_, observer) => {
    if (!document.querySelector('dialog[open] [role="option"]')) return;
    observer.disconnect();
    timing.inDom = performance.now();
    requestAnimationFrame(() => setTimeout(() => (timing.shown = performance.now())));
  }).observe(document.body, {subtree: true, childList: true});
}

async function inPageMs(page) {
  const timing = await page
    .waitForFunction(() => window.benchSearchTiming?.shown !== undefined && window.benchSearchTiming)
    .then((h) => h.jsonValue());
  return Math.round(timing.shown - timing.opened);
}

/** Ctrl+K at once on a loaded page, then the query: both timings of its first result. */
async function openWithShortcut(page, query) {
  await page.evaluate(recordSearchTiming);
  const startedAt = await page.evaluate(() => performance.now());
  await page.keyboard.press('Control+k');
  await page.locator('dialog[open] [role="combobox"]').fill(query);
  await page.locator('dialog[open] [role="option"]').first().waitFor();
  const harness = Math.round((await page.evaluate(() => performance.now())) - startedAt);
  return {harness, inPage: await inPageMs(page)};
}

/** A mouse reader points at the button for 300 ms (the search loads from then on), then clicks. */
async function openAfterPointing(page, query) {
  const button = page.locator('.navbar button[aria-haspopup="dialog"]');
  await button.hover();
  await page.waitForTimeout(300);
  await page.evaluate(recordSearchTiming);
  const clickedAt = await page.evaluate(() => performance.now());
  await button.click();
  await page.locator('dialog[open] [role="combobox"]').fill(query);
  await page.locator('dialog[open] [role="option"]').first().waitFor();
  const harness = Math.round((await page.evaluate(() => performance.now())) - clickedAt);
  return {harness, inPage: await inPageMs(page)};
}

/** Runs `measure` on a page of its own, loaded and idle: every opening is a page's first. */
async function freshPage(context, path, measure) {
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

const medianOf = (ms) =>
  percentile(
    [...ms].sort((a, b) => a - b),
    50,
  );

function stats(ms) {
  const sorted = [...ms].sort((a, b) => a - b);
  return {median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)};
}

let origin;
let stopServer;
if (values.nginx) {
  const prod = await startProdServer({buildDir});
  origin = prod.url;
  stopServer = () => prod.stop();
} else {
  const server = createSiteServer(buildDir);
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
  stopServer = () => server.close();
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const results = {};
try {
  for (const [locale, language] of Object.entries(locales)) {
    const prefix = locale === 'en' ? '' : `/${locale}`;
    const cases = relevance[locale];
    const queries = cases.map((c) => c.query);
    const context = await browser.newContext({viewport: {width: 1280, height: 800}, baseURL: origin});
    const page = await context.newPage();

    // Every response with its body size: decoded, and as sent (behind nginx, the encoded body;
    // served without compression, the body gzipped here).
    const responses = [];
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
    const byKey = [await openWithShortcut(page, queries[0])];
    const shown = Date.now();
    const afterPointing = [];
    for (let run = 0; run < values.runs; run += 1) {
      if (run > 0) byKey.push(await freshPage(context, `${prefix}/intro`, (p) => openWithShortcut(p, queries[0])));
      afterPointing.push(await freshPage(context, `${prefix}/intro`, (p) => openAfterPointing(p, queries[0])));
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
      window.benchPagefind = await import(client);
    }, '/pagefind/pagefind.js');
    const timings = await page.evaluate(async (qs) => {
      const pagefind = window.benchPagefind;
      await pagefind.options({baseUrl: '/', noWorker: true});
      await pagefind.init();
      const time = async (q) => {
        const t0 = performance.now();
        const search = await pagefind.search(q);
        await search.results[0]?.data();
        return performance.now() - t0;
      };
      const cold = [];
      for (const q of qs) cold.push(await time(q));
      const warm = [];
      for (const q of qs) warm.push(await time(q));
      return {cold, warm};
    }, queries);

    const relevancePage = await context.newPage();
    const ranking = await runRelevance(relevancePage, locale, cases, buildDir);
    await relevancePage.close();

    results[locale] = {
      index: indexSize(language),
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
  .find(
    (file) =>
      readFileSync(file, 'utf8').includes('search.dialog.hintNavigate') ||
      readFileSync(file, 'utf8').includes('search-option'),
  );
const output = {
  pagefind: entry.version,
  sharedClient: shared,
  dialogChunk: modalChunk ? sizes([modalChunk]) : null,
  totalBundleBytes: (function total(dir) {
    return readdirSync(dir).reduce((sum, name) => {
      const abs = join(dir, name);
      return sum + (statSync(abs).isDirectory() ? total(abs) : statSync(abs).size);
    }, 0);
  })(bundle),
  locales: results,
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
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
function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
}
table(rows);
const score = (s) => `${s.hit1.toFixed(2)} / ${s.hit3.toFixed(2)} / ${s.mrr.toFixed(3)} (${s.queries})`;
console.log('\nRanking on tests/search/relevance.json, hit@1 / hit@3 / MRR (queries):');
table([
  ['locale', 'tuned', 'held-out'],
  ...Object.entries(results).map(([locale, r]) => [locale, score(r.relevance.tuned), score(r.relevance.heldout)]),
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

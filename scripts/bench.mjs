#!/usr/bin/env node
// npm run bench: the performance benchmark of the portal against a stock Docusaurus site, in one
// run so the result is a ratio that holds on a noisy machine. Not a test: it prints a
// table and writes bench-results/bench-<time>.json, with pass/fail per budget.
//
//   node scripts/bench.mjs [--reuse] [--build-runs 3] [--lh-runs 3] [--locales en,es,fr,de]
//                          [--pages home,concept,api,sdk,guide,notfound] [--server auto|nginx|node]
//                          [--no-stock] [--fresh-stock] [--stock-dir dir] [--out file.json]
//
// 1. Build times: all locales, cold (no .docusaurus, build or node_modules/.cache) and warm,
//    median of --build-runs, in a scratch copy of the site (its own node_modules/.cache, so a
//    cold build never deletes a cache another checkout shares); the stock site likewise.
// 2. build/ is (re)built when missing or older than the sources, unless --reuse.
// 3. Both sites are served with compression: ours by the shipped nginx config when deploy/ and
//    scripts/serve-prod.mjs exist (else, said so, by scripts/lib/compressing-server.mjs), the
//    stock site by compressing-server.mjs, both at the levels the build precompresses with.
// 4. Bytes on first load with a cold cache (Playwright network events, Debian Chromium) and
//    Lighthouse mobile and desktop (median of --lh-runs) for each page in each locale.
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
  openSync,
  closeSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {evaluateBudgets, kb, median} from './lib/bench-budgets.mjs';
import {startCompressingServer} from './lib/compressing-server.mjs';
import {precompressLevels} from './precompress.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const STOCK_VERSION = '3.10.2';

const {values: opts} = parseArgs({
  options: {
    reuse: {type: 'boolean', default: false},
    'build-runs': {type: 'string', default: '3'},
    'lh-runs': {type: 'string', default: '3'},
    locales: {type: 'string', default: 'en,es,fr,de'},
    pages: {type: 'string', default: 'home,concept,api,sdk,guide,notfound'},
    server: {type: 'string', default: 'auto'},
    'no-stock': {type: 'boolean', default: false},
    'fresh-stock': {type: 'boolean', default: false},
    // One stock site per checkout: two checkouts benching at once must not install into the same
    // folder.
    'stock-dir': {
      type: 'string',
      default: join(
        tmpdir(),
        `mnemora-bench-stock-${STOCK_VERSION}-${createHash('sha256').update(root).digest('hex').slice(0, 8)}`,
      ),
    },
    out: {type: 'string'},
  },
});
const buildRuns = Number(opts['build-runs']);
const lhRuns = Number(opts['lh-runs']);
const localesWanted = opts.locales.split(',').filter(Boolean);
const withStock = !opts['no-stock'];
if (!['auto', 'nginx', 'node'].includes(opts.server))
  fail(`--server must be auto, nginx or node, not "${opts.server}"`);
if (!(buildRuns >= 0) || !(lhRuns >= 0)) fail('--build-runs and --lh-runs take a number ≥ 0');

/** The measured pages: `route` in our site (per locale), `stock` the comparable stock page. */
const allPages = [
  {kind: 'home', route: '', stock: ''},
  {kind: 'concept', route: 'overview', stock: 'docs/intro', docs: true},
  {kind: 'api', route: 'api/endpoints/memory', docs: true},
  {kind: 'sdk', route: 'sdks/typescript', docs: true},
  {kind: 'guide', route: 'guides/migration', stock: 'docs/tutorial-basics/markdown-features', docs: true},
  // Lighthouse audits the page as a reader gets it, 404 status included (see `ignoreStatusCode`
  // where Lighthouse runs).
  {kind: 'notfound', route: 'bench/this-page-does-not-exist', stock: 'bench/this-page-does-not-exist'},
];
/** The phone Lighthouse's mobile preset emulates: bytes are counted as a phone reader loads them. */
const bytesViewport = {viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true};
const pages = allPages.filter((p) => opts.pages.split(',').includes(p.kind));

// Same browser flags as the browser tests (playwright.config.ts), read from there.
const {tsImport} = await import('tsx/esm/api');
const tsModule = async (path) => {
  const mod = await tsImport(path, import.meta.url);
  return mod.default?.default !== undefined || mod.default?.__esModule ? mod.default : mod;
};
const pwConfig = (await tsModule('../playwright.config.ts')).default;
const chromiumPath = pwConfig.use.launchOptions.executablePath;
const chromiumArgs = pwConfig.use.launchOptions.args;
const {localeConfigs, defaultLocale} = await tsModule('../config/i18n.ts');
const locales = Object.keys(localeConfigs).filter((l) => localesWanted.includes(l));
if (locales.length === 0) fail(`--locales ${opts.locales} names none of ${Object.keys(localeConfigs).join(', ')}`);

const started = new Date();
const results = {
  date: started.toISOString(),
  options: {
    buildRuns,
    lhRuns,
    locales,
    pages: pages.map((p) => p.kind),
    stockVersion: STOCK_VERSION,
    bytesViewport: '412×823 @1.75, mobile (Lighthouse mobile)',
  },
  machine: {cpus: (await import('node:os')).cpus().length, node: process.version, chromium: chromiumPath},
  ours: {pages: []},
  stock: withStock ? {pages: []} : undefined,
};
const logDir = join(tmpdir(), `mnemora-bench-logs-${process.pid}`);
mkdirSync(logDir, {recursive: true});

// ---------------------------------------------------------------- stock site
const stockDir = resolve(opts['stock-dir']);
if (withStock) await ensureStockSite(stockDir, opts['fresh-stock']);

// ---------------------------------------------------------------- build times
if (buildRuns > 0) {
  const workspace = join(tmpdir(), `mnemora-bench-site-${process.pid}`);
  section(`Build times: ${buildRuns}× cold and warm (scratch copy ${workspace})`);
  const sourceStamp = newestSourceMtime();
  prepareWorkspace(root, workspace);
  results.ours.builds = await timeBuilds('ours (all locales)', workspace);
  if (withStock) results.stock.builds = await timeBuilds('stock', stockDir);
  if (!opts.reuse && isStale() && newestSourceMtime() === sourceStamp) {
    console.log('build/ is missing or older than the sources: taking the timed build.');
    rmSync(join(root, 'build'), {recursive: true, force: true});
    cpSync(join(workspace, 'build'), join(root, 'build'), {recursive: true});
  }
  rmSync(workspace, {recursive: true, force: true});
}
if (!existsSync(join(root, 'build', 'index.html')) || (!opts.reuse && isStale())) {
  section('Building the site (build/ missing or older than the sources)');
  await run('npm', ['run', 'build'], root, 'build-in-place');
} else if (opts.reuse) {
  console.log('--reuse: measuring build/ as it is.');
}
if (withStock && !existsSync(join(stockDir, 'build', 'index.html')))
  await run('npm', ['run', 'build'], stockDir, 'stock-build');

// ---------------------------------------------------------------- serve and measure
// The portal's files are served precompressed (scripts/precompress.mjs): the stock site gets the
// same levels, so the byte budgets compare the sites and not their compressors. nginx's on-the-fly
// levels are only its fallback for a file without a precompressed copy.
const levels = precompressLevels;
const oursServer = await serveOurs();
const stockServer = withStock
  ? await startCompressingServer(join(stockDir, 'build'), {gzipLevel: levels.gzip, brotliQuality: levels.brotli})
  : undefined;
results.ours.server = oursServer.describe;
if (withStock)
  results.stock.server = `scripts/lib/compressing-server.mjs (gzip ${levels.gzip}, brotli ${levels.brotli})`;
console.log(`ours: ${oursServer.describe}`);

const targets = [];
for (const page of pages) {
  for (const locale of locales) {
    const prefix = locale === defaultLocale ? '/' : `/${locale}/`;
    const lighthousePath = page.lighthouseRoute ? `${prefix}${page.lighthouseRoute}` : `${prefix}${page.route}`;
    targets.push({
      site: 'ours',
      base: oursServer.url,
      kind: page.kind,
      docs: Boolean(page.docs),
      locale,
      path: `${prefix}${page.route}`,
      lighthousePath,
    });
  }
  if (withStock && page.stock !== undefined) {
    const lighthousePath = page.lighthouseRoute ? `/${page.lighthouseRoute}` : `/${page.stock}`;
    targets.push({
      site: 'stock',
      base: stockServer.url,
      kind: page.kind,
      docs: Boolean(page.docs),
      locale: 'en',
      path: `/${page.stock}`,
      lighthousePath,
    });
  }
}

try {
  section(`Bytes on first load (cold cache), ${targets.length} pages`);
  await measureBytes(targets);
  if (lhRuns > 0) {
    section(`Lighthouse mobile and desktop, median of ${lhRuns}, ${targets.length} pages`);
    await measureLighthouse(targets);
  }
} finally {
  await oursServer.stop();
  await stockServer?.stop();
}
for (const t of targets) {
  const entry = {
    site: t.site,
    kind: t.kind,
    docs: t.docs,
    locale: t.locale,
    path: t.path,
    lighthousePath: t.lighthousePath,
    bytes: t.bytes,
    lighthouse: t.lighthouse,
    lighthouseError: t.lighthouseError,
  };
  (t.site === 'ours' ? results.ours : results.stock).pages.push(entry);
}

// ---------------------------------------------------------------- report
results.budgets = evaluateBudgets(results);
printTable(results);
const outFile = resolve(
  opts.out ?? join(root, 'bench-results', `bench-${started.toISOString().replace(/[:.]/g, '-')}.json`),
);
mkdirSync(join(outFile, '..'), {recursive: true});
// The folder ignores itself, whatever the repository's .gitignore says.
if (outFile.startsWith(join(root, 'bench-results'))) writeFileSync(join(root, 'bench-results', '.gitignore'), '*\n');
writeFileSync(outFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nResults: ${relative(process.cwd(), outFile)}`);
rmSync(logDir, {recursive: true, force: true});
process.exit(results.budgets.some((b) => b.pass === false) ? 1 : 0);

// ================================================================= helpers

function fail(message) {
  console.error(`bench: ${message}`);
  process.exit(2);
}

function section(title) {
  console.log(`\n=== ${title}`);
}

/** Runs a command with its output in a log file; on failure shows the log's tail and exits. */
function run(cmd, args, cwd, logName, env = {}) {
  const log = join(logDir, `${logName}.log`);
  const fd = openSync(log, 'a');
  const t0 = performance.now();
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, {cwd, stdio: ['ignore', fd, fd], env: {...process.env, ...env}});
    child.on('exit', (code, signal) => {
      closeSync(fd);
      const seconds = (performance.now() - t0) / 1000;
      if (code !== 0) {
        const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
        console.error(`\n${cmd} ${args.join(' ')} in ${cwd} failed (${code ?? signal}):\n${tail}`);
        process.exit(1);
      }
      resolveRun(seconds);
    });
  });
}

/** Newest modification time of the files a build reads. */
function newestSourceMtime() {
  const inputs = [
    'docs',
    'i18n',
    'src',
    'static',
    'config',
    'openapi',
    'sdk',
    'blog',
    'sidebars.ts',
    'docusaurus.config.ts',
    'package.json',
    'package-lock.json',
  ];
  let newest = 0;
  const walk = (p) => {
    const s = statSync(p);
    newest = Math.max(newest, s.mtimeMs);
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  for (const input of inputs) if (existsSync(join(root, input))) walk(join(root, input));
  return newest;
}

function isStale() {
  const index = join(root, 'build', 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestSourceMtime();
}

/**
 * Copies the site's sources into `dest` with a node_modules of its own whose entries link to
 * the real packages, except `.cache`: the build cache of the copy is private to it.
 */
function prepareWorkspace(src, dest) {
  rmSync(dest, {recursive: true, force: true});
  const skip = new Set([
    'node_modules',
    'build',
    '.docusaurus',
    '.git',
    'bench-results',
    'test-results',
    'playwright-report',
    '.tmp',
  ]);
  cpSync(src, dest, {
    recursive: true,
    filter: (p) => !skip.has(relative(src, p).split('/')[0]) || relative(src, p) === '',
  });
  const realModules = realpathSync(join(src, 'node_modules'));
  mkdirSync(join(dest, 'node_modules'));
  for (const name of readdirSync(realModules)) {
    if (name === '.cache') continue;
    symlinkSync(join(realModules, name), join(dest, 'node_modules', name));
  }
}

async function timeBuilds(name, dir) {
  const cache = join(dir, 'node_modules', '.cache');
  if (lstatSync(join(dir, 'node_modules')).isSymbolicLink())
    fail(`${dir}/node_modules is a link: clearing its .cache would clear a shared cache`);
  const cold = [];
  const warm = [];
  for (let i = 1; i <= buildRuns; i += 1) {
    for (const p of [join(dir, '.docusaurus'), join(dir, 'build'), cache]) rmSync(p, {recursive: true, force: true});
    cold.push(await run('npm', ['run', 'build'], dir, `${name.split(' ')[0]}-cold-${i}`));
    console.log(`  ${name}: cold ${i}/${buildRuns} ${cold.at(-1).toFixed(1)} s`);
    warm.push(await run('npm', ['run', 'build'], dir, `${name.split(' ')[0]}-warm-${i}`));
    console.log(`  ${name}: warm ${i}/${buildRuns} ${warm.at(-1).toFixed(1)} s`);
  }
  return {cold: {runs: cold, median: median(cold)}, warm: {runs: warm, median: median(warm)}};
}

/**
 * The reference: `create-docusaurus@3.10.2 classic --typescript`, with the versions it shares
 * with us pinned to ours and the same @docsearch/react override, installed once and reused
 * (`--fresh-stock` recreates it).
 */
async function ensureStockSite(dir, fresh) {
  const ours = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const marker = join(dir, '.mnemora-bench.json');
  const wanted = JSON.stringify({
    version: STOCK_VERSION,
    deps: ours.dependencies,
    override: ours.overrides?.['@docsearch/react'],
  });
  if (
    !fresh &&
    existsSync(marker) &&
    readFileSync(marker, 'utf8') === wanted &&
    existsSync(join(dir, 'node_modules', '@docusaurus', 'core'))
  )
    return;
  section(`Stock site: create-docusaurus@${STOCK_VERSION} classic --typescript in ${dir}`);
  rmSync(dir, {recursive: true, force: true});
  await run(
    'npx',
    ['--yes', `create-docusaurus@${STOCK_VERSION}`, dir, 'classic', '--typescript', '--skip-install'],
    tmpdir(),
    'stock-create',
  );
  const pkgFile = join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
  for (const block of ['dependencies', 'devDependencies']) {
    for (const dep of Object.keys(pkg[block] ?? {})) {
      if (dep.startsWith('@docusaurus/')) pkg[block][dep] = STOCK_VERSION;
      else if (ours.dependencies[dep]) pkg[block][dep] = ours.dependencies[dep];
    }
  }
  pkg.overrides = {'@docsearch/react': ours.overrides?.['@docsearch/react'] ?? '4.7.0'};
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund'], dir, 'stock-install');
  writeFileSync(marker, wanted);
}

/** Our site behind the shipped nginx config when there is one, else the node server. */
async function serveOurs() {
  const buildDir = join(root, 'build');
  const nodeServer = async (why) => {
    const server = await startCompressingServer(buildDir, {gzipLevel: levels.gzip, brotliQuality: levels.brotli});
    return {
      ...server,
      describe: `scripts/lib/compressing-server.mjs (gzip ${levels.gzip}, brotli ${levels.brotli})${why ? `: ${why}` : ''}`,
    };
  };
  if (opts.server === 'node') return nodeServer('--server node');
  const prod = join(root, 'scripts', 'serve-prod.mjs');
  if (!existsSync(join(root, 'deploy')) || !existsSync(prod)) {
    if (opts.server === 'nginx') fail('--server nginx: deploy/ or scripts/serve-prod.mjs is missing');
    return nodeServer('fallback, no deploy/ nginx config in this checkout');
  }
  try {
    const {startProdServer} = await import(prod);
    const server = await startProdServer({buildDir, port: 0, quiet: true});
    return {
      url: server.url,
      stop: server.stop,
      describe: `nginx with deploy/nginx config (scripts/serve-prod.mjs, ${server.brotli ? 'brotli + gzip' : 'gzip'})`,
    };
  } catch (error) {
    if (opts.server === 'nginx') fail(`--server nginx: ${error.message}`);
    console.warn(`nginx could not serve the build (${error.message.split('\n')[0]}); falling back to the node server.`);
    return nodeServer(`fallback, nginx failed: ${error.message.split('\n')[0]}`);
  }
}

function classify(url, resourceType, contentType = '') {
  const path = new URL(url).pathname;
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css') || contentType.includes('text/css')) return 'css';
  if (resourceType === 'image' || /\.(svg|png|jpe?g|webp|gif|ico|avif)$/.test(path)) return 'img';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
}

/**
 * Loads each page in a fresh context (cold cache) at the Lighthouse mobile viewport, waits for
 * hydration and a quiet network, and sums the bytes per kind: `raw` decoded, `wire` as
 * transferred (compressed body). JS fetched only as a prefetch for other routes (link
 * rel=prefetch, never executed here) is counted apart, under `prefetch`.
 */
async function measureBytes(list) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch({executablePath: chromiumPath, args: chromiumArgs});
  try {
    for (const target of list) {
      const context = await browser.newContext(bytesViewport);
      const page = await context.newPage();
      const byUrl = new Map();
      const pending = [];
      page.on('requestfinished', (request) => {
        pending.push(
          (async () => {
            const response = await request.response();
            if (!response || request.url().startsWith('data:')) return;
            const sizes = await request.sizes();
            // A redirect or an aborted request has no body.
            const raw = await response.body().then(
              (body) => body.length,
              () => 0,
            );
            const headers = await response.allHeaders();
            const kind = classify(request.url(), request.resourceType(), headers['content-type']);
            const entry = byUrl.get(request.url()) ?? {
              kind,
              wire: 0,
              raw: 0,
              executed: false,
              encoding: undefined,
              requests: 0,
            };
            entry.requests += 1;
            if (request.resourceType() !== 'other') entry.executed = true;
            if (sizes.responseBodySize > entry.wire) {
              entry.wire = sizes.responseBodySize;
              entry.raw = raw;
              entry.encoding = headers['content-encoding'];
            }
            byUrl.set(request.url(), entry);
          })(),
        );
      });
      const response = await page.goto(target.base + target.path, {waitUntil: 'load'});
      await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000});
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await Promise.all(pending);
      const sum = (filter) => {
        const picked = [...byUrl.values()].filter(filter);
        return {
          count: picked.length,
          raw: picked.reduce((a, e) => a + e.raw, 0),
          wire: picked.reduce((a, e) => a + e.wire, 0),
        };
      };
      const pageOwn = (e) => !(e.kind === 'js' && !e.executed);
      target.bytes = {
        status: response?.status(),
        html: sum((e) => e.kind === 'html'),
        js: sum((e) => e.kind === 'js' && e.executed),
        css: sum((e) => e.kind === 'css'),
        other: sum((e) => !['html', 'js', 'css'].includes(e.kind)),
        requests: sum(pageOwn).count,
        prefetch: sum((e) => e.kind === 'js' && !e.executed),
        encodings: [...new Set([...byUrl.values()].map((e) => e.encoding ?? 'identity'))].sort(),
        files: Object.fromEntries(
          [...byUrl.entries()]
            .filter(([, e]) => e.kind === 'js' && e.executed)
            .map(([u, e]) => [new URL(u).pathname, e.wire]),
        ),
      };
      console.log(
        `  ${target.site.padEnd(5)} ${target.path.padEnd(32)} JS ${kb(target.bytes.js.wire).padStart(10)} (${target.bytes.js.count}) CSS ${kb(target.bytes.css.wire).padStart(9)} HTML ${kb(target.bytes.html.wire).padStart(9)} requests ${target.bytes.requests}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse (node API), each run in a fresh Chromium launched by chrome-launcher with the test
 * flags, as Lighthouse CI does: a browser reused across runs carries memory, caches and
 * background work from one run into the next.
 */
async function measureLighthouse(list) {
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = chromiumPath;
  const launch = () =>
    chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: [...chromiumArgs, '--headless=new']});
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  for (const target of list) {
    target.lighthouse = {};
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < lhRuns; i += 1) {
        // Lighthouse refuses a document answered with 404 unless told to audit it anyway. A
        // not-found page must answer 404, so two audits that only report that status are skipped
        // for it: SEO's status code (the page is right to stay out of search indexes) and the
        // console's errors (Chromium logs the document's own 404; the browser tests fail on any
        // other console error of the not-found pages, tests/e2e/fixtures.ts). Everything else is
        // audited.
        const notFound =
          target.kind === 'notfound'
            ? {ignoreStatusCode: true, skipAudits: ['http-status-code', 'errors-in-console']}
            : {};
        const flags = {output: 'json', logLevel: 'error', onlyCategories: categories, ...notFound};
        let lhr;
        // A run whose trace Chromium failed to record (NO_NAVSTART, NO_FCP…) is a measuring
        // failure, not a result: try again twice before recording it as an error.
        for (let attempt = 1; attempt <= 3; attempt += 1) {
          const chrome = await launch();
          try {
            lhr = (
              await lighthouse(
                target.base + target.lighthousePath,
                {...flags, port: chrome.port},
                preset === 'desktop' ? desktopConfig : undefined,
              )
            )?.lhr;
          } finally {
            await chrome.kill();
          }
          if (lhr && !lhr.runtimeError) break;
          console.warn(
            `  Lighthouse ${preset} ${target.lighthousePath}: attempt ${attempt} failed (${lhr?.runtimeError?.code ?? 'no result'})`,
          );
        }
        if (!lhr || lhr.runtimeError) {
          // Recorded and reported; the page then fails its budgets instead of stopping the run.
          target.lighthouseError =
            `${preset}: ${lhr?.runtimeError?.code ?? 'no result'} ${lhr?.runtimeError?.message ?? ''}`.trim();
          console.warn(`  Lighthouse ${preset} ${target.lighthousePath}: ${target.lighthouseError}`);
          continue;
        }
        const failed = {};
        for (const c of categories) {
          failed[c] = lhr.categories[c].auditRefs
            .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
            .map((ref) => ref.id);
        }
        runs.push({
          scores: Object.fromEntries(categories.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          failed,
        });
      }
      if (runs.length === 0) continue;
      const m = (f) => median(runs.map(f));
      target.lighthouse[preset] = {
        runs,
        median: {
          ...Object.fromEntries(categories.map((c) => [c, m((r) => r.scores[c])])),
          lcp: m((r) => r.lcp),
          tbt: m((r) => r.tbt),
          cls: m((r) => r.cls),
          fcp: m((r) => r.fcp),
        },
        // Audits that lost points in any run, per category: where to look when a score drops.
        failedAudits: Object.fromEntries(categories.map((c) => [c, [...new Set(runs.flatMap((r) => r.failed[c]))]])),
      };
    }
    const mo = target.lighthouse.mobile?.median;
    const de = target.lighthouse.desktop?.median;
    if (!mo || !de) continue;
    console.log(
      `  ${target.site.padEnd(5)} ${target.path.padEnd(32)} mobile ${mo.performance}/${mo.accessibility}/${mo['best-practices']}/${mo.seo} LCP ${Math.round(mo.lcp)} ms TBT ${Math.round(mo.tbt)} ms CLS ${mo.cls.toFixed(3)} · desktop ${de.performance}/${de.accessibility}/${de['best-practices']}/${de.seo}`,
    );
  }
}

function printTable(res) {
  section(
    `Results (${res.date}, ${res.machine.cpus} CPUs${res.options.lhRuns ? `, Lighthouse median of ${res.options.lhRuns}` : ''})`,
  );
  const rows = [];
  const header = [
    'site',
    'page',
    'HTML wire',
    'JS wire (n)',
    'JS raw',
    'CSS wire',
    'req',
    'mobile P/A/BP/SEO',
    'LCP',
    'TBT',
    'CLS',
    'desktop P/A/BP/SEO',
  ];
  const lh = (l, f) => (l ? f(l) : '–');
  const entries = [...res.ours.pages, ...(res.stock?.pages ?? [])];
  for (const p of entries) {
    const mo = p.lighthouse?.mobile?.median;
    const de = p.lighthouse?.desktop?.median;
    rows.push([
      p.site,
      p.path,
      kb(p.bytes.html.wire),
      `${kb(p.bytes.js.wire)} (${p.bytes.js.count})`,
      kb(p.bytes.js.raw),
      kb(p.bytes.css.wire),
      String(p.bytes.requests),
      lh(mo, (m) => `${m.performance}/${m.accessibility}/${m['best-practices']}/${m.seo}`),
      lh(mo, (m) => `${Math.round(m.lcp)} ms`),
      lh(mo, (m) => `${Math.round(m.tbt)} ms`),
      lh(mo, (m) => m.cls.toFixed(3)),
      lh(de, (m) => `${m.performance}/${m.accessibility}/${m['best-practices']}/${m.seo}`),
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
  for (const [name, site] of [
    ['ours', res.ours],
    ['stock', res.stock],
  ]) {
    if (site?.builds)
      console.log(
        `build ${name}: cold median ${site.builds.cold.median.toFixed(1)} s [${site.builds.cold.runs.map((s) => s.toFixed(1)).join(', ')}], warm median ${site.builds.warm.median.toFixed(1)} s [${site.builds.warm.runs.map((s) => s.toFixed(1)).join(', ')}]`,
      );
  }
  console.log('\nBudgets:');
  for (const b of res.budgets)
    console.log(`  ${b.pass === null ? 'n/a ' : b.pass ? 'PASS' : 'FAIL'}  ${b.title}: ${b.detail}`);
}

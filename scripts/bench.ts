#!/usr/bin/env node
// npm run bench: the performance benchmark of the portal against a stock Docusaurus site, in one
// run so the result is a ratio that holds on a noisy machine. Not a test: it prints a
// table and writes bench-results/bench-<time>.json, with pass/fail per budget.
//
//   node --import tsx scripts/bench.ts [--reuse] [--build-runs 3] [--lh-runs 3] [--locales en,es,fr,de]
//                          [--pages home,concept,api,sdk,guide,notfound] [--server auto|nginx|node]
//                          [--no-stock] [--fresh-stock] [--stock-dir dir] [--out file.json]
//                          [--console-runs 3]
//
// 1. Build times: all locales, cold (no .docusaurus, build or node_modules/.cache) and warm,
//    median of --build-runs, in a scratch copy of the site (its own node_modules/.cache, so a
//    cold build never deletes a cache another checkout shares); the stock site likewise.
// 2. build/ is (re)built when missing or older than the sources, unless --reuse.
// 3. Both sites are served with compression: ours by the shipped nginx config
//    (scripts/serve-prod.ts; when nginx cannot serve it, said so, by
//    scripts/lib/compressing-server.ts), the stock site by compressing-server.ts, both at the
//    levels the build precompresses with.
// 4. Bytes on first load with a cold cache (Playwright network events, Debian Chromium) and
//    Lighthouse mobile and desktop (median of --lh-runs) for each page in each locale.
// 5. The request console ("Try it") per measured locale (scripts/lib/try-it-bench.ts, shared with
//    npm run bench:try-it), on the server of step 3: time from the click to a usable form on
//    Lighthouse's mobile profile (median of --console-runs first openings; 0 skips it), its bytes
//    on opening, and whether Chromium fetched console code before the click; with the files of
//    build/ that hold the console's code, read against every measured page's first-load JS files
//    (the budget "try-it-lazy").
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {once} from 'node:events';
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
import {cpus, tmpdir} from 'node:os';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {chromium, type BrowserContextOptions} from '@playwright/test';
import type {Flags, Result as LighthouseResult} from 'lighthouse';
import {chromiumLaunchOptions} from './lib/chromium';
import {hasProfile, parseBuildProfile, type BuildProfile} from './lib/build-profile';
import {defaultLocale, locales as siteLocales} from '../config/i18n';
import {
  evaluateBudgets,
  kb,
  lighthouseCategories,
  median,
  printAligned,
  tbtComparisons,
  type BudgetPage,
  type BudgetVerdict,
  type LighthouseCategory,
  type LighthouseMedian,
} from './lib/bench-budgets';
import {startCompressingServer} from './lib/compressing-server';
import {errorMessage, runMain} from './lib/process';
import {precompressLevels} from './precompress';
import {startProdServer} from './serve-prod';
import {consoleChunks, measureConsole, printConsole, tryItProfile, type ConsoleMeasure} from './lib/try-it-bench';

/** The kind a fetched resource is counted under. */
type ResourceKind = 'html' | 'js' | 'css' | 'img' | 'font' | 'other';
type Site = 'ours' | 'stock';
type LighthousePreset = 'mobile' | 'desktop';

/** A measured page kind: `route` in our site (per locale), `stock` the comparable stock page. */
interface PageSpec {
  kind: string;
  route: string;
  stock?: string;
  docs?: boolean;
}

/** Resources of one kind on a page's first load: `raw` decoded bytes, `wire` as transferred. */
interface ByteCount {
  count: number;
  raw: number;
  wire: number;
}

interface PageBytes {
  /** HTTP status of the document. */
  status: number | undefined;
  html: ByteCount;
  /** Executed JS only. */
  js: ByteCount;
  css: ByteCount;
  other: ByteCount;
  /** Requests of the page itself (prefetched JS not counted). */
  requests: number;
  /** JS fetched only as a prefetch for other routes. */
  prefetch: ByteCount;
  /** Content codings of the responses ('identity' for none). */
  encodings: string[];
  /** Wire bytes of each executed JS file, by URL path. */
  files: Record<string, number>;
}

/** One Lighthouse run: category scores 0–100, metrics (ms; CLS unitless), audits that lost points. */
interface LighthouseRun {
  scores: Record<LighthouseCategory, number>;
  lcp: number | undefined;
  tbt: number | undefined;
  cls: number | undefined;
  fcp: number | undefined;
  failed: Record<LighthouseCategory, string[]>;
  /** Lighthouse's main-thread work breakdown: ms by group (`styleLayout`, `scriptEvaluation`, `other`…). */
  mainThread: Record<string, number>;
}

interface LighthouseSummary {
  runs: LighthouseRun[];
  median: LighthouseMedian;
  /** Audits that lost points in any run, per category. */
  failedAudits: Record<LighthouseCategory, string[]>;
  /** The main-thread breakdown, median of the runs per group. */
  mainThread: Record<string, number>;
}

/** A measured page, as written to the results file. */
interface BenchPage extends BudgetPage {
  site: Site;
  kind: string;
  docs: boolean;
  locale: string;
  path: string;
  lighthousePath: string;
  bytes: PageBytes;
  lighthouse?: Partial<Record<LighthousePreset, LighthouseSummary>>;
  lighthouseError?: string;
}

/** A page to measure, on the server at `base`; measureBytes() and measureLighthouse() fill it in. */
interface Target extends Omit<BenchPage, 'bytes'> {
  base: string;
  bytes?: PageBytes;
}

/** Build times in seconds. */
interface BuildTimes {
  cold: {runs: number[]; median: number};
  warm: {runs: number[]; median: number};
  /** Where the first cold build's time went (scripts/lib/build-profile.ts); ours only. */
  profile?: BuildProfile;
}

interface SiteResults {
  pages: BenchPage[];
  builds?: BuildTimes;
  /** The built JS files that hold the request console's code, by URL path (ours only). */
  consoleChunks?: string[];
  /** The request console per measured locale (ours only; absent with --console-runs 0). */
  tryIt?: {profile: typeof tryItProfile; runs: number; locales: Record<string, ConsoleMeasure>};
  /** How the site was served. */
  server?: string;
}

/** The results file. */
interface BenchResults {
  date: string;
  options: {
    buildRuns: number;
    lhRuns: number;
    consoleRuns: number;
    locales: string[];
    pages: string[];
    stockVersion: string;
    bytesViewport: string;
  };
  machine: {cpus: number; node: string; chromium: string | undefined};
  ours: SiteResults;
  stock: SiteResults | undefined;
  budgets?: BudgetVerdict[];
}

/** A running server for one of the sites, and how it serves. */
interface BenchServer {
  url: string;
  stop: () => Promise<void>;
  describe: string;
}

const root = resolve(__dirname, '..');
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
    'console-runs': {type: 'string', default: '3'},
  },
});
const buildRuns = Number(opts['build-runs']);
const lhRuns = Number(opts['lh-runs']);
const consoleRuns = Number(opts['console-runs']);
const localesWanted = opts.locales.split(',').filter(Boolean);
const withStock = !opts['no-stock'];
if (!['auto', 'nginx', 'node'].includes(opts.server))
  fail(`--server must be auto, nginx or node, not "${opts.server}"`);
if (!(buildRuns >= 0) || !(lhRuns >= 0) || !Number.isInteger(consoleRuns) || consoleRuns < 0)
  fail('--build-runs, --lh-runs and --console-runs take a number ≥ 0');

/** The measured pages: `route` in our site (per locale), `stock` the comparable stock page. */
const allPages: PageSpec[] = [
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
const bytesViewport: BrowserContextOptions = {
  viewport: {width: 412, height: 823},
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const pages = allPages.filter((p) => opts.pages.split(',').includes(p.kind));

// Same browser and flags as the browser tests (playwright.config.ts).
const launchOptions = chromiumLaunchOptions();
const chromiumPath = launchOptions.executablePath;
const locales = siteLocales.filter((l) => localesWanted.includes(l));
if (locales.length === 0) fail(`--locales ${opts.locales} names none of ${siteLocales.join(', ')}`);

const logDir = join(tmpdir(), `mnemora-bench-logs-${process.pid}`);
// The portal's files are served precompressed (scripts/precompress.ts): the stock site gets the
// same levels, so the byte budgets compare the sites and not their compressors. nginx's on-the-fly
// levels are only its fallback for a file without a precompressed copy.
const levels = {gzipLevel: precompressLevels.gzip, brotliQuality: precompressLevels.brotli};
const nodeServerName = `scripts/lib/compressing-server.ts (gzip ${levels.gzipLevel}, brotli ${levels.brotliQuality})`;

async function main(): Promise<void> {
  const started = new Date();
  const results: BenchResults = {
    date: started.toISOString(),
    options: {
      buildRuns,
      lhRuns,
      consoleRuns,
      locales,
      pages: pages.map((p) => p.kind),
      stockVersion: STOCK_VERSION,
      bytesViewport: '412×823 @1.75, mobile (Lighthouse mobile)',
    },
    machine: {cpus: cpus().length, node: process.version, chromium: chromiumPath},
    ours: {pages: []},
    stock: withStock ? {pages: []} : undefined,
  };
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
    results.ours.builds = await timeBuilds('ours (all locales)', workspace, true);
    if (results.stock) results.stock.builds = await timeBuilds('stock', stockDir);
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
  results.ours.consoleChunks = consoleChunks(join(root, 'build'));
  const oursServer = await serveOurs();
  const stockServer = withStock ? await startCompressingServer(join(stockDir, 'build'), levels) : undefined;
  results.ours.server = oursServer.describe;
  if (results.stock) results.stock.server = nodeServerName;
  console.log(`ours: ${oursServer.describe}`);

  // Lighthouse audits the page whose bytes are counted.
  const target = (site: Site, base: string, page: PageSpec, locale: string, path: string): Target => ({
    site,
    base,
    kind: page.kind,
    docs: Boolean(page.docs),
    locale,
    path,
    lighthousePath: path,
  });
  const targets: Target[] = [];
  for (const page of pages) {
    for (const locale of locales) {
      const prefix = locale === defaultLocale ? '/' : `/${locale}/`;
      targets.push(target('ours', oursServer.url, page, locale, `${prefix}${page.route}`));
    }
    if (stockServer && page.stock !== undefined)
      targets.push(target('stock', stockServer.url, page, 'en', `/${page.stock}`));
  }

  try {
    section(`Bytes on first load (cold cache), ${targets.length} pages`);
    await measureBytes(targets);
    if (consoleRuns > 0) {
      section(`Request console ("Try it"), ${consoleRuns} first opening(s) per locale`);
      results.ours.tryIt = await measureTryIt(oursServer.url);
    }
    if (lhRuns > 0) {
      section(`Lighthouse mobile and desktop, median of ${lhRuns}, ${targets.length} pages`);
      await measureLighthouse(targets);
    }
  } finally {
    await oursServer.stop();
    await stockServer?.stop();
  }
  for (const {base: _base, ...t} of targets) {
    // measureBytes() measured every target or threw.
    if (!t.bytes) throw new Error(`${t.site} ${t.path}: bytes not measured`);
    (t.site === 'ours' ? results.ours : results.stock)?.pages.push({...t, bytes: t.bytes});
  }

  // ---------------------------------------------------------------- report
  const budgets = evaluateBudgets(results);
  results.budgets = budgets;
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
  process.exit(budgets.some((b) => b.pass === false) ? 1 : 0);
}

// ================================================================= helpers

function fail(message: string): never {
  console.error(`bench: ${message}`);
  process.exit(2);
}

function section(title: string): void {
  console.log(`\n=== ${title}`);
}

/** Runs a command with its output in a log file; on failure shows the log's tail and exits. Resolves its seconds. */
async function run(
  cmd: string,
  args: string[],
  cwd: string,
  logName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const log = join(logDir, `${logName}.log`);
  const fd = openSync(log, 'a');
  const t0 = performance.now();
  const child = spawn(cmd, args, {cwd, env, stdio: ['ignore', fd, fd]});
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  closeSync(fd);
  if (code !== 0) {
    const tail = readFileSync(log, 'utf8').split('\n').slice(-40).join('\n');
    console.error(`\n${cmd} ${args.join(' ')} in ${cwd} failed (${code ?? signal}):\n${tail}`);
    process.exit(1);
  }
  return (performance.now() - t0) / 1000;
}

/** Newest modification time of the files a build reads. */
function newestSourceMtime(): number {
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
  const walk = (p: string): void => {
    const s = statSync(p);
    newest = Math.max(newest, s.mtimeMs);
    if (s.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  for (const input of inputs) if (existsSync(join(root, input))) walk(join(root, input));
  return newest;
}

function isStale(): boolean {
  const index = join(root, 'build', 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestSourceMtime();
}

/**
 * Copies the site's sources into `dest` with a node_modules of its own whose entries link to
 * the real packages, except `.cache`: the build cache of the copy is private to it.
 */
function prepareWorkspace(src: string, dest: string): void {
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
    // split() always returns at least one element.
    filter: (p) => !skip.has(relative(src, p).split('/')[0]!) || relative(src, p) === '',
  });
  const realModules = realpathSync(join(src, 'node_modules'));
  mkdirSync(join(dest, 'node_modules'));
  for (const name of readdirSync(realModules)) {
    if (name === '.cache') continue;
    symlinkSync(join(realModules, name), join(dest, 'node_modules', name));
  }
}

/** Median of build times: at least one run (timeBuilds runs only with --build-runs ≥ 1). */
function medianSeconds(runs: number[]): number {
  const m = median(runs);
  if (m === undefined) throw new Error('no build time to take the median of');
  return m;
}

async function timeBuilds(name: string, dir: string, profile = false): Promise<BuildTimes> {
  let firstProfile: BuildProfile | undefined;
  const cache = join(dir, 'node_modules', '.cache');
  if (lstatSync(join(dir, 'node_modules')).isSymbolicLink())
    fail(`${dir}/node_modules is a link: clearing its .cache would clear a shared cache`);
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 1; i <= buildRuns; i += 1) {
    for (const p of [join(dir, '.docusaurus'), join(dir, 'build'), cache]) rmSync(p, {recursive: true, force: true});
    for (const [kind, runs] of [
      ['cold', cold],
      ['warm', warm],
    ] as const) {
      const logName = `${name.split(' ')[0]}-${kind}-${i}`;
      // Ours logs Docusaurus's phase timings on cold builds, for the profile (a few lines of log).
      const env = profile && kind === 'cold' ? {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'} : process.env;
      const seconds = await run('npm', ['run', 'build'], dir, logName, env);
      if (profile && kind === 'cold' && i === 1)
        firstProfile = parseBuildProfile(readFileSync(join(logDir, `${logName}.log`), 'utf8'));
      runs.push(seconds);
      console.log(`  ${name}: ${kind} ${i}/${buildRuns} ${seconds.toFixed(1)} s`);
    }
  }
  return {
    cold: {runs: cold, median: medianSeconds(cold)},
    warm: {runs: warm, median: medianSeconds(warm)},
    ...(firstProfile ? {profile: firstProfile} : {}),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A package.json, as an object whose fields are read with narrowing. */
function readPackageJson(file: string): Record<string, unknown> {
  const pkg: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isObject(pkg)) throw new Error(`${file}: not a JSON object`);
  return pkg;
}

/**
 * The reference: `create-docusaurus@3.10.2 classic --typescript`, with the versions it shares
 * with us pinned to ours and the same @docsearch/react override, installed once and reused
 * (`--fresh-stock` recreates it).
 */
async function ensureStockSite(dir: string, fresh: boolean): Promise<void> {
  const ours = readPackageJson(join(root, 'package.json'));
  const ourDependencies = isObject(ours.dependencies) ? ours.dependencies : {};
  const ourOverride = isObject(ours.overrides) ? ours.overrides['@docsearch/react'] : undefined;
  const marker = join(dir, '.mnemora-bench.json');
  const wanted = JSON.stringify({
    version: STOCK_VERSION,
    deps: ours.dependencies,
    override: ourOverride,
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
  const pkg = readPackageJson(pkgFile);
  for (const block of ['dependencies', 'devDependencies']) {
    const deps = pkg[block];
    if (!isObject(deps)) continue;
    for (const dep of Object.keys(deps)) {
      if (dep.startsWith('@docusaurus/')) deps[dep] = STOCK_VERSION;
      else if (ourDependencies[dep]) deps[dep] = ourDependencies[dep];
    }
  }
  pkg.overrides = {'@docsearch/react': ourOverride ?? '4.7.0'};
  writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
  await run('npm', ['install', '--no-audit', '--no-fund'], dir, 'stock-install');
  writeFileSync(marker, wanted);
}

/** Our site behind the shipped nginx config, else the node server. */
async function serveOurs(): Promise<BenchServer> {
  const buildDir = join(root, 'build');
  const nodeServer = async (why: string): Promise<BenchServer> => ({
    ...(await startCompressingServer(buildDir, levels)),
    describe: `${nodeServerName}: ${why}`,
  });
  if (opts.server === 'node') return nodeServer('--server node');
  try {
    const server = await startProdServer({buildDir, port: 0, quiet: true});
    return {
      url: server.url,
      stop: server.stop,
      describe: `nginx with deploy/nginx config (scripts/serve-prod.ts, ${server.brotli ? 'brotli + gzip' : 'gzip'})`,
    };
  } catch (error) {
    const message = errorMessage(error);
    if (opts.server === 'nginx') fail(`--server nginx: ${message}`);
    console.warn(`nginx could not serve the build (${message.split('\n')[0]}); falling back to the node server.`);
    return nodeServer(`fallback, nginx failed: ${message.split('\n')[0]}`);
  }
}

function classify(url: string, resourceType: string, contentType = ''): ResourceKind {
  const path = new URL(url).pathname;
  if (resourceType === 'document') return 'html';
  if (resourceType === 'script' || /\.m?js$/.test(path) || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || path.endsWith('.css') || contentType.includes('text/css')) return 'css';
  if (resourceType === 'image' || /\.(svg|png|jpe?g|webp|gif|ico|avif)$/.test(path)) return 'img';
  if (resourceType === 'font' || /\.(woff2?|ttf|otf)$/.test(path)) return 'font';
  return 'other';
}

/** One URL a page fetched; `executed` is false for JS only fetched as a prefetch. */
interface FetchedResource {
  kind: ResourceKind;
  wire: number;
  raw: number;
  executed: boolean;
  encoding: string | undefined;
  requests: number;
}

/** The request console in every measured locale, on the served build. */
async function measureTryIt(base: string): Promise<NonNullable<SiteResults['tryIt']>> {
  const browser = await chromium.launch(launchOptions);
  const measured: Record<string, ConsoleMeasure> = {};
  try {
    for (const locale of locales) {
      const m = await measureConsole(browser, base, locale, consoleRuns);
      measured[locale] = m;
      console.log(
        `  ${locale.padEnd(5)} click → form ${m.medianMs} ms [${m.runsMs.join(', ')}] on opening ${kb(m.bytes.raw)} raw / ${kb(m.bytes.gzip)} gzip, ${m.requests} requests, console code on first load: ${m.consoleOnFirstLoad ? 'YES' : 'none'}`,
      );
    }
  } finally {
    await browser.close();
  }
  return {profile: tryItProfile, runs: consoleRuns, locales: measured};
}

/**
 * Loads each page in a fresh context (cold cache) at the Lighthouse mobile viewport, waits for
 * hydration and a quiet network, and sums the bytes per kind: `raw` decoded, `wire` as
 * transferred (compressed body). JS fetched only as a prefetch for other routes (link
 * rel=prefetch, never executed here) is counted apart, under `prefetch`.
 */
async function measureBytes(list: Target[]): Promise<void> {
  const browser = await chromium.launch(launchOptions);
  try {
    for (const target of list) {
      const context = await browser.newContext(bytesViewport);
      const page = await context.newPage();
      const byUrl = new Map<string, FetchedResource>();
      const pending: Promise<void>[] = [];
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
      const sum = (filter: (e: FetchedResource) => boolean): ByteCount => {
        const picked = [...byUrl.values()].filter(filter);
        return {
          count: picked.length,
          raw: picked.reduce((a, e) => a + e.raw, 0),
          wire: picked.reduce((a, e) => a + e.wire, 0),
        };
      };
      const pageOwn = (e: FetchedResource): boolean => !(e.kind === 'js' && !e.executed);
      const bytes: PageBytes = {
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
      target.bytes = bytes;
      console.log(
        `  ${target.site.padEnd(5)} ${target.path.padEnd(32)} JS ${kb(bytes.js.wire).padStart(10)} (${bytes.js.count}) CSS ${kb(bytes.css.wire).padStart(9)} HTML ${kb(bytes.html.wire).padStart(9)} requests ${bytes.requests}`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/** The value for each Lighthouse category, in the categories' order. */
function perCategory<T>(value: (category: LighthouseCategory) => T): Record<LighthouseCategory, T> {
  // fromEntries types its keys as strings: here they are every category, in order.
  return Object.fromEntries(lighthouseCategories.map((c) => [c, value(c)])) as Record<LighthouseCategory, T>;
}

/** A category's or audit's entry of a Lighthouse result: each one read here is in every result for the categories run. */
/** Lighthouse's main-thread work by group, ms (its `mainthread-work-breakdown` audit). */
function mainThreadOf(result: LighthouseResult): Record<string, number> {
  const details = result.audits['mainthread-work-breakdown']?.details as
    {items?: readonly {group?: unknown; duration?: unknown}[]} | undefined;
  const out: Record<string, number> = {};
  for (const item of details?.items ?? [])
    if (typeof item.group === 'string' && typeof item.duration === 'number')
      out[item.group] = (out[item.group] ?? 0) + item.duration;
  return out;
}

function entryOf<T>(record: Record<string, T>, key: string): T {
  const value = record[key];
  if (value === undefined) throw new Error(`The Lighthouse result has no ${key}`);
  return value;
}

/**
 * Lighthouse (node API), each run in a fresh Chromium launched by chrome-launcher with the test
 * flags, as Lighthouse CI does: a browser reused across runs carries memory, caches and
 * background work from one run into the next.
 */
async function measureLighthouse(list: Target[]): Promise<void> {
  // Both are ES modules only: loaded when Lighthouse runs, not by a run with --lh-runs 0.
  const {default: lighthouse, desktopConfig} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  process.env.CHROME_PATH = chromiumPath;
  const launch = () =>
    chromeLauncher.launch({chromePath: chromiumPath, chromeFlags: [...(launchOptions.args ?? []), '--headless=new']});
  for (const target of list) {
    const lighthouseByPreset: Partial<Record<LighthousePreset, LighthouseSummary>> = {};
    target.lighthouse = lighthouseByPreset;
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < lhRuns; i += 1) {
        // Lighthouse refuses a document answered with 404 unless told to audit it anyway. A
        // not-found page must answer 404, so two audits that only report that status are skipped
        // for it: SEO's status code (the page is right to stay out of search indexes) and the
        // console's errors (Chromium logs the document's own 404; the browser tests fail on any
        // other console error of the not-found pages, tests/e2e/fixtures.ts). Everything else is
        // audited.
        const notFound: Flags =
          target.kind === 'notfound'
            ? {ignoreStatusCode: true, skipAudits: ['http-status-code', 'errors-in-console']}
            : {};
        const flags: Flags = {
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...lighthouseCategories],
          ...notFound,
        };
        let lhr: LighthouseResult | undefined;
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
            chrome.kill();
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
        const result = lhr;
        const failed = perCategory((c) =>
          entryOf(result.categories, c)
            .auditRefs.filter((ref) => {
              if (!(ref.weight > 0)) return false;
              const score = entryOf(result.audits, ref.id).score;
              return score !== null && score < 1;
            })
            .map((ref) => ref.id),
        );
        // A category without a score (an audit error) counts as 0, as null × 100 did before.
        const score = (c: LighthouseCategory): number => Math.round((entryOf(result.categories, c).score ?? 0) * 100);
        runs.push({
          scores: perCategory(score),
          lcp: entryOf(result.audits, 'largest-contentful-paint').numericValue,
          tbt: entryOf(result.audits, 'total-blocking-time').numericValue,
          cls: entryOf(result.audits, 'cumulative-layout-shift').numericValue,
          fcp: entryOf(result.audits, 'first-contentful-paint').numericValue,
          failed,
          mainThread: mainThreadOf(result),
        });
      }
      if (runs.length === 0) continue;
      const m = (f: (r: LighthouseRun) => number | undefined): number | undefined => median(runs.map(f));
      lighthouseByPreset[preset] = {
        runs,
        median: {
          ...perCategory((c) => m((r) => r.scores[c])),
          lcp: m((r) => r.lcp),
          tbt: m((r) => r.tbt),
          cls: m((r) => r.cls),
          fcp: m((r) => r.fcp),
        },
        // Audits that lost points in any run, per category: where to look when a score drops.
        failedAudits: perCategory((c) => [...new Set(runs.flatMap((r) => r.failed[c]))]),
        mainThread: Object.fromEntries(
          [...new Set(runs.flatMap((r) => Object.keys(r.mainThread)))].map((g) => [
            g,
            median(runs.map((r) => r.mainThread[g] ?? 0)) ?? 0,
          ]),
        ),
      };
    }
    const mo = lighthouseByPreset.mobile?.median;
    const de = lighthouseByPreset.desktop?.median;
    if (!mo || !de) continue;
    console.log(
      `  ${target.site.padEnd(5)} ${target.path.padEnd(32)} mobile ${scores(mo)} LCP ${ms(mo.lcp)} TBT ${ms(mo.tbt)} CLS ${orNaN(mo.cls).toFixed(3)} · desktop ${scores(de)}`,
    );
  }
}

/** A metric no run measured prints as NaN. */
function orNaN(value: number | undefined): number {
  return value ?? NaN;
}

const ms = (value: number | undefined): string => `${Math.round(orNaN(value))} ms`;
/** The category scores as P/A/BP/SEO. */
const scores = (m: LighthouseMedian): string => lighthouseCategories.map((c) => String(m[c])).join('/');

function printTable(res: BenchResults): void {
  section(
    `Results (${res.date}, ${res.machine.cpus} CPUs${res.options.lhRuns ? `, Lighthouse median of ${res.options.lhRuns}` : ''})`,
  );
  const rows: string[][] = [];
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
  const lh = (l: LighthouseMedian | undefined, f: (m: LighthouseMedian) => string): string => (l ? f(l) : '–');
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
      lh(mo, scores),
      lh(mo, (m) => ms(m.lcp)),
      lh(mo, (m) => ms(m.tbt)),
      lh(mo, (m) => orNaN(m.cls).toFixed(3)),
      lh(de, scores),
    ]);
  }
  printAligned(header, rows, 2);
  const seconds = ({median, runs}: BuildTimes['cold']): string =>
    `${median.toFixed(1)} s [${runs.map((s) => s.toFixed(1)).join(', ')}]`;
  for (const name of ['ours', 'stock'] as const) {
    const builds = res[name]?.builds;
    if (builds) console.log(`build ${name}: cold median ${seconds(builds.cold)}, warm median ${seconds(builds.warm)}`);
  }
  const profile = res.ours.builds?.profile;
  if (profile) printBuildProfile(profile);
  if (res.ours.tryIt) {
    console.log('');
    printConsole(res.ours.tryIt.locales, res.ours.tryIt.runs);
  }
  // Where the main thread's time goes on the page that blocks longest against stock, beside its
  // stock counterpart: the first place to look when the blocking-time budget fails.
  const [worst] = tbtComparisons(res.ours.pages, res.stock?.pages ?? []);
  const threadOf = (p: BudgetPage | undefined) => p?.lighthouse?.mobile?.mainThread;
  if (worst && threadOf(worst.page)) {
    const ourThread = threadOf(worst.page) ?? {};
    const theirThread = threadOf(worst.stock) ?? {};
    const groups = [...new Set([...Object.keys(ourThread), ...Object.keys(theirThread)])].sort(
      (a, b) => (ourThread[b] ?? 0) - (ourThread[a] ?? 0),
    );
    console.log(
      `\nMain thread on the mobile profile, median ms: ${worst.page.locale} ${worst.page.path} (highest TBT against stock) beside stock ${worst.stock?.path ?? '(none)'}`,
    );
    printAligned(
      ['group', 'ours', 'stock'],
      groups.map((g) => [
        g,
        `${Math.round(ourThread[g] ?? 0)}`,
        worst.stock ? `${Math.round(theirThread[g] ?? 0)}` : '',
      ]),
      1,
    );
  }
  console.log('\nBudgets:');
  for (const b of res.budgets ?? [])
    console.log(`  ${b.pass === null ? 'n/a ' : b.pass ? 'PASS' : 'FAIL'}  ${b.title}: ${b.detail}`);
}

/** The first cold build's profile: phases per locale, the slowest plugins' content loading, the steps after. */
function printBuildProfile(profile: BuildProfile): void {
  if (!hasProfile(profile)) {
    console.log('\nBuild profile: the build log has no Docusaurus perf lines (DOCUSAURUS_PERF_LOGGER).');
    return;
  }
  const s = (v: number | undefined) => (v === undefined ? '' : `${v.toFixed(1)} s`);
  const phases = [...new Set(Object.values(profile.locales).flatMap((l) => Object.keys(l.phases)))].filter((ph) =>
    Object.values(profile.locales).some((l) => (l.phases[ph] ?? 0) >= 0.05),
  );
  console.log('\nBuild profile (first cold build), seconds per locale:');
  printAligned(
    ['locale', 'total', ...phases, 'of which social cards'],
    Object.entries(profile.locales).map(([locale, l]) => [
      locale,
      s(l.total),
      ...phases.map((ph) => s(l.phases[ph])),
      s(l.socialCards),
    ]),
    1,
  );
  const plugins = Object.entries(profile.plugins)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5);
  console.log(`  content loading, all locales: ${plugins.map(([p, v]) => `${p} ${s(v)}`).join(', ')}`);
  console.log(
    `  after docusaurus build: ${Object.entries(profile.after)
      .map(([step, v]) => `${step} ${s(v)}`)
      .join(', ')}`,
  );
}

runMain(main);

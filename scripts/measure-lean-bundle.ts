// What each concern of the lean-bundle plugin (src/plugins/lean-bundle) saves: the site is built in
// English once with every concern and once without each one (MNEMORA_LEAN_BUNDLE_OFF), and the
// JavaScript a reader's browser runs on first load of one page is summed, each file brotli-compressed
// at the quality scripts/precompress.ts uses. Bytes, not time: a build's bytes do not depend on how
// busy the machine is, so one run is the measurement.
//
//   node --import tsx scripts/measure-lean-bundle.ts [--page /api/endpoints/memory] [--concerns prism,…]
//     [--out /tmp/lean-bundle-measure]
//
// A concern the site cannot build or render without is reported as such, with the build's or the
// page's first error line, rather than as a saving.
import {spawn, spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {parseArgs} from 'node:util';
import {brotliCompressSync, constants} from 'node:zlib';
import {chromium} from '@playwright/test';
import {leanBundleConcerns} from '../src/plugins/lean-bundle';
import {chromiumLaunchOptions} from './lib/chromium';
import {freePort, keepStderr, runMain, stopChild} from './lib/process';

const {values: opts} = parseArgs({
  options: {
    page: {type: 'string', default: '/api/endpoints/memory'},
    concerns: {type: 'string', default: Object.keys(leanBundleConcerns).join(',')},
    out: {type: 'string', default: '/tmp/lean-bundle-measure'},
  },
});

type Measure = {kib: number; files: number} | {error: string};

const brotliKiB = (file: string): number =>
  brotliCompressSync(readFileSync(file), {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}).length / 1024;

function build(name: string, off: string): string | {error: string} {
  const dir = join(opts.out, name);
  const result = spawnSync('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', dir], {
    // Without the persistent cache: Rspack keys it by Docusaurus's version and config files, not
    // by the plugin's bundler rules, so a build with a concern off would get the modules the
    // previous build transformed with it on.
    env: {...process.env, MNEMORA_LEAN_BUNDLE_OFF: off, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status === 0) return dir;
  const line =
    `${result.stderr}\n${result.stdout}`.split('\n').find((l) => /error/i.test(l)) ?? `exit ${result.status}`;
  return {error: `the build fails: ${line.trim().slice(0, 200)}`};
}

/** First-load JS of the page, served from `dir` by the portal's own server, in a phone-sized window. */
async function firstLoadJs(dir: string): Promise<Measure> {
  const port = await freePort();
  const server = spawn(
    'node',
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--no-mcp', '--dir', dir],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const stderr = keepStderr(server, true);
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 30_000;
    while (
      !(await fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || server.exitCode !== null) return {error: `the server did not start: ${stderr()}`};
      await new Promise((r) => setTimeout(r, 100));
    }
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script' && response.url().startsWith(base))
        scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${base}${opts.page}`, {waitUntil: 'load'});
    const hydrated = await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: 20_000}).then(
      () => true,
      () => false,
    );
    await page.waitForLoadState('networkidle');
    if (!hydrated || errors.length > 0)
      return {error: `the page does not hydrate: ${errors[0] ?? 'no data-has-hydrated within 20 s'}`};
    const files = [...scripts];
    return {kib: files.reduce((sum, path) => sum + brotliKiB(join(dir, path)), 0), files: files.length};
  } finally {
    await browser.close();
    await stopChild(server, 'SIGTERM', 3000);
  }
}

async function measure(name: string, off: string): Promise<Measure> {
  const dir = build(name, off);
  return typeof dir === 'string' ? firstLoadJs(dir) : dir;
}

runMain(async () => {
  const wanted = opts.concerns.split(',').filter(Boolean);
  const all = await measure('all', '');
  if ('error' in all) throw new Error(`with every concern: ${all.error}`);
  console.log(`${opts.page}, first-load JS with every concern: ${all.kib.toFixed(1)} KiB brotli (${all.files} files)`);
  console.log('concern                   without it      saving');
  for (const name of wanted) {
    const without = await measure(`without-${name}`, name);
    const cell =
      'error' in without
        ? `needed: ${without.error}`
        : `${without.kib.toFixed(1).padStart(7)} KiB  ${(without.kib - all.kib).toFixed(2).padStart(7)} KiB`;
    console.log(`${name.padEnd(24)}  ${cell}`);
  }
});

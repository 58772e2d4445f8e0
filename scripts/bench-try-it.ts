#!/usr/bin/env node
// Benchmarks the request console of the API reference in Chromium, per locale, on Lighthouse's
// mobile profile (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down): the bytes a reader downloads
// from clicking "Try it" to a usable form, and the time from the click to the form's body field
// ready for typing (median of `--runs` first openings, each on a fresh page). It also checks that
// no byte of the console is on the page's first load. Not a test: it prints a table and the same
// figures as JSON. Needs a build (`npm run build`); serves it compressed as nginx would
// (scripts/lib/compressing-server.ts).
//
//   node --import tsx scripts/bench-try-it.ts [--dir build] [--json bench-try-it.json] [--runs 5]
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {gzipSync} from 'node:zlib';
import {chromium, type Page} from '@playwright/test';
import {defaultLocale, locales} from '../config/i18n';
import {startCompressingServer} from './lib/compressing-server';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    json: {type: 'string'},
    runs: {type: 'string', default: '5'},
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer (got ${values.runs})`);

/** Lighthouse's simulated mobile network and CPU, applied through the DevTools protocol. */
const profile = {cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675};

interface Opening {
  ms: number;
  bytes: {raw: number; gzip: number};
  requests: number;
  consoleOnFirstLoad: boolean;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

async function openOnce(page: Page, url: string): Promise<Opening> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: (profile.downloadKbps * 1024) / 8,
    uploadThroughput: (profile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: profile.cpuSlowdown});
  const bodies: {url: string; raw: number; gzip: number}[] = [];
  let counting = false;
  page.on('response', (response) => {
    if (!counting) return;
    void response
      .body()
      .then((b) => bodies.push({url: response.url(), raw: b.length, gzip: gzipSync(b).length}))
      .catch(() => undefined);
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const firstLoad = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.endsWith('.js')),
  );
  let consoleOnFirstLoad = false;
  for (const src of firstLoad)
    if ((await (await page.request.get(src)).text()).includes('data-try-it-console')) consoleOnFirstLoad = true;
  const button = page.locator('[data-try-it="create-memory"]');
  await button.scrollIntoViewIfNeeded();
  counting = true;
  // Timed in the page: from the click event to the frame after the body field is in the DOM.
  await page.evaluate(() => {
    const w = window as Window & {benchTryIt?: {clicked?: number; ready?: number}};
    w.benchTryIt = {};
    document.addEventListener('click', () => (w.benchTryIt!.clicked = performance.now()), {capture: true, once: true});
    new MutationObserver((_, observer) => {
      if (!document.querySelector('dialog[open] textarea')) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.benchTryIt!.ready = performance.now()));
    }).observe(document.body, {subtree: true, childList: true});
  });
  await button.click();
  await page.waitForFunction(
    () => (window as Window & {benchTryIt?: {ready?: number}}).benchTryIt?.ready !== undefined,
  );
  const timing = await page.evaluate(
    () => (window as Window & {benchTryIt?: {clicked?: number; ready?: number}}).benchTryIt!,
  );
  await page.waitForLoadState('networkidle');
  const bytes = bodies.reduce((sum, b) => ({raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip}), {raw: 0, gzip: 0});
  return {ms: (timing.ready ?? 0) - (timing.clicked ?? 0), bytes, requests: bodies.length, consoleOnFirstLoad};
}

async function main(): Promise<void> {
  const server = await startCompressingServer(path.resolve(values.dir));
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  const results: Record<
    string,
    {medianMs: number; runsMs: number[]; bytes: Opening['bytes']; requests: number; consoleOnFirstLoad: boolean}
  > = {};
  try {
    for (const locale of locales) {
      const url = `${server.url}${locale === defaultLocale ? '' : `/${locale}`}/api/endpoints/memory`;
      const openings: Opening[] = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext({
          viewport: {width: 412, height: 823},
          deviceScaleFactor: 1.75,
          isMobile: true,
        });
        try {
          openings.push(await openOnce(await context.newPage(), url));
        } finally {
          await context.close();
        }
      }
      const last = openings.at(-1)!;
      results[locale] = {
        medianMs: Math.round(median(openings.map((o) => o.ms))),
        runsMs: openings.map((o) => Math.round(o.ms)),
        bytes: last.bytes,
        requests: last.requests,
        consoleOnFirstLoad: openings.some((o) => o.consoleOnFirstLoad),
      };
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `Request console, /api/endpoints/memory, "Try it" on create-memory; Lighthouse mobile profile (CPU ${profile.cpuSlowdown}×, ${profile.latencyMs} ms RTT, ${profile.downloadKbps} kbit/s); ${runs} fresh page(s) per locale.\n`,
  );
  console.log(
    'locale | click → form ready (median) | runs (ms) | downloaded on opening (raw / gzip) | requests | console code on first load',
  );
  for (const [locale, r] of Object.entries(results))
    console.log(
      `${locale.padEnd(6)} | ${String(r.medianMs).padStart(6)} ms | ${r.runsMs.join(', ')} | ${(r.bytes.raw / 1024).toFixed(1)} KB / ${(r.bytes.gzip / 1024).toFixed(1)} KB | ${r.requests} | ${r.consoleOnFirstLoad ? 'YES' : 'none'}`,
    );
  if (values.json) writeFileSync(values.json, `${JSON.stringify({profile, runs, results}, null, 2)}\n`);
  if (Object.values(results).some((r) => r.consoleOnFirstLoad)) {
    console.error("bench-try-it: console code is on a page's first load");
    process.exitCode = 1;
  }
}

if (require.main === module)
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });

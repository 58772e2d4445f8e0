// The request console's figures, shared by `npm run bench:try-it` and `npm run bench`: in
// Chromium on Lighthouse's mobile profile (CPU 4× slower, 150 ms round trip, 1.6 Mbit/s down), the
// console's own bytes a reader downloads from clicking "Try it" to a usable form, the time from
// the click to the form's body field ready for typing (median of first openings, each on a fresh
// page), and whether any byte of the console is on the page's first load; and which built files
// hold the console's code (consoleChunks), for the budget that scans each page's first-load files.
import {readdirSync, readFileSync} from 'node:fs';
import {join, sep} from 'node:path';
import {gzipSync} from 'node:zlib';
import type {Browser, Page} from '@playwright/test';
import {defaultLocale} from '../../config/i18n';
import {median, printAligned} from './bench-budgets';

/** Lighthouse's simulated mobile network and CPU, applied through the DevTools protocol. */
export const tryItProfile = {cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 675} as const;

/** The reference page and operation measured. */
const tryItRoute = 'api/endpoints/memory';
const operationAnchor = 'create-memory';

/**
 * Text only the console's own chunk holds: the attribute of its dialog (src/components/TryIt/
 * Console.tsx). The button that loads the chunk (./index.tsx) has `data-try-it`, never this.
 */
const consoleMarker = 'data-try-it-console';

/** The page's window with the timing this benchmark keeps on it. */
type TryItWindow = Window & {benchTryIt?: {clicked?: number; ready?: number}};

/** One locale's figures. */
export interface ConsoleMeasure {
  medianMs: number;
  runsMs: number[];
  /**
   * Downloaded on opening (the last run's), raw and gzip level 6: the console's own files, once the
   * page is idle after scrolling to the button; other pages' prefetched route chunks left out.
   */
  bytes: {raw: number; gzip: number};
  requests: number;
  consoleOnFirstLoad: boolean;
}

/** One opening: its time, and what it downloaded. */
type Opening = Omit<ConsoleMeasure, 'medianMs' | 'runsMs'> & {ms: number};

async function openOnce(page: Page, url: string): Promise<Opening> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: tryItProfile.latencyMs,
    downloadThroughput: (tryItProfile.downloadKbps * 1024) / 8,
    uploadThroughput: (tryItProfile.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: tryItProfile.cpuSlowdown});
  const bodies: {url: string; raw: number; gzip: number}[] = [];
  let counting = false;
  page.on('response', (response) => {
    // Route chunks Docusaurus prefetches for the links in view (<link rel="prefetch">, type
    // "other") are other pages' code, not the console's: left out.
    if (!counting || response.request().resourceType() === 'other') return;
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
    if ((await (await page.request.get(src)).text()).includes(consoleMarker)) consoleOnFirstLoad = true;
  // The operation has two Try it buttons, beside the example (wide screens) and in its heading row
  // (one column): the one the screen shows.
  const button = page.locator(`[data-try-it="${operationAnchor}"]:visible`);
  await button.scrollIntoViewIfNeeded();
  // What scrolling set off (prefetches of the links now in view) finishes before the count starts.
  await page.waitForLoadState('networkidle');
  counting = true;
  // Timed in the page: from the click event to the frame after the body field is in the DOM.
  await page.evaluate(() => {
    const w = window as TryItWindow;
    w.benchTryIt = {};
    document.addEventListener('click', () => (w.benchTryIt!.clicked = performance.now()), {capture: true, once: true});
    new MutationObserver((_, observer) => {
      if (!document.querySelector('dialog[open] textarea')) return;
      observer.disconnect();
      requestAnimationFrame(() => (w.benchTryIt!.ready = performance.now()));
    }).observe(document.body, {subtree: true, childList: true});
  });
  await button.click();
  await page.waitForFunction(() => (window as TryItWindow).benchTryIt?.ready !== undefined);
  const timing = await page.evaluate(() => (window as TryItWindow).benchTryIt!);
  await page.waitForLoadState('networkidle');
  const bytes = bodies.reduce((sum, b) => ({raw: sum.raw + b.raw, gzip: sum.gzip + b.gzip}), {raw: 0, gzip: 0});
  return {ms: (timing.ready ?? 0) - (timing.clicked ?? 0), bytes, requests: bodies.length, consoleOnFirstLoad};
}

/** `runs` first openings of the console in `locale`, each on a fresh phone-sized page. */
export async function measureConsole(
  browser: Browser,
  baseUrl: string,
  locale: string,
  runs: number,
): Promise<ConsoleMeasure> {
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`the console needs at least one run (got ${runs})`);
  const url = `${baseUrl}${locale === defaultLocale ? '' : `/${locale}`}/${tryItRoute}`;
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
  return {
    medianMs: Math.round(median(openings.map((o) => o.ms)) ?? NaN),
    runsMs: openings.map((o) => Math.round(o.ms)),
    bytes: last.bytes,
    requests: last.requests,
    consoleOnFirstLoad: openings.some((o) => o.consoleOnFirstLoad),
  };
}

/**
 * The built JS files under `buildDir` that hold the console's code, as URL paths (`/assets/js/…`,
 * `/de/assets/js/…`): one chunk per locale. A page whose first-load JS lists one of them loads
 * the console before any click.
 */
export function consoleChunks(buildDir: string): string[] {
  return readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => rel.endsWith('.js') && readFileSync(join(buildDir, rel), 'utf8').includes(consoleMarker))
    .map((rel) => `/${rel.split(sep).join('/')}`)
    .sort();
}

/** The figures as both benchmarks print them: what was measured (page, operation, profile, runs), then a row per locale. */
export function printConsole(results: Readonly<Record<string, ConsoleMeasure>>, runs: number): void {
  console.log(
    `Request console, /${tryItRoute}, "Try it" on ${operationAnchor}; Lighthouse mobile profile (CPU ${tryItProfile.cpuSlowdown}×, ${tryItProfile.latencyMs} ms RTT, ${tryItProfile.downloadKbps} kbit/s); ${runs} fresh page(s) per locale.`,
  );
  const header = [
    'locale',
    'click → form ready (median)',
    'runs (ms)',
    'downloaded on opening (raw / gzip)',
    'requests',
    'console code on first load',
  ];
  const rows = Object.entries(results).map(([locale, r]) => [
    locale,
    `${r.medianMs} ms`,
    r.runsMs.join(', '),
    `${(r.bytes.raw / 1024).toFixed(1)} KB / ${(r.bytes.gzip / 1024).toFixed(1)} KB`,
    String(r.requests),
    r.consoleOnFirstLoad ? 'YES' : 'none',
  ]);
  printAligned(header, rows, 1);
}

#!/usr/bin/env node
// Benchmarks the request console of the API reference in Chromium, per locale, on Lighthouse's
// mobile profile: the bytes a reader downloads from clicking "Try it" to a usable form, and the
// time from the click to the form's body field ready for typing (median of `--runs` first
// openings, each on a fresh page); it fails when any byte of the console is on the page's first
// load (scripts/lib/try-it-bench.ts, which `npm run bench` shares). Not a test: it prints a table
// and the same figures as JSON. Needs a build (`npm run build`); serves it compressed as nginx
// would (scripts/lib/compressing-server.ts).
//
//   node --import tsx scripts/bench-try-it.ts [--dir build] [--json bench-try-it.json] [--runs 5]
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {locales} from '../config/i18n';
import {chromiumLaunchOptions} from './lib/chromium';
import {startCompressingServer} from './lib/compressing-server';
import {wholeNumber} from './lib/bench-args';
import {runMain} from './lib/process';
import {measureConsole, printConsole, tryItProfile, type ConsoleMeasure} from './lib/try-it-bench';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    json: {type: 'string'},
    runs: {type: 'string', default: '5'},
  },
});
const runs = wholeNumber('runs', values.runs, 1);

async function main(): Promise<void> {
  const server = await startCompressingServer(path.resolve(values.dir));
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results: Record<string, ConsoleMeasure> = {};
  try {
    for (const locale of locales) results[locale] = await measureConsole(browser, server.url, locale, runs);
  } finally {
    await browser.close();
    await server.stop();
  }
  printConsole(results, runs);
  if (values.json) writeFileSync(values.json, `${JSON.stringify({profile: tryItProfile, runs, results}, null, 2)}\n`);
  if (Object.values(results).some((r) => r.consoleOnFirstLoad)) {
    console.error("bench-try-it: console code is on a page's first load");
    process.exitCode = 1;
  }
}

if (require.main === module) runMain(main);

#!/usr/bin/env node
// What precompression buys on the shipped nginx config: requests per second and p99 latency of
// a page, the main bundle and a not-found page, served by nginx on loopback with autocannon's
// bounded load (fixed connections, fixed duration), once with on-the-fly compression ("before":
// a copy of the build without its .br/.gz files, so nginx compresses every response) and once
// with the build's precompressed files ("after"). Prints a table and the after/before ratios.
// Not a test: the figures depend on the machine; the ratios are what to compare.
//
//   node --import tsx scripts/bench-serving.ts [--dir build] [--connections 50] [--duration 5] [--runs 1] [--encodings br,gzip] [--json file]
// With --runs N each cell is the median of N runs.
import {existsSync, readdirSync, unlinkSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import autocannon from 'autocannon';
import {brotliAvailable} from '../deploy/nginx/render';
import {startProdServer} from './serve-prod';
import {encodings as precompressedSuffixes} from './precompress';
import {removeCopy, linkCopyOfBuild} from './lib/build-copy';
import {wholeNumber} from './lib/bench-args';
import {median} from './lib/bench-budgets';
import {runMain} from './lib/process';

interface Cell {
  /** Requests per second. */
  rps: number;
  /** 99th percentile latency, ms. */
  p99: number;
}

interface Ratio extends Cell {
  encoding: string;
  target: string;
}

interface Row extends Ratio {
  variant: string;
}

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    connections: {type: 'string', default: '50'},
    duration: {type: 'string', default: '5'},
    runs: {type: 'string', default: '1'},
    encodings: {type: 'string', default: brotliAvailable() ? 'br,gzip' : 'gzip'},
    json: {type: 'string'},
  },
});

const buildDir = resolve(values.dir);
const connections = wholeNumber('connections', values.connections, 1);
const duration = wholeNumber('duration', values.duration, 1);
const runs = wholeNumber('runs', values.runs, 1);

/** The copy "before": the same files without their precompressed siblings. */
function copyWithoutPrecompressed(): string {
  const copy = linkCopyOfBuild(buildDir, 'mnemora-bench-serving-');
  for (const rel of readdirSync(copy, {recursive: true, encoding: 'utf8'})) {
    if (precompressedSuffixes.some((s) => rel.endsWith(`.${s}`))) unlinkSync(join(copy, rel));
  }
  return copy;
}

async function measure(url: string, encoding: string): Promise<Cell> {
  const results: Cell[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await autocannon({url, connections, duration, headers: {'accept-encoding': encoding}});
    if (r.non2xx > 0 && !url.endsWith('/nope')) throw new Error(`${url}: ${r.non2xx} non-2xx responses`);
    if (r.errors > 0 || r.timeouts > 0)
      console.warn(`${url} (${encoding}): ${r.errors} errors, ${r.timeouts} timeouts`);
    results.push({rps: r.requests.average, p99: r.latency.p99});
  }
  // Each cell has --runs ≥ 1 measures, so a median.
  return {rps: median(results.map((r) => r.rps)) ?? NaN, p99: median(results.map((r) => r.p99)) ?? NaN};
}

async function main(): Promise<void> {
  if (!existsSync(join(buildDir, 'index.html')))
    throw new Error(`No build in ${buildDir}: run \`npm run build\` first.`);
  const mainBundle = readdirSync(join(buildDir, 'assets/js')).find((n) => /^main\.[0-9a-f]+\.js$/.test(n));
  if (!mainBundle) throw new Error(`No main bundle in ${join(buildDir, 'assets/js')}`);
  if (!existsSync(join(buildDir, 'assets/js', `${mainBundle}.br`)))
    throw new Error(
      `${mainBundle} has no .br: the build was not precompressed (npm run build runs scripts/precompress.ts)`,
    );

  /** [name, path] of each measured URL. */
  const targets: [string, string][] = [
    ['page /intro', '/intro'],
    [`main bundle (${mainBundle})`, `/assets/js/${mainBundle}`],
    ['404 /nope', '/nope'],
  ];
  const encodings = values.encodings.split(',');

  const before = copyWithoutPrecompressed();
  const rows: Row[] = [];
  try {
    for (const [label, dir] of [
      ['before (on the fly)', before],
      ['after (precompressed)', buildDir],
    ] as const) {
      const served = await startProdServer({buildDir: dir, cspCheck: false});
      try {
        for (const encoding of encodings) {
          for (const [name, path] of targets) {
            const m = await measure(`${served.url}${path}`, encoding);
            rows.push({variant: label, encoding, target: name, ...m});
            console.log(
              `${label.padEnd(22)} ${encoding.padEnd(5)} ${name.padEnd(40)} ${m.rps.toFixed(0).padStart(7)} req/s  p99 ${String(m.p99).padStart(6)} ms`,
            );
          }
        }
      } finally {
        await served.stop();
      }
    }
  } finally {
    removeCopy(before);
  }

  console.log(`\nafter/before (${connections} connections, ${duration} s per cell, median of ${runs} run(s)):`);
  const ratios: Ratio[] = [];
  const cell = (variant: 'before' | 'after', encoding: string, target: string): Row => {
    const row = rows.find((r) => r.variant.startsWith(variant) && r.encoding === encoding && r.target === target);
    // Every variant × encoding × target was measured above (or the run threw).
    if (!row) throw new Error(`no ${variant} measure of ${target} (${encoding})`);
    return row;
  };
  for (const encoding of encodings) {
    for (const [name] of targets) {
      const b = cell('before', encoding, name);
      const a = cell('after', encoding, name);
      const ratio: Ratio = {encoding, target: name, rps: a.rps / b.rps, p99: a.p99 / Math.max(b.p99, 1)};
      ratios.push(ratio);
      console.log(
        `${encoding.padEnd(5)} ${name.padEnd(40)} req/s ×${ratio.rps.toFixed(2).padStart(6)}   p99 ×${ratio.p99.toFixed(3)}`,
      );
    }
  }
  if (values.json)
    writeFileSync(values.json, `${JSON.stringify({connections, duration, runs, rows, ratios}, null, 2)}\n`);
}

runMain(main);

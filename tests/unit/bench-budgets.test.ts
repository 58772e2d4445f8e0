/** The benchmark's budget verdicts (scripts/lib/bench-budgets.ts), on made-up results. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {evaluateBudgets, median} from '../../scripts/lib/bench-budgets';

/** The request console's chunk per locale, as the scan of build/ names it. */
const consoleChunks = ['/assets/js/9992.0af134c6.js', '/es/assets/js/9992.7f2312d5.js'];

const bytes = (jsWire: number, files: string[] = []) => ({
  html: {wire: 1},
  js: {wire: jsWire, raw: jsWire * 3, count: 5},
  css: {wire: 1},
  requests: 7,
  files: Object.fromEntries(files.map((f) => [f, 1000])),
});
const lh = (performance: number, cls = 0, tbt = 40) => ({
  median: {performance, accessibility: 100, 'best-practices': 100, seo: 100, cls, tbt},
  failedAudits: {performance: ['total-blocking-time']},
});

function results(
  overrides: {
    docsJs?: number;
    perf?: number;
    cls?: number;
    cold?: number[];
    /** A file the API page executes on first load, beside its own. */
    extraFile?: string;
    consoleBeforeClick?: boolean;
    /** Mobile TBT of the API page (ms; stock's docs page has 130, stock's home 140). */
    apiTbt?: number;
    /** Whether the stock site was audited by Lighthouse. */
    stockAudited?: boolean;
  } = {},
) {
  return {
    ours: {
      pages: [
        {
          kind: 'home',
          docs: false,
          locale: 'en',
          path: '/',
          bytes: bytes(100_000, ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']),
          lighthouse: {mobile: lh(100), desktop: lh(100)},
        },
        {
          kind: 'api',
          docs: true,
          locale: 'es',
          path: '/es/api/endpoints/memory',
          bytes: bytes(overrides.docsJs ?? 120_000, [
            '/es/assets/js/runtime~main.3.js',
            '/es/assets/js/main.4.js',
            ...(overrides.extraFile ? [overrides.extraFile] : []),
          ]),
          lighthouse: {mobile: lh(overrides.perf ?? 99, overrides.cls ?? 0, overrides.apiTbt), desktop: lh(100)},
        },
      ],
      consoleChunks,
      tryIt: {
        locales: {en: {consoleOnFirstLoad: false}, es: {consoleOnFirstLoad: overrides.consoleBeforeClick ?? false}},
      },
      builds: {cold: {runs: overrides.cold ?? [60, 62, 61], median: median(overrides.cold ?? [60, 62, 61])}},
    },
    stock: {
      pages: [
        {
          kind: 'home',
          docs: false,
          locale: 'en',
          path: '/',
          bytes: bytes(140_000),
          ...(overrides.stockAudited === false ? {} : {lighthouse: {mobile: lh(98, 0, 140)}}),
        },
        {
          kind: 'concept',
          docs: true,
          locale: 'en',
          path: '/docs/intro',
          bytes: bytes(150_000),
          ...(overrides.stockAudited === false ? {} : {lighthouse: {mobile: lh(98, 0, 130)}}),
        },
      ],
    },
  };
}

const verdict = (r: ReturnType<typeof results>, id: string) => evaluateBudgets(r).find((b) => b.id === id)!;

test('results within every budget pass every budget', () => {
  const all = evaluateBudgets(results());
  assert.deepEqual(
    all.filter((b) => b.pass !== true).map((b) => b.id),
    [],
  );
});

test('planted: docs JS over 0.9× stock fails, naming the page and the ratio', () => {
  const b = verdict(results({docsJs: 140_000}), 'docs-js');
  assert.equal(b.pass, false);
  assert.match(b.detail, /worst es \/es\/api\/endpoints\/memory 136\.7 KiB = 0\.933× stock \/docs\/intro/);
});

test('planted: a mobile performance score under 98 and a layout shift fail', () => {
  const r = results({perf: 97, cls: 0.02});
  assert.equal(verdict(r, 'mobile-performance').pass, false);
  assert.match(verdict(r, 'mobile-performance').detail, /es \/es\/api\/endpoints\/memory 97 \(total-blocking-time\)/);
  assert.equal(verdict(r, 'cls').pass, false);
  assert.match(verdict(r, 'cls').detail, /es \/es\/api\/endpoints\/memory mobile 0\.02/);
});

test('planted: a cold build median over 75 s fails; 75 s itself passes', () => {
  const b = verdict(results({cold: [70, 76, 90]}), 'cold-build');
  assert.equal(b.pass, false);
  assert.match(b.detail, /median 76\.0 s/);
  assert.equal(verdict(results({cold: [60, 75, 80]}), 'cold-build').pass, true);
  assert.equal(verdict(results(), 'cold-build').pass, true);
});

test('a budget without measurements is reported as not measured, not as passed', () => {
  const r = results();
  delete (r.ours as {builds?: unknown}).builds;
  assert.equal(verdict(r, 'cold-build').pass, null);
});

test('planted: the console chunk in a first-load file list fails, naming the page and the file', () => {
  const inFiles = verdict(results({extraFile: '/es/assets/js/9992.7f2312d5.js'}), 'try-it-lazy');
  assert.equal(inFiles.pass, false);
  assert.match(inFiles.detail, /es \/es\/api\/endpoints\/memory loads \/es\/assets\/js\/9992\.7f2312d5\.js/);
  // Another locale's chunk is the console all the same.
  assert.equal(verdict(results({extraFile: '/assets/js/9992.0af134c6.js'}), 'try-it-lazy').pass, false);
  // A lazy chunk that is not the console's passes.
  const clean = verdict(results({extraFile: '/es/assets/js/3129.aaaa.js'}), 'try-it-lazy');
  assert.equal(clean.pass, true);
  assert.match(clean.detail, /2 pages' first-load files vs \/assets\/js\/9992\.0af134c6\.js, /);
  assert.match(clean.detail, /nothing before the click in en, es/);
});

test('planted: console code Chromium fetched before the click fails, naming the locale', () => {
  const b = verdict(results({consoleBeforeClick: true}), 'try-it-lazy');
  assert.equal(b.pass, false);
  assert.match(b.detail, /es: console code fetched before "Try it" was clicked/);
});

test('a missing half of the console check is reported as not measured, not as passed', () => {
  const noChromium = results();
  delete (noChromium.ours as {tryIt?: unknown}).tryIt;
  const a = verdict(noChromium, 'try-it-lazy');
  assert.equal(a.pass, null);
  assert.match(a.detail, /Chromium check not run \(--console-runs 0\)/);
  assert.match(a.detail, /clean: 2 pages' first-load files/);

  const noScan = results();
  delete (noScan.ours as {consoleChunks?: unknown}).consoleChunks;
  assert.equal(verdict(noScan, 'try-it-lazy').pass, null);
  assert.match(verdict(noScan, 'try-it-lazy').detail, /build\/ not scanned/);

  // A build where no file holds the console's code: the scan could not see it, so it proves nothing.
  const noChunk = results();
  noChunk.ours.consoleChunks = [];
  assert.equal(verdict(noChunk, 'try-it-lazy').pass, null);
  assert.match(verdict(noChunk, 'try-it-lazy').detail, /cannot be told apart/);

  const noFileList = results();
  delete (noFileList.ours.pages[1]!.bytes as {files?: unknown}).files;
  assert.equal(verdict(noFileList, 'try-it-lazy').pass, null);
  assert.match(
    verdict(noFileList, 'try-it-lazy').detail,
    /no first-load file list for es \/es\/api\/endpoints\/memory/,
  );

  const localeMissing = results();
  delete (localeMissing.ours.tryIt.locales as {es?: unknown}).es;
  assert.equal(verdict(localeMissing, 'try-it-lazy').pass, null);
  assert.match(verdict(localeMissing, 'try-it-lazy').detail, /Chromium check missing for es/);

  // A fault found by one half still fails when the other half is missing.
  const faultNoChromium = results({extraFile: '/es/assets/js/9992.7f2312d5.js'});
  delete (faultNoChromium.ours as {tryIt?: unknown}).tryIt;
  assert.equal(verdict(faultNoChromium, 'try-it-lazy').pass, false);
});

test('median takes the middle value, or the mean of the middle two', () => {
  assert.equal(median([3, 1, 2]), 2);
  assert.equal(median([4, 1, 3, 2]), 2.5);
  assert.equal(median([]), undefined);
});

test('planted: a page Lighthouse could not audit fails the Lighthouse budgets', () => {
  const r = results();
  Object.assign(r.ours.pages[1]!, {lighthouse: undefined, lighthouseError: 'mobile: ERRORED_DOCUMENT_REQUEST'});
  assert.equal(verdict(r, 'mobile-seo').pass, false);
  assert.match(
    verdict(r, 'mobile-seo').detail,
    /es \/es\/api\/endpoints\/memory not audited \(mobile: ERRORED_DOCUMENT_REQUEST\)/,
  );
});

test('planted: a page blocking longer than its stock counterpart fails, naming both and the ratio', () => {
  const b = verdict(results({apiTbt: 260}), 'mobile-tbt');
  assert.equal(b.pass, false);
  // The API page has no stock counterpart of its kind: it is held against stock's docs page.
  assert.match(b.detail, /over: es \/es\/api\/endpoints\/memory 260 ms vs stock \/docs\/intro 130 ms \(2\.00×\)/);
  assert.doesNotMatch(b.detail, /en \/ /, 'the home page (40 ms against 140) is not over');
});

test('blocking time within stock passes with the worst ratio; without stock audits it is not measured', () => {
  const b = verdict(results({apiTbt: 120}), 'mobile-tbt');
  assert.equal(b.pass, true);
  assert.match(
    b.detail,
    /worst es \/es\/api\/endpoints\/memory 120 ms vs stock \/docs\/intro 130 ms \(0\.92×\) over 2 pages/,
  );
  const unaudited = verdict(results({stockAudited: false}), 'mobile-tbt');
  assert.equal(unaudited.pass, null);
  assert.match(unaudited.detail, /not measured for en \/ \(no stock page to compare\)/);
});

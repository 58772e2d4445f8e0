/** The benchmark's budget verdicts (scripts/lib/bench-budgets.ts), on made-up results. */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {evaluateBudgets, median} from '../../scripts/lib/bench-budgets';

const bytes = (jsWire: number) => ({
  html: {wire: 1},
  js: {wire: jsWire, raw: jsWire * 3, count: 5},
  css: {wire: 1},
  requests: 7,
});
const lh = (performance: number, cls = 0) => ({
  median: {performance, accessibility: 100, 'best-practices': 100, seo: 100, cls},
  failedAudits: {performance: ['total-blocking-time']},
});

function results(
  overrides: {
    docsJs?: number;
    perf?: number;
    cls?: number;
    cold?: number[];
    consoleFile?: string;
    consoleBeforeClick?: boolean;
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
          bytes: bytes(100_000),
          lighthouse: {mobile: lh(100), desktop: lh(100)},
          consoleFiles: [],
        },
        {
          kind: 'api',
          docs: true,
          locale: 'es',
          path: '/es/api/endpoints/memory',
          bytes: bytes(overrides.docsJs ?? 120_000),
          lighthouse: {mobile: lh(overrides.perf ?? 99, overrides.cls ?? 0), desktop: lh(100)},
          consoleFiles: overrides.consoleFile ? [overrides.consoleFile] : [],
        },
      ],
      tryIt: {
        locales: {en: {consoleOnFirstLoad: false}, de: {consoleOnFirstLoad: overrides.consoleBeforeClick ?? false}},
      },
      builds: {cold: {runs: overrides.cold ?? [100, 120, 110], median: median(overrides.cold ?? [100, 120, 110])}},
    },
    stock: {pages: [{kind: 'concept', docs: true, locale: 'en', path: '/docs/intro', bytes: bytes(150_000)}]},
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

test('planted: a cold build median of 3 minutes or more fails', () => {
  const b = verdict(results({cold: [170, 185, 200]}), 'cold-build');
  assert.equal(b.pass, false);
  assert.match(b.detail, /median 185\.0 s/);
});

test('a budget without measurements is reported as not measured, not as passed', () => {
  const r = results();
  delete (r.ours as {builds?: unknown}).builds;
  assert.equal(verdict(r, 'cold-build').pass, null);
  const unscanned = results();
  delete (unscanned.ours as {tryIt?: unknown}).tryIt;
  for (const page of unscanned.ours.pages) delete (page as {consoleFiles?: unknown}).consoleFiles;
  assert.equal(verdict(unscanned, 'try-it-lazy').pass, null);
});

test('planted: request-console code in a first load fails, naming the page and the file', () => {
  const inFiles = verdict(results({consoleFile: '/es/assets/js/1a2b3c.js'}), 'try-it-lazy');
  assert.equal(inFiles.pass, false);
  assert.match(inFiles.detail, /es \/es\/api\/endpoints\/memory loads \/es\/assets\/js\/1a2b3c\.js/);
  const beforeClick = verdict(results({consoleBeforeClick: true}), 'try-it-lazy');
  assert.equal(beforeClick.pass, false);
  assert.match(beforeClick.detail, /de: console code before "Try it" was clicked/);
  assert.match(
    verdict(results(), 'try-it-lazy').detail,
    /none in 2 pages' first-load files, none before the click in en, de/,
  );
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

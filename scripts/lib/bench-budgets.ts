// The portal's performance budgets (README, "Performance and accessibility budgets"), evaluated
// over the results object scripts/bench.ts writes. Kept apart from the runner so the
// planted-fault tests can feed it bad results. Also the small helpers the benchmarks share (kb,
// median, printAligned).

/** The Lighthouse categories the benchmark audits, in the order it reports them. */
export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];
/** The Lighthouse metrics the benchmark records beside the category scores. */
type LighthouseMetric = 'lcp' | 'tbt' | 'cls' | 'fcp';
/**
 * Medians over a page's Lighthouse runs: scores 0–100 and metrics (ms; CLS unitless). undefined
 * when no run measured a finite value.
 */
export type LighthouseMedian = Record<LighthouseCategory | LighthouseMetric, number | undefined>;

/** What the budgets read of one measured page (scripts/bench.ts records more). */
export interface BudgetPage {
  kind: string;
  docs?: boolean;
  locale: string;
  path: string;
  /**
   * Bytes on first load: `wire` is the compressed size; `files`, the executed JS files by URL path
   * (pages of ours: the try-it-lazy budget reads them).
   */
  bytes?: {js: {wire: number}; files?: Readonly<Record<string, number>>};
  lighthouse?: {
    mobile?: {
      median: Partial<LighthouseMedian>;
      /** Audits that lost points in any run, per category. */
      failedAudits?: Partial<Record<LighthouseCategory, readonly string[]>>;
      /** Main-thread time by Lighthouse's groups (`styleLayout`, `scriptEvaluation`, `other`…), ms, median of the runs. */
      mainThread?: Readonly<Record<string, number>>;
    };
  };
  /** Why Lighthouse produced no result for the page. */
  lighthouseError?: string;
}

/** What the budgets read of the benchmark's results. */
export interface BudgetResults {
  ours?: {
    pages: readonly BudgetPage[];
    /** Build times in seconds. */
    builds?: {cold?: {runs: readonly number[]; median?: number}};
    /**
     * The built JS files that hold the request console's code, by URL path as served
     * (scripts/lib/try-it-bench.ts, consoleChunks); absent when build/ was not scanned.
     */
    consoleChunks?: readonly string[];
    /** The request console per locale, measured in Chromium (scripts/lib/try-it-bench.ts). */
    tryIt?: {locales: Readonly<Record<string, {consoleOnFirstLoad: boolean}>>};
  };
  stock?: {pages: readonly BudgetPage[]};
}

/** One budget's verdict: `pass` is null when the benchmark did not measure it. */
export interface BudgetVerdict {
  id: string;
  title: string;
  pass: boolean | null;
  detail: string;
}

export interface Budgets {
  /** JS on first load of a docs page, compressed, at most this share of the stock site's. */
  docsJsRatio: number;
  /** Lowest Lighthouse mobile score per category, on every page. */
  mobile: Record<LighthouseCategory, number>;
  /** Highest Lighthouse mobile CLS, on every page. */
  cls: number;
  /** Cold build of all four locales, in seconds (the most allowed). */
  coldBuildSeconds: number;
}

const budgets: Budgets = {
  docsJsRatio: 0.9,
  mobile: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
  cls: 0,
  // Four locales with every feature on, from nothing: about 61 s on an idle 2-core machine
  // (Docusaurus about 11 s a locale, social cards 3 s of it, then the search index 5 s and
  // precompression 9 s), so 75 s leaves room for a slower machine, not for a regression.
  coldBuildSeconds: 75,
};

type MeasuredPage = BudgetPage & {bytes: {js: {wire: number}}};
type MobileAuditedPage = BudgetPage & {
  lighthouse: {mobile: NonNullable<NonNullable<BudgetPage['lighthouse']>['mobile']>};
};

const hasBytes = (p: BudgetPage): p is MeasuredPage => Boolean(p.bytes);
const hasMobile = (p: BudgetPage): p is MobileAuditedPage => Boolean(p.lighthouse?.mobile);

const label = (m: {locale: string; path: string}): string => `${m.locale} ${m.path}`;

/** Each budget's verdict over `results`. */
export function evaluateBudgets(results: BudgetResults, limits: Budgets = budgets): BudgetVerdict[] {
  const out: BudgetVerdict[] = [];
  const ours = results.ours?.pages ?? [];

  // 1. JS on first load of a docs page vs the stock site's docs page.
  const stockDocs = (results.stock?.pages ?? []).find((p): p is MeasuredPage => p.kind === 'concept' && hasBytes(p));
  const docsPages = ours.filter((p): p is MeasuredPage => Boolean(p.docs) && hasBytes(p));
  const docsJs = {id: 'docs-js', title: `JS first load of a docs page ≤ ${limits.docsJsRatio}× stock (compressed)`};
  if (!stockDocs || docsPages.length === 0) {
    out.push({...docsJs, pass: null, detail: 'not measured (needs the stock site and docs pages)'});
  } else {
    const limit = stockDocs.bytes.js.wire * limits.docsJsRatio;
    const worst = docsPages.reduce((a, b) => (b.bytes.js.wire > a.bytes.js.wire ? b : a));
    const over = docsPages.filter((p) => p.bytes.js.wire > limit);
    out.push({
      ...docsJs,
      pass: over.length === 0,
      detail:
        `worst ${label(worst)} ${kb(worst.bytes.js.wire)} = ${(worst.bytes.js.wire / stockDocs.bytes.js.wire).toFixed(3)}× stock ${stockDocs.path} ${kb(stockDocs.bytes.js.wire)} (limit ${kb(limit)})` +
        (over.length ? `; over: ${over.map((p) => `${label(p)} ${kb(p.bytes.js.wire)}`).join(', ')}` : ''),
    });
  }

  // 2. Lighthouse mobile scores and CLS on every measured page of ours. A page Lighthouse could
  // not audit fails every one of them.
  const unaudited = ours.filter((p) => p.lighthouseError || (p.lighthouse && !p.lighthouse.mobile));
  const withMobile = ours.filter(hasMobile);
  for (const category of lighthouseCategories) {
    const min = limits.mobile[category];
    const title = `Lighthouse mobile ${category} ≥ ${min} on every page`;
    if (withMobile.length === 0) {
      out.push({id: `mobile-${category}`, title, pass: null, detail: 'not measured'});
      continue;
    }
    const failing = withMobile.filter((p) => !atLeast(p.lighthouse.mobile.median[category], min));
    const lowest = Math.min(...withMobile.map((p) => p.lighthouse.mobile.median[category] ?? -1));
    const problems = [
      ...failing.map(
        (p) =>
          `${label(p)} ${p.lighthouse.mobile.median[category]}${auditHint(p.lighthouse.mobile.failedAudits?.[category])}`,
      ),
      ...unaudited.map((p) => `${label(p)} not audited (${p.lighthouseError ?? 'no mobile run'})`),
    ];
    out.push({
      id: `mobile-${category}`,
      title,
      pass: problems.length === 0,
      detail: problems.length ? problems.join('; ') : `lowest ${lowest} over ${withMobile.length} pages`,
    });
  }
  // CLS belongs to the mobile budget; desktop CLS is reported in the table, not budgeted.
  const clsTitle = `Lighthouse mobile CLS = ${limits.cls} on every page`;
  if (withMobile.length === 0) {
    out.push({id: 'cls', title: clsTitle, pass: null, detail: 'not measured'});
  } else {
    const failing = withMobile
      .filter((p) => !atMost(p.lighthouse.mobile.median.cls, limits.cls))
      .map((p) => `${label(p)} mobile ${p.lighthouse.mobile.median.cls}`);
    const problems = [...failing, ...unaudited.map((p) => `${label(p)} not audited`)];
    out.push({
      id: 'cls',
      title: clsTitle,
      pass: problems.length === 0,
      detail: problems.length ? problems.join('; ') : `0 on ${withMobile.length} pages`,
    });
  }

  // 3. The request console loads only when a reader opens it: no measured page's first-load JS
  // holds its code. Decided twice: by the built files each page executed on first load against
  // the files that hold the console (a scan of build/), and by what Chromium fetched before the
  // click on the reference page of each locale. Either half missing leaves it undecided.
  out.push(tryItLazy(ours, results.ours?.consoleChunks, results.ours?.tryIt?.locales));

  // 4. Total blocking time on the mobile profile no worse than stock's, page kind by page kind, in
  // the same run: an absolute score moves with the machine, the ratio does not.
  out.push(tbtVersusStock(ours, results.stock?.pages ?? []));

  // 5. Cold build of all four locales.
  const cold = results.ours?.builds?.cold;
  const coldBuild = {id: 'cold-build', title: `Cold build of all locales ≤ ${limits.coldBuildSeconds} s`};
  if (!cold || cold.median === undefined) {
    out.push({...coldBuild, pass: null, detail: 'not measured (--build-runs 0)'});
  } else {
    out.push({
      ...coldBuild,
      pass: cold.median <= limits.coldBuildSeconds,
      detail: `median ${cold.median.toFixed(1)} s of [${cold.runs.map((s) => s.toFixed(1)).join(', ')}]`,
    });
  }
  return out;
}

/**
 * The stock page a page of ours is held against: the stock page of its kind, or, for a docs page
 * of a kind stock has no counterpart for (the API reference, an SDK page), stock's docs page.
 */
function stockCounterpart(page: BudgetPage, stock: readonly BudgetPage[]): MobileAuditedPage | undefined {
  const audited = stock.filter(hasMobile);
  return (
    audited.find((s) => s.kind === page.kind) ?? (page.docs ? audited.find((s) => s.kind === 'concept') : undefined)
  );
}

/** Each page of ours with its mobile TBT against its stock counterpart's, worst ratio first. */
export function tbtComparisons(
  ours: readonly BudgetPage[],
  stock: readonly BudgetPage[],
): {page: BudgetPage; stock: BudgetPage | undefined; ours?: number; theirs?: number; ratio?: number}[] {
  return ours
    .filter(hasMobile)
    .map((page) => {
      const counterpart = stockCounterpart(page, stock);
      const oursTbt = page.lighthouse.mobile.median.tbt;
      const theirs = counterpart?.lighthouse.mobile.median.tbt;
      // A stock TBT of 0 ms is matched only by 0 ms: the ratio counts from 1 ms.
      const ratio = oursTbt !== undefined && theirs !== undefined ? oursTbt / Math.max(theirs, 1) : undefined;
      return {page, stock: counterpart, ours: oursTbt, theirs, ratio};
    })
    .sort((a, b) => (b.ratio ?? Infinity) - (a.ratio ?? Infinity));
}

function tbtVersusStock(ours: readonly BudgetPage[], stock: readonly BudgetPage[]): BudgetVerdict {
  const base = {id: 'mobile-tbt', title: "Lighthouse mobile total blocking time ≤ stock's, on every page kind"};
  const compared = tbtComparisons(ours, stock);
  if (compared.length === 0) return {...base, pass: null, detail: 'not measured (needs Lighthouse on both sites)'};
  const ms = (v: number) => `${Math.round(v)} ms`;
  const missing = compared.filter((c) => c.ratio === undefined);
  const over = compared.filter((c) => c.ours !== undefined && c.theirs !== undefined && c.ours > c.theirs);
  const describe = (c: (typeof compared)[number]) =>
    `${label(c.page)} ${ms(c.ours ?? NaN)} vs stock ${c.stock?.path ?? '?'} ${ms(c.theirs ?? NaN)} (${(c.ratio ?? NaN).toFixed(2)}×)`;
  if (over.length) return {...base, pass: false, detail: `over: ${over.map(describe).join('; ')}`};
  if (missing.length)
    return {
      ...base,
      pass: null,
      detail: `not measured for ${missing.map((c) => `${label(c.page)} (${c.stock ? 'no TBT' : 'no stock page to compare'})`).join(', ')}`,
    };
  return {...base, pass: true, detail: `worst ${describe(compared[0]!)} over ${compared.length} pages`};
}

function tryItLazy(
  ours: readonly BudgetPage[],
  consoleChunks: readonly string[] | undefined,
  tryIt: Readonly<Record<string, {consoleOnFirstLoad: boolean}>> | undefined,
): BudgetVerdict {
  const base = {id: 'try-it-lazy', title: 'No request-console code in any measured page’s first-load JS'};
  const measured = ours.filter((p) => p.bytes);
  if (measured.length === 0) return {...base, pass: null, detail: 'not measured (no page of ours)'};
  const problems: string[] = [];
  const missing: string[] = [];
  const checked: string[] = [];

  if (consoleChunks === undefined) missing.push('build/ not scanned for the console’s chunk');
  else if (consoleChunks.length === 0)
    missing.push('no built JS file holds the console’s code: its chunk cannot be told apart');
  else {
    const chunks = new Set(consoleChunks);
    const unlisted = measured.filter((p) => !p.bytes?.files);
    for (const p of measured) {
      const found = Object.keys(p.bytes?.files ?? {}).filter((file) => chunks.has(file));
      if (found.length) problems.push(`${label(p)} loads ${found.join(', ')}`);
    }
    if (unlisted.length) missing.push(`no first-load file list for ${unlisted.map(label).join(', ')}`);
    checked.push(`${measured.length - unlisted.length} pages' first-load files vs ${consoleChunks.join(', ')}`);
  }

  const locales = [...new Set(measured.map((p) => p.locale))];
  if (tryIt === undefined) missing.push('Chromium check not run (--console-runs 0)');
  else {
    for (const [locale, m] of Object.entries(tryIt))
      if (m.consoleOnFirstLoad) problems.push(`${locale}: console code fetched before "Try it" was clicked`);
    const unmeasured = locales.filter((l) => !(l in tryIt));
    if (unmeasured.length) missing.push(`Chromium check missing for ${unmeasured.join(', ')}`);
    checked.push(`nothing before the click in ${Object.keys(tryIt).join(', ')}`);
  }

  if (problems.length) return {...base, pass: false, detail: problems.join('; ')};
  if (missing.length)
    return {
      ...base,
      pass: null,
      detail: `not measured: ${[...missing, ...checked.map((c) => `clean: ${c}`)].join('; ')}`,
    };
  return {...base, pass: true, detail: `none: ${checked.join('; ')}`};
}

/** A value no run measured (undefined) meets no limit. */
function atLeast(value: number | undefined, min: number): boolean {
  return value !== undefined && value >= min;
}

function atMost(value: number | undefined, max: number): boolean {
  return value !== undefined && value <= max;
}

function auditHint(audits: readonly string[] | undefined): string {
  return audits && audits.length ? ` (${audits.join(', ')})` : '';
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Median of numbers (mean of the middle two for an even count); undefined for none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const v = values.filter((x): x is number => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const mid = Math.floor(v.length / 2);
  // 0 < mid < v.length for two or more values, mid = 0 for one: both indexes exist.
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** Prints a table in columns, as the benchmarks do: the first `left` ones aligned left, the others right. */
export function printAligned(header: readonly string[], rows: readonly (readonly string[])[], left: number): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]?.length ?? 0)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (i < left ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(header));
  for (const r of rows) console.log(line(r));
}

// The portal's performance budgets (README, "Performance and accessibility budgets"), evaluated
// over the results object scripts/bench.mjs writes. Kept apart from the runner so the
// planted-fault tests can feed it bad results.

const budgets = {
  /** JS on first load of a docs page, compressed, at most this share of the stock site's. */
  docsJsRatio: 0.9,
  mobile: {performance: 98, accessibility: 100, 'best-practices': 100, seo: 100},
  cls: 0,
  /** Cold build of all four locales, in seconds. */
  coldBuildSeconds: 180,
};

const label = (m) => `${m.locale} ${m.path}`;

/**
 * @param {{ours: {pages: any[], builds?: any}, stock?: {pages: any[]}, options?: any}} results
 * @returns {{id: string, title: string, pass: boolean | null, detail: string}[]} null = not measured
 */
export function evaluateBudgets(results, limits = budgets) {
  const out = [];
  const ours = results.ours?.pages ?? [];

  // 1. JS on first load of a docs page vs the stock site's docs page.
  const stockDocs = (results.stock?.pages ?? []).find((p) => p.kind === 'concept' && p.bytes);
  const docsPages = ours.filter((p) => p.docs && p.bytes);
  if (!stockDocs || docsPages.length === 0) {
    out.push({
      id: 'docs-js',
      title: `JS first load of a docs page ≤ ${limits.docsJsRatio}× stock (compressed)`,
      pass: null,
      detail: 'not measured (needs the stock site and docs pages)',
    });
  } else {
    const limit = stockDocs.bytes.js.wire * limits.docsJsRatio;
    const worst = docsPages.reduce((a, b) => (b.bytes.js.wire > a.bytes.js.wire ? b : a));
    const over = docsPages.filter((p) => p.bytes.js.wire > limit);
    out.push({
      id: 'docs-js',
      title: `JS first load of a docs page ≤ ${limits.docsJsRatio}× stock (compressed)`,
      pass: over.length === 0,
      detail:
        `worst ${label(worst)} ${kb(worst.bytes.js.wire)} = ${(worst.bytes.js.wire / stockDocs.bytes.js.wire).toFixed(3)}× stock ${stockDocs.path} ${kb(stockDocs.bytes.js.wire)} (limit ${kb(limit)})` +
        (over.length ? `; over: ${over.map((p) => `${label(p)} ${kb(p.bytes.js.wire)}`).join(', ')}` : ''),
    });
  }

  // 2. Lighthouse mobile scores and CLS on every measured page of ours. A page Lighthouse could
  // not audit fails every one of them.
  const unaudited = ours.filter((p) => p.lighthouseError || (p.lighthouse && !p.lighthouse.mobile));
  const withMobile = ours.filter((p) => p.lighthouse?.mobile);
  for (const [category, min] of Object.entries(limits.mobile)) {
    const title = `Lighthouse mobile ${category} ≥ ${min} on every page`;
    if (withMobile.length === 0) {
      out.push({id: `mobile-${category}`, title, pass: null, detail: 'not measured'});
      continue;
    }
    const failing = withMobile.filter((p) => !(p.lighthouse.mobile.median[category] >= min));
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
      .filter((p) => !(p.lighthouse.mobile.median.cls <= limits.cls))
      .map((p) => `${label(p)} mobile ${p.lighthouse.mobile.median.cls}`);
    const problems = [...failing, ...unaudited.map((p) => `${label(p)} not audited`)];
    out.push({
      id: 'cls',
      title: clsTitle,
      pass: problems.length === 0,
      detail: problems.length ? problems.join('; ') : `0 on ${withMobile.length} pages`,
    });
  }

  // 3. Cold build of all four locales.
  const cold = results.ours?.builds?.cold;
  if (!cold || cold.median === undefined) {
    out.push({
      id: 'cold-build',
      title: `Cold build of all locales < ${limits.coldBuildSeconds} s`,
      pass: null,
      detail: 'not measured (--build-runs 0)',
    });
  } else {
    out.push({
      id: 'cold-build',
      title: `Cold build of all locales < ${limits.coldBuildSeconds} s`,
      pass: cold.median < limits.coldBuildSeconds,
      detail: `median ${cold.median.toFixed(1)} s of [${cold.runs.map((s) => s.toFixed(1)).join(', ')}]`,
    });
  }
  return out;
}

function auditHint(audits) {
  return audits && audits.length ? ` (${audits.join(', ')})` : '';
}

export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** Median of numbers (mean of the middle two for an even count); undefined for none. */
export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (v.length === 0) return undefined;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

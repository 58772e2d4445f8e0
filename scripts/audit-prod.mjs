#!/usr/bin/env node
// Fails on any high or critical advisory in the production dependencies (`npm audit --omit=dev`)
// that is not covered by a reviewed, dated, unexpired entry of audit-exceptions.json:
//   {"exceptions": [{"advisory": "GHSA-xxxx-xxxx-xxxx", "package": "name", "reviewed": "2026-11-21",
//                    "expires": "2027-02-21", "reviewer": "…", "reason": "why it does not apply here"}]}
// The site is static: production dependencies run at build time and in the reader's browser,
// so a reason must say which of the two the advisory concerns and why it cannot be exploited.
//   node scripts/audit-prod.mjs [--report audit.json] [--exceptions audit-exceptions.json] [--allow-offline]
// --report reads a saved `npm audit --omit=dev --json` instead of asking the registry.
// Exit codes: 0 clean, 1 unexcepted high/critical or expired exception, 2 audit unavailable.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';

const repoRoot = resolve(new URL('..', import.meta.url).pathname);
const blocking = new Set(['high', 'critical']);

/** Advisories of an npm audit v2 JSON report: one entry per (package, advisory). */
export function advisoriesOf(report) {
  const out = [];
  for (const [pkg, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      if (typeof via !== 'object') continue; // a string names another vulnerable package
      const id = String(via.url ?? '').match(/GHSA-[\w-]+/)?.[0] ?? String(via.source);
      out.push({
        package: pkg,
        advisory: id,
        severity: via.severity ?? vuln.severity,
        title: via.title ?? '',
        range: via.range ?? vuln.range ?? '',
      });
    }
  }
  return out;
}

/** Messages for every blocking advisory without a valid exception, and for expired exceptions. */
export function evaluate(report, exceptions, today = new Date().toISOString().slice(0, 10)) {
  const errors = [];
  const notes = [];
  for (const e of exceptions) {
    if (!e.advisory || !e.package || !e.reviewed || !e.expires || !e.reason) {
      errors.push(
        `audit-exceptions.json: entry ${JSON.stringify(e)} needs advisory, package, reviewed, expires and reason`,
      );
    }
  }
  for (const a of advisoriesOf(report)) {
    if (!blocking.has(a.severity)) continue;
    const ex = exceptions.find((e) => e.advisory === a.advisory && e.package === a.package);
    const what = `${a.severity} ${a.advisory} in ${a.package} ${a.range}: ${a.title}`;
    if (!ex) errors.push(`${what} (no exception: upgrade, or add a reviewed entry to audit-exceptions.json)`);
    else if (ex.expires < today) errors.push(`${what} (exception expired on ${ex.expires}: review it again)`);
    else notes.push(`${what} (excepted until ${ex.expires}: ${ex.reason})`);
  }
  return {errors, notes};
}

function runAudit() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(run.stdout);
  } catch {
    return {message: `npm audit printed no JSON (exit ${run.status}): ${run.stderr.slice(0, 300)}`};
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({
    options: {
      report: {type: 'string'},
      exceptions: {type: 'string', default: resolve(repoRoot, 'audit-exceptions.json')},
      'allow-offline': {type: 'boolean', default: false},
    },
  });
  const report = values.report ? JSON.parse(readFileSync(values.report, 'utf8')) : runAudit();
  if (!report.vulnerabilities) {
    const why = report.message ?? report.error?.summary ?? JSON.stringify(report).slice(0, 200);
    const msg = `npm audit could not get the advisory database: ${why}`;
    if (values['allow-offline']) {
      console.warn(`WARNING: ${msg}; production dependencies NOT audited (--allow-offline).`);
      process.exit(0);
    }
    console.error(`${msg}\nRun it where the registry's audit endpoint is reachable, or pass --allow-offline to skip.`);
    process.exit(2);
  }
  const exceptions = existsSync(values.exceptions)
    ? (JSON.parse(readFileSync(values.exceptions, 'utf8')).exceptions ?? [])
    : [];
  const {errors, notes} = evaluate(report, exceptions);
  for (const n of notes) console.log(`excepted: ${n}`);
  if (errors.length > 0) {
    console.error(`npm audit --omit=dev: ${errors.length} problem(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    process.exit(1);
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`npm audit --omit=dev: no unexcepted high or critical advisory (${JSON.stringify(counts)}).`);
}

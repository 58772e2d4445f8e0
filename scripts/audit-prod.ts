#!/usr/bin/env node
// Fails on any high or critical advisory in the production dependencies (`npm audit --omit=dev`)
// that is not covered by a reviewed, dated, unexpired entry of audit-exceptions.json:
//   {"exceptions": [{"advisory": "GHSA-xxxx-xxxx-xxxx", "package": "name", "reviewed": "2026-11-21",
//                    "expires": "2027-02-21", "reviewer": "…", "reason": "why it does not apply here"}]}
// The site is static: production dependencies run at build time and in the reader's browser,
// so a reason must say which of the two the advisory concerns and why it cannot be exploited.
//   node --import tsx scripts/audit-prod.ts [--report audit.json] [--exceptions audit-exceptions.json] [--allow-offline]
// --report reads a saved `npm audit --omit=dev --json` instead of asking the registry.
// Exit codes: 0 clean, 1 unexcepted high/critical or expired exception, 2 audit unavailable.
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {z} from 'zod';

const repoRoot = resolve(__dirname, '..');
const blocking = new Set(['high', 'critical']);

/** An entry of a vulnerability's `via`: an advisory, or (a string) another vulnerable package. */
const auditVia = z.object({
  source: z.union([z.number(), z.string()]).optional(),
  name: z.string().optional(),
  title: z.string().optional(),
  url: z.string().optional(),
  severity: z.string().optional(),
  range: z.string().optional(),
});

/** One vulnerable package of the report. */
const auditVulnerability = z.object({
  name: z.string().optional(),
  severity: z.string().optional(),
  via: z.array(z.union([z.string(), auditVia])).optional(),
  range: z.string().optional(),
});

/** What this script reads of `npm audit --omit=dev --json` (npm 7+, "auditReportVersion": 2). */
const auditReport = z.object({
  vulnerabilities: z.record(z.string(), auditVulnerability).optional(),
  metadata: z.object({vulnerabilities: z.record(z.string(), z.number()).optional()}).optional(),
});
type AuditReport = z.infer<typeof auditReport>;

/** An entry of audit-exceptions.json; an entry missing a field is reported by `evaluate`. */
const auditException = z.object({
  advisory: z.string().optional(),
  package: z.string().optional(),
  reviewed: z.string().optional(),
  expires: z.string().optional(),
  reviewer: z.string().optional(),
  reason: z.string().optional(),
});
type AuditException = z.infer<typeof auditException>;
/** One (package, advisory) pair of a report. */
export interface Advisory {
  package: string;
  advisory: string;
  severity: string | undefined;
  title: string;
  range: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why npm printed no report: its error message, or the start of what it printed. */
function failureOf(printed: unknown): string {
  const message = isObject(printed) ? printed.message : undefined;
  const summary = isObject(printed) && isObject(printed.error) ? printed.error.summary : undefined;
  return String(message ?? summary ?? JSON.stringify(printed).slice(0, 200));
}

/** Advisories of an npm audit v2 JSON report: one entry per (package, advisory). */
export function advisoriesOf(report: AuditReport): Advisory[] {
  const out: Advisory[] = [];
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
export function evaluate(
  report: AuditReport,
  exceptions: AuditException[],
  today: string = new Date().toISOString().slice(0, 10),
): {errors: string[]; notes: string[]} {
  const errors: string[] = [];
  const notes: string[] = [];
  for (const e of exceptions) {
    if (!e.advisory || !e.package || !e.reviewed || !e.expires || !e.reason) {
      errors.push(
        `audit-exceptions.json: entry ${JSON.stringify(e)} needs advisory, package, reviewed, expires and reason`,
      );
    }
  }
  for (const a of advisoriesOf(report)) {
    if (a.severity === undefined || !blocking.has(a.severity)) continue;
    const ex = exceptions.find((e) => e.advisory === a.advisory && e.package === a.package);
    const what = `${a.severity} ${a.advisory} in ${a.package} ${a.range}: ${a.title}`;
    if (!ex) errors.push(`${what} (no exception: upgrade, or add a reviewed entry to audit-exceptions.json)`);
    else if (ex.expires !== undefined && ex.expires < today)
      errors.push(`${what} (exception expired on ${ex.expires}: review it again)`);
    else notes.push(`${what} (excepted until ${ex.expires}: ${ex.reason})`);
  }
  return {errors, notes};
}

function runAudit(): unknown {
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

/** The `exceptions` list of audit-exceptions.json (none when the file does not exist). */
function readExceptions(file: string): AuditException[] {
  if (!existsSync(file)) return [];
  const parsed = z
    .object({exceptions: z.array(auditException).default([])})
    .safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file}: "exceptions" must be a list of objects whose fields are strings`);
  return parsed.data.exceptions;
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {
      report: {type: 'string'},
      exceptions: {type: 'string', default: resolve(repoRoot, 'audit-exceptions.json')},
      'allow-offline': {type: 'boolean', default: false},
    },
  });
  const printed: unknown = values.report ? JSON.parse(readFileSync(values.report, 'utf8')) : runAudit();
  const report = auditReport.safeParse(printed).data;
  if (!report?.vulnerabilities) {
    if (isObject(printed) && printed.vulnerabilities)
      throw new Error('npm audit printed a report of an unexpected shape');
    const why = failureOf(printed);
    const msg = `npm audit could not get the advisory database: ${why}`;
    if (values['allow-offline']) {
      console.warn(`WARNING: ${msg}; production dependencies NOT audited (--allow-offline).`);
      process.exit(0);
    }
    console.error(`${msg}\nRun it where the registry's audit endpoint is reachable, or pass --allow-offline to skip.`);
    process.exit(2);
  }
  const {errors, notes} = evaluate(report, readExceptions(values.exceptions));
  for (const n of notes) console.log(`excepted: ${n}`);
  if (errors.length > 0) {
    console.error(`npm audit --omit=dev: ${errors.length} problem(s):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
    process.exit(1);
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`npm audit --omit=dev: no unexcepted high or critical advisory (${JSON.stringify(counts)}).`);
}

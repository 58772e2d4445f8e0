#!/usr/bin/env node
// Computes the sha256 CSP hash of every executable inline script in build/**/*.html, per locale,
// and checks them against the reviewed list deploy/csp-inline-scripts.json, from which the
// served CSP is built. A new inline script (or an inline event handler, or a javascript: URL)
// fails the check: it would be blocked by the browser, and allowing it needs a review.
//   node --import tsx scripts/csp-hashes.ts [--dir build]            list hashes per locale
//   node --import tsx scripts/csp-hashes.ts --check [--dir build]    fail on anything not in the reviewed list
//   node --import tsx scripts/csp-hashes.ts --write [--dir build]    rewrite the reviewed list from the build
import {createHash} from 'node:crypto';
import {readFileSync, writeFileSync} from 'node:fs';
import {relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';
import {locales as configuredLocales, type Locale} from '../config/i18n';
import {inlineScriptsFile, readInlineScriptAllowlist, siteCsp, type InlineScriptAllowlist} from '../deploy/headers';
import {htmlFiles, localeOfPath, urlPathOf} from '../deploy/site-paths';

// Script types a browser executes (and CSP governs); anything else (application/ld+json…) is data.
const executableTypes = new Set([
  '',
  'module',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'text/ecmascript',
  'application/x-javascript',
  'text/jscript',
  'text/x-javascript',
]);

/** An executable inline script of one document: its CSP hash, 1-based line and source. */
export interface InlineScript {
  hash: string;
  line: number;
  /** The first 100 characters of the source, for messages. */
  excerpt: string;
  source: string;
}

/** Inline code the CSP blocks whatever the hashes: an event handler attribute, a javascript: URL. */
export interface InlineProblem {
  line: number;
  message: string;
}

/** An inline script of the build: which file (relative to the working directory) and locale. */
export interface BuildScript extends InlineScript {
  file: string;
  locale: Locale;
}

/** Every inline script of a build, the other inline-code problems (`file:line: message`) and the locales found. */
export interface BuildScan {
  scripts: BuildScript[];
  problems: string[];
  locales: Locale[];
}

/** The reviewed scripts checkBuild compares a build with. */
type Allowlist = Pick<InlineScriptAllowlist, 'scripts'>;

export function cspHash(source: string): string {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** 1-based line of a character offset (newline offsets computed once per document). */
function lineCounter(html: string): (index: number) => number {
  const starts = [0];
  for (let i = html.indexOf('\n'); i !== -1; i = html.indexOf('\n', i + 1)) starts.push(i + 1);
  // A few lookups per page, on minified HTML of few lines: a scan is quick enough.
  return (index) => starts.findLastIndex((start) => start <= index) + 1;
}

/** Inline scripts and other inline code in one HTML document. */
export function inlineCodeOf(html: string): {scripts: InlineScript[]; problems: InlineProblem[]} {
  // htmlparser2 mode with offsets: three times faster than parse5 over the whole build.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: false, withStartIndices: true, withEndIndices: true}});
  const lineOf = lineCounter(html);
  const scripts: InlineScript[] = [];
  const problems: InlineProblem[] = [];
  $('script').each((_, el) => {
    if ($(el).attr('src') !== undefined) return;
    const type = ($(el).attr('type') ?? '').trim().toLowerCase();
    if (!executableTypes.has(type)) return;
    // The exact source between the tags, as the browser hashes it (script content is raw text).
    const text = el.children[0];
    const source =
      text && text.startIndex != null && text.endIndex != null ? html.slice(text.startIndex, text.endIndex + 1) : '';
    scripts.push({hash: cspHash(source), line: lineOf(el.startIndex ?? 0), excerpt: source.slice(0, 100), source});
  });
  $('*').each((_, el) => {
    if (!('attribs' in el)) return; // '*' matches elements only: every one has attributes
    for (const [name, value] of Object.entries(el.attribs)) {
      const line = () => lineOf(el.startIndex ?? 0);
      if (/^on[a-z]+$/i.test(name))
        problems.push({
          line: line(),
          message: `inline event handler ${name}="${value.slice(0, 60)}" (blocked by the CSP; use a script file)`,
        });
      if (/^(href|src|action|formaction)$/i.test(name) && /^\s*javascript:/i.test(value))
        problems.push({line: line(), message: `javascript: URL in ${name} (blocked by the CSP)`});
    }
  });
  return {scripts, problems};
}

/** Every inline script of the build: [{file, locale, hash, line, excerpt}] and other problems. */
export function scanBuild(buildDir: string): BuildScan {
  const scripts: BuildScript[] = [];
  const problems: string[] = [];
  for (const file of htmlFiles(buildDir)) {
    const locale = localeOfPath(urlPathOf(buildDir, file));
    const rel = relative(process.cwd(), file);
    const found = inlineCodeOf(readFileSync(file, 'utf8'));
    for (const s of found.scripts) scripts.push({file: rel, locale, ...s});
    for (const p of found.problems) problems.push(`${rel}:${p.line}: ${p.message}`);
  }
  return {scripts, problems, locales: [...new Set(scripts.map((s) => s.locale))].sort()};
}

/** Compares the build with the reviewed list; returns error messages (empty when clean). */
export function checkBuild(buildDir: string, allowlist: Allowlist = readInlineScriptAllowlist()): string[] {
  const {scripts, problems, locales} = scanBuild(buildDir);
  const builtLocales: readonly string[] = locales;
  const errors = [...problems];
  if (scripts.length === 0) errors.push(`${buildDir}: no inline script found at all: is this a Docusaurus build?`);
  const allowed = new Map(allowlist.scripts.map((s) => [s.hash, s]));
  const reported = new Set<string>();
  for (const s of scripts) {
    const entry = allowed.get(s.hash);
    if (entry && entry.locales.includes(s.locale)) continue;
    const key = `${s.hash} ${s.locale}`;
    const more = scripts.filter((o) => o.hash === s.hash && o.locale === s.locale).length - 1;
    if (reported.has(key)) continue;
    reported.add(key);
    errors.push(
      `${s.file}:${s.line}: inline script '${s.hash}' (locale ${s.locale}) is not in the reviewed list ` +
        `${relative(process.cwd(), inlineScriptsFile)}${more > 0 ? ` (also in ${more} other file(s))` : ''}; ` +
        `the CSP would block it. Source starts: ${JSON.stringify(s.excerpt)}`,
    );
  }
  // A reviewed hash no built page uses anymore is stale: it would allow code the site no longer has.
  for (const entry of allowlist.scripts) {
    for (const locale of entry.locales) {
      if (!builtLocales.includes(locale)) continue; // that locale is not in this build
      if (!scripts.some((s) => s.hash === entry.hash && s.locale === locale)) {
        errors.push(
          `${relative(process.cwd(), inlineScriptsFile)}: '${entry.hash}' (${entry.what}) is allowed for locale ${locale} but no page of that locale has it: remove it (node --import tsx scripts/csp-hashes.ts --write)`,
        );
      }
    }
  }
  return errors;
}

function describe(source: string): string {
  if (source.includes('data-theme') && source.includes('announcement'))
    return 'Docusaurus colour-mode and announcement-bar bootstrap (every page, before paint)';
  return 'UNREVIEWED: describe what this script is and why it must be inline';
}

/** What writeAllowlist gathers of one hash before writing it. */
interface AllowlistDraft {
  hash: string;
  locales: Set<Locale>;
  what: string | undefined;
  sample: BuildScript;
}

function writeAllowlist(buildDir: string): void {
  const {scripts} = scanBuild(buildDir);
  let previous: Allowlist = {scripts: []};
  try {
    previous = readInlineScriptAllowlist();
  } catch {
    // No list yet (a first run): every script is new.
  }
  const byHash = new Map<string, AllowlistDraft>();
  for (const s of scripts) {
    const entry = byHash.get(s.hash) ?? {
      hash: s.hash,
      locales: new Set(),
      what: previous.scripts.find((p) => p.hash === s.hash)?.what,
      sample: s,
    };
    entry.locales.add(s.locale);
    byHash.set(s.hash, entry);
  }
  const order = configuredLocales;
  const entries = [...byHash.values()]
    .map((e) => ({
      hash: e.hash,
      locales: [...e.locales].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      what: e.what ?? describe(e.sample.source),
    }))
    // Every draft has the locale of the script that created it: locales[0] exists.
    .sort((a, b) => a.what.localeCompare(b.what) || order.indexOf(a.locales[0]!) - order.indexOf(b.locales[0]!));
  const data = {
    $comment:
      'Reviewed inline scripts allowed by the CSP (script-src hashes). Regenerate with `node --import tsx scripts/csp-hashes.ts --write` after reviewing every new entry; never allow a script you have not read.',
    reviewed: new Date().toISOString().slice(0, 10),
    scripts: entries,
  };
  writeFileSync(inlineScriptsFile, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`Wrote ${entries.length} reviewed hash(es) to ${relative(process.cwd(), inlineScriptsFile)}`);
}

if (require.main === module) {
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, check: {type: 'boolean'}, write: {type: 'boolean'}},
  });
  const buildDir = resolve(values.dir);
  if (values.write) {
    writeAllowlist(buildDir);
  } else if (values.check) {
    const errors = checkBuild(buildDir);
    if (errors.length > 0) {
      console.error(`CSP check failed for ${buildDir}:\n${errors.map((e) => `  - ${e}`).join('\n')}`);
      process.exit(1);
    }
    console.log(`CSP check ok: every inline script in ${buildDir} is reviewed.\nContent-Security-Policy: ${siteCsp()}`);
  } else {
    const {scripts, problems} = scanBuild(buildDir);
    const byLocale = new Map<Locale, Map<string, number>>();
    for (const s of scripts) {
      const hashes = byLocale.get(s.locale) ?? new Map<string, number>();
      byLocale.set(s.locale, hashes.set(s.hash, (hashes.get(s.hash) ?? 0) + 1));
    }
    for (const [locale, hashes] of byLocale) {
      console.log(`${locale}:`);
      for (const [hash, n] of hashes) console.log(`  '${hash}'  (${n} page(s))`);
    }
    for (const p of problems) console.log(`problem: ${p}`);
  }
}

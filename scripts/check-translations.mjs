#!/usr/bin/env node
// Checks that every English page and UI string has a complete and current translation in every
// locale of config/i18n.ts, and that translations kept what must not change.
//
//   node scripts/check-translations.mjs [--locale es[,fr]] [--json] [--root <repo>]
//        [--english-strings <dir>]
//
// Pages: every docs/**/*.{md,mdx} (except `_`-prefixed partials; a `_generated/` folder is never
// checked here) and every src/pages/**/*.{md,mdx}
// must exist under i18n/<locale>/docusaurus-plugin-content-{docs/current,pages}/ with
//   - `translation_source_hash` in its front matter = sha256 of the current English file's bytes
//     (a mismatch is a stale translation: both hashes and the English file's last commit are shown);
//   - the other untranslatable front matter keys (sidebar_position, slug, …) unchanged;
//   - exactly the English `{#id}` heading ids (anchors and the locale switcher depend on them);
//   - no link to another locale (`/es/…`, `/en/…`, https://docs.mnemora.dev/…) and no absolute
//     internal link `/…` that the English page does not have (it uses a relative file link);
//   - the same fenced code blocks, position by position: same language and meta (a human-readable
//     `title` may change), same code once comments are removed (see scripts/lib/code-compare.mjs);
//   - the same MDX imports/exports and the same JSX components with the same props (except alt,
//     title, aria-label), so tabs keep syncing and generated partials keep rendering.
// A translated file without an English source (renamed or deleted page) is reported too.
//
// UI strings: the English ids are what `npm run write-translations` would extract: this script runs
// `docusaurus write-translations --locale <default>` plus scripts/write-cli-translations.ts in a
// throw-away copy of the site (about 10 s; pass --english-strings <dir> to reuse such an output).
// Every JSON file found there (code.json, docusaurus-theme-classic/navbar.json, footer.json,
// docusaurus-plugin-content-docs/current.json, …) must exist in i18n/<locale>/ with every id; a
// message equal to the English one (ignoring case and spacing) is untranslated unless listed in
// i18n/<locale>/untranslated-allowlist.json (`{"strings": [{"message": "SDK", "reason": "…"}]}`,
// a reason per entry; an entry that no longer matches anything is reported so the list stays true).
// Messages made only of placeholders and punctuation need no entry. `{placeholders}` and
// `code` spans must match the English message.
// Ids in a locale file that English no longer has are printed as warnings.
//
// API contract: every human sentence of openapi/mnemora.bundled.yaml must be translated in the
// locale's overlay openapi/mnemora.<locale>.overlay.yaml (scripts/lib/localized-contract.mjs), with
// the hash of the current English sentence, different from the English, with the same code spans;
// each problem names the sentence's JSON path. A site without a contract bundle has none to check.
//
// Output: one line per problem, `<locale> <file>[:line]: <problem>`, then a per-locale summary
// (pages translated/total, words, strings). --json prints {ok, problems, warnings, summary}.
// Exit 0 when there is no problem, 1 otherwise, 2 on a usage error.
import {spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {parse as parseYaml} from 'yaml';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import {defaultLocale, locales as allLocales, translatedLocales} from '../config/i18n.ts';
import {portalUrl} from '../config/platform.ts';
import {compareBlocks} from './lib/code-compare.mjs';
import {checkOverlay, overlayFile, readOverlay, translatableStrings} from './lib/localized-contract.mjs';

// CommonJS, loaded with require so that it works both under plain node and under tsx.
const {escapeMarkdownHeadingIds} = createRequire(import.meta.url)('@docusaurus/utils');

export const defaultRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** English content folders and where each locale keeps their translations (under i18n/<locale>/). */
export const CONTENT_SETS = [
  {source: 'docs', target: 'docusaurus-plugin-content-docs/current'},
  {source: 'src/pages', target: 'docusaurus-plugin-content-pages'},
];
/** Front matter a translator translates; every other key must keep the English value. */
const TRANSLATABLE_FRONT_MATTER = new Set([
  'title',
  'description',
  'sidebar_label',
  'pagination_label',
  'keywords',
  'translation_source_hash',
]);
/** JSX props that carry prose. */
const TRANSLATABLE_PROPS = new Set(['alt', 'title', 'aria-label']);
export const ALLOWLIST_FILE = 'untranslated-allowlist.json';

/** The host of the portal (config/platform.ts): a full URL to it leaves the locale. */
const portalHost = new URL(portalUrl).host;

// ---------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------

export const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

function walk(dir, rel = '') {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...walk(path.join(dir, entry.name), relPath));
    else if (/\.mdx?$/.test(entry.name)) out.push(relPath);
  }
  return out;
}

const isGenerated = (rel) => rel.split('/').includes('_generated');
const isPartial = (rel) => rel.split('/').some((seg) => seg.startsWith('_'));

function parseTree(raw) {
  // The same line-preserving preprocessing Docusaurus applies before MDX: `{#id}` heading ids are
  // escaped so that MDX does not read them as expressions. Both .md and .mdx compile as MDX here.
  const text = escapeMarkdownHeadingIds(raw);
  return fromMarkdown(text, {
    extensions: [frontmatter(['yaml']), gfm(), directive(), mdxjs()],
    mdastExtensions: [frontmatterFromMarkdown(['yaml']), gfmFromMarkdown(), directiveFromMarkdown(), mdxFromMarkdown()],
  });
}

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const countWords = (s) => (s.match(WORD) ?? []).length;

/**
 * Everything the checks compare in one Markdown/MDX document.
 * @param {string} raw
 */
export function analyseDocument(raw) {
  const doc = {
    error: null,
    frontMatter: {},
    frontMatterError: null,
    headings: [],
    links: [],
    code: [],
    esm: [],
    jsx: [],
    words: 0,
  };
  let tree;
  try {
    tree = parseTree(raw);
  } catch (err) {
    doc.error = {line: err.line ?? err.place?.line ?? err.place?.start?.line ?? 1, message: err.reason ?? err.message};
    return doc;
  }
  const rawLines = raw.split('\n');
  const visit = (node, inJsxAttr = false) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml':
        try {
          doc.frontMatter = parseYaml(node.value) ?? {};
        } catch (err) {
          doc.frontMatterError = err.message;
        }
        for (const key of ['title', 'description', 'sidebar_label']) {
          if (typeof doc.frontMatter[key] === 'string') doc.words += countWords(doc.frontMatter[key]);
        }
        return;
      case 'code':
        doc.code.push({lang: node.lang ?? '', meta: node.meta ?? '', value: node.value, line});
        return;
      case 'inlineCode':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return;
      case 'mdxjsEsm':
        doc.esm.push({value: node.value.trim(), line});
        return;
      case 'heading': {
        const source = rawLines.slice(line - 1, node.position.end.line).join(' ');
        const m = /\{#([^}\s]+)\}\s*$/.exec(source);
        if (m) doc.headings.push({id: m[1], line});
        break;
      }
      case 'text':
        if (!inJsxAttr) doc.words += countWords(node.value.replace(/\{#[^}\s]+\}/g, ''));
        return;
      case 'image':
        doc.words += countWords(node.alt ?? '');
        doc.links.push({url: node.url, line});
        return;
      case 'link':
      case 'definition':
        doc.links.push({url: node.url, line});
        break;
      case 'html':
        for (const m of node.value.matchAll(/\b(?:href|src)\s*=\s*["']([^"']+)["']/g))
          doc.links.push({url: m[1], line});
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const props = [];
        for (const attr of node.attributes ?? []) {
          if (attr.type !== 'mdxJsxAttribute') {
            props.push(`{${attr.value}}`);
            continue;
          }
          const value =
            attr.value === null || attr.value === undefined
              ? true
              : typeof attr.value === 'string'
                ? attr.value
                : `{${attr.value.value}}`;
          if (typeof value === 'string' && ['href', 'to', 'src'].includes(attr.name))
            doc.links.push({url: value, line});
          if (TRANSLATABLE_PROPS.has(attr.name)) {
            if (typeof value === 'string') doc.words += countWords(value);
            continue;
          }
          props.push(value === true ? attr.name : `${attr.name}=${JSON.stringify(value)}`);
        }
        doc.jsx.push({signature: `<${node.name ?? ''}${props.length ? ` ${props.join(' ')}` : ''}>`, line});
        break;
      }
      default:
        break;
    }
    for (const child of node.children ?? []) visit(child, inJsxAttr);
  };
  visit(tree);
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page checks
// ---------------------------------------------------------------------------------------------

/**
 * Compares one translated document with its English source.
 * @param {{ enRaw: Buffer, trRaw: Buffer, enFile: string, trFile: string, allLocales: string[], portalHost: string }} input
 * @returns {{ problems: { line?: number, kind: string, message: string }[], stale: { recorded: string | null, current: string } | null, en: object, tr: object }}
 */
export function comparePage({enRaw, trRaw, enFile, allLocales, portalHost}) {
  const problems = [];
  const add = (kind, message, line) => problems.push({kind, message, ...(line ? {line} : {})});
  const en = analyseDocument(enRaw.toString('utf8'));
  const tr = analyseDocument(trRaw.toString('utf8'));
  let stale = null;

  if (tr.error) add('parse', `does not compile as MDX: ${tr.error.message}`, tr.error.line);
  if (tr.frontMatterError) add('front-matter', `front matter is not valid YAML: ${tr.frontMatterError}`, 1);

  // Freshness.
  const current = sha256(enRaw);
  const recorded = tr.frontMatter.translation_source_hash;
  if (recorded === undefined || recorded === null || recorded === '') {
    add('hash', `no translation_source_hash in the front matter (add the sha256 of ${enFile}: ${current})`, 1);
  } else if (String(recorded) !== current) {
    stale = {recorded: String(recorded), current};
    add('stale', `stale: translation_source_hash ${recorded} but ${enFile} is now ${current}`, 1);
  }
  if (en.error) {
    add('parse', `the English source ${enFile} does not compile as MDX (line ${en.error.line}): cannot compare`, 1);
    return {problems, stale, en, tr};
  }
  if (tr.error) return {problems, stale, en, tr};

  // Front matter that must not change.
  const keys = new Set([...Object.keys(en.frontMatter), ...Object.keys(tr.frontMatter)]);
  for (const key of [...keys].sort()) {
    if (TRANSLATABLE_FRONT_MATTER.has(key)) continue;
    const a = JSON.stringify(en.frontMatter[key]);
    const b = JSON.stringify(tr.frontMatter[key]);
    if (a !== b)
      add('front-matter', `front matter ${key} is ${b ?? 'missing'}, the English page has ${a ?? 'none'}`, 1);
  }
  for (const key of ['title', 'description']) {
    if (en.frontMatter[key] !== undefined && !tr.frontMatter[key])
      add('front-matter', `front matter has no ${key} (the English page has one)`, 1);
  }

  // Heading ids.
  const enIds = new Map(en.headings.map((h) => [h.id, h.line]));
  const trIds = new Map();
  for (const h of tr.headings) {
    if (trIds.has(h.id))
      add('heading-id', `heading id {#${h.id}} appears twice (also line ${trIds.get(h.id)})`, h.line);
    else trIds.set(h.id, h.line);
  }
  for (const [id, line] of enIds) {
    if (!trIds.has(id)) add('heading-id', `heading id {#${id}} of the English page (${enFile}:${line}) is missing`);
  }
  for (const [id, line] of trIds) {
    if (!enIds.has(id)) add('heading-id', `heading id {#${id}} is not in the English page: keep the English ids`, line);
  }

  // Links.
  const localePrefix = new RegExp(`^/(?:${allLocales.map((l) => l.replace(/[^\w-]/g, '')).join('|')})(?:[/?#]|$)`);
  const portal = new RegExp(`^(?:https?:)?//${portalHost.replace(/\./g, '\\.')}(?:[/?#:]|$)`, 'i');
  const enUrls = new Set(en.links.map((l) => l.url));
  for (const {url, line} of tr.links) {
    const target = url.replace(/^pathname:\/\//, '');
    if (localePrefix.test(target)) {
      add('link', `link ${url} points to a locale prefix: use the English page's relative file link`, line);
    } else if (portal.test(url)) {
      add(
        'link',
        `link ${url} leaves this locale (full portal URL): use a relative file link${enUrls.has(url) ? ' (the English page has it too: fix it there first)' : ''}`,
        line,
      );
    } else if (target.startsWith('/') && !target.startsWith('//') && !enUrls.has(url)) {
      add(
        'link',
        `absolute internal link ${url}, which the English page does not have: keep the English (relative) link`,
        line,
      );
    }
  }

  // Code blocks, position by position.
  for (let k = 0; k < Math.min(en.code.length, tr.code.length); k++) {
    const a = en.code[k];
    const b = tr.code[k];
    const diff = compareBlocks(a, b);
    if (!diff) continue;
    const where = `code block ${k + 1} (\`\`\`${b.lang || 'no language'}, English ${enFile}:${a.line})`;
    if ((a.lang ?? '').toLowerCase() !== (b.lang ?? '').toLowerCase()) {
      add(
        'code',
        `${where}: ${diff.message}; a block was added, removed or reordered, later blocks not compared`,
        b.line,
      );
      break;
    }
    add('code', `${where}: ${diff.message}`, b.line + diff.line);
  }
  if (en.code.length !== tr.code.length) {
    const extra = tr.code.length > en.code.length ? tr.code[en.code.length] : null;
    const lost = en.code.length > tr.code.length ? en.code[tr.code.length] : null;
    add(
      'code',
      `${tr.code.length} code blocks, the English page has ${en.code.length}` +
        (lost
          ? `: English block ${tr.code.length + 1} (${enFile}:${lost.line}) has no counterpart`
          : ': the last ones have no English counterpart'),
      extra?.line,
    );
  }

  // MDX imports/exports and components.
  const esmA = en.esm.map((e) => e.value).join('\n');
  const esmB = tr.esm.map((e) => e.value).join('\n');
  if (esmA !== esmB)
    add(
      'mdx',
      `MDX imports/exports differ from the English page: ${JSON.stringify(esmB.slice(0, 160))} vs ${JSON.stringify(esmA.slice(0, 160))}`,
      tr.esm[0]?.line ?? 1,
    );
  for (let k = 0; k < Math.max(en.jsx.length, tr.jsx.length); k++) {
    const a = en.jsx[k];
    const b = tr.jsx[k];
    if (a?.signature === b?.signature) continue;
    add(
      'mdx',
      `component ${b ? b.signature : '(none)'} where the English page has ${a ? `${a.signature} (${enFile}:${a.line})` : '(none)'}: keep components and their props`,
      b?.line,
    );
    break;
  }
  return {problems, stale, en, tr};
}

function git(root, args) {
  const run = spawnSync('git', ['-C', root, ...args], {encoding: 'buffer'});
  return run.status === 0 ? run.stdout : null;
}

/** What git knows about a stale English file, for the message; '' outside a git checkout. */
export function staleHistory(root, enFile, recorded) {
  const last = git(root, ['log', '-1', '--format=%h', '--', enFile])?.toString().trim();
  if (last === undefined) return '';
  const parts = [last ? `English last committed in ${last}` : 'English file not committed yet'];
  if (git(root, ['status', '--porcelain', '--', enFile])?.toString().trim()) parts.push('it has uncommitted changes');
  const commits = (git(root, ['log', '--format=%h', '-n', '50', '--', enFile])?.toString() ?? '')
    .split('\n')
    .filter(Boolean);
  const from = commits.find((c) => {
    const blob = git(root, ['show', `${c}:./${enFile}`]);
    return blob && sha256(blob) === recorded;
  });
  parts.push(
    from
      ? `the translation matches the English of ${from}: see git diff ${from} -- ${enFile}`
      : 'no commit of the English file has the recorded hash',
  );
  return parts.join('; ');
}

// ---------------------------------------------------------------------------------------------
// UI strings
// ---------------------------------------------------------------------------------------------

function jsonFiles(dir, rel = '') {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...jsonFiles(path.join(dir, entry.name), relPath));
    else if (entry.name.endsWith('.json')) out.push(relPath);
  }
  return out;
}

/**
 * Runs `docusaurus write-translations` (and the CLI strings script) for the default locale in a
 * throw-away copy of the site, so the ids are exactly what `npm run write-translations` extracts.
 * @returns {{ dir: string, cleanup: () => void }}
 */
export function extractEnglishStrings(root, defaultLocale) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'check-translations-'));
  const cleanup = () => fs.rmSync(tmp, {recursive: true, force: true});
  try {
    const skip = new Set([
      'node_modules',
      '.git',
      'build',
      '.docusaurus',
      'test-results',
      'playwright-report',
      'tests',
      '.tmp',
      '.cache',
    ]);
    for (const entry of fs.readdirSync(root)) {
      if (!skip.has(entry)) fs.cpSync(path.join(root, entry), path.join(tmp, entry), {recursive: true});
    }
    // The other locales' files stay (the config refuses to load without them, naming what is
    // missing); the default locale's are the ones extracted afresh.
    fs.rmSync(path.join(tmp, 'i18n', defaultLocale), {recursive: true, force: true});
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    const steps = [
      [
        path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
        'write-translations',
        '--locale',
        defaultLocale,
      ],
    ];
    if (fs.existsSync(path.join(tmp, 'scripts/write-cli-translations.ts'))) {
      steps.push(['--import', 'tsx', 'scripts/write-cli-translations.ts', '--locale', defaultLocale]);
    }
    for (const args of steps) {
      const run = spawnSync(process.execPath, args, {
        cwd: tmp,
        encoding: 'utf8',
        env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: defaultLocale},
      });
      if (run.status !== 0) {
        throw new Error(
          `extracting the English strings failed (node ${args.slice(0, 3).join(' ')} …, exit ${run.status}):\n${(run.stderr || run.stdout).trim().split('\n').slice(-15).join('\n')}`,
        );
      }
    }
    return {dir: path.join(tmp, 'i18n', defaultLocale), cleanup};
  } catch (err) {
    cleanup();
    throw err;
  }
}

const placeholders = (s) =>
  [...new Set((s.match(/\{\s*[\w.]+\s*\}/g) ?? []).map((p) => p.replace(/\s/g, '')))].sort().join(' ');
const codeSpans = (s) => (s.match(/`[^`]*`/g) ?? []).sort().join(' ');
const comparable = (s) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
/** A message with no letters once its placeholders are removed cannot be "translated". */
const hasWords = (s) => /\p{L}/u.test(s.replace(/\{[^}]*\}/g, ''));

/**
 * Reads i18n/<locale>/untranslated-allowlist.json.
 * @returns {{ entries: { message: string, reason: string, ids?: string[] }[], problems: string[] }}
 */
export function readAllowlist(file) {
  if (!fs.existsSync(file)) return {entries: [], problems: []};
  let data;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return {entries: [], problems: [`not valid JSON: ${err.message}`]};
  }
  const problems = [];
  const entries = [];
  if (!Array.isArray(data?.strings))
    return {entries, problems: ['expected {"strings": [{"message": …, "reason": …}]}']};
  data.strings.forEach((e, k) => {
    if (typeof e?.message !== 'string' || e.message === '') problems.push(`entry ${k + 1} has no "message"`);
    else if (typeof e.reason !== 'string' || e.reason.trim().length < 8)
      problems.push(
        `entry ${k + 1} ("${e.message}") needs a "reason" saying why the English text is right in this language`,
      );
    else entries.push({message: e.message, reason: e.reason, ...(Array.isArray(e.ids) ? {ids: e.ids} : {})});
  });
  return {entries, problems};
}

/**
 * Compares the JSON translation files of one locale with the English extraction.
 * @param {{ englishDir: string, localeDir: string, localeRel: string, allowlist: ReturnType<typeof readAllowlist> }} input
 */
export function checkStrings({englishDir, localeDir, localeRel, allowlist}) {
  const problems = [];
  const warnings = [];
  const stats = {total: 0, translated: 0, allowlisted: 0};
  const used = new Set();
  const englishFiles = jsonFiles(englishDir);
  if (!englishFiles.includes('code.json')) {
    // Never pass vacuously: an extraction that produced nothing is a broken extraction.
    problems.push({
      file: localeRel,
      kind: 'strings-file',
      message: `UI strings not checked: no code.json among the English strings in ${englishDir}`,
    });
  }
  for (const rel of englishFiles) {
    const file = `${localeRel}/${rel}`;
    const english = JSON.parse(fs.readFileSync(path.join(englishDir, rel), 'utf8'));
    const ids = Object.keys(english);
    stats.total += ids.length;
    const abs = path.join(localeDir, rel);
    if (!fs.existsSync(abs)) {
      problems.push({
        file,
        kind: 'strings-file',
        message: `missing file (${ids.length} strings; run npm run write-translations -- --locale ${path.basename(localeDir)} and translate them)`,
      });
      continue;
    }
    let local;
    try {
      local = JSON.parse(fs.readFileSync(abs, 'utf8'));
    } catch (err) {
      problems.push({file, kind: 'strings-file', message: `not valid JSON: ${err.message}`});
      continue;
    }
    for (const id of ids) {
      const enMessage = english[id]?.message ?? '';
      const entry = local[id];
      if (!entry || typeof entry.message !== 'string') {
        problems.push({
          file,
          kind: 'string-missing',
          message: `missing id "${id}" (English: ${JSON.stringify(enMessage)})`,
        });
        continue;
      }
      const message = entry.message;
      if (placeholders(message) !== placeholders(enMessage)) {
        problems.push({
          file,
          kind: 'string-placeholders',
          message: `"${id}" has placeholders [${placeholders(message)}], the English has [${placeholders(enMessage)}]`,
        });
      }
      if (codeSpans(message) !== codeSpans(enMessage)) {
        problems.push({
          file,
          kind: 'string-code',
          message: `"${id}" has code spans [${codeSpans(message)}], the English has [${codeSpans(enMessage)}]: keep \`code\` as it is`,
        });
      }
      if (comparable(message) !== comparable(enMessage) || !hasWords(enMessage)) {
        stats.translated++;
        continue;
      }
      const allowed = allowlist.entries.find((e) => e.message === message && (!e.ids || e.ids.includes(id)));
      if (allowed) {
        used.add(allowed);
        stats.translated++;
        stats.allowlisted++;
        continue;
      }
      problems.push({
        file,
        kind: 'string-english',
        message: `"${id}" is still English (${JSON.stringify(message)}): translate it, or add it to ${localeRel}/${ALLOWLIST_FILE} with a reason`,
      });
    }
    for (const id of Object.keys(local)) {
      if (!Object.hasOwn(english, id))
        warnings.push({
          file,
          message: `id "${id}" is no longer extracted from the English source (obsolete, or its source is not written yet)`,
        });
    }
  }
  const allowFile = `${localeRel}/${ALLOWLIST_FILE}`;
  for (const p of allowlist.problems) problems.push({file: allowFile, kind: 'allowlist', message: p});
  for (const e of allowlist.entries) {
    if (!used.has(e))
      problems.push({
        file: allowFile,
        kind: 'allowlist',
        message: `entry ${JSON.stringify(e.message)} matches no untranslated string any more: remove it`,
      });
  }
  return {problems, warnings, stats};
}

// ---------------------------------------------------------------------------------------------
// The whole check
// ---------------------------------------------------------------------------------------------

/**
 * @typedef {{ locale: string, file: string, kind: string, message: string }} Problem
 * @typedef {{
 *   pages: { translated: number, current: number, total: number },
 *   words: { translation: number, english: number },
 *   strings: { translated: number, total: number, allowlisted: number },
 *   contract: { translated: number, total: number },
 *   problems: number,
 * }} LocaleSummary
 */

/**
 * @param {{ root?: string, locales?: string[], englishStrings?: string }} [options]
 *   englishStrings: a directory laid out like i18n/<default>/ from write-translations; extracted when absent
 * @returns {{ ok: boolean, problems: Problem[], warnings: { locale: string, file: string, message: string }[], summary: Record<string, LocaleSummary> }}
 */
export function checkTranslations({root = defaultRoot, locales: only, englishStrings} = {}) {
  const all = allLocales;
  const configured = translatedLocales;
  const unknown = (only ?? []).filter((l) => !configured.includes(l));
  if (unknown.length)
    throw new UsageError(`unknown locale ${unknown.join(', ')}: config/i18n.ts has ${configured.join(', ')}`);
  const locales = only?.length ? configured.filter((l) => only.includes(l)) : configured;
  const problems = [];
  const warnings = [];
  const summary = {};

  const sources = [];
  for (const set of CONTENT_SETS) {
    for (const rel of walk(path.join(root, set.source))) {
      if (isGenerated(rel)) continue;
      sources.push({set, rel, enFile: `${set.source}/${rel}`, required: !isPartial(rel)});
    }
  }
  const englishWords = new Map();
  const enBytes = new Map();
  for (const s of sources) {
    const bytes = fs.readFileSync(path.join(root, s.enFile));
    enBytes.set(s.enFile, bytes);
    englishWords.set(s.enFile, analyseDocument(bytes.toString('utf8')).words);
  }

  let strings = null;
  let stringsError = null;
  let cleanup = () => {};
  try {
    if (englishStrings) strings = path.resolve(root, englishStrings);
    else ({dir: strings, cleanup} = extractEnglishStrings(root, defaultLocale));
  } catch (err) {
    stringsError = err.message;
  }

  try {
    for (const locale of locales) {
      const localeRel = `i18n/${locale}`;
      const stat = {
        pages: {translated: 0, current: 0, total: 0},
        words: {translation: 0, english: 0},
        strings: {translated: 0, total: 0, allowlisted: 0},
        contract: {translated: 0, total: 0},
        problems: 0,
      };
      const push = (file, p) =>
        problems.push({locale, file: p.line ? `${file}:${p.line}` : file, kind: p.kind, message: p.message});
      for (const s of sources) {
        const trFile = `${localeRel}/${s.set.target}/${s.rel}`;
        const abs = path.join(root, trFile);
        if (s.required) {
          stat.pages.total++;
          stat.words.english += englishWords.get(s.enFile);
        }
        if (!fs.existsSync(abs)) {
          if (s.required) push(trFile, {kind: 'missing', message: `missing: no translation of ${s.enFile}`});
          continue;
        }
        const result = comparePage({
          enRaw: enBytes.get(s.enFile),
          trRaw: fs.readFileSync(abs),
          enFile: s.enFile,
          trFile,
          allLocales: all,
          portalHost,
        });
        if (s.required) {
          stat.pages.translated++;
          if (!result.problems.some((p) => p.kind === 'stale' || p.kind === 'hash')) stat.pages.current++;
        }
        stat.words.translation += result.tr.words;
        for (const p of result.problems) {
          if (p.kind === 'stale') {
            const history = staleHistory(root, s.enFile, result.stale.recorded);
            push(trFile, {
              ...p,
              message: history
                ? `${p.message} (${history}); update the text, then the hash`
                : `${p.message}; update the text, then the hash`,
            });
          } else push(trFile, p);
        }
      }
      // Orphans: translated pages whose English source is gone or renamed.
      for (const set of CONTENT_SETS) {
        for (const rel of walk(path.join(root, localeRel, set.target))) {
          if (isGenerated(rel)) continue;
          if (!fs.existsSync(path.join(root, set.source, rel))) {
            push(`${localeRel}/${set.target}/${rel}`, {
              kind: 'orphan',
              message: `no English source ${set.source}/${rel}: delete or rename this translation`,
            });
          }
        }
      }
      const contract = checkContractText(root, locale);
      for (const p of contract.problems) push(overlayFile(locale), p);
      stat.contract = contract.stats;
      if (stringsError) {
        push(localeRel, {kind: 'strings-file', message: `UI strings not checked: ${stringsError}`});
      } else {
        const allowlist = readAllowlist(path.join(root, localeRel, ALLOWLIST_FILE));
        const res = checkStrings({englishDir: strings, localeDir: path.join(root, localeRel), localeRel, allowlist});
        for (const p of res.problems) push(p.file, p);
        for (const w of res.warnings) warnings.push({locale, ...w});
        stat.strings = res.stats;
      }
      stat.problems = problems.filter((p) => p.locale === locale).length;
      summary[locale] = stat;
    }
  } finally {
    cleanup();
  }
  return {ok: problems.length === 0, problems, warnings, summary};
}

/**
 * The contract sentences of one locale: problems (each naming a JSON path) and counts.
 * @returns {{ problems: { kind: string, message: string }[], stats: { translated: number, total: number } }}
 */
export function checkContractText(root, locale) {
  const bundle = path.join(root, 'openapi/mnemora.bundled.yaml');
  if (!fs.existsSync(bundle)) return {problems: [], stats: {translated: 0, total: 0}};
  const contract = parseYaml(fs.readFileSync(bundle, 'utf8'));
  const total = translatableStrings(contract).length;
  let overlay;
  try {
    overlay = readOverlay(locale, root);
  } catch (err) {
    return {
      problems: [
        {
          kind: 'contract-missing',
          message: `${err.message} (run node scripts/write-contract-overlay.mjs --locale ${locale}, then translate)`,
        },
      ],
      stats: {translated: 0, total},
    };
  }
  const problems = checkOverlay({contract, overlay});
  const failing = new Set(problems.filter((p) => p.kind !== 'orphan').map((p) => p.path));
  return {
    problems: problems.map((p) => ({kind: `contract-${p.kind}`, message: `contract text ${p.message}`})),
    stats: {translated: total - failing.size, total},
  };
}

export class UsageError extends Error {}

export function formatProblem(p) {
  return `${p.locale} ${p.file}: ${p.message}`;
}

export function formatSummary(summary) {
  const n = (x) => x.toLocaleString('en-US');
  return Object.entries(summary).map(
    ([locale, s]) =>
      `  ${locale}: pages ${s.pages.translated}/${s.pages.total} translated (${s.pages.current} current), ` +
      `${n(s.words.translation)} words (English: ${n(s.words.english)} in all ${s.pages.total} pages), ` +
      `strings ${s.strings.translated}/${s.strings.total} translated (${s.strings.allowlisted} allowlisted as identical), ` +
      (s.contract?.total ? `contract sentences ${s.contract.translated}/${s.contract.total}, ` : '') +
      `${s.problems} problem${s.problems === 1 ? '' : 's'}`,
  );
}

/** The command line, read with node:util's parseArgs; a usage error exits 2. */
function readCommandLine(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        locale: {type: 'string', multiple: true, default: []},
        json: {type: 'boolean', default: false},
        root: {type: 'string'},
        'english-strings': {type: 'string'},
        help: {type: 'boolean', short: 'h', default: false},
      },
    });
  } catch (err) {
    throw new UsageError(err.message);
  }
  const {values} = parsed;
  return {
    locales: values.locale.flatMap((l) => l.split(',').map((x) => x.trim())).filter(Boolean),
    json: values.json,
    root: values.root ? path.resolve(values.root) : defaultRoot,
    englishStrings: values['english-strings'] ? path.resolve(values['english-strings']) : undefined,
    help: values.help,
  };
}

function main() {
  let opts;
  try {
    opts = readCommandLine(process.argv.slice(2));
  } catch (err) {
    console.error(`check-translations: ${err.message}`);
    process.exit(2);
  }
  if (opts.help) {
    console.log(
      'Usage: node --import tsx scripts/check-translations.mjs [--locale es[,fr]] [--json] [--root <repo>] [--english-strings <dir>]',
    );
    return;
  }
  let result;
  try {
    result = checkTranslations({root: opts.root, locales: opts.locales, englishStrings: opts.englishStrings});
  } catch (err) {
    console.error(`check-translations: ${err.message}`);
    process.exit(err instanceof UsageError ? 2 : 1);
  }
  if (opts.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const p of result.problems) console.log(formatProblem(p));
    for (const w of result.warnings) console.log(`warning: ${w.locale} ${w.file}: ${w.message}`);
    console.log(`\nTranslations:\n${formatSummary(result.summary).join('\n')}`);
    console.log(
      result.ok
        ? 'check-translations: every translation is complete and current'
        : `check-translations: ${result.problems.length} problem(s)`,
    );
  }
  process.exitCode = result.ok ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

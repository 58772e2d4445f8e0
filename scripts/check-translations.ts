#!/usr/bin/env node
// Checks that every English page and UI string has a complete and current translation in every
// locale of config/i18n.ts, and that translations kept what must not change.
//
//   node --import tsx scripts/check-translations.ts [--locale es[,fr]] [--json] [--root <repo>]
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
//     `title` may change), same code once comments are removed (see scripts/lib/code-compare.ts);
//   - the same MDX imports/exports and the same JSX components with the same props (except alt,
//     title, aria-label), so tabs keep syncing and generated partials keep rendering.
// A translated file without an English source (renamed or deleted page) is reported too.
//
// UI strings: the English ids are what `npm run write-translations` would extract: this script runs
// `docusaurus write-translations --locale <default>` plus scripts/write-code-translations.ts in a
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
// locale's overlay openapi/mnemora.<locale>.overlay.yaml (packages/api-model/localized.ts), with
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
import {parseArgs} from 'node:util';
import {parse as parseYaml} from 'yaml';
import {z} from 'zod';
import {defaultLocale, locales as allLocales, translatedLocales} from '../config/i18n';
import {portalUrl} from '../config/platform';
import {errorMessage} from './lib/process';
import {compareBlocks} from './lib/code-compare';
import {
  codeBlockOf,
  filesBelow,
  markdownFiles,
  MarkdownParseError,
  parseMarkdown,
  walkTree,
  type CodeBlock,
} from '../src/lib/markdown-toolkit';
import {
  checkOverlay,
  overlayFile,
  readOverlay,
  translatableStrings,
  englishContract,
  type OverlayDocument,
} from '../packages/api-model/localized';

export const defaultRoot = path.resolve(__dirname, '..');

/** English content folders and where each locale keeps their translations (under i18n/<locale>/). */
export const CONTENT_SETS = [
  {source: 'docs', target: 'docusaurus-plugin-content-docs/current'},
  {source: 'src/pages', target: 'docusaurus-plugin-content-pages'},
] as const;
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

export const sha256 = (bytes: crypto.BinaryLike): string => crypto.createHash('sha256').update(bytes).digest('hex');

const isGenerated = (rel: string) => rel.split('/').includes('_generated');
const isPartial = (rel: string) => rel.split('/').some((seg) => seg.startsWith('_'));

const WORD = /[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu;
const countWords = (s: string) => (s.match(WORD) ?? []).length;

/** Something found on a line of a document: its line and what. */
type Found<T> = ({line: number} & T)[];

/** Everything the checks compare in one Markdown/MDX document. */
export function analyseDocument(raw: string) {
  const doc = {
    /** Why the document does not compile as MDX, or null. */
    error: null as {line: number; message: string} | null,
    /** The parsed front matter (a scalar front matter is boxed, so it reads like a mapping). */
    frontMatter: {} as Record<string, unknown>,
    frontMatterError: null as string | null,
    /** `{#id}` heading ids. */
    headings: [] as Found<{id: string}>,
    links: [] as Found<{url: string}>,
    /** Code blocks, each with the line of its opening fence. */
    code: [] as CodeBlock[],
    /** MDX imports and exports. */
    esm: [] as Found<{value: string}>,
    /** JSX components, each as its name and props other than the translatable ones. */
    jsx: [] as Found<{signature: string}>,
    /** Words of prose (front matter title, description and sidebar label included). */
    words: 0,
  };
  let tree;
  try {
    // Both .md and .mdx pages must compile as MDX here.
    tree = parseMarkdown(raw, {format: 'mdx'});
  } catch (err) {
    if (!(err instanceof MarkdownParseError)) throw err;
    doc.error = {line: err.line, message: err.reason};
    return doc;
  }
  const rawLines = raw.split('\n');
  walkTree(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    switch (node.type) {
      case 'yaml':
        try {
          const parsed: unknown = parseYaml(node.value);
          // Object() keeps a mapping as it is and boxes a scalar, whose keys then read as
          // missing (or, for a string, as its characters), as they would on the value itself.
          doc.frontMatter = parsed === null || parsed === undefined ? {} : (Object(parsed) as Record<string, unknown>);
        } catch (err) {
          doc.frontMatterError = errorMessage(err);
        }
        for (const key of ['title', 'description', 'sidebar_label']) {
          const value = doc.frontMatter[key];
          if (typeof value === 'string') doc.words += countWords(value);
        }
        return;
      case 'code':
        doc.code.push(codeBlockOf(node));
        return;
      case 'mdxjsEsm':
        doc.esm.push({value: node.value.trim(), line});
        return;
      case 'heading': {
        const source = rawLines.slice(line - 1, node.position?.end.line ?? line).join(' ');
        const m = /\{#([^}\s]+)\}\s*$/.exec(source);
        if (m) doc.headings.push({id: m[1]!, line});
        break;
      }
      case 'text':
        doc.words += countWords(node.value.replace(/\{#[^}\s]+\}/g, ''));
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
          doc.links.push({url: m[1]!, line});
        return;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const props: string[] = [];
        for (const attr of node.attributes) {
          if (attr.type !== 'mdxJsxAttribute') {
            props.push(`{${attr.value}}`);
            continue;
          }
          const raw = attr.value ?? true;
          const value = typeof raw === 'object' ? `{${raw.value}}` : raw;
          if (typeof value === 'string' && ['href', 'to', 'src'].includes(attr.name))
            doc.links.push({url: value, line});
          if (TRANSLATABLE_PROPS.has(attr.name)) {
            if (typeof value === 'string') doc.words += countWords(value);
            continue;
          }
          props.push(value === true ? attr.name : `${attr.name}=${JSON.stringify(value)}`);
        }
        doc.jsx.push({signature: `<${node.name ?? ''}${props.length ? ` ${props.join(' ')}` : ''}>`, line});
        return;
      }
    }
  });
  return doc;
}

// ---------------------------------------------------------------------------------------------
// Page checks
// ---------------------------------------------------------------------------------------------

/** A problem of one translated page; line: where in the translation, when known. */
type PageProblem = {kind: string; message: string; line?: number};

/**
 * Compares one translated document with its English source; `stale` is the recorded and the
 * current hash of the English file, when the translation is stale.
 */
export function comparePage(enRaw: Buffer, trRaw: Buffer, enFile: string) {
  const problems: PageProblem[] = [];
  const add = (kind: string, message: string, line?: number) => problems.push({kind, message, ...(line ? {line} : {})});
  const en = analyseDocument(enRaw.toString('utf8'));
  const tr = analyseDocument(trRaw.toString('utf8'));
  let stale: {recorded: string; current: string} | null = null;

  if (tr.error) add('parse', `does not compile as MDX: ${tr.error.message}`, tr.error.line);
  if (tr.frontMatterError) add('front-matter', `front matter is not valid YAML: ${tr.frontMatterError}`, 1);

  // Freshness.
  const current = sha256(enRaw);
  const recorded = tr.frontMatter.translation_source_hash;
  if (recorded === undefined || recorded === null || recorded === '') {
    add('hash', `no translation_source_hash in the front matter (add the sha256 of ${enFile}: ${current})`, 1);
  } else if (String(recorded) !== current) {
    stale = {recorded: String(recorded), current};
    add('stale', `stale: translation_source_hash ${String(recorded)} but ${enFile} is now ${current}`, 1);
  }
  if (en.error) {
    add('parse', `the English source ${enFile} does not compile as MDX (line ${en.error.line}): cannot compare`, 1);
    return {problems, stale, tr};
  }
  if (tr.error) return {problems, stale, tr};

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
  const trIds = new Map<string, number>();
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
    // k is below both lengths.
    const a = en.code[k]!;
    const b = tr.code[k]!;
    const diff = compareBlocks(a, b);
    if (!diff) continue;
    const where = `code block ${k + 1} (\`\`\`${b.lang || 'no language'}, English ${enFile}:${a.line})`;
    if (a.lang.toLowerCase() !== b.lang.toLowerCase()) {
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
  return {problems, stale, tr};
}

function git(root: string, args: string[]): Buffer | null {
  const run = spawnSync('git', ['-C', root, ...args], {encoding: 'buffer'});
  return run.status === 0 ? run.stdout : null;
}

/** What git knows about a stale English file, for the message; '' outside a git checkout. */
export function staleHistory(root: string, enFile: string, recorded: string): string {
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

/**
 * Runs `docusaurus write-translations` (and the CLI strings script) for the default locale in a
 * throw-away copy of the site, so the ids are exactly what `npm run write-translations` extracts.
 * Returns where it left the English strings (`dir`, laid out like i18n/<locale>/) and how to
 * remove its throw-away site.
 */
export function extractEnglishStrings(root: string, locale: string) {
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
    fs.cpSync(root, tmp, {recursive: true, filter: (src) => !skip.has(path.relative(root, src))});
    // The other locales' files stay (the config refuses to load without them, naming what is
    // missing); the default locale's are the ones extracted afresh.
    fs.rmSync(path.join(tmp, 'i18n', locale), {recursive: true, force: true});
    fs.symlinkSync(path.join(root, 'node_modules'), path.join(tmp, 'node_modules'), 'dir');
    const steps: string[][] = [
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'write-translations', '--locale', locale],
    ];
    if (fs.existsSync(path.join(tmp, 'scripts/write-code-translations.ts'))) {
      steps.push(['--import', 'tsx', 'scripts/write-code-translations.ts', '--locale', locale]);
    }
    for (const args of steps) {
      const run = spawnSync(process.execPath, args, {
        cwd: tmp,
        encoding: 'utf8',
        env: {...process.env, DOCUSAURUS_CURRENT_LOCALE: locale},
      });
      if (run.status !== 0) {
        throw new Error(
          `extracting the English strings failed (node ${args.slice(0, 3).join(' ')} …, exit ${run.status}):\n${(run.stderr || run.stdout).trim().split('\n').slice(-15).join('\n')}`,
        );
      }
    }
    return {dir: path.join(tmp, 'i18n', locale), cleanup};
  } catch (err) {
    cleanup();
    throw err;
  }
}

const placeholders = (s: string) =>
  [...new Set((s.match(/\{\s*[\w.]+\s*\}/g) ?? []).map((p) => p.replace(/\s/g, '')))].sort().join(' ');
const codeSpans = (s: string) => (s.match(/`[^`]*`/g) ?? []).sort().join(' ');
const comparable = (s: string) => s.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('en');
/** A message with no letters once its placeholders are removed cannot be "translated". */
const hasWords = (s: string) => /\p{L}/u.test(s.replace(/\{[^}]*\}/g, ''));

/**
 * An entry of untranslated-allowlist.json: a message that is right in English, why (a sentence),
 * and optionally the only ids it applies to. An id that is not a string could never match, so it
 * is left out; a missing or too short reason, or `ids` that is not a list, reads as absent.
 */
const allowlistEntry = z.object({
  message: z.string().min(1),
  reason: z
    .string()
    .refine((reason) => reason.trim().length >= 8)
    .optional()
    .catch(undefined),
  ids: z
    .array(z.unknown())
    .transform((ids) => ids.filter((id) => typeof id === 'string'))
    .optional()
    .catch(undefined),
});

/**
 * An entry of untranslated-allowlist.json that passed: a message that is right in English, why,
 * and the only ids it applies to, if it names them.
 */
type AllowlistEntry = {message: string; reason: string; ids?: string[]};

/** Reads i18n/<locale>/untranslated-allowlist.json. */
export function readAllowlist(file: string): {entries: AllowlistEntry[]; problems: string[]} {
  if (!fs.existsSync(file)) return {entries: [], problems: []};
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    return {entries: [], problems: [`not valid JSON: ${errorMessage(err)}`]};
  }
  const problems: string[] = [];
  const entries: AllowlistEntry[] = [];
  const list = z.object({strings: z.array(z.unknown())}).safeParse(data);
  if (!list.success) return {entries, problems: ['expected {"strings": [{"message": …, "reason": …}]}']};
  list.data.strings.forEach((e, k) => {
    const entry = allowlistEntry.safeParse(e);
    if (!entry.success) problems.push(`entry ${k + 1} has no "message"`);
    else {
      const {message, reason, ids} = entry.data;
      if (reason === undefined)
        problems.push(
          `entry ${k + 1} ("${message}") needs a "reason" saying why the English text is right in this language`,
        );
      else entries.push({message, reason, ...(ids ? {ids} : {})});
    }
  });
  return {entries, problems};
}

/**
 * A JSON translation file: entries (`{"message": …}`) by id. An entry without a string message
 * has no message, and a file that is not an object has no ids.
 */
const messagesFile = z.record(z.string(), z.object({message: z.string()}).optional().catch(undefined)).catch({});

const readMessages = (file: string) => messagesFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

/**
 * Compares the JSON translation files of one locale (`localeRel`, relative to `root`) with the
 * English extraction (`englishDir`, laid out like i18n/<locale>/). Problems and warnings name a
 * file relative to the repository; `stats.allowlisted` counts the strings translated because the
 * allowlist says the English text is right.
 */
export function checkStrings(englishDir: string, root: string, localeRel: string) {
  const localeDir = path.join(root, localeRel);
  const allowlist = readAllowlist(path.join(localeDir, ALLOWLIST_FILE));
  const problems: Omit<Problem, 'locale'>[] = [];
  const warnings: Omit<Warning, 'locale'>[] = [];
  const stats = {total: 0, translated: 0, allowlisted: 0};
  const used = new Set<AllowlistEntry>();
  const englishFiles = filesBelow(englishDir, /\.json$/);
  if (!englishFiles.includes('code.json')) {
    // Never pass vacuously: an extraction that produced nothing is a broken extraction.
    const message = `UI strings not checked: no code.json among the English strings in ${englishDir}`;
    problems.push({file: localeRel, kind: 'strings-file', message});
  }
  for (const rel of englishFiles) {
    const file = `${localeRel}/${rel}`;
    const add = (kind: string, message: string) => problems.push({file, kind, message});
    const english = readMessages(path.join(englishDir, rel));
    const ids = Object.keys(english);
    stats.total += ids.length;
    const abs = path.join(localeDir, rel);
    if (!fs.existsSync(abs)) {
      add(
        'strings-file',
        `missing file (${ids.length} strings; run npm run write-translations -- --locale ${path.basename(localeDir)} and translate them)`,
      );
      continue;
    }
    let local;
    try {
      local = readMessages(abs);
    } catch (err) {
      add('strings-file', `not valid JSON: ${errorMessage(err)}`);
      continue;
    }
    for (const id of ids) {
      const enMessage = english[id]?.message ?? '';
      const message = local[id]?.message;
      if (message === undefined) {
        add('string-missing', `missing id "${id}" (English: ${JSON.stringify(enMessage)})`);
        continue;
      }
      if (placeholders(message) !== placeholders(enMessage)) {
        add(
          'string-placeholders',
          `"${id}" has placeholders [${placeholders(message)}], the English has [${placeholders(enMessage)}]`,
        );
      }
      if (codeSpans(message) !== codeSpans(enMessage)) {
        add(
          'string-code',
          `"${id}" has code spans [${codeSpans(message)}], the English has [${codeSpans(enMessage)}]: keep \`code\` as it is`,
        );
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
      add(
        'string-english',
        `"${id}" is still English (${JSON.stringify(message)}): translate it, or add it to ${localeRel}/${ALLOWLIST_FILE} with a reason`,
      );
    }
    for (const id of Object.keys(local).filter((id) => !Object.hasOwn(english, id))) {
      const message = `id "${id}" is no longer extracted from the English source (obsolete, or its source is not written yet)`;
      warnings.push({file, message});
    }
  }
  const allowFile = `${localeRel}/${ALLOWLIST_FILE}`;
  const unused = allowlist.entries
    .filter((e) => !used.has(e))
    .map((e) => `entry ${JSON.stringify(e.message)} matches no untranslated string any more: remove it`);
  for (const message of [...allowlist.problems, ...unused])
    problems.push({file: allowFile, kind: 'allowlist', message});
  return {problems, warnings, stats};
}

// ---------------------------------------------------------------------------------------------
// The whole check
// ---------------------------------------------------------------------------------------------

/** A problem, in a file (`path[:line]`, relative to the repository) of a locale. */
export interface Problem {
  locale: string;
  file: string;
  kind: string;
  message: string;
}

export type Warning = Omit<Problem, 'kind'>;

/** The counts of one locale, none yet. */
const emptySummary = () => ({
  pages: {translated: 0, current: 0, total: 0},
  words: {translation: 0, english: 0},
  strings: {translated: 0, total: 0, allowlisted: 0},
  contract: {translated: 0, total: 0},
  problems: 0,
});
type LocaleSummary = ReturnType<typeof emptySummary>;

/**
 * The whole check, of `locales` (all translated locales when absent or empty); `englishStrings` is
 * a directory laid out like i18n/<default>/ from write-translations (extracted when absent).
 */
export function checkTranslations({
  root = defaultRoot,
  locales: only,
  englishStrings,
}: {root?: string; locales?: readonly string[]; englishStrings?: string | undefined} = {}) {
  const unknown = (only ?? []).filter((l) => !(translatedLocales as readonly string[]).includes(l));
  if (unknown.length)
    throw new UsageError(`unknown locale ${unknown.join(', ')}: config/i18n.ts has ${translatedLocales.join(', ')}`);
  const locales = only?.length ? translatedLocales.filter((l) => only.includes(l)) : translatedLocales;
  const problems: Problem[] = [];
  const warnings: Warning[] = [];
  const summary: Record<string, LocaleSummary> = {};

  // The English pages and their bytes, read once for every locale. A partial (`_`-prefixed) need
  // not be translated; it is checked when it is.
  const sources = CONTENT_SETS.flatMap((set) =>
    markdownFiles(path.join(root, set.source))
      .filter((rel) => !isGenerated(rel))
      .map((rel) => {
        const enFile = `${set.source}/${rel}`;
        const bytes = fs.readFileSync(path.join(root, enFile));
        const words = analyseDocument(bytes.toString('utf8')).words;
        return {set, rel, enFile, required: !isPartial(rel), bytes, words};
      }),
  );

  // The English strings: a directory, or why there is none.
  let strings: ReturnType<typeof extractEnglishStrings> | {error: string};
  try {
    strings = englishStrings
      ? {dir: path.resolve(root, englishStrings), cleanup: () => {}}
      : extractEnglishStrings(root, defaultLocale);
  } catch (err) {
    strings = {error: errorMessage(err)};
  }

  try {
    for (const locale of locales) {
      const localeRel = `i18n/${locale}`;
      const stat = emptySummary();
      const push = (file: string, p: PageProblem) =>
        problems.push({locale, file: p.line ? `${file}:${p.line}` : file, kind: p.kind, message: p.message});
      for (const s of sources) {
        const trFile = `${localeRel}/${s.set.target}/${s.rel}`;
        const abs = path.join(root, trFile);
        if (s.required) {
          stat.pages.total++;
          stat.words.english += s.words;
        }
        if (!fs.existsSync(abs)) {
          if (s.required) push(trFile, {kind: 'missing', message: `missing: no translation of ${s.enFile}`});
          continue;
        }
        const result = comparePage(s.bytes, fs.readFileSync(abs), s.enFile);
        if (s.required) {
          stat.pages.translated++;
          if (!result.problems.some((p) => p.kind === 'stale' || p.kind === 'hash')) stat.pages.current++;
        }
        stat.words.translation += result.tr.words;
        for (const p of result.problems) {
          if (p.kind === 'stale' && result.stale) {
            const history = staleHistory(root, s.enFile, result.stale.recorded);
            push(trFile, {
              ...p,
              message: `${p.message}${history ? ` (${history})` : ''}; update the text, then the hash`,
            });
          } else push(trFile, p);
        }
      }
      // Orphans: translated pages whose English source is gone or renamed.
      for (const set of CONTENT_SETS) {
        for (const rel of markdownFiles(path.join(root, localeRel, set.target))) {
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
      if ('error' in strings) {
        push(localeRel, {kind: 'strings-file', message: `UI strings not checked: ${strings.error}`});
      } else {
        const res = checkStrings(strings.dir, root, localeRel);
        for (const p of res.problems) push(p.file, p);
        for (const w of res.warnings) warnings.push({locale, ...w});
        stat.strings = res.stats;
      }
      stat.problems = problems.filter((p) => p.locale === locale).length;
      summary[locale] = stat;
    }
  } finally {
    if ('cleanup' in strings) strings.cleanup();
  }
  return {ok: problems.length === 0, problems, warnings, summary};
}

/** The contract sentences of one locale: problems (each naming a JSON path) and counts. */
export function checkContractText(
  root: string,
  locale: string,
): {problems: PageProblem[]; stats: LocaleSummary['contract']} {
  if (!fs.existsSync(path.join(root, 'openapi', 'mnemora.bundled.yaml')))
    return {problems: [], stats: {translated: 0, total: 0}};
  const contract = englishContract(root);
  const total = translatableStrings(contract).length;
  let overlay: OverlayDocument;
  try {
    overlay = readOverlay(locale, root);
  } catch (err) {
    const message = `${errorMessage(err)} (run node --import tsx scripts/write-contract-overlay.ts --locale ${locale}, then translate)`;
    return {problems: [{kind: 'contract-missing', message}], stats: {translated: 0, total}};
  }
  const problems = checkOverlay({contract, overlay});
  const failing = new Set(problems.filter((p) => p.kind !== 'orphan').map((p) => p.path));
  return {
    problems: problems.map((p) => ({kind: `contract-${p.kind}`, message: `contract text ${p.message}`})),
    stats: {translated: total - failing.size, total},
  };
}

export class UsageError extends Error {}

export function formatProblem(p: Problem): string {
  return `${p.locale} ${p.file}: ${p.message}`;
}

export function formatSummary(summary: Record<string, LocaleSummary>): string[] {
  const n = (x: number) => x.toLocaleString('en-US');
  return Object.entries(summary).map(
    ([locale, s]) =>
      `  ${locale}: pages ${s.pages.translated}/${s.pages.total} translated (${s.pages.current} current), ` +
      `${n(s.words.translation)} words (English: ${n(s.words.english)} in all ${s.pages.total} pages), ` +
      `strings ${s.strings.translated}/${s.strings.total} translated (${s.strings.allowlisted} allowlisted as identical), ` +
      (s.contract?.total ? `contract sentences ${s.contract.translated}/${s.contract.total}, ` : '') +
      `${s.problems} problem${s.problems === 1 ? '' : 's'}`,
  );
}

/** The command line, read with node:util's parseArgs; a mistake in it is a usage error. */
function readCommandLine(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        locale: {type: 'string', multiple: true, default: []},
        json: {type: 'boolean', default: false},
        root: {type: 'string'},
        'english-strings': {type: 'string'},
        help: {type: 'boolean', short: 'h', default: false},
      },
    }).values;
  } catch (err) {
    throw new UsageError(errorMessage(err));
  }
}

function main(): void {
  let opts;
  let result: ReturnType<typeof checkTranslations>;
  try {
    opts = readCommandLine(process.argv.slice(2));
    if (opts.help) {
      console.log(
        'Usage: node --import tsx scripts/check-translations.ts [--locale es[,fr]] [--json] [--root <repo>] [--english-strings <dir>]',
      );
      return;
    }
    result = checkTranslations({
      root: opts.root ? path.resolve(opts.root) : defaultRoot,
      locales: opts.locale.flatMap((l) => l.split(',').map((x) => x.trim())).filter(Boolean),
      englishStrings: opts['english-strings'] ? path.resolve(opts['english-strings']) : undefined,
    });
  } catch (err) {
    console.error(`check-translations: ${errorMessage(err)}`);
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

if (require.main === module) main();

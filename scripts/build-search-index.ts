#!/usr/bin/env node
// Builds the offline search index of the built site with Pagefind: one index per `<html lang>`
// (en-US, es-ES, fr-FR, de-DE), each with its language's stemming, written once to
// `build/pagefind/`. Only docs pages are indexed (the element marked `data-pagefind-body` by
// src/theme/DocItem/Content); each page is indexed under its canonical URL, so results link to
// `/api/search`, `/es/guides/`, never to `…/index.html`. Beside Pagefind's files it writes, per
// language, what src/lib/search/engine.ts needs to read readers' words: the lexicon (stop words
// and synonyms from src/data/search-lexicon.json and the locale's glossary) and the vocabulary of
// the indexed pages (for typo correction). Run after `docusaurus build`.
//
//   node --import tsx scripts/build-search-index.ts [--dir build]
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {gunzipSync} from 'node:zlib';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {load, type CheerioAPI} from 'cheerio';
import pagefindClientOptions from '../src/lib/search/pagefind-client-options.json';
import searchLexiconData from '../src/data/search-lexicon.json';
import type {Heading, Lexicon} from '../src/lib/search/engine';
import {cleanTitle} from '../src/lib/search/query';
import {filesBelow} from '../src/lib/markdown-toolkit';
import {runMain} from './lib/process';

/**
 * Pagefind's client offers no promise for "ready": a search made before its WebAssembly and
 * index metadata are in polls every 50 ms, so the first
 * search of a page waits up to 50 ms after the index is ready (a quarter of the time from
 * opening the search to its first result). The poll is shortened to 4 ms, a few timer ticks
 * during the load. Fails the build if the client no longer has that loop, so an upgrade of
 * Pagefind brings this back to attention rather than silently dropping it.
 */
export const initPoll = {
  from: 'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(50);}',
  to: 'async getPtr(){while(this.raw_ptr===null){if(this.initError){throw this.initError;}await asyncSleep(4);}',
};

export function shortenInitPolling(file: string): void {
  const client = readFileSync(file, 'utf8');
  const at = client.indexOf(initPoll.from);
  if (at < 0 || client.indexOf(initPoll.from, at + 1) >= 0) {
    throw new Error(
      `${file}: Pagefind's getPtr() poll (${initPoll.from}) is not there exactly once; check what this Pagefind version does before its first search and update shortenInitPolling.`,
    );
  }
  writeFileSync(file, client.replace(initPoll.from, initPoll.to));
}

/** The options of Pagefind's client that the portal sets (src/lib/search/pagefind-client-options.json). */
type ClientOptions = Readonly<typeof pagefindClientOptions>;

/** What src/lib/search/pagefind.ts gives Pagefind's client (result URLs, excerpt length, no worker). */
export const clientOptions: ClientOptions = pagefindClientOptions;

/** The client's module exports, as the bundled pagefind.js ends (esbuild's `export{…}`). */
const clientExports = /export\{([^}]*)\};?\s*$/;

/**
 * Pagefind's client starts loading its index (entry, metadata, WebAssembly) only when `init()` or
 * a first search is called, which the portal's code could do only after the search dialog's own
 * chunk has arrived and run (tens of milliseconds later, on a main thread busy opening the
 * dialog). The client is imported only when a reader shows they want to search (pointing at the
 * search button, focusing it, Ctrl/Cmd+K, `/`), so the bundle's client applies the portal's
 * options and starts at once when it is evaluated. Fails if this Pagefind's client does not
 * export `options` and `init`.
 */
export function startOnImport(file: string, options: ClientOptions = clientOptions): void {
  const client = readFileSync(file, 'utf8');
  const names =
    client
      .match(clientExports)?.[1]
      ?.split(',')
      .map((name) => name.trim()) ?? [];
  if (!names.includes('options') || !names.includes('init')) {
    throw new Error(
      `${file}: Pagefind's client does not end with an export of \`options\` and \`init\` (found: ${names.join(', ') || 'no export list'}); check how this Pagefind version starts and update startOnImport.`,
    );
  }
  writeFileSync(file, `${client.trimEnd()}\noptions(${JSON.stringify(options)}).then(init);\n`);
}

/** Pagefind's prebuilt UIs (the portal has its own, src/theme/SearchBar) and its worker: not shipped. */
export const unusedBundleFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  // src/lib/search/pagefind.ts searches on the main thread (`noWorker`).
  'pagefind-worker.js',
];

/** Parts of a doc page that are chrome, not content: tab labels, heading hash links, buttons. */
export const excludeSelectors = ['.tabs', '.hash-link', 'button'];

/**
 * Relative weights of a page's parts (Pagefind's default is 1, headings 5–7). Code samples and
 * reference tables repeat identifiers many times (three tabs per call, a row per parameter), which
 * would rank the generated reference above the page that explains a concept; prose, headings,
 * the title and the page's one-sentence description decide the ranking instead. Measured on
 * tests/search/relevance.json: 75 of 81 queries rank their page in place with Pagefind's
 * defaults (code 1, table 1, title 7, no description), all 81 with these.
 */
export const weights = {code: 0.3, table: 0.5, reference: 0.7, title: 10, description: 2};

/** Pagefind's own weights of headings, which an explicit weight on a page's body does not change. */
const headingWeights = {h2: 6, h3: 5, h4: 4, h5: 3, h6: 2};

/**
 * The contributor guide (how to work on this portal) is for the portal's authors, not for
 * integrators: every part of its pages counts half, so a platform page that answers a query ranks
 * above it, while a query only the guide answers still finds it.
 */
export const contributorWeight = 0.5;

export function isContributorPage(url: string): boolean {
  return /^\/(?:[a-z]{2}\/)?(?:tutorial-basics|tutorial-extras|category)\//.test(url);
}

/**
 * What separates a table's cells in the indexed text and so in the excerpts: Pagefind joins the
 * text of neighbouring cells as they are, and a reader got "429Error. rate_limited: too" for a
 * status, its schema and its description. (The API reference's field heads carry their own
 * punctuation in their text: "limit (integer, query, optional".)
 */
export const cellSeparator = ' · ';

/** A page as Pagefind indexes it (see prepareForIndex). */
interface PreparedPage {
  /** The path of the page's canonical URL, which results link to. */
  url: string;
  /** Its `<html lang>` (`unknown` without one). */
  lang: string;
  /** Its HTML, weights added. */
  content: string;
  /** The text of its indexed part without chrome, for the vocabulary. */
  text: string;
  /** Its title (anchor `""`) and its `h2`/`h3` headings with their anchors, for the ranking's heading match. */
  headings: Heading[];
}

/** A selection of elements of a page (what `$(…)` returns). */
type Selection = ReturnType<CheerioAPI>;

/**
 * What Pagefind reads for one built page: its HTML with weights on code blocks, tables, the title
 * and the description, the URL it is indexed under (the path of its canonical link) and its
 * language; undefined for a page that is not a docs page (no `data-pagefind-body`).
 */
export function prepareForIndex(html: string, file: string): PreparedPage | undefined {
  if (!html.includes('data-pagefind-body')) return undefined;
  const $ = load(html);
  const href = $('link[rel="canonical"]').attr('href');
  if (!href) throw new Error(`${file}: a docs page without <link rel="canonical">; cannot tell its URL`);
  const url = new URL(href).pathname;
  const factor = isContributorPage(url) ? contributorWeight : 1;
  const weigh = (element: Selection, weight: number): Selection =>
    element.attr('data-pagefind-weight', String(weight * factor));
  const body = $('[data-pagefind-body]');
  if (factor !== 1) {
    weigh(body, 1);
    for (const [tag, weight] of Object.entries(headingWeights))
      body.find(tag).each((_, el) => void weigh($(el), weight));
  }
  weigh(body.find('.theme-code-block'), weights.code);
  weigh(body.find('table'), weights.table);
  // The API reference's parameters, fields and responses (src/components/ApiReference) are
  // reference rows like a table's, repeating identifiers: they count as much as a table.
  weigh(body.find('[data-api-fields]'), weights.table);
  // The prose of each generated operation (src/components/ApiReference) repeats, operation after
  // operation, the words concept pages are about (memory, user, cursor, limit): it counts a little
  // less, so a reader's question finds the page that explains it; the operation's heading keeps
  // its full weight, so a query naming the operation still finds it.
  weigh(body.find('[data-api-operation]'), weights.reference);
  body.find('tr').each((_, row) => {
    $(row)
      .children('td, th')
      .slice(0, -1)
      .each((_, cell) => void $(cell).append(cellSeparator));
  });
  const title = body.find('h1').first();
  weigh(title, weights.title);
  // The page's one-sentence summary (meta description) is searchable too, right under the title.
  const description = $('meta[name="description"]').attr('content');
  if (description) title.after(weigh($('<p>'), weights.description).text(description));
  const text = body.clone();
  text.find(excludeSelectors.join(',')).remove();
  const headings: Heading[] = [['', cleanTitle(text.find('h1').first().text())]];
  text.find('h2[id], h3[id]').each((_, el) => void headings.push([$(el).attr('id') ?? '', cleanTitle($(el).text())]));
  // Block elements' texts join without a space ("IntroductionStart here…" for the title and the
  // description), which would give the vocabulary words no page has.
  text.find('h1, h2, h3, h4, h5, h6, p, li, td, th, pre, dt, dd, summary').append(' ');
  return {url, lang: $('html').attr('lang') ?? 'unknown', content: $.html(), text: text.text(), headings};
}

/** Words a reader may mistype: letters only, at least four of them (shorter ones are not corrected). */
const vocabularyWord = /\p{L}{4,}/gu;

/** Adds the words of one page's text to a language's word counts. */
export function countWords(text: string, counts = new Map<string, number>()): Map<string, number> {
  for (const [word] of text.toLowerCase().matchAll(vocabularyWord)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

const repoRoot = resolve(__dirname, '..');

/**
 * English term → the locale's term, from a glossary's table (`| English | Español | Note |`):
 * readers type the English word ("rate limit") for what the page calls "límite de frecuencia".
 * "request / response" pairs with "solicitud / respuesta"; notes in parentheses are dropped. The
 * words a note tells writers to avoid ("Avoid: borrado masivo, en bloque") are what readers still
 * type, and the pages never say: each leads to the locale's term too.
 */
export function glossarySynonyms(markdown: string): Record<string, string[]> {
  const synonyms: Record<string, string[]> = {};
  /** The terms of a cell: notes and backticks dropped, split at slashes. */
  const terms = (cell: string) =>
    cell
      .replace(/\([^)]*\)/g, '')
      .replace(/`/g, '')
      .toLowerCase()
      .split('/')
      .map((term) => term.trim())
      .filter(Boolean);
  for (const line of markdown.split('\n')) {
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim());
    const [first, second, note = ''] = cells;
    if (first === undefined || second === undefined || first === 'English' || /^-+$/.test(first)) continue;
    const english = terms(first);
    const local = terms(second);
    const avoided = (/Avoid:\s*([^.]*)/.exec(note)?.[1] ?? '')
      .split(',')
      .map((term) =>
        term
          .replace(/[`«»"]/g, '')
          .trim()
          .toLowerCase(),
      )
      .filter((term) => term !== '' && !local.includes(term));
    for (const term of avoided) synonyms[term] = [...new Set([...(synonyms[term] ?? []), ...local])];
    english.forEach((term, i) => {
      // Pairs term by term when both sides list as many; otherwise every local term counts.
      const target = english.length === local.length ? local.slice(i, i + 1) : local;
      const others = target.filter((t) => t !== term);
      if (others.length > 0) synonyms[term] = [...new Set([...(synonyms[term] ?? []), ...others])];
    });
  }
  return synonyms;
}

/** One locale's entry of src/data/search-lexicon.json. */
interface LocaleLexicon {
  readonly stopWords: readonly string[];
  readonly synonyms: Readonly<Record<string, readonly string[]>>;
}

/** The data of src/data/search-lexicon.json: a LocaleLexicon per locale, and a `$comment` for its readers. */
type LexiconData = Readonly<Record<string, LocaleLexicon | string>>;

/**
 * One language's lexicon: the shared data module's stop words and synonyms for the locale, with
 * the glossary's English terms added (a reader's own entry wins). `lang` is `<html lang>`.
 */
export function lexiconFor(
  lang: string,
  data: LexiconData = searchLexiconData,
): Pick<Lexicon, 'stopWords' | 'synonyms'> {
  // split() always returns at least one part.
  const locale = lang.toLowerCase().split('-')[0]!;
  const entry = (name: string): LocaleLexicon => {
    const found = data[name];
    if (!found || typeof found === 'string')
      throw new Error(`src/data/search-lexicon.json has no entry for locale "${name}" (pages in ${lang} were indexed)`);
    return found;
  };
  const own = entry(locale);
  const glossaryFile = join(repoRoot, 'i18n', locale, 'glossary.md');
  const fromGlossary = existsSync(glossaryFile) ? glossarySynonyms(readFileSync(glossaryFile, 'utf8')) : {};
  const synonyms: Record<string, string[]> = {...fromGlossary};
  for (const [word, alternatives] of Object.entries(own.synonyms))
    synonyms[word] = [...new Set([...alternatives, ...(fromGlossary[word] ?? [])])];
  return {stopWords: [...own.stopWords, ...(locale === 'en' ? [] : entry('en').stopWords)], synonyms};
}

/**
 * Pagefind id → URL of one language's pages, read back from the fragments Pagefind wrote
 * (`pagefind_dcd` and the page's JSON, gzipped or already inflated): the ranking reads the
 * contributor guide's ids and each page's headings by id without any request of its own.
 */
export function pageIds(pagefindDir: string, lang: string): Map<string, string> {
  const prefix = `${lang.toLowerCase()}_`;
  const dir = join(pagefindDir, 'fragment');
  const ids = new Map<string, string>();
  for (const name of readdirSync(dir).sort()) {
    if (!name.startsWith(prefix) || !name.endsWith('.pf_fragment')) continue;
    const bytes = readFileSync(join(dir, name));
    const text = (isInflated(bytes) ? bytes : gunzipSync(bytes)).toString('utf8');
    const fragment: unknown = JSON.parse(text.slice(text.indexOf('{')));
    const url = typeof fragment === 'object' && fragment !== null && 'url' in fragment ? fragment.url : undefined;
    if (typeof url === 'string') ids.set(name.slice(0, -'.pf_fragment'.length), url);
  }
  return ids;
}

/** Pagefind ids of one language's contributor-guide pages (see pageIds). */
export function contributorIds(pagefindDir: string, lang: string): string[] {
  return [...pageIds(pagefindDir, lang)]
    .filter(([, url]) => isContributorPage(url))
    .map(([id]) => id)
    .sort();
}

/** Pagefind's data files: index chunks, page fragments, filters, metadata, WebAssembly. */
const pagefindData = /\.(pf_index|pf_fragment|pf_filter|pf_meta|pagefind)$/;
/** What every Pagefind data file starts with once inflated (its client checks for it). */
export const inflatedMarker = 'pagefind_dcd';
const isInflated = (bytes: Buffer): boolean => bytes.toString('latin1', 0, inflatedMarker.length) === inflatedMarker;

/**
 * Pagefind writes its data files gzipped and inflates them in the page, in JavaScript, on the
 * main thread: on the first search that was a tenth of the time to the first result (four index
 * chunks, then a fragment per result). Its client takes a file that already starts with
 * `pagefind_dcd` as it is, so the files are written inflated; the server compresses them like any
 * other file (scripts/precompress.ts writes their .br and .gz), and the browser inflates them
 * natively, off the main thread. A file that does not inflate to that marker fails the build,
 * naming it: a Pagefind upgrade that changed the format must be looked at.
 */
export function inflatePagefindData(pagefindDir: string): number {
  let files = 0;
  for (const name of readdirSync(pagefindDir, {recursive: true, encoding: 'utf8'})) {
    if (!pagefindData.test(name)) continue;
    const path = join(pagefindDir, name);
    const bytes = readFileSync(path);
    if (isInflated(bytes)) continue;
    let inflated: Buffer;
    try {
      inflated = gunzipSync(bytes);
    } catch (error) {
      throw new Error(
        `${relative(process.cwd(), path)}: not a gzip file (${error instanceof Error ? error.message : String(error)}); check what this Pagefind version writes before inflating it.`,
        {cause: error},
      );
    }
    if (!isInflated(inflated)) {
      throw new Error(
        `${relative(process.cwd(), path)}: does not start with "${inflatedMarker}" once inflated; check what this Pagefind version writes before inflating it.`,
      );
    }
    writeFileSync(path, inflated);
    files += 1;
  }
  return files;
}

/** File names of the reader-words data of one language, beside Pagefind's files. */
export const lexiconFile = (language: string): string => `mnemora-lexicon.${language.toLowerCase()}.json`;
export const vocabularyFile = (language: string): string => `mnemora-vocabulary.${language.toLowerCase()}.json`;

/** Writes `<buildDir>/pagefind` (see the top of this file); resolves to the indexed pages per language. */
export async function buildSearchIndex(buildDir: string): Promise<Map<string, number>> {
  // Pagefind's output and the vocabulary's order of equal counts follow the order of the files.
  const files = filesBelow(buildDir, /\.html$/, {exclude: ['pagefind', 'assets']}).map((rel) => join(buildDir, rel));
  if (files.length === 0) throw new Error(`No HTML under ${buildDir}: run \`docusaurus build\` first.`);
  const outputPath = join(buildDir, 'pagefind');
  rmSync(outputPath, {recursive: true, force: true});

  // Imported here, when an index is built: the package is ESM-only, and this module is loaded as
  // CommonJS (by tsx, and by the tests that only need prepareForIndex and its neighbours).
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const byLanguage = new Map<string, number>();
  const vocabularies = new Map<string, Map<string, number>>();
  const headingsByUrl = new Map<string, Heading[]>();
  try {
    for (const file of files) {
      const page = prepareForIndex(readFileSync(file, 'utf8'), relative(buildDir, file));
      if (!page) continue;
      const added = await index.addHTMLFile({url: page.url, content: page.content});
      if (added.errors.length > 0) throw new Error(`pagefind: ${relative(buildDir, file)}: ${added.errors.join('; ')}`);
      byLanguage.set(page.lang, (byLanguage.get(page.lang) ?? 0) + 1);
      vocabularies.set(page.lang, countWords(page.text, vocabularies.get(page.lang)));
      headingsByUrl.set(page.url, page.headings);
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    for (const name of unusedBundleFiles) rmSync(join(outputPath, name), {force: true});
    shortenInitPolling(join(outputPath, 'pagefind.js'));
    startOnImport(join(outputPath, 'pagefind.js'));
    for (const [lang, counts] of vocabularies) {
      const ids = pageIds(outputPath, lang);
      const sections = Object.fromEntries([...ids].map(([id, url]) => [id, headingsByUrl.get(url) ?? []]));
      const lexicon: Lexicon = {...lexiconFor(lang), contributorPages: contributorIds(outputPath, lang), sections};
      writeFileSync(join(outputPath, lexiconFile(lang)), JSON.stringify(lexicon));
      writeFileSync(
        join(outputPath, vocabularyFile(lang)),
        JSON.stringify(Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]))),
      );
    }
    inflatePagefindData(outputPath);
  } finally {
    await pagefind.close();
  }
  return byLanguage;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const buildDir = resolve(values.dir);
  const started = Date.now();
  const byLanguage = await buildSearchIndex(buildDir);
  const summary = [...byLanguage].map(([lang, pages]) => `${lang}: ${pages} pages`).join(', ');
  console.log(
    `Search index written to ${relative(process.cwd(), join(buildDir, 'pagefind'))} in ${Date.now() - started} ms (${summary})`,
  );
}

if (require.main === module) runMain(main);

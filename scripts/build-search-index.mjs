#!/usr/bin/env node
// Builds the offline search index of the built site with Pagefind: one index per `<html lang>`
// (en-US, es-ES, fr-FR, de-DE), each with its language's stemming, written once to
// `build/pagefind/`. Only docs pages are indexed (the element marked `data-pagefind-body` by
// src/theme/DocItem/Content); each page is indexed under its canonical URL, so results link to
// `/api/search`, `/es/guides/`, never to `…/index.html`. Run after `docusaurus build`.
//
//   node scripts/build-search-index.mjs [--dir build]
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {join, relative, resolve} from 'node:path';
import {parseArgs} from 'node:util';
import {load} from 'cheerio';

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

function htmlFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const abs = join(dir, name);
    if (statSync(abs).isDirectory()) {
      if (name !== 'pagefind' && name !== 'assets') out.push(...htmlFiles(abs));
    } else if (name.endsWith('.html')) out.push(abs);
  }
  return out;
}

/**
 * Relative weights of a page's parts (Pagefind's default is 1, headings 5–7). Code samples and
 * reference tables repeat identifiers many times (three tabs per call, a row per parameter), which
 * would rank the generated reference above the page that explains a concept; prose, headings,
 * the title and the page's one-sentence description decide the ranking instead. Measured on
 * tests/search/relevance.json: 75 of 81 queries rank their page in place with Pagefind's
 * defaults (code 1, table 1, title 7, no description), all 81 with these.
 */
export const weights = {code: 0.3, table: 0.5, title: 10, description: 2};

/**
 * What Pagefind reads for one built page: its HTML with weights on code blocks, tables, the title
 * and the description, the URL it is indexed under (the path of its canonical link) and its
 * language; undefined for a page that is not a docs page (no `data-pagefind-body`).
 */
export function prepareForIndex(html, file) {
  if (!html.includes('data-pagefind-body')) return undefined;
  const $ = load(html);
  const href = $('link[rel="canonical"]').attr('href');
  if (!href) throw new Error(`${file}: a docs page without <link rel="canonical">; cannot tell its URL`);
  const body = $('[data-pagefind-body]');
  body.find('.theme-code-block').attr('data-pagefind-weight', String(weights.code));
  body.find('table').attr('data-pagefind-weight', String(weights.table));
  const title = body.find('h1').first();
  title.attr('data-pagefind-weight', String(weights.title));
  // The page's one-sentence summary (meta description) is searchable too, right under the title.
  const description = $('meta[name="description"]').attr('content');
  if (description) title.after($('<p>').attr('data-pagefind-weight', String(weights.description)).text(description));
  return {url: new URL(href).pathname, lang: $('html').attr('lang') ?? 'unknown', content: $.html()};
}

export async function buildSearchIndex(buildDir) {
  const files = htmlFiles(buildDir);
  if (files.length === 0) throw new Error(`No HTML under ${buildDir}: run \`docusaurus build\` first.`);
  const outputPath = join(buildDir, 'pagefind');
  rmSync(outputPath, {recursive: true, force: true});

  // Imported here: the package is ESM-only, and tests load prepareForIndex through CommonJS.
  const pagefind = await import('pagefind');
  const {index, errors} = await pagefind.createIndex({excludeSelectors});
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const byLanguage = new Map();
  try {
    for (const file of files) {
      const page = prepareForIndex(readFileSync(file, 'utf8'), relative(buildDir, file));
      if (!page) continue;
      const added = await index.addHTMLFile({url: page.url, content: page.content});
      if (added.errors.length > 0) throw new Error(`pagefind: ${relative(buildDir, file)}: ${added.errors.join('; ')}`);
      byLanguage.set(page.lang, (byLanguage.get(page.lang) ?? 0) + 1);
    }
    const written = await index.writeFiles({outputPath});
    if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
    for (const name of unusedBundleFiles) rmSync(join(outputPath, name), {force: true});
  } finally {
    await pagefind.close();
  }
  return byLanguage;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const buildDir = resolve(values.dir);
  const started = Date.now();
  buildSearchIndex(buildDir).then(
    (byLanguage) => {
      const summary = [...byLanguage].map(([lang, pages]) => `${lang}: ${pages} pages`).join(', ');
      console.log(`Search index written to ${relative(process.cwd(), join(buildDir, 'pagefind'))} in ${Date.now() - started} ms (${summary})`);
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}

#!/usr/bin/env node
// Share of English left in a translated page's prose, measured on a built site: the page's article
// text (code blocks, inline code, method badges and type names left out) is cut into sentences, and every sentence that also
// appears word for word on the English page counts as English. Prints, per locale and page, the
// share of prose characters in such sentences.
//
//   node scripts/english-share.mjs [--build build] [--locales es,fr,de] [--pages api/endpoints/memory,…] [--json]
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import * as cheerio from 'cheerio';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_PAGES = ['api/endpoints/memory', 'api/endpoints/search', 'api/error-codes'];

/** The sentences of a built page's article, without code. */
export function sentencesOf(html) {
  const $ = cheerio.load(html);
  const article = $('article .theme-doc-markdown').first();
  if (article.length === 0) throw new Error('no article (.theme-doc-markdown) in the page');
  // Code, and the reference's method badges and type names (HTTP and JSON words, not prose).
  article.find('pre, code, .hash-link, script, style, [class*="method_"], [class*="propertyType_"]').remove();
  // Block elements end a sentence even without punctuation (headings, cells, list items, labels).
  article.find('h1, h2, h3, h4, h5, h6, p, li, td, th, summary, span, strong, div').each((_, el) => {
    $(el).append(' \n');
  });
  const text = article.text().replace(/[\u00a0\u202f]/g, ' ');
  return text
    .split(/\n|(?<=[.!?:;])\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => /\p{L}{2,}/u.test(s));
}

/** Share (0–1) of the translated page's prose characters that sit in sentences identical to English ones. */
export function englishShare(englishHtml, translatedHtml) {
  const english = new Set(sentencesOf(englishHtml));
  const sentences = sentencesOf(translatedHtml);
  const total = sentences.reduce((n, s) => n + s.length, 0);
  const same = sentences.filter((s) => english.has(s)).reduce((n, s) => n + s.length, 0);
  return {
    share: total ? same / total : 0,
    sentences: sentences.length,
    englishSentences: sentences.filter((s) => english.has(s)),
  };
}

function main() {
  const argv = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = argv.indexOf(name);
    return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
  };
  const build = path.resolve(repoRoot, arg('--build', 'build'));
  const locales = arg('--locales', 'es,fr,de').split(',');
  const pages = arg('--pages', DEFAULT_PAGES.join(',')).split(',');
  const read = (locale, page) =>
    fs.readFileSync(path.join(build, locale === 'en' ? '' : locale, page, 'index.html'), 'utf8');
  const results = [];
  for (const locale of locales) {
    for (const page of pages) {
      const r = englishShare(read('en', page), read(locale, page));
      results.push({
        locale,
        page,
        share: r.share,
        sentences: r.sentences,
        english: r.englishSentences.length,
        sample: r.englishSentences.slice(0, 5),
      });
    }
  }
  if (argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
  else
    for (const r of results)
      console.log(
        `${r.locale} ${r.page}: ${(100 * r.share).toFixed(1)} % of the prose in ${r.english}/${r.sentences} sentences identical to English${r.sample.length ? ` (e.g. ${r.sample.map((s) => JSON.stringify(s.slice(0, 60))).join(', ')})` : ''}`,
      );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

#!/usr/bin/env node
// Share of English left in a translated page's prose, measured on a built site: the page's article
// text (code blocks, inline code, method badges and type names left out) is cut into sentences, and every sentence that also
// appears word for word on the English page counts as English. Prints, per locale and page, the
// share of prose characters in such sentences.
//
//   node --import tsx scripts/english-share.ts [--build build] [--locales es,fr,de] [--pages api/endpoints/memory,…] [--json]
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as cheerio from 'cheerio';
import {defaultLocale, translatedLocales} from '../config/i18n';
import {runMain} from './lib/process';

const repoRoot = path.resolve(__dirname, '..');
export const DEFAULT_PAGES = [
  'api/endpoints/memory',
  'api/endpoints/search',
  'api/endpoints/keys-and-usage',
  'api/endpoints/change-stream',
  'api/error-codes',
];

/** How much of a translated page's prose is in sentences identical to the English page's. */
export interface EnglishShare {
  /** Share (0–1) of the prose characters in such sentences. */
  share: number;
  /** How many sentences the translated page has. */
  sentences: number;
  /** The translated page's sentences that are identical to English ones. */
  englishSentences: string[];
}

/** One line of the report (--json prints the list). */
export interface PageShare {
  locale: string;
  page: string;
  share: number;
  sentences: number;
  /** How many sentences are identical to English ones. */
  english: number;
  /** The first five of them. */
  sample: string[];
}

/** The sentences of a built page's article, without code. */
export function sentencesOf(html: string): string[] {
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
export function englishShare(englishHtml: string, translatedHtml: string): EnglishShare {
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

function main(): void {
  const {values} = parseArgs({
    options: {
      build: {type: 'string', default: 'build'},
      locales: {type: 'string', default: translatedLocales.join(',')},
      pages: {type: 'string', default: DEFAULT_PAGES.join(',')},
      json: {type: 'boolean', default: false},
    },
  });
  const build = path.resolve(repoRoot, values.build);
  const locales = values.locales.split(',');
  const pages = values.pages.split(',');
  const unknown = locales.filter((l) => !(translatedLocales as readonly string[]).includes(l));
  if (unknown.length > 0)
    throw new Error(
      `unknown locale(s) ${unknown.join(', ')}: the translated locales are ${translatedLocales.join(', ')}`,
    );
  if (!fs.existsSync(path.join(build, 'index.html')))
    throw new Error(`no built site in ${build}: run npm run build first, or name one with --build`);
  // The default locale is served at the root of the build, the others under their prefix.
  const read = (locale: string, page: string) =>
    fs.readFileSync(path.join(build, locale === defaultLocale ? '' : locale, page, 'index.html'), 'utf8');
  const results: PageShare[] = [];
  for (const locale of locales) {
    for (const page of pages) {
      const r = englishShare(read(defaultLocale, page), read(locale, page));
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
  if (values.json) console.log(JSON.stringify(results, null, 2));
  else
    for (const r of results)
      console.log(
        `${r.locale} ${r.page}: ${(100 * r.share).toFixed(1)} % of the prose in ${r.english}/${r.sentences} sentences identical to English${r.sample.length ? ` (e.g. ${r.sample.map((s) => JSON.stringify(s.slice(0, 60))).join(', ')})` : ''}`,
      );
}

if (require.main === module) runMain(async () => main());

/**
 * `search_docs`: the site's own query planning and ranking (src/lib/search/engine.ts: stop words,
 * the readers'-words lexicon, inflections, typo correction from the pages' vocabulary, the
 * contributor guide ranked below platform pages) over a full-text index of the Markdown twins.
 *
 * The site's searcher is Pagefind, which runs in a browser (WebAssembly plus fragments fetched by
 * URL); here MiniSearch plays its part: one index per locale, words stemmed with that language's
 * Snowball stemmer as Pagefind stems them, the title, description and headings weighted above the
 * prose, code and tables below it (the weights scripts/build-search-index.ts gives Pagefind).
 */
import MiniSearch, {type SearchResult} from 'minisearch';
import {stemmer as stemEn} from '@orama/stemmers/english';
import {stemmer as stemEs} from '@orama/stemmers/spanish';
import {stemmer as stemFr} from '@orama/stemmers/french';
import {stemmer as stemDe} from '@orama/stemmers/german';
import {planQuery, rank, words, type Heading, type Scored} from '../../src/lib/search/engine';
import type {Locale, Page, Snapshot} from './snapshot';

/**
 * Each language's Snowball stemmer, remembering its answers: the pages have a few thousand distinct
 * words but hundreds of thousands of occurrences, and stemming dominated indexing and excerpts.
 */
function remembered(stem: (word: string) => string): (word: string) => string {
  const known = new Map<string, string>();
  return (word) => {
    let found = known.get(word);
    if (found === undefined) {
      found = stem(word);
      // Queries bring new words; a bound keeps a long session's memory flat.
      if (known.size > 200_000) known.clear();
      known.set(word, found);
    }
    return found;
  };
}

const stemmers: Record<Locale, (word: string) => string> = {
  en: remembered(stemEn),
  es: remembered(stemEs),
  fr: remembered(stemFr),
  de: remembered(stemDe),
};

/**
 * The contributor guide (how to work on this portal), ranked below platform pages. The same rule
 * as `isContributorPage` in scripts/build-search-index.ts, which marks these pages for the site's
 * search; tests/mcp/search.test.ts holds the two to the same pages.
 */
export function isContributorPage(path: string): boolean {
  return /^\/(?:[a-z]{2}\/)?(?:tutorial-basics|tutorial-extras|category)\//.test(path);
}

/** The weight of the contributor guide's pages in the index, as in scripts/build-search-index.ts. */
export const contributorWeight = 0.5;

/** Field weights, as scripts/build-search-index.ts gives them to Pagefind (title 10, description 2, tables 0.5, code 0.3). */
const boost = {
  title: 10,
  description: 2,
  headings: 3,
  operations: 1,
  prose: 1,
  tables: 0.5,
  code: 0.3,
  reference: 0.15,
};

interface Section {
  readonly heading: string;
  /** Heading id (`filters` for `## Filters {#filters}`); empty for the page's introduction. */
  readonly anchor: string;
  readonly text: string;
}

interface IndexedPage {
  readonly page: Page;
  readonly description: string;
  readonly sections: readonly Section[];
}

export interface Hit {
  readonly title: string;
  readonly url: string;
  readonly path: string;
  readonly locale: Locale;
  /** The section that answers best, when it is not the page's introduction. */
  readonly section?: {readonly heading: string; readonly url: string};
  readonly excerpt: string;
  readonly score: number;
}

/**
 * A twin without its first line, the pointer to its locale's llms.txt (src/plugins/llms-txt): the
 * same words on every page, which would only blur the ranking.
 */
function withoutIndexPointer(markdown: string): string {
  return markdown.replace(/^[^\n]*<https?:\/\/[^>\s]+\/llms\.txt>\n\n/, '');
}

/** Splits a twin into its introduction and its `##`/`###` sections, skipping fenced code for headings. */
function sectionsOf(markdown: string): {description: string; sections: Section[]} {
  const lines = markdown.split('\n');
  const description =
    lines
      .find((l) => l.startsWith('> '))
      ?.slice(2)
      .trim() ?? '';
  const sections: Section[] = [];
  let current = {heading: '', anchor: '', lines: [] as string[]};
  let fence = false;
  for (const line of lines) {
    if (/^(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence ? line.match(/^#{2,3} (.+?)(?: \{#([^}]+)\})?\s*$/) : null;
    if (heading) {
      sections.push({heading: current.heading, anchor: current.anchor, text: current.lines.join('\n')});
      current = {heading: heading[1] ?? '', anchor: heading[2] ?? '', lines: []};
    } else current.lines.push(line);
  }
  sections.push({heading: current.heading, anchor: current.anchor, text: current.lines.join('\n')});
  return {description, sections};
}

/**
 * An entry of the API reference's parameter, field and response lists in a twin
 * (src/plugins/llms-txt/api-reference-markdown.ts): "- `content` (`string`, required, …)" or
 * "- `201`: …", with its indented description. The site weighs these rows as table rows
 * (`data-api-fields` in scripts/build-search-index.ts), so the index here does too.
 */
const referenceEntry = /^\s*[-*] `[^`]+`(?: \(|: |$)/;

/**
 * Headings, prose, tables (and reference entries), code and the generated reference of a twin
 * apart, for their weights: the operations' headings of the generated reference count as prose,
 * its other lines least of all.
 */
function partsOf(markdown: string): {
  headings: string;
  operations: string;
  prose: string;
  tables: string;
  code: string;
  reference: string;
} {
  const headings: string[] = [];
  const operations: string[] = [];
  const prose: string[] = [];
  const tables: string[] = [];
  const code: string[] = [];
  const reference: string[] = [];
  let fence = false;
  let inEntry = false;
  // The generated part of an endpoint page (its "Reference" sections, `{#reference}` or
  // `{#search-reference}`): operation after operation of the same parameters, statuses, samples
  // and sentences, in the page's language, which would outrank the page that explains a concept.
  // It weighs least of all; its operations' headings weigh as prose, so a query naming an
  // operation still finds it.
  let inReference = false;
  for (const line of markdown.split('\n')) {
    if (/^## /.test(line)) inReference = /\{#(?:[\w-]+-)?reference\}\s*$/.test(line);
    const heading = /^#{2,3} (.+?)(?: \{#[^}]+\})?\s*$/.exec(line);
    if (heading && !fence) (inReference && line.startsWith('### ') ? operations : headings).push(heading[1] ?? '');
    if (/^\s*(```|~~~)/.test(line)) {
      fence = !fence;
      continue;
    }
    if (fence) {
      code.push(line);
      continue;
    }
    if (referenceEntry.test(line)) inEntry = true;
    else if (line.trim() !== '' && !/^\s{2,}\S/.test(line)) inEntry = false;
    if (inReference && !/^#{1,4} /.test(line)) reference.push(line);
    else if (inEntry || line.startsWith('|')) tables.push(line);
    else if (!/^#{1,3} |^> /.test(line)) prose.push(line);
  }
  const join = (lines: string[]) => lines.join('\n');
  return {
    headings: join(headings),
    operations: join(operations),
    prose: join(prose),
    tables: join(tables),
    code: join(code),
    reference: join(reference),
  };
}

/** Lowercase, diacritics kept (German and French stem with them), then the language's stemmer. */
function termProcessor(locale: Locale): (term: string) => string | null {
  const stem = stemmers[locale];
  return (term) => {
    const lower = term.toLowerCase();
    if (lower === '') return null;
    return stem(lower);
  };
}

/**
 * Words of a text: split on spaces and punctuation; an identifier joined by `_` or `-`
 * (`version_conflict`, `X-Request-Id`) is a word of its own as well as its parts, so pasting it
 * finds the pages that name it ahead of pages that only use its parts.
 */
function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.split(/[\s\p{Z}]+/u)) {
    const bare = chunk.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '');
    const parts = bare.split(/[\p{P}\p{S}]+/u).filter((t) => t !== '');
    if (parts.length > 1 && /^[\p{L}\p{N}]+(?:[_-][\p{L}\p{N}]+)+$/u.test(bare)) out.push(bare);
    out.push(...parts);
  }
  return out;
}

/** A query's words: a pasted identifier is searched whole, not as its parts too. */
function queryTerms(query: string): string[] {
  const out: string[] = [];
  for (const chunk of query.split(/[\s\p{Z}]+/u)) {
    const tokens = tokenize(chunk);
    out.push(...(tokens.length > 1 && /[_-]/.test(tokens[0] ?? '') ? [tokens[0] as string] : tokens));
  }
  return out;
}

/** Shortest prefix a word that matches nothing is cut back to. */
const minBackoff = 4;

export class LocaleIndex {
  readonly locale: Locale;
  private readonly mini: MiniSearch;
  private readonly pages = new Map<string, IndexedPage>();
  private readonly snapshot: Snapshot;
  /** Each page's title and section headings by path, for the ranking's heading match (as the site's lexicon has them by Pagefind id). */
  private readonly headings: Record<string, readonly Heading[]> = {};

  private readonly siteUrl: string;

  /** `siteUrl`: the site's address, prefixed to result paths (config/platform.ts). */
  constructor(snapshot: Snapshot, locale: Locale, siteUrl: string) {
    this.locale = locale;
    this.snapshot = snapshot;
    this.siteUrl = siteUrl.replace(/\/$/, '');
    this.mini = new MiniSearch({
      idField: 'path',
      fields: ['title', 'description', 'headings', 'operations', 'prose', 'tables', 'code', 'reference'],
      tokenize,
      processTerm: termProcessor(locale),
      searchOptions: {
        boost,
        combineWith: 'AND',
        prefix: (term) => term.length >= 3,
        weights: {fuzzy: 0, prefix: 0.3},
        // The contributor guide is weighted down in the index too, as scripts/build-search-index.ts
        // weights it for Pagefind (`contributorWeight`), before the ranking's own factor.
        boostDocument: (id) => (isContributorPage(String(id)) ? contributorWeight : 1),
      },
    });
    const docs = [];
    for (const page of snapshot.pages) {
      if (page.locale !== locale) continue;
      const markdown = withoutIndexPointer(page.markdown);
      const {description, sections} = sectionsOf(markdown);
      this.pages.set(page.path, {page, description, sections});
      this.headings[page.path] = [
        ['', page.title],
        ...sections
          .filter((section) => section.anchor !== '')
          .map((section): Heading => [section.anchor, plainHeading(section.heading)]),
      ];
      docs.push({path: page.path, title: page.title, description, ...partsOf(markdown)});
    }
    this.mini.addAll(docs);
  }

  get size(): number {
    return this.pages.size;
  }

  /** Distinct terms in the locale's index. */
  get termCount(): number {
    return this.mini.termCount;
  }

  /**
   * One Pagefind-like search: pages with every word of `query`, scored. Like Pagefind, a word that
   * matches nothing is cut back to its longest prefix that starts some word of the pages (German
   * compounds: "Versionshinweise" finds "Version…"; a typo's intact start), down to four letters.
   */
  private searchOnce(query: string): readonly Scored[] {
    const terms = queryTerms(query).map((term) => this.resolve(term));
    if (terms.length === 0 || terms.includes(undefined)) return [];
    const results = this.mini.search({combineWith: 'AND', queries: terms as string[]});
    return results.map((r: SearchResult) => ({id: String(r.id), score: r.score}));
  }

  private readonly resolved = new Map<string, string | undefined>();

  private resolve(term: string): string | undefined {
    if (this.resolved.has(term)) return this.resolved.get(term);
    let found: string | undefined;
    for (let length = term.length; length >= Math.min(minBackoff, term.length); length -= 1) {
      const candidate = term.slice(0, length);
      if (this.mini.search(candidate).length > 0) {
        found = candidate;
        break;
      }
    }
    if (this.resolved.size > 10_000) this.resolved.clear();
    this.resolved.set(term, found);
    return found;
  }

  /** Ranked hits for a reader's query, best first. */
  async search(query: string, limit: number): Promise<Hit[]> {
    const data = this.snapshot.locales[this.locale];
    const contributorPages = [...this.pages.keys()].filter(isContributorPage);
    const plan = planQuery(query, {...data.lexicon, contributorPages, sections: this.headings});
    const ranked = await rank({search: async (q) => this.searchOnce(q)}, plan, async () => data.vocabulary);
    const stem = stemmers[this.locale];
    const terms = new Set(
      plan.groups.flatMap((g) => g.alternatives.flatMap((a) => words(a))).map((w) => stem(w.toLowerCase())),
    );
    return ranked.slice(0, limit).map((r) => this.hit(r.result.id, r.score, terms, r.section));
  }

  /** `landing`: the section whose heading names the query (the ranking's choice), else the section with the most matches. */
  private hit(path: string, score: number, terms: ReadonlySet<string>, landing: string | undefined): Hit {
    const indexed = this.pages.get(path);
    if (!indexed) throw new Error(`search: ranked page ${path} is not in the ${this.locale} index`);
    const stem = stemmers[this.locale];
    const matches = (text: string) => tokenize(text).filter((t) => terms.has(stem(t.toLowerCase()))).length;
    let best = indexed.sections[0] as Section;
    let bestCount = -1;
    const named = landing === undefined ? undefined : indexed.sections.find((section) => section.anchor === landing);
    for (const section of named ? [named] : indexed.sections) {
      const count = matches(section.heading) * 3 + Math.min(matches(section.text), 10);
      if (count > bestCount) {
        best = section;
        bestCount = count;
      }
    }
    const url = `${this.siteUrl}${path}`;
    return {
      title: indexed.page.title,
      url,
      path,
      locale: this.locale,
      ...(best.anchor ? {section: {heading: best.heading, url: `${url}#${best.anchor}`}} : {}),
      excerpt: excerptOf(best.text || indexed.description, terms, stem),
      score: Math.round(score * 1000) / 1000,
    };
  }
}

/** A Markdown heading as the page shows it: code spans and emphasis marks dropped. */
function plainHeading(markdown: string): string {
  return markdown.replace(/`|\*\*/g, '').trim();
}

/** About 40 words of prose around the first matched word; Markdown links and emphasis flattened. */
function excerptOf(text: string, terms: ReadonlySet<string>, stem: (w: string) => string): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__|`/g, '')
    .replace(/^\s*[|>-]\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  const list = plain.split(' ');
  const first = list.findIndex((w) => terms.has(stem(w.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, '').toLowerCase())));
  const start = Math.max(0, (first < 0 ? 0 : first) - 12);
  const slice = list.slice(start, start + 40).join(' ');
  return `${start > 0 ? '… ' : ''}${slice}${start + 40 < list.length ? ' …' : ''}`;
}

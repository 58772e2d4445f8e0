/**
 * Runs the relevance set (tests/search/relevance.json) through the portal's own ranking
 * (src/lib/search/engine.ts) against a locale's Pagefind index in Chromium, and scores it: hit@1,
 * hit@3 and mean reciprocal rank, for the tuned cases and the held-out cases apart. Shared by
 * tests/e2e/search-relevance.spec.ts and `npm run bench:search`. The section-level held-out set
 * (tests/search/held-out.json) runs through the same ranking and the dialog's own grouping
 * (`toHit`), scored on where each result lands (runSections).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {landingOf, planQuery, rank, type Lexicon, type Scored} from '../../src/lib/search/engine';
import {dialogSections, toHit, type PagefindResultData} from '../../src/lib/search/query';

export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly kind: string;
  readonly heldout?: boolean;
  /** The heading anchor of the page's section that answers it, where one clearly does. */
  readonly section?: string;
}

export type RelevanceSet = Readonly<Record<string, readonly RelevanceCase[]>>;

export const relevanceFile = join(process.cwd(), 'tests', 'search', 'relevance.json');

/** A query of the section-level held-out set and the `route#anchor` that answers it. */
export interface SectionCase {
  readonly query: string;
  readonly expect: string;
}

export type SectionSet = Readonly<Record<string, readonly SectionCase[]>>;

export const heldOutFile = join(process.cwd(), 'tests', 'search', 'held-out.json');

export function loadSectionSet(file = heldOutFile): SectionSet {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, SectionCase[]] => Array.isArray(entry[1])),
  );
}

/** One held-out query's outcome: where its first results land, and the rank of the expected one (0: not in them). */
export interface SectionResult extends SectionCase {
  readonly landings: readonly string[];
  readonly rank: number;
}

/** hit@3 of section results, and the misses as readable lines. */
export function sectionScore(results: readonly SectionResult[]): {hit3: number; misses: string[]} {
  const hits = results.filter((r) => r.rank >= 1 && r.rank <= 3).length;
  return {
    hit3: results.length === 0 ? 0 : hits / results.length,
    misses: results
      .filter((r) => r.rank === 0 || r.rank > 3)
      .map(
        (r) =>
          `"${r.query}": ${r.expect} ${r.rank ? `ranks ${r.rank}` : 'not in the first results'} (got ${r.landings.slice(0, 3).join(', ')})`,
      ),
  };
}

/** The rank (1-based, 0 = absent) of `expected` among `landings`. */
export const rankOf = (landings: readonly string[], expected: string): number => landings.indexOf(expected) + 1;

export function loadRelevanceSet(file = relevanceFile): RelevanceSet {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, RelevanceCase[]] => Array.isArray(entry[1])),
  );
}

export interface Scores {
  readonly queries: number;
  readonly hit1: number;
  readonly hit3: number;
  readonly mrr: number;
}

/** Scores of ranks (1-based; 0 = not in the results). */
export function score(ranks: readonly number[]): Scores {
  const n = ranks.length;
  if (n === 0) return {queries: 0, hit1: 0, hit3: 0, mrr: 0};
  return {
    queries: n,
    hit1: ranks.filter((r) => r === 1).length / n,
    hit3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((sum, r) => sum + (r > 0 ? 1 / r : 0), 0) / n,
  };
}

interface CaseResult extends RelevanceCase {
  readonly rank: number;
  readonly urls: readonly string[];
}

export interface LocaleRelevance {
  readonly cases: readonly CaseResult[];
  readonly tuned: Scores;
  readonly heldout: Scores;
  /** The tuned cases with a `section`, scored on where their first three results land. */
  readonly sections: ReturnType<typeof sectionScore>;
}

/** Pages of a locale's site, for the URL prefix check: `/es/…` for es, anything else for en. */
export const localePrefix = (locale: string): string => (locale === 'en' ? '' : `/${locale}`);

/** A locale's search as the harness runs it: Pagefind in the page, the lexicon and vocabulary from the build. */
interface LocaleSearch {
  readonly lexicon: Lexicon;
  readonly vocabulary: Readonly<Record<string, number>>;
  readonly searcher: {search(q: string): Promise<readonly Scored[]>};
  /** The data of results already found (by id), loaded in the page. */
  data(ids: readonly string[]): Promise<PagefindResultData[]>;
}

/**
 * Opens the locale's search page, loads Pagefind as the portal does, and reads the locale's
 * lexicon and vocabulary from `buildDir`.
 */
async function openLocaleSearch(page: Page, locale: string, buildDir: string): Promise<LocaleSearch> {
  await page.goto(`${localePrefix(locale)}/search`);
  const lang = await page.locator('html').getAttribute('lang');
  if (!lang) throw new Error(`${locale}: the search page has no <html lang>`);
  const read = <T>(name: string): T => JSON.parse(readFileSync(join(buildDir, 'pagefind', name), 'utf8')) as T;
  const lexicon = read<Lexicon>(`mnemora-lexicon.${lang.toLowerCase()}.json`);
  const vocabulary = read<Record<string, number>>(`mnemora-vocabulary.${lang.toLowerCase()}.json`);
  // Imported from the harness rather than by an inline script, which the shipped CSP refuses.
  await page.evaluate(async (client) => {
    const host = window as unknown as {relevancePagefind: {options(o: object): Promise<void>; init(): Promise<void>}};
    host.relevancePagefind = (await import(client)) as typeof host.relevancePagefind;
    const pf = host.relevancePagefind;
    await pf.options({baseUrl: '/', noWorker: true});
    await pf.init();
  }, '/pagefind/pagefind.js');
  // Pagefind's result objects stay in the page (their data() loads the page's URL); Node sees
  // ids and scores, which is all the ranking reads.
  const searcher = {
    search: (q: string): Promise<readonly Scored[]> =>
      page.evaluate(async (term) => {
        type Result = {id: string; score: number; data(): Promise<{url: string}>};
        const host = window as unknown as {
          relevancePagefind: {search(t: string): Promise<{results: Result[]} | null>};
          relevanceResults?: Map<string, Result>;
        };
        const seen = (host.relevanceResults ??= new Map());
        const found = await host.relevancePagefind.search(term);
        return (found?.results ?? []).map((r) => {
          seen.set(r.id, r);
          return {id: r.id, score: r.score};
        });
      }, q),
  };
  const data = (ids: readonly string[]): Promise<PagefindResultData[]> =>
    page.evaluate((wanted) => {
      const seen = (window as unknown as {relevanceResults: Map<string, {data(): Promise<unknown>}>}).relevanceResults;
      return Promise.all(
        wanted.map(async (id) => {
          const found = seen.get(id);
          if (!found) throw new Error(`no Pagefind result ${id} in the page`);
          return found.data();
        }),
      );
    }, ids) as Promise<PagefindResultData[]>;
  return {lexicon, vocabulary, searcher, data};
}

/**
 * Ranks every case with the portal's engine and the locale's lexicon and vocabulary from
 * `buildDir`; with `pagefindOnly`, in Pagefind's own order instead (the baseline the engine is
 * measured against).
 */
export async function runRelevance(
  page: Page,
  locale: string,
  cases: readonly RelevanceCase[],
  buildDir: string,
  {pagefindOnly = false}: {pagefindOnly?: boolean} = {},
): Promise<LocaleRelevance> {
  const {lexicon, vocabulary, searcher, data} = await openLocaleSearch(page, locale, buildDir);
  const results: CaseResult[] = [];
  const sections: SectionResult[] = [];
  for (const c of cases) {
    const plan = planQuery(c.query, lexicon);
    const ranked = pagefindOnly
      ? (await searcher.search(c.query)).map((result) => ({result, section: undefined}))
      : await rank(searcher, plan, async () => vocabulary);
    const found = await data(ranked.slice(0, 10).map((r) => r.result.id));
    const urls = found.map((d) => d.url);
    const rank1 = urls.indexOf(c.page) + 1;
    results.push({...c, rank: rank1, urls});
    if (c.section !== undefined && !c.heldout) {
      const landings = found
        .slice(0, 3)
        .map((d, i) => toHit(d, dialogSections, landingOf(plan, ranked[i]!.result.id, ranked[i]!.section)))
        .map((hit) => hit.sections[0]?.url ?? hit.url);
      const expect = `${c.page}#${c.section}`;
      sections.push({query: c.query, expect, landings, rank: rankOf(landings, expect)});
    }
  }
  return {
    cases: results,
    tuned: score(results.filter((r) => !r.heldout).map((r) => r.rank)),
    heldout: score(results.filter((r) => r.heldout).map((r) => r.rank)),
    sections: sectionScore(sections),
  };
}

/**
 * Runs section-level cases as the search dialog answers them: the portal's ranking, then each of
 * the first `depth` pages grouped as the dialog shows it (`toHit`); a result lands on its first
 * section, or on the page when it shows none.
 */
export async function runSections(
  page: Page,
  locale: string,
  cases: readonly SectionCase[],
  buildDir: string,
  depth = 3,
): Promise<SectionResult[]> {
  const {lexicon, vocabulary, searcher, data} = await openLocaleSearch(page, locale, buildDir);
  const results: SectionResult[] = [];
  for (const c of cases) {
    const plan = planQuery(c.query, lexicon);
    const ranked = await rank(searcher, plan, async () => vocabulary);
    const top = ranked.slice(0, depth);
    const hits = (await data(top.map((r) => r.result.id))).map((d, i) =>
      toHit(d, dialogSections, landingOf(plan, top[i]!.result.id, top[i]!.section)),
    );
    const landings = hits.map((hit) => hit.sections[0]?.url ?? hit.url);
    results.push({...c, landings, rank: rankOf(landings, c.expect)});
  }
  return results;
}

/**
 * Runs the relevance set (tests/search/relevance.json) through the portal's own ranking
 * (src/lib/search/engine.ts) against a locale's Pagefind index in Chromium, and scores it: hit@1,
 * hit@3 and mean reciprocal rank, for the tuned cases and the held-out cases apart. Shared by
 * tests/e2e/search-relevance.spec.ts and `npm run bench:search`.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page} from '@playwright/test';
import {planQuery, rank, type Lexicon, type Scored} from '../../src/lib/search/engine';

export interface RelevanceCase {
  readonly query: string;
  readonly page: string;
  readonly kind: string;
  readonly heldout?: boolean;
}

export type RelevanceSet = Readonly<Record<string, readonly RelevanceCase[]>>;

export const relevanceFile = join(process.cwd(), 'tests', 'search', 'relevance.json');

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
}

/** Pages of a locale's site, for the URL prefix check: `/es/…` for es, anything else for en. */
export const localePrefix = (locale: string): string => (locale === 'en' ? '' : `/${locale}`);

/**
 * Opens the locale's search page on `origin`, loads Pagefind as the portal does, and ranks every
 * case with the portal's engine and the locale's lexicon and vocabulary from `buildDir`; with
 * `pagefindOnly`, in Pagefind's own order instead (the baseline the engine is measured against).
 */
export async function runRelevance(
  page: Page,
  locale: string,
  cases: readonly RelevanceCase[],
  buildDir: string,
  {pagefindOnly = false}: {pagefindOnly?: boolean} = {},
): Promise<LocaleRelevance> {
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

  const results: CaseResult[] = [];
  for (const c of cases) {
    const ranked = pagefindOnly
      ? (await searcher.search(c.query)).map((result) => ({result}))
      : await rank(searcher, planQuery(c.query, lexicon), async () => vocabulary);
    const urls = await page.evaluate(
      (ids) => {
        const seen = (window as unknown as {relevanceResults: Map<string, {data(): Promise<{url: string}>}>})
          .relevanceResults;
        return Promise.all(ids.map(async (id) => (await seen.get(id)?.data())?.url ?? ''));
      },
      ranked.slice(0, 10).map((r) => r.result.id),
    );
    const rank1 = urls.indexOf(c.page) + 1;
    results.push({...c, rank: rank1, urls});
  }
  return {
    cases: results,
    tuned: score(results.filter((r) => !r.heldout).map((r) => r.rank)),
    heldout: score(results.filter((r) => r.heldout).map((r) => r.rank)),
  };
}

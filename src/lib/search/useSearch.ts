import {useEffect, useRef, useState} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {usePluralForm} from '@docusaurus/theme-common';
import {landingOf, planQuery, rank} from './engine';
import {fetchOnce, loadLexicon, loadPagefind, type PagefindResult} from './pagefind';
import {normalizeQuery, siteRootUrl, toHit, type SearchHit} from './query';
// The search dialog's and page's messages, out of the main bundle (src/plugins/lean-bundle/messages): both
// import this module, which registers them before either renders.
import searchMessages from '@generated/codeTranslations.json?messages=search';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';

registerMessages(searchMessages);

type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  readonly status: SearchStatus;
  /** The normalised query the hits belong to. */
  readonly query: string;
  readonly hits: readonly SearchHit[];
  /** Pages that matched, of which `hits` holds the first `limit`. */
  readonly total: number;
}

export interface SearchOptions {
  /** Pages whose data is loaded and shown. */
  readonly limit: number;
  /** Sections shown under each page. */
  readonly maxSections: number;
  /**
   * Wait this long after the last keystroke before searching. A query that grew by more than one
   * character at once (pasted, or typed while the dialog loaded and handed over) runs at once:
   * one more character suggests more keys are coming, several at once do not.
   */
  readonly debounceMs?: number;
}

const idle: SearchState = {status: 'idle', query: '', hits: [], total: 0};

/**
 * Resolves once the browser has painted the current frame: a task after the next animation frame.
 * A page in the background paints nothing, so it resolves after 100 ms at the latest.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }),
    );
  });
}

/** The words of a language's pages, for typo correction (scripts/build-search-index.ts). */
function loadVocabulary(siteRoot: string, lang: string): Promise<Record<string, number>> {
  return fetchOnce<Record<string, number>>(`${siteRoot}pagefind/mnemora-vocabulary.${lang.toLowerCase()}.json`);
}

/**
 * Searches the site's Pagefind index as the query changes. Loading starts on mount (the reader
 * has just opened the search), results of a stale query are dropped.
 */
export function useSearch(
  siteRoot: string,
  rawQuery: string,
  {limit, maxSections, debounceMs = 60}: SearchOptions,
): SearchState {
  const [state, setState] = useState<SearchState>(idle);
  const query = normalizeQuery(rawQuery);
  const lang = useHtmlLang();

  useEffect(() => {
    Promise.all([loadPagefind(siteRoot), loadLexicon(siteRoot, lang)]).catch(() =>
      setState((s) => ({...s, status: 'error'})),
    );
  }, [siteRoot, lang]);

  const previous = useRef('');

  useEffect(() => {
    if (query === '') {
      previous.current = '';
      // One state machine for the results: an emptied box ends the pending search and clears them.
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setState(idle);
      return undefined;
    }
    let stale = false;
    setState((s) => ({...s, status: 'loading'}));
    const delay = query.length - previous.current.length > 1 ? 0 : debounceMs;
    previous.current = query;
    const timer = setTimeout(async () => {
      try {
        const [pagefind, lexicon] = await Promise.all([loadPagefind(siteRoot), loadLexicon(siteRoot, lang)]);
        const searcher = {
          search: async (q: string): Promise<readonly PagefindResult[]> => (await pagefind.search(q))?.results ?? [],
        };
        const plan = planQuery(query, lexicon);
        const ranked = await rank(searcher, plan, () => loadVocabulary(siteRoot, lang));
        if (stale) return;
        const total = ranked.length;
        const [first, ...rest] = ranked.slice(0, limit);
        // Each result lands on the section whose heading names the query (the ranking's choice).
        const show = async (r: (typeof ranked)[number]): Promise<SearchHit> =>
          toHit(await r.result.data(), maxSections, landingOf(plan, r.result.id, r.section), query);
        // The best match shows as soon as its own fragment arrives; the others follow below it.
        const firstHits = first ? [await show(first)] : [];
        if (stale) return;
        if (rest.length === 0) {
          setState({status: 'ready', query, hits: firstHits, total});
          return;
        }
        setState((s) =>
          s.query === query && s.hits.length > 1 ? s : {status: 'ready', query, hits: firstHits, total},
        );
        // The others' fragments are fetched once the best match is on screen: fetched at once,
        // their loading and excerpts (Pagefind builds each in the page) held up its first paint.
        await afterNextPaint();
        if (stale) return;
        const others = await Promise.all(rest.map(show));
        if (stale) return;
        setState({status: 'ready', query, hits: [...firstHits, ...others], total});
      } catch {
        if (!stale) setState({status: 'error', query, hits: [], total: 0});
      }
    }, delay);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [siteRoot, lang, query, limit, maxSections, debounceMs]);

  return state;
}

/** `<html lang>` of the current locale (`es-ES`): Pagefind's index and the lexicon are per language. */
function useHtmlLang(): string {
  const {i18n} = useDocusaurusContext();
  return i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale;
}

/** The site root, where the single Pagefind bundle lives, for the current locale. */
export function useSiteRoot(): string {
  const {siteConfig, i18n} = useDocusaurusContext();
  return siteRootUrl(
    siteConfig.baseUrl,
    i18n.currentLocale,
    i18n.defaultLocale,
    i18n.localeConfigs[i18n.currentLocale]?.path,
  );
}

/** What the status line says (and screen readers announce) for a search state. */
export function useStatusText(state: SearchState): string {
  const {selectMessage} = usePluralForm();
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return translate({
        id: 'search.status.loading',
        message: 'Searching…',
        description: 'Status while the search runs',
      });
    case 'error':
      return translate({
        id: 'search.status.error',
        message: 'Search is not available right now. Reload the page and try again.',
        description: 'Status when the search index cannot be loaded',
      });
    case 'ready':
      return state.total === 0
        ? translate(
            {
              id: 'search.status.noResults',
              message: 'No results for “{query}”.',
              description: 'Status when nothing matches the query',
            },
            {query: state.query},
          )
        : selectMessage(
            state.total,
            translate(
              {
                id: 'search.status.resultCount',
                message: 'One page found|{count} pages found',
                description:
                  'Number of matching pages (pipe-separated plural forms, see https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html)',
              },
              {count: state.total},
            ),
          );
  }
}

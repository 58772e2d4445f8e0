/**
 * Loads the Pagefind client of the built site on demand. The bundle is written once, at the
 * site root (`/pagefind/`), by scripts/build-search-index.ts; Pagefind picks the index of the
 * page's `<html lang>` itself, so `/es/` pages search the Spanish pages only.
 *
 * The import is a plain browser `import()` of an absolute URL, left alone by the bundler
 * (`webpackIgnore`): nothing of Pagefind is in the site's JavaScript, and nothing is requested
 * until a reader opens the search.
 */
import type {Lexicon} from './engine';
import type {PagefindResultData} from './query';
// Also given to Pagefind's client when it is evaluated (scripts/build-search-index.ts,
// startOnImport), so its index starts loading before the dialog's own code runs. Result URLs are
// stored absolute (each page's canonical URL), so no prefix (`baseUrl` "/"); `excerptLength` is
// the words of context around a match in an excerpt; no web worker: searching an index this size
// takes a few milliseconds on the main thread, and Pagefind 1.6's worker would add its own 43 KB
// copy of the search code to what a reader downloads (1.5 has none).
import clientOptions from './pagefind-client-options.json';

export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindResultData>;
}

interface PagefindSearch {
  readonly results: readonly PagefindResult[];
  readonly unfilteredResultCount: number;
}

export interface Pagefind {
  options(options: {baseUrl?: string; excerptLength?: number; noWorker?: boolean}): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<PagefindSearch | null>;
  preload(term: string): Promise<void>;
}

let loading: Promise<Pagefind> | undefined;

/** The Pagefind client, loaded and initialised once per page load; retried after a failure. */
export function loadPagefind(siteRoot: string): Promise<Pagefind> {
  if (!loading) {
    const url = `${siteRoot}pagefind/pagefind.js`;
    loading = (async () => {
      const pagefind = (await import(/* webpackIgnore: true */ url)) as Pagefind;
      // The built client has already applied these and started (see the import above); given
      // again so a client without that start (the dev server's, an upgrade) is configured the same.
      await pagefind.options(clientOptions);
      // Starts loading the WebAssembly and the index metadata; resolves before they are in (a
      // search made meanwhile waits for them: scripts/build-search-index.ts, shortenInitPolling).
      await pagefind.init();
      return pagefind;
    })();
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

const json = new Map<string, Promise<unknown>>();

/** A JSON file of the search bundle, fetched once per page load; retried after a failure. */
export function fetchOnce<T>(url: string): Promise<T> {
  let found = json.get(url);
  if (!found) {
    found = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    });
    found.catch(() => json.delete(url));
    json.set(url, found);
  }
  return found as Promise<T>;
}

/**
 * The readers'-words data of one language (`<html lang>`, e.g. `es-ES`), written beside
 * Pagefind's files by scripts/build-search-index.ts. The lexicon comes with every search (the
 * navbar button starts loading it); the vocabulary once a query has a word that may be mistyped
 * (./engine.ts, rank), beside that query's searches.
 */
export function loadLexicon(siteRoot: string, lang: string): Promise<Lexicon> {
  return fetchOnce<Lexicon>(`${siteRoot}pagefind/mnemora-lexicon.${lang.toLowerCase()}.json`);
}

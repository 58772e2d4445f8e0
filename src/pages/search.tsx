import {useEffect, useState, type FormEvent, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Translate, {translate} from '@docusaurus/Translate';
import {useHistory, useLocation} from '@docusaurus/router';
import SearchResults from '@site/src/components/SearchResults';
import {normalizeQuery, queryFromSearch} from '@site/src/lib/search/query';
import {useSearch, useSiteRoot, useStatusText} from '@site/src/lib/search/useSearch';
import styles from './search.module.css';

/** Pages loaded per step of "Load more". */
const pageSize = 20;

/** `/search?q=…` (every locale): the full results of a query, shareable by URL. */
function SearchPageContent(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const siteRoot = useSiteRoot();
  // The query comes from the URL after hydration (the static HTML has no query).
  const [query, setQuery] = useState('');
  const [limit, setLimit] = useState(pageSize);
  const state = useSearch(siteRoot, query, {limit, maxSections: 5, debounceMs: 120});
  const status = useStatusText(state);

  useEffect(() => {
    const fromUrl = queryFromSearch(location.search);
    // Typing updates the URL after a pause; that must not rewrite what is being typed.
    // The URL is outside React (back/forward, a link to /search?q=…): the box follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setQuery((current) => (normalizeQuery(current) === fromUrl ? current : fromUrl));
  }, [location.search]);

  // Keep the URL in step with the input, without adding a history entry per keystroke.
  useEffect(() => {
    const q = normalizeQuery(query);
    if (q === queryFromSearch(location.search)) return undefined;
    const timer = setTimeout(() => history.replace({search: q === '' ? '' : `?q=${encodeURIComponent(q)}`}), 400);
    return () => clearTimeout(timer);
  }, [query, location.search, history]);

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const q = normalizeQuery(query);
    history.replace({search: q === '' ? '' : `?q=${encodeURIComponent(q)}`});
  }

  const label = translate({
    id: 'search.page.inputLabel',
    message: 'Search the documentation',
    description: 'Label of the input on the search results page',
  });
  return (
    <>
      <form role="search" className={styles.form} onSubmit={onSubmit} method="get">
        <label htmlFor="search-page-input" className={styles.label}>
          {label}
        </label>
        <input
          id="search-page-input"
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setLimit(pageSize);
          }}
          placeholder={translate({
            id: 'search.input.placeholder',
            message: 'Search the docs',
            description: 'Placeholder of the search input',
          })}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
      </form>
      <p className={styles.status} role="status" aria-live="polite">
        {state.status === 'idle' ? (
          <Translate id="search.page.prompt" description="Shown on the search page before a query is typed">
            Type a word or a phrase to search every page of the documentation.
          </Translate>
        ) : (
          status
        )}
      </p>
      <SearchResults hits={state.hits} />
      {state.status === 'ready' && state.total > state.hits.length && (
        <button
          type="button"
          className="button button--secondary margin-top--md"
          onClick={() => setLimit((l) => l + pageSize)}>
          <Translate id="search.page.loadMore" description="Button that shows more results on the search page">
            Show more results
          </Translate>
        </button>
      )}
    </>
  );
}

export default function SearchPage(): ReactNode {
  const title = translate({
    id: 'search.page.title',
    message: 'Search',
    description: 'Title of the search results page',
  });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'search.page.description',
        message: 'Search every page of the documentation.',
        description: 'Meta description of the search results page',
      })}>
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>{title}</h1>
        <SearchPageContent />
      </main>
    </Layout>
  );
}

import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import Highlight from '@site/src/components/SearchResults/Highlight';
import {dialogSections, flattenOptions, moveActive, searchPageUrl, type SearchHit} from '@site/src/lib/search/query';
import {useSearch, useSiteRoot, useStatusText} from '@site/src/lib/search/useSearch';
import {expectLanding} from '@site/src/lib/navigation/landing-focus';
import SearchIcon from './SearchIcon';
import frame from './styles.module.css';
import styles from './SearchModal.module.css';

export {warmSearch} from '@site/src/lib/search/warm';

type Props = {
  /** Closes the dialog; `restoreFocus` returns focus to the navbar button. */
  readonly onClose: (restoreFocus: boolean) => void;
  /** The input of the frame shown while this dialog loaded (./index.tsx): what the reader typed there is kept. */
  readonly pendingInput?: RefObject<HTMLInputElement | null>;
  /** Called once the dialog has answered a query (results, none, or an error). */
  readonly onAnswered?: () => void;
};

/** Pages shown in the dialog; the full results page shows them all. */
const dialogLimit = 8;

/** One result line: the option itself is the link (no interactive element nested in an option). */
function Option({
  id,
  url,
  active,
  onHover,
  onPick,
  children,
}: {
  id: string;
  url: string;
  active: boolean;
  onHover: (id: string) => void;
  onPick: (url: string) => void;
  children: ReactNode;
}): ReactNode {
  return (
    <Link
      id={id}
      role="option"
      aria-selected={active}
      to={url}
      autoAddBaseUrl={false}
      tabIndex={-1}
      className={styles.option}
      onMouseMove={() => onHover(id)}
      onClick={() => onPick(url)}>
      {children}
    </Link>
  );
}

function Options({
  hits,
  idPrefix,
  active,
  onHover,
  onPick,
}: {
  hits: readonly SearchHit[];
  idPrefix: string;
  active: string | undefined;
  onHover: (id: string) => void;
  onPick: (url: string) => void;
}): ReactNode {
  return hits.map((hit, h) => {
    const pageId = `${idPrefix}-${h}`;
    return (
      <div key={hit.url} role="group" aria-labelledby={`${pageId}-title`} className={styles.group}>
        <Option id={pageId} url={hit.url} active={active === pageId} onHover={onHover} onPick={onPick}>
          <span id={`${pageId}-title`} className={styles.pageTitle}>
            {hit.title}
          </span>
          {/* The section the result lands on has its own excerpt: the page's shows only without one. */}
          {hit.excerpt.length > 0 && hit.sections.length === 0 && (
            <Highlight parts={hit.excerpt} className={styles.excerpt} />
          )}
        </Option>
        {hit.sections.map((section, s) => {
          const id = `${pageId}-${s}`;
          return (
            <Option
              key={section.url}
              id={id}
              url={section.url}
              active={active === id}
              onHover={onHover}
              onPick={onPick}>
              <span className={`${styles.sectionTitle} ${styles.section}`}>{section.title}</span>
              <Highlight parts={section.excerpt} className={`${styles.excerpt} ${styles.section}`} />
            </Option>
          );
        })}
      </div>
    );
  });
}

/** The search dialog: an input (combobox) over a list of results grouped by page. */
export default function SearchModal({onClose, pendingInput, onAnswered}: Props): ReactNode {
  const siteRoot = useSiteRoot();
  const localeBase = useBaseUrl('/');
  const history = useHistory();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(() => pendingInput?.current?.value ?? '');
  const state = useSearch(siteRoot, query, {limit: dialogLimit, maxSections: dialogSections});
  const status = useStatusText(state);
  const idPrefix = `search-option${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const listId = `${idPrefix}-list`;
  const options = useMemo(() => flattenOptions(state.hits, idPrefix), [state.hits, idPrefix]);
  const [activeIndex, setActiveIndex] = useState(options.length > 0 ? 0 : -1);
  // New results make their first one active, in the same render (no frame with a stale option).
  // The rest of a query's results arrive below its best match (useSearch): a line the reader has
  // already moved to in the best match stays active.
  const [activeFor, setActiveFor] = useState({query: state.query, options});
  if (activeFor.options !== options) {
    setActiveFor({query: state.query, options});
    const kept = activeFor.query === state.query && activeFor.options[activeIndex]?.url === options[activeIndex]?.url;
    if (!kept || activeIndex < 0) setActiveIndex(options.length > 0 ? 0 : -1);
  }
  const active = options[activeIndex];

  useEffect(() => {
    if (state.status === 'ready' || state.status === 'error') onAnswered?.();
  }, [state.status, onAnswered]);

  // A layout effect: the dialog is modal and its input focused before the browser handles the
  // next key, so no keystroke falls between the loading frame and this dialog.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    if (!dialog.open) dialog.showModal();
    const input = inputRef.current;
    const pending = pendingInput?.current;
    if (input && pending) {
      // Keys typed after this dialog rendered but before it was shown are in the frame's input.
      if (pending.value !== input.value) setQuery(pending.value);
      input.value = pending.value;
      input.setSelectionRange(pending.selectionStart, pending.selectionEnd, pending.selectionDirection ?? undefined);
    }
    input?.focus();
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
    };
    // Once, on mount: the pending frame is gone after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, []);

  useEffect(() => {
    if (active) document.getElementById(active.id)?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const allResultsUrl = searchPageUrl(localeBase, query);

  /** Closes the dialog; the result's heading takes the focus once its page has rendered. */
  function pick(url: string): void {
    expectLanding(url);
    onClose(false);
  }

  function go(url: string): void {
    pick(url);
    history.push(url);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Escape') {
      // A search field would only clear itself on the first Escape: close at once instead.
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((current) => moveActive(current, event.key as 'ArrowDown' | 'ArrowUp', options.length));
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (active) go(active.url);
      else if (state.query !== '') {
        onClose(false);
        history.push(allResultsUrl);
      }
    }
  }

  const label = translate({
    id: 'search.modal.label',
    message: 'Search the documentation',
    description: 'Accessible name of the search modal and its input',
  });
  const hasResults = state.hits.length > 0;
  return (
    <dialog
      ref={dialogRef}
      className={frame.dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose(true);
      }}>
      <div className={frame.panel}>
        <div className={frame.bar}>
          <SearchIcon className={frame.barIcon} />
          <input
            ref={inputRef}
            className={frame.input}
            type="search"
            role="combobox"
            aria-label={label}
            aria-autocomplete="list"
            aria-expanded={hasResults}
            aria-controls={listId}
            aria-activedescendant={active?.id}
            placeholder={translate({
              id: 'search.input.placeholder',
              message: 'Search the docs',
              description: 'Placeholder of the search input',
            })}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={() => onClose(true)}>
            <Translate id="search.modal.close" description="Button that closes the search modal">
              Close
            </Translate>
          </button>
        </div>
        <div className={styles.status} role="status" aria-live="polite">
          {status}
        </div>
        {/* data-query: the query these results answer, which a test waits on before choosing one. */}
        <div id={listId} role="listbox" aria-label={label} data-query={state.query} className={styles.results}>
          <Options
            hits={state.hits}
            idPrefix={idPrefix}
            active={active?.id}
            onHover={(id) => setActiveIndex(options.findIndex((o) => o.id === id))}
            onPick={pick}
          />
        </div>
        <div className={styles.footer}>
          <span className={styles.hints} aria-hidden="true">
            <span>
              <kbd>↑</kbd>
              <kbd>↓</kbd>{' '}
              <Translate
                id="search.modal.hintNavigate"
                description="Keyboard hint in the search modal: arrow keys move through results">
                to navigate
              </Translate>
            </span>
            <span>
              <kbd>↵</kbd>{' '}
              <Translate
                id="search.modal.hintOpen"
                description="Keyboard hint in the search modal: Enter opens the selected result">
                to open
              </Translate>
            </span>
            <span>
              <kbd>
                <Translate
                  id="search.modal.escKey"
                  description="The Escape key as printed on keyboards of this language (French: Échap)">
                  Esc
                </Translate>
              </kbd>{' '}
              <Translate id="search.modal.hintClose" description="Keyboard hint in the search modal: Escape closes it">
                to close
              </Translate>
            </span>
          </span>
          {state.query !== '' && (
            <Link to={allResultsUrl} autoAddBaseUrl={false} className={styles.seeAll} onClick={() => onClose(false)}>
              <Translate id="search.modal.seeAll" description="Link from the search modal to the full results page">
                See all results
              </Translate>
            </Link>
          )}
        </div>
      </div>
    </dialog>
  );
}

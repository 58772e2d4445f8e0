import {useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {opensSearch} from '@site/src/lib/search/shortcut';
import {siteRootUrl} from '@site/src/lib/search/site-root';
import {holdFirstInteractionWork} from '@site/src/plugins/lean-bundle/first-interaction';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

/**
 * The navbar search (`{type: 'search'}` in config/navbar.ts): a button and the shortcut listener
 * (Ctrl/Cmd+K, and `/` when not typing). Everything else — the dialog's results, its styles,
 * Pagefind and the index — loads only when the reader shows they want to search: pointer over
 * or focus on the button starts the download, opening it starts it at the latest.
 */
type SearchModalModule = typeof import('./SearchModal');
type SearchModalComponent = SearchModalModule['default'];

/** The dialog's component once its chunk has loaded in this page (pointing at the button loads it). */
let loadedModal: SearchModalComponent | undefined;

const loadModal = (): Promise<SearchModalModule> =>
  import('./SearchModal').then((module) => {
    loadedModal = module.default;
    return module;
  });

/**
 * The dialog's component once its chunk has loaded. Not `React.lazy` in a `<Suspense>`: React
 * keeps a fallback on screen for at least 300 ms once it has shown it, so the loaded dialog (and
 * with it the first results) would wait for that timer; here it replaces the pending frame in
 * the render after its chunk arrives. When the chunk is already in (the reader pointed at the
 * button first), the dialog renders at once: no pending frame shown, closed and replaced.
 */
function useLoadedModal(wanted: boolean): SearchModalComponent | undefined {
  // `loadedModal` holds the component; this state only renders again once it has arrived.
  const [, setArrived] = useState(false);
  useEffect(() => {
    if (!wanted || loadedModal) return undefined;
    let live = true;
    loadModal().then(
      () => {
        if (live) setArrived(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return wanted ? loadedModal : undefined;
}

/** How long after the search's first answer the page's held first-interaction work starts. */
const settleAfterAnswerMs = 1000;

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform ?? nav.platform ?? '');
}

/**
 * What the reader sees while the dialog's code loads: the same frame with a focused input, open
 * from the very event that opened the search, so every key typed from then on lands in the input
 * (not in the page behind it). The dialog takes over what was typed here when it mounts.
 */
function PendingSearch({
  inputRef,
  label,
  onClose,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  label: string;
  onClose: (restoreFocus: boolean) => void;
}): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, [inputRef]);
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose(true);
      }}>
      <div className={styles.panel}>
        <div className={styles.bar}>
          <SearchIcon className={styles.barIcon} />
          <input
            ref={inputRef}
            className={styles.input}
            type="search"
            aria-label={label}
            autoComplete="off"
            spellCheck={false}
          />
        </div>
      </div>
    </dialog>
  );
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pendingInputRef = useRef<HTMLInputElement>(null);
  const {siteConfig, i18n} = useDocusaurusContext();
  const SearchModal = useLoadedModal(open);

  // Until the search has closed, or a moment after its first results, the page's heavy
  // first-interaction work waits (src/plugins/lean-bundle/first-interaction.ts): evaluated as the
  // results appear, it would hold the main thread while the reader reads them or types on.
  const settle = useRef<() => void>(undefined);
  const settled = useCallback(() => settle.current?.(), []);
  const answered = useCallback(() => void setTimeout(settled, settleAfterAnswerMs), [settled]);
  // The dialog's chunk and, side by side with it, Pagefind's client (the browser keeps one
  // instance per URL, so the dialog's own import finds it evaluated); once the chunk is in,
  // Pagefind's init with the locale's index metadata, and the locale's lexicon. A failure here is
  // reported by the dialog when it searches.
  const warm = useCallback(() => {
    if (!settle.current) {
      let resolve: () => void = () => undefined;
      holdFirstInteractionWork(new Promise<void>((r) => (resolve = r)));
      settle.current = resolve;
    }
    const root = siteRootUrl(
      siteConfig.baseUrl,
      i18n.currentLocale,
      i18n.defaultLocale,
      i18n.localeConfigs[i18n.currentLocale]?.path,
    );
    import(/* webpackIgnore: true */ `${root}pagefind/pagefind.js`).catch(() => undefined);
    loadModal().then(
      ({warmSearch}) => warmSearch(siteConfig.baseUrl, i18n),
      () => undefined,
    );
  }, [siteConfig.baseUrl, i18n]);

  useEffect(() => {
    // The platform is known in the browser only: the server and the first render say Ctrl.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    setApple(isApplePlatform());
    function onKeyDown(event: KeyboardEvent): void {
      const {key, ctrlKey, metaKey, altKey, isComposing, defaultPrevented} = event;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!opensSearch({key, ctrlKey, metaKey, altKey, isComposing, defaultPrevented, target})) return;
      event.preventDefault();
      warm();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [warm]);

  const close = useCallback(
    (restoreFocus: boolean) => {
      setOpen(false);
      settled();
      // After the dialog is gone: while it is open, everything behind it is inert.
      if (restoreFocus) requestAnimationFrame(() => buttonRef.current?.focus());
    },
    [settled],
  );

  const label = translate({
    id: 'search.button.label',
    message: 'Search',
    description: 'Label of the search button in the navbar',
  });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => {
          warm();
          setOpen(true);
        }}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>{label}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {apple
            ? '⌘'
            : translate({
                id: 'search.button.ctrlKey',
                message: 'Ctrl',
                description:
                  'The Control key as printed on keyboards of this language (German: Strg), before K in the search shortcut',
              })}{' '}
          K
        </kbd>
      </button>
      {open &&
        (SearchModal ? (
          // A module's component loaded on demand and kept (`loadedModal`), not one made here.
          // eslint-disable-next-line react-hooks/static-components -- see above
          <SearchModal onClose={close} pendingInput={pendingInputRef} onAnswered={answered} />
        ) : (
          <PendingSearch inputRef={pendingInputRef} label={label} onClose={close} />
        ))}
    </>
  );
}

import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {opensSearch} from '@site/src/lib/search/shortcut';
import SearchIcon from './SearchIcon';
import styles from './styles.module.css';

/**
 * The navbar search (`{type: 'search'}` in config/navbar.ts): a button and the shortcut listener
 * (Ctrl/Cmd+K, and `/` when not typing). Everything else — the dialog, its styles, Pagefind and
 * the index — loads only when the reader opens the search.
 */
const SearchModal = lazy(() => import('./SearchModal'));

function isApplePlatform(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  return /mac|iphone|ipad|ipod/i.test(nav.userAgentData?.platform ?? nav.platform ?? '');
}

export default function SearchBar(): ReactNode {
  const [open, setOpen] = useState(false);
  const [apple, setApple] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setApple(isApplePlatform());
    function onKeyDown(event: KeyboardEvent): void {
      const {key, ctrlKey, metaKey, altKey, isComposing, defaultPrevented} = event;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (!opensSearch({key, ctrlKey, metaKey, altKey, isComposing, defaultPrevented, target})) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    // After the dialog is gone: while it is open, everything behind it is inert.
    if (restoreFocus) requestAnimationFrame(() => buttonRef.current?.focus());
  }, []);

  const label = translate({id: 'search.button.label', message: 'Search', description: 'Label of the search button in the navbar'});
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts={apple ? 'Meta+K /' : 'Control+K /'}
        onClick={() => setOpen(true)}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>{label}</span>
        <kbd className={styles.kbd} aria-hidden="true">
          {apple ? '⌘' : 'Ctrl'} K
        </kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchModal onClose={close} />
        </Suspense>
      )}
    </>
  );
}

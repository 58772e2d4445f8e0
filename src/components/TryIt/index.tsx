/**
 * The "Try it" button of an API reference operation, and the request console it opens. The
 * console (./Console.tsx, with the operation model and the compiled validators it imports) is a
 * lazy chunk: no page downloads it on first load; pointing at or focusing the button starts the
 * download, so it is usually there by the click. Closing the console gives focus back to the
 * button.
 */
import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import styles from './styles.module.css';

const loadConsole = () => import('./Console');
const Console = lazy(loadConsole);

export default function TryIt({anchor, method, path}: {anchor: string; method: string; path: string}): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadConsole();
  const label = translate({id: 'apiReference.tryIt', message: 'Try it'});
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        aria-label={`${label}: ${method.toUpperCase()} ${path}`}
        data-try-it={anchor}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={() => setOpen(true)}>
        {label}
      </button>
      {open && (
        <Suspense
          fallback={
            <span role="status" className={styles.loading}>
              {translate({id: 'apiReference.tryItLoading', message: 'Opening the request console…'})}
            </span>
          }>
          <Console
            anchor={anchor}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * The "Try it" button of an API operation, and the request console it opens. The console
 * (./Console.tsx, with the operation model and the compiled validators it imports) is a lazy
 * chunk: no page downloads it on first load; pointing at or focusing the button starts the
 * download, so it is usually there by the click. Closing the console gives focus back to the
 * button. The reference renders one per operation; concept pages place one by operation id
 * (./Standalone.tsx).
 */
import {lazy, Suspense, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
// The button's messages travel with the button, so they are translated wherever it is placed
// (a reference page or a concept page), and not in pages that have none (src/plugins/lean-bundle/messages).
import buttonMessages from '@generated/codeTranslations.json?messages=tryItButton';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import type {RequestSample} from '@site/src/lib/try-it/request';
import styles from './styles.module.css';

registerMessages(buttonMessages);

const loadConsole = () => import('./Console');
const Console = lazy(loadConsole);

export default function TryIt({
  anchor,
  method,
  path,
  sample,
  className,
}: {
  anchor: string;
  method: string;
  path: string;
  /** The page's sample the button sits under: the console starts from its request. */
  sample?: RequestSample;
  className?: string;
}): ReactNode {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const warm = () => void loadConsole();
  const label = translate({id: 'tryItButton.label', message: 'Try it'});
  return (
    <>
      <button
        ref={button}
        type="button"
        className={clsx(styles.open, className)}
        aria-haspopup="dialog"
        aria-label={translate(
          {id: 'tryItButton.ariaLabel', message: 'Try it: {operation}'},
          {operation: `${method.toUpperCase()} ${path}`},
        )}
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
              {translate({id: 'tryItButton.loading', message: 'Opening the request console…'})}
            </span>
          }>
          <Console
            anchor={anchor}
            sample={sample}
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

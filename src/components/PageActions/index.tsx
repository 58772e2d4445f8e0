import {useEffect, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {copyMarkdown} from './copyMarkdown';
import styles from './styles.module.css';

type Props = {
  /** Site-relative URL of the page's Markdown twin (`/es/api/search.md`). */
  readonly twinPath: string;
};

/**
 * Assistants a reader can hand the page to. Plain links: the only thing they carry is the URL
 * of the page's Markdown twin, and they reach the third party only when the reader clicks.
 */
const assistants = [
  {name: 'ChatGPT', url: (pageUrl: string) => `https://chatgpt.com/?q=${encodeURIComponent(pageUrl)}`},
  {name: 'Claude', url: (pageUrl: string) => `https://claude.ai/new?q=${encodeURIComponent(pageUrl)}`},
] as const;

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

function statusText(state: CopyState): string {
  switch (state) {
    case 'idle':
    case 'copying':
      return '';
    case 'copied':
      return translate({
        id: 'pageActions.copied',
        message: 'Markdown copied to the clipboard.',
        description: 'Status after the page was copied as Markdown',
      });
    case 'failed':
      return translate({
        id: 'pageActions.copyFailed',
        message: 'Could not copy. Open “View as Markdown” and copy it from there.',
        description: 'Status when copying the page as Markdown failed',
      });
  }
}

/**
 * "Copy page", "View as Markdown" and "Open in …" for the current docs page: a row of buttons on
 * wide screens; on phones, where the row wrapped into three uneven lines above the title, one
 * "Page actions" button opens them as a list. The list is a native popover (`popovertarget`):
 * the browser opens and closes it, closes it on Escape or a tap elsewhere, returns focus to the
 * button and tells assistive technology whether the list is open (an `aria-expanded` of ours
 * would be a second, conflicting source, which HTML does not allow beside `popovertarget`), so
 * it costs no script. styles.module.css
 * shows the list inline, and the button not at all, above 576 px, without JavaScript and in
 * browsers without popovers.
 */
/** One set of page actions per page (above the docs content), so one fixed id. */
const listId = 'mnemora-page-actions';

export default function PageActions({twinPath}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const twinUrl = `${siteConfig.url}${twinPath}`;
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('idle'), 5000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy(): Promise<void> {
    if (state === 'copying') return;
    setState('copying');
    try {
      await copyMarkdown(twinPath);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div
      className={styles.actions}
      role="group"
      aria-label={translate({
        id: 'pageActions.label',
        message: 'Page actions',
        description: 'Accessible name of the row of actions above a docs page',
      })}
      data-pagefind-ignore="all"
      // Actions for a person in a browser, which the Markdown twin has no use for: agents'
      // checkers that compare a page with its twin leave out what is marked so.
      data-markdown-ignore="">
      <button type="button" className={`${styles.action} ${styles.toggle}`} popoverTarget={listId}>
        <Translate id="pageActions.menu" description="Button that opens the list of page actions on phones">
          Page actions
        </Translate>
      </button>
      <div id={listId} className={styles.list} popover="auto">
        <button type="button" className={styles.action} onClick={copy} aria-disabled={state === 'copying'}>
          <Translate id="pageActions.copy" description="Button that copies the docs page as Markdown">
            Copy page as Markdown
          </Translate>
        </button>
        <a className={styles.action} href={twinPath} type="text/markdown">
          <Translate id="pageActions.view" description="Link to the Markdown version of the docs page">
            View as Markdown
          </Translate>
        </a>
        {assistants.map(({name, url}) => (
          <a key={name} className={styles.action} href={url(twinUrl)} target="_blank" rel="noopener noreferrer">
            <Translate
              id="pageActions.openIn"
              description="Link that opens the docs page in an AI assistant"
              values={{assistant: name}}>
              {'Open in {assistant}'}
            </Translate>
          </a>
        ))}
      </div>
      <span
        className={state === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}
        role="status"
        aria-live="polite">
        {statusText(state)}
      </span>
    </div>
  );
}

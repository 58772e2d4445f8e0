/**
 * The table of contents of a reference page (the endpoint pages, the error codes) as a bar that
 * stays at the top of the content instead of a column beside it: the operations and their
 * examples need the width, and the reader still needs to jump from one operation to another
 * from wherever they are. src/remark/api-reference.ts puts it at the top of every page with an
 * `<ApiReference>`; it shows only when the page hides Docusaurus's own table of contents
 * (`hide_table_of_contents: true` in its front matter), and lists the same headings (the site's
 * `tableOfContents` levels), each operation with its method badge.
 *
 * It is a native `<details>`: without JavaScript the list opens and its links work. With
 * JavaScript the bar names the section being read, and the list closes when a link is chosen,
 * on Escape and on a click outside it.
 */
import {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {useThemeConfig} from '@docusaurus/theme-common';
import {ApiMethod} from './Method';
import styles from './navigator.module.css';

/** How far below the bar's bottom edge a heading still counts as the one being read, in px. */
const READING_SLACK = 16;

/** The headings' ids from the last one above `line` (viewport px), or undefined above the first. */
function headingAbove(ids: readonly string[], line: number): string | undefined {
  let found: string | undefined;
  for (const id of ids) {
    const heading = document.getElementById(id);
    if (!heading) continue;
    if (heading.getBoundingClientRect().top > line) break;
    found = id;
  }
  return found;
}

export function ApiPageNavigator({methods = {}}: {methods?: Record<string, string>}): ReactNode {
  const {toc, frontMatter} = useDoc();
  const {tableOfContents} = useThemeConfig();
  const shown = frontMatter.hide_table_of_contents === true;
  const items = toc.filter(
    (item) => item.level >= tableOfContents.minHeadingLevel && item.level <= tableOfContents.maxHeadingLevel,
  );
  const ids = items.map((item) => item.id);
  const idsKey = ids.join(' ');
  const [current, setCurrent] = useState<string>();
  const nav = useRef<HTMLElement>(null);
  const details = useRef<HTMLDetailsElement>(null);

  // The section being read: the last heading above the bar's lower edge, as the reader scrolls.
  useEffect(() => {
    if (!shown) return undefined;
    const list = idsKey.split(' ');
    let frame = 0;
    const update = () => {
      frame = 0;
      const bottom = nav.current?.getBoundingClientRect().bottom ?? 0;
      setCurrent(headingAbove(list, bottom + READING_SLACK));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, {passive: true});
    window.addEventListener('hashchange', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('hashchange', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [shown, idsKey]);

  // An open list closes on Escape (focus back on its summary) and on a click outside it.
  useEffect(() => {
    if (!shown) return undefined;
    const close = (event: Event) => {
      const element = details.current;
      if (!element?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        element.open = false;
        element.querySelector('summary')?.focus();
        return;
      }
      if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [shown]);

  if (!shown || items.length === 0) return null;
  const currentItem = items.find((item) => item.id === current);
  const label = translate({
    id: 'theme.TOCCollapsible.toggleButtonLabel',
    message: 'On this page',
    description: 'The label used by the button on the collapsible TOC component',
  });
  return (
    <nav ref={nav} className={styles.navigator} aria-label={label} data-api-navigator="" data-pagefind-ignore="all">
      <details ref={details} className={styles.details}>
        <summary className={styles.summary}>
          <span className={styles.label}>{label}</span>
          {currentItem && (
            <span
              className={styles.current}
              data-api-navigator-current={currentItem.id}
              // The heading's own markup, as Docusaurus's table of contents shows it.
              dangerouslySetInnerHTML={{__html: currentItem.value}}
            />
          )}
        </summary>
        <ul
          className={styles.list}
          onClick={(event) => {
            if ((event.target as Element).closest('a') && details.current) details.current.open = false;
          }}>
          {items.map((item) => {
            const method = methods[item.id];
            return (
              <li key={item.id} className={clsx(item.level > tableOfContents.minHeadingLevel && styles.nested)}>
                <a href={`#${item.id}`} aria-current={item.id === current ? 'location' : undefined}>
                  {method && <ApiMethod method={method} />}
                  <span dangerouslySetInnerHTML={{__html: item.value}} />
                </a>
              </li>
            );
          })}
        </ul>
      </details>
    </nav>
  );
}

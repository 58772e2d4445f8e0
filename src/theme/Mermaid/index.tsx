/**
 * Replaces theme-mermaid's diagram so Mermaid (~180 KB of compressed JS, plus a long render on the
 * main thread) loads only when a diagram comes near the screen, not on every page load that has
 * one further down; the diagram's component (./Diagram.tsx: the site's colours, the legibility
 * frame, the full-screen view) is a lazy chunk too. Without JavaScript the diagram's source is
 * shown instead of nothing.
 *
 * A diagram can finish rendering after the reader has jumped past it (a table-of-contents click
 * while Mermaid loads). Growing then, from the room kept for it to its real height (1,000 px and
 * more for a tall flowchart), it would push the heading the reader went to down the page, and
 * Chromium's scroll anchoring makes up for that only some of the time. So a slot that leaves the
 * screen keeps the height it had while it is off screen, and takes its diagram's height when it
 * comes back near the screen.
 */
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType>;

// The diagram's component too is fetched only when a diagram comes near the screen.
const Mermaid = lazy(() => import('./Diagram'));

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // The slot's height while it is off screen, once its diagram has started to load.
  const [held, setHeld] = useState<number>();

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    let loading = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (!entry) return;
        if (entry.isIntersecting) {
          loading = true;
          setNear(true);
          setHeld(undefined);
        } else if (loading) {
          setHeld((current) => current ?? element.offsetHeight);
        }
      },
      {rootMargin: '0px 0px 50px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={slot}
      className={near ? `mnemora-mermaid-slot ${styles.slot}` : `mnemora-mermaid-slot ${styles.slot} ${styles.pending}`}
      style={held === undefined ? undefined : {height: held, overflow: 'clip'}}>
      {near ? (
        <Suspense fallback={<div className={styles.pending} />}>
          <Mermaid value={props.value} />
        </Suspense>
      ) : (
        <noscript>
          <pre className={styles.source}>{props.value}</pre>
        </noscript>
      )}
    </div>
  );
}

/**
 * Replaces theme-mermaid's diagram so Mermaid (~180 KB of compressed JS, plus a long render on the
 * main thread) loads only when a diagram comes near the screen, not on every page load that has
 * one further down; the diagram's component (./Diagram.tsx: the site's colours, the legibility
 * frame, the full-screen view) is a lazy chunk too. Without JavaScript the diagram's source is
 * shown instead of nothing.
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

  useEffect(() => {
    const element = slot.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      {rootMargin: '0px 0px 50px 0px'},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={slot} className={near ? 'mnemora-mermaid-slot' : `mnemora-mermaid-slot ${styles.pending}`}>
      {near ? (
        <Suspense fallback={null}>
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

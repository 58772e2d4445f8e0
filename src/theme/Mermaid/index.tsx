/**
 * Replaces theme-mermaid's diagram so Mermaid (~180 KB of compressed JS, plus a long render on the
 * main thread) loads only when a diagram comes near the screen, not on every page load that has
 * one further down; the diagram's component (./Diagram.tsx: the site's colours, the legibility
 * frame, the full-screen view) is a lazy chunk too. Without JavaScript the diagram's source is
 * shown instead of nothing.
 *
 * The slot keeps the diagram's exact room from the first paint (./README.md): the build hands it
 * the size Mermaid draws the diagram at (`drawn`, from ./sizes.json), and the room and the drawn
 * diagram are laid out by the same rules (./styles.module.css), so drawing moves nothing.
 *
 * A diagram without a known size (a new one, before scripts/measure-diagrams.ts has measured it)
 * can finish rendering after the reader has jumped past it. Growing then, from the room kept for
 * it to its real height, it would push the heading the reader went to down the page, and
 * Chromium's scroll anchoring makes up for that only some of the time. So a slot that leaves the
 * screen keeps the height it had while it is off screen, and takes its diagram's height when it
 * comes back near the screen.
 */
import {lazy, Suspense, useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode} from 'react';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {drawnProperties, parseDrawn} from './legibility';
import styles from './styles.module.css';

type Props = WrapperProps<typeof MermaidType> & {
  /** The source's hash (src/remark/diagram-sizes.ts). */
  diagram?: string;
  /** "width height label": the size Mermaid draws the diagram at, when it has been measured. */
  drawn?: string;
};

// The diagram's component too is fetched only when a diagram comes near the screen.
const Mermaid = lazy(() => import('./Diagram'));

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  // The slot's height while it is off screen, once its diagram has started to load.
  const [held, setHeld] = useState<number>();
  const drawn = useMemo(() => parseDrawn(props.drawn), [props.drawn]);

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

  const style: CSSProperties = {
    ...(drawn && (drawnProperties(drawn) as CSSProperties)),
    ...(held !== undefined && {height: held, overflow: 'clip'}),
  };
  // The room the diagram will take: its frame and, when it is shown smaller than drawn, its toolbar.
  const room = drawn ? (
    <div className={styles.room} aria-hidden="true">
      <div className={styles.drawing} />
    </div>
  ) : (
    <div className={styles.pending} />
  );

  return (
    <div
      ref={slot}
      className={`mnemora-mermaid-slot ${styles.slot}`}
      data-diagram={props.diagram}
      style={Object.keys(style).length > 0 ? style : undefined}>
      {near ? (
        <Suspense fallback={room}>
          <Mermaid value={props.value} drawn={drawn} room={room} />
        </Suspense>
      ) : (
        <>
          {room}
          <noscript>
            <pre className={styles.source}>{props.value}</pre>
          </noscript>
        </>
      )}
    </div>
  );
}

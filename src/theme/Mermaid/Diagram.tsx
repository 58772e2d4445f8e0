/**
 * A rendered Mermaid diagram in the site's colours (./palette.ts), kept legible on narrow screens.
 * This whole module is a lazy chunk (see ./index.tsx): pages without a diagram never load it.
 *
 * Mermaid scales a diagram down to its column, which on a phone left wide diagrams with labels a
 * few pixels tall. The diagram shrinks only as far as its smallest label stays `minLabelPx` high;
 * below that it keeps that size in a frame that scrolls sideways, with a visible cue. Its width is
 * set by the stylesheet (./styles.module.css) from the size Mermaid draws it at, the same rules
 * by which its slot kept its room before it drew (./index.tsx). Whenever a diagram is shown
 * smaller than drawn, "Enlarge" opens it full screen at full size, where it can be panned (drag,
 * scroll, arrow keys) and zoomed; Escape or "Close" returns to the button.
 */
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type PointerEvent,
  type ReactNode,
} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ErrorBoundaryErrorMessageFallback, useColorMode} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import {translate} from '@docusaurus/Translate';
// The diagram's messages are out of the main bundle (src/plugins/lean-bundle/messages).
import diagramMessages from '@generated/codeTranslations.json?messages=diagram';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {diagramConfig, labelFontPx, type MermaidConfig} from './palette';
import {drawnProperties, type Drawn} from './legibility';
import {keepHyphenatedWords, labelSelector} from './labels';
import layout from './styles.module.css';
import styles from './diagram.module.css';

registerMessages(diagramMessages);

const zoomSteps = [0.5, 0.75, 1, 1.5, 2, 3];

type RenderResult = NonNullable<ReturnType<typeof useMermaidRenderResult>>;

interface Props {
  value: string;
  /** The size Mermaid draws the diagram at, as measured (./sizes.json), when it is known. */
  drawn?: Drawn;
  /** What holds the diagram's room until it has drawn: the slot's (./index.tsx). */
  room: ReactNode;
}

export default function Diagram(props: Props): ReactNode {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <Themed {...props} />
    </ErrorBoundary>
  );
}

/**
 * Reads the colour tokens once the page shows the colour mode being rendered: the colour mode
 * provider sets `data-theme` in an effect of its own, which runs after this component's effects.
 */
function Themed({value, drawn, room}: Props): ReactNode {
  const {colorMode} = useColorMode();
  const [config, setConfig] = useState<MermaidConfig | null>(null);
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    let tries = 0;
    const read = () => {
      if (root.dataset.theme !== colorMode && tries++ < 10) {
        frame = requestAnimationFrame(read);
        return;
      }
      try {
        setConfig(diagramConfig(root, colorMode === 'dark'));
      } catch (error) {
        // Shown by the error boundary rather than lost in an effect.
        setConfig(() => {
          throw error;
        });
      }
    };
    read();
    return () => cancelAnimationFrame(frame);
  }, [colorMode]);
  return config ? <Rendered value={value} config={config} drawn={drawn} room={room} /> : room;
}

function Rendered({value, config, drawn, room}: Props & {config: MermaidConfig}): ReactNode {
  const text = useMemo(() => keepHyphenatedWords(value), [value]);
  const result = useMermaidRenderResult({text, config});
  return result ? <Framed result={result} drawn={drawn} /> : room;
}

/** The smallest computed font size of the diagram's labels, in the diagram's own units. */
function smallestLabel(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const label of svg.querySelectorAll(labelSelector)) {
    if (!label.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(label).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return Number.isFinite(smallest) ? smallest : labelFontPx;
}

function Framed({result, drawn}: {result: RenderResult; drawn?: Drawn}): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const enlarge = useRef<HTMLButtonElement>(null);
  // The size the layout is computed from: the measured one the slot has, or this drawing's own.
  const [own, setOwn] = useState<Drawn>();
  const size = drawn ?? own;
  const [state, setState] = useState({scrolls: false, shrunk: false});
  const [open, setOpen] = useState(false);
  // One object per SVG: React 19 writes `dangerouslySetInnerHTML` again whenever the object
  // changes, which would replace the SVG at every re-render.
  const html = useMemo(() => ({__html: result.svg}), [result.svg]);

  useLayoutEffect(() => {
    const element = frame.current;
    const svg = element?.querySelector('svg');
    if (!element || !svg) return undefined;
    result.bindFunctions?.(element);
    if (!drawn) {
      const box = svg.viewBox.baseVal;
      const bounds = svg.getBoundingClientRect();
      setOwn({width: box?.width || bounds.width, height: box?.height || bounds.height, label: smallestLabel(svg)});
    }
    return undefined;
  }, [result, drawn]);

  useLayoutEffect(() => {
    const element = frame.current;
    const svg = element?.querySelector('svg');
    if (!element || !svg || !size) return undefined;
    // The stylesheet sets the width; the toolbar follows from it (./styles.module.css).
    const measure = () => {
      const shown = svg.getBoundingClientRect().width;
      const next = {scrolls: shown > element.clientWidth + 0.5, shrunk: size.width - shown > 0.05};
      setState((old) => (old.scrolls === next.scrolls && old.shrunk === next.shrunk ? old : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [result, size]);

  return (
    <figure className={layout.figure} style={drawn || !own ? undefined : (drawnProperties(own) as CSSProperties)}>
      <div
        ref={frame}
        className={`${MermaidContainerClassName} ${layout.frame} ${styles.frame}`}
        data-scrolls={state.scrolls ? 'true' : undefined}
        // The frame scrolls only when the diagram is wider than it: then keyboard users can reach it.
        tabIndex={state.scrolls ? 0 : undefined}
        role={state.scrolls ? 'region' : undefined}
        aria-label={
          state.scrolls
            ? translate({
                id: 'mnemora.diagram.frameLabel',
                message: 'Diagram, scrolls sideways',
                description: 'Accessible name of a diagram frame that scrolls horizontally',
              })
            : undefined
        }
        dangerouslySetInnerHTML={html}
      />
      {state.shrunk && (
        <figcaption className={styles.toolbar}>
          {state.scrolls && (
            <span className={styles.cue}>
              <span aria-hidden="true">⟷ </span>
              {translate({
                id: 'mnemora.diagram.scrollCue',
                message: 'Scroll sideways to see the whole diagram',
                description: 'Hint under a diagram too wide for the screen',
              })}
            </span>
          )}
          <button
            ref={enlarge}
            type="button"
            className={`button button--sm button--outline button--primary ${styles.enlarge}`}
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}>
            {translate({
              id: 'mnemora.diagram.enlarge',
              message: 'Enlarge',
              description: 'Button that opens a diagram full screen',
            })}
          </button>
        </figcaption>
      )}
      {open && (
        <FullView
          svg={result.svg}
          width={size?.width ?? 0}
          onClose={() => {
            setOpen(false);
            enlarge.current?.focus();
          }}
        />
      )}
    </figure>
  );
}

/** The same SVG with its ids renamed, so its styles and arrowheads do not collide with the page's copy. */
function withOwnIds(svg: string): string {
  const id = /<svg[^>]*\sid="([^"]+)"/.exec(svg)?.[1];
  return id ? svg.split(id).join(`${id}-full`) : svg;
}

function FullView({svg, width, onClose}: {svg: string; width: number; onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const pan = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const drag = useRef<{x: number; y: number; left: number; top: number} | null>(null);
  const [step, setStep] = useState(zoomSteps.indexOf(1));
  // The zoom level as the reader's language writes a percentage (150 %, 150%).
  const {i18n} = useDocusaurusContext();
  const percent = useMemo(
    () =>
      new Intl.NumberFormat(i18n.localeConfigs[i18n.currentLocale]?.htmlLang ?? i18n.currentLocale, {style: 'percent'}),
    [i18n],
  );
  const markup = useMemo(() => ({__html: withOwnIds(svg)}), [svg]);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The dialog would focus its first button (zoom out); Close is where a reader expects to start.
    close.current?.focus();
    return () => element?.close();
  }, []);

  const startDrag = (event: PointerEvent<HTMLDivElement>) => {
    // Touch pans natively; a mouse drags the view.
    if (event.pointerType !== 'mouse' || !pan.current) return;
    drag.current = {x: event.clientX, y: event.clientY, left: pan.current.scrollLeft, top: pan.current.scrollTop};
    pan.current.setPointerCapture(event.pointerId);
  };
  const moveDrag = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || !pan.current) return;
    pan.current.scrollLeft = drag.current.left - (event.clientX - drag.current.x);
    pan.current.scrollTop = drag.current.top - (event.clientY - drag.current.y);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={translate({
        id: 'mnemora.diagram.fullViewLabel',
        message: 'Diagram, full screen',
        description: 'Accessible name of the full-screen view of a diagram',
      })}
      onClose={onClose}>
      <div className={styles.bar}>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={step === 0}
          onClick={() => setStep((s) => Math.max(0, s - 1))}>
          {translate({
            id: 'mnemora.diagram.zoomOut',
            message: 'Zoom out',
            description: 'Button of the full-screen diagram view',
          })}
        </button>
        <output className={styles.zoom}>{percent.format(zoomSteps[step]!)}</output>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={step === zoomSteps.length - 1}
          onClick={() => setStep((s) => Math.min(zoomSteps.length - 1, s + 1))}>
          {translate({
            id: 'mnemora.diagram.zoomIn',
            message: 'Zoom in',
            description: 'Button of the full-screen diagram view',
          })}
        </button>
        <button
          ref={close}
          type="button"
          className={`button button--sm button--primary ${styles.close}`}
          onClick={() => dialog.current?.close()}>
          {translate({
            id: 'mnemora.diagram.close',
            message: 'Close',
            description: 'Button that closes the full-screen diagram view',
          })}
        </button>
      </div>
      <div
        ref={pan}
        className={styles.pan}
        tabIndex={0}
        role="region"
        aria-label={translate({
          id: 'mnemora.diagram.panLabel',
          message: 'Diagram: drag, scroll or use the arrow keys to move around',
          description:
            'Accessible name of the area of the full-screen diagram view that moves by drag, scroll or arrow keys',
        })}
        onPointerDown={startDrag}
        onPointerMove={moveDrag}
        onPointerUp={() => (drag.current = null)}
        onPointerCancel={() => (drag.current = null)}>
        <div
          className={`${MermaidContainerClassName} ${styles.canvas}`}
          style={{width: `${Math.round(width * zoomSteps[step]!)}px`}}
          dangerouslySetInnerHTML={markup}
        />
      </div>
    </dialog>
  );
}

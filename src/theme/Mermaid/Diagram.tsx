/**
 * A rendered Mermaid diagram in the site's colours (./palette.ts), kept legible on narrow screens.
 * This whole module is a lazy chunk (see ./index.tsx): pages without a diagram never load it.
 *
 * Mermaid scales a diagram down to its column, which on a phone left wide diagrams with labels a
 * few pixels tall. The diagram shrinks only as far as its smallest label stays `minLabelPx` high;
 * below that it keeps that size in a frame that scrolls sideways, with a visible cue. Whenever a
 * diagram is shown smaller than drawn, "Enlarge" opens it full screen at full size, where it can
 * be panned (drag, scroll, arrow keys) and zoomed; Escape or "Close" returns to the button.
 */
import {useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ErrorBoundaryErrorMessageFallback, useColorMode} from '@docusaurus/theme-common';
import {MermaidContainerClassName, useMermaidRenderResult} from '@docusaurus/theme-mermaid/client';
import {translate} from '@docusaurus/Translate';
// The diagram's messages are out of the main bundle (src/plugins/lean-bundle/messages).
import diagramMessages from '@generated/codeTranslations.json?messages=diagram';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import {diagramConfig, labelFontPx, type MermaidConfig} from './palette';
import styles from './diagram.module.css';

registerMessages(diagramMessages);

/** The smallest label height, in CSS px, a diagram is shown at in the page. */
export const minLabelPx = 12;

const zoomSteps = [0.5, 0.75, 1, 1.5, 2, 3];

type RenderResult = NonNullable<ReturnType<typeof useMermaidRenderResult>>;

export default function Diagram({value}: {value: string}): ReactNode {
  return (
    <ErrorBoundary fallback={(params) => <ErrorBoundaryErrorMessageFallback {...params} />}>
      <Themed value={value} />
    </ErrorBoundary>
  );
}

/**
 * Reads the colour tokens once the page shows the colour mode being rendered: the colour mode
 * provider sets `data-theme` in an effect of its own, which runs after this component's effects.
 */
function Themed({value}: {value: string}): ReactNode {
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
  return config ? <Rendered text={value} config={config} /> : null;
}

function Rendered({text, config}: {text: string; config: MermaidConfig}): ReactNode {
  const result = useMermaidRenderResult({text, config});
  return result ? <Framed result={result} /> : null;
}

/** The smallest computed font size of the diagram's labels, in the diagram's own units. */
function smallestLabel(svg: SVGSVGElement): number {
  let smallest = Infinity;
  for (const label of svg.querySelectorAll('text, foreignObject span, foreignObject p')) {
    if (!label.textContent?.trim()) continue;
    const size = parseFloat(getComputedStyle(label).fontSize);
    if (size > 0) smallest = Math.min(smallest, size);
  }
  return Number.isFinite(smallest) ? smallest : labelFontPx;
}

function Framed({result}: {result: RenderResult}): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const enlarge = useRef<HTMLButtonElement>(null);
  const [layout, setLayout] = useState({scrolls: false, shrunk: false, width: 0});
  const [open, setOpen] = useState(false);
  // One object per SVG: React 19 writes `dangerouslySetInnerHTML` again whenever the object
  // changes, which would replace the SVG (and the size set on it below) at every re-render.
  const html = useMemo(() => ({__html: result.svg}), [result.svg]);

  useLayoutEffect(() => {
    const element = frame.current;
    const svg = element?.querySelector('svg');
    if (!element || !svg) return undefined;
    result.bindFunctions?.(element);
    const width = svg.viewBox.baseVal?.width || svg.getBoundingClientRect().width;
    const floor = minLabelPx / smallestLabel(svg);
    const measure = () => {
      const fit = Math.min(1, element.clientWidth / width);
      const scrolls = fit < floor;
      svg.style.width = scrolls ? `${Math.ceil(width * floor)}px` : '';
      svg.style.maxWidth = scrolls ? 'none' : `${width}px`;
      setLayout((old) =>
        old.scrolls === scrolls && old.shrunk === fit < 1 && old.width === width
          ? old
          : {scrolls, shrunk: fit < 1, width},
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [result]);

  return (
    <figure className={styles.figure}>
      <div
        ref={frame}
        className={`${MermaidContainerClassName} ${styles.frame}`}
        data-scrolls={layout.scrolls ? 'true' : undefined}
        // The frame scrolls only when the diagram is wider than it: then keyboard users can reach it.
        tabIndex={layout.scrolls ? 0 : undefined}
        role={layout.scrolls ? 'region' : undefined}
        aria-label={
          layout.scrolls
            ? translate({
                id: 'mnemora.diagram.frameLabel',
                message: 'Diagram, scrolls sideways',
                description: 'Accessible name of a diagram frame that scrolls horizontally',
              })
            : undefined
        }
        dangerouslySetInnerHTML={html}
      />
      {layout.shrunk && (
        <figcaption className={styles.toolbar}>
          {layout.scrolls && (
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
          width={layout.width}
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

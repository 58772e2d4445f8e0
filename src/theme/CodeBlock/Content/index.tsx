/**
 * Swizzled (eject, from theme-classic 3.10.2's CodeBlock/Content): the same markup, but a code
 * block that was pre-rendered hydrates from its own server HTML instead of re-running Prism in
 * the browser. Prism is then not needed to load a page (it is the largest part of the theme's
 * JS), and hydrating a page with many samples no longer tokenizes all of them on the main thread.
 *
 * How: the server renders the highlighted lines with `data-code-key` (a hash of the block's
 * code, language and line options) on `<code>`. On the first render in the browser, the block
 * reads its pre-rendered lines from the document by that key and renders them with
 * `dangerouslySetInnerHTML`, byte for byte what is already there, so hydration keeps the DOM.
 * Blocks rendered later (client-side navigation, a colour mode with another Prism theme) use
 * the lazy highlighter (src/plugins/lean-bundle/prism/lazy-prism-react-renderer.tsx).
 */
import {forwardRef, useEffect, useMemo, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme, useThemeConfig} from '@docusaurus/theme-common';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import styles from './styles.module.css';

const Pre = forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  // tabIndex: a block wider than the page scrolls sideways, and keyboard readers scroll it once focused.
  <pre ref={ref} tabIndex={0} {...props} className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')} />
));
Pre.displayName = 'Pre';

function Code(props: ComponentProps<'code'>): ReactNode {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(
        props.className,
        styles.codeBlockLines,
        metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...props.style,
        counterReset:
          metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** cyrb53: a fast 53-bit string hash, the same in Node and the browser. */
export function codeKey(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

let preRendered: Map<string, string> | undefined;

/** The pre-rendered lines of a block in the server HTML, read once before anything changes it. */
function preRenderedLines(key: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!preRendered) {
    preRendered = new Map();
    for (const code of document.querySelectorAll<HTMLElement>('code[data-code-key]')) {
      preRendered.set(code.dataset.codeKey!, code.innerHTML);
    }
  }
  return preRendered.get(key);
}

const themeId = (theme: PrismTheme) => JSON.stringify(theme);

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const {prism} = useThemeConfig() as ThemeConfig & {prism: {theme: PrismTheme}};
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const key = codeKey(JSON.stringify([language, lineNumbersStart ?? null, lineClassNames, code]));
  // Pre-rendering uses the light Prism theme; the server HTML is reused while it is the one shown,
  // and only for the code it was rendered from: a block whose code changes later (the request
  // console's code follows what the reader types) is highlighted live from then on.
  const [first] = useState(() => ({key, html: preRenderedLines(key)}));
  const html = first.key === key ? first.html : undefined;
  // One object for the block's life: React 19 writes innerHTML again whenever this object is a
  // new one, even with the same string, and the block re-renders after hydration.
  const innerHtml = useMemo(() => (html === undefined ? undefined : {__html: html}), [html]);
  const sameTheme = themeId(prismTheme) === themeId(prism.theme);
  const [live, setLive] = useState(false);
  // After hydration, by design: the server's pre-rendered lines are hydrated as they are, then
  // replaced by live highlighting only when they cannot be reused.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (html === undefined || !sameTheme) setLive(true);
  }, [html, sameTheme]);

  if (innerHtml !== undefined && !live) {
    // Same <pre> as prism-react-renderer's Highlight renders: its class and the theme's plain style.
    return (
      <Pre
        // The word-wrap hook's ref object is handed to the element, not read during render.
        // eslint-disable-next-line react-hooks/refs -- see above
        ref={wordWrap.codeBlockRef}
        className={clsx(classNameProp, `prism-code language-${language.toLowerCase()}`)}
        style={prismTheme.plain}>
        <Code data-code-key={key} dangerouslySetInnerHTML={innerHtml} />
      </Pre>
    );
  }
  return (
    <Highlight theme={prismTheme} code={code} language={language}>
      {({className, style, tokens: lines, getLineProps, getTokenProps}) => (
        <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, className)} style={style}>
          <Code data-code-key={key}>
            {lines.map((line, i) => (
              <Line
                key={i}
                line={line}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
                classNames={lineClassNames[i]}
                showLineNumbers={lineNumbersStart !== undefined}
              />
            ))}
          </Code>
        </Pre>
      )}
    </Highlight>
  );
}

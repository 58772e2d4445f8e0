/**
 * Swizzled (eject, from theme-classic 3.10.2's CodeBlock/Content/String): the same component,
 * with theme-common's `useCodeWordWrap` replaced by `useWordWrapMeasuredOnResize` below.
 *
 * The original measures every block (`scrollWidth > clientWidth`, to decide whether to show the
 * word-wrap button) in an effect, so hydrating a page forces one layout per block, all in the one
 * task that runs the page's effects: ~20 ms on the memory endpoints page (29 blocks) on this
 * machine, four times that on a mid-range phone, and it lays out the blocks that
 * `content-visibility: auto` (src/css/custom.css) had left for later. A ResizeObserver reports a
 * block once the browser has laid it out anyway (and again when its width changes, when its tab
 * is shown, or when it first comes near the screen), so the same reading costs no extra layout.
 */
import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

/** theme-common's `useCodeWordWrap`, measuring when a ResizeObserver reports the block. */
function useWordWrapMeasuredOnResize(): WordWrap {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words, strings and tokens wrap too: no scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  // Observed again when wrapping is switched: the first report of a new observation comes with
  // the next layout, which then reflects the new wrapping.
  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    const observer = new ResizeObserver(() => {
      setIsCodeScrollable(
        pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style')),
      );
    });
    observer.observe(pre);
    return () => observer.disconnect();
  }, [isEnabled]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}

function useCodeBlockMetadata(props: Props) {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useWordWrapMeasuredOnResize();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}

/**
 * What `prism-react-renderer` resolves to in the browser bundle (see ./index.ts). The real
 * package is a chunk fetched the first time a block must be highlighted in the browser (a page
 * reached by client-side navigation), or as soon as the reader interacts with the page, so that
 * such a navigation usually finds it ready. Until then a block renders as plain text of the same
 * shape. Only `Highlight` is used in the browser; the other exports exist for type compatibility.
 */
import {createElement, useEffect, useState, type ReactNode} from 'react';
import type * as PrismReactRenderer from 'prism-react-renderer';
import {onFirstInteraction} from '../first-interaction';

type Module = typeof PrismReactRenderer;
type HighlightProps = Parameters<Module['Highlight']>[0];
type RenderProps = Parameters<HighlightProps['children']>[0];

let loaded: Module | undefined;
let loading: Promise<Module> | undefined;

export function loadPrismReactRenderer(): Promise<Module> {
  loading ??= import(/* webpackChunkName: "prism-react-renderer" */ './prism-runtime').then(
    ({default: module}) => (loaded = module),
  );
  return loading;
}

onFirstInteraction(() => void loadPrismReactRenderer(), {yieldsToSearch: true});

/** `code` as unhighlighted lines, shaped like prism-react-renderer's tokens. */
function plainLines(code: string): PrismReactRenderer.Token[][] {
  return code
    .split(/\r\n|\r|\n/)
    .map((content) =>
      content === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content}],
    );
}

function PlainHighlight({code, language, theme, children}: HighlightProps): ReactNode {
  const plain = theme?.plain ?? {};
  const getLineProps: RenderProps['getLineProps'] = ({className, style, line: _line, ...rest}) => ({
    ...rest,
    className: ['token-line', className].filter(Boolean).join(' '),
    style: {...plain, backgroundColor: undefined, ...style},
  });
  const getTokenProps: RenderProps['getTokenProps'] = ({token, className, style, ...rest}) => ({
    ...rest,
    className: ['token', ...token.types, className].filter(Boolean).join(' '),
    children: token.content,
    style: {...(token.empty ? {display: 'inline-block'} : {}), ...style},
  });
  return children({
    tokens: plainLines(code),
    className: `prism-code language-${language.toLowerCase()}`,
    style: plain,
    getLineProps,
    getTokenProps,
  });
}

export function Highlight(props: HighlightProps): ReactNode {
  const [module, setModule] = useState(() => loaded);
  useEffect(() => {
    let mounted = true;
    if (!module) {
      void loadPrismReactRenderer().then((m) => {
        if (mounted) setModule(() => m);
      });
    }
    return () => {
      mounted = false;
    };
  }, [module]);
  return module ? createElement(module.Highlight, props) : createElement(PlainHighlight, props);
}

/** Not available synchronously in the browser: use loadPrismReactRenderer(). */
export const Prism = undefined;
export const themes = undefined;

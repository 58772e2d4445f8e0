/**
 * Swizzled (eject of theme-classic's pass-through `CodeBlock/Line/Token`, a documented swizzle
 * point): a token Prism left unclassified (`plain`, no style of its own) is rendered as bare
 * text instead of `<span class="token plain">`, and an empty one not at all. Nothing styles or
 * reads those spans, and they were a fifth of the elements on the API reference pages (1,006 of
 * 5,600 on the memory endpoints page, 337 of them empty), all parsed, styled and laid out
 * before the page can respond.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line/Token';

/** True for a token that renders exactly like its text would without a wrapper. */
export function isBareText(token: Props['token'], style: Props['style']): boolean {
  return (
    token.types.length === 1 && token.types[0] === 'plain' && (style === undefined || Object.keys(style).length === 0)
  );
}

export default function CodeBlockLineToken({line: _line, token, ...props}: Props): ReactNode {
  if (isBareText(token, props.style)) return token.content === '' ? null : props.children;
  return <span {...props} />;
}

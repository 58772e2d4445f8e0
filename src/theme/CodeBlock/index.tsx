/**
 * Swizzled (eject, from theme-classic 3.10.2's CodeBlock): the same component without
 * `key={String(isBrowser)}`. The original remounts every code block right after hydration so a
 * dark-mode Prism theme replaces the light one the server rendered; on a page of samples that
 * rebuilt every block's DOM (measured: all 20 blocks of the migration guide recreated, ~700 KB
 * of HTML parsed again, on the main thread during load). The portal uses one code theme for both
 * modes, and src/theme/CodeBlock/Content re-renders a block itself when the theme in use differs
 * from the server's, so the remount is not needed.
 */
import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Plain-string children joined into one string so the block can be copied (as the original). */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((el) => isValidElement(el))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}

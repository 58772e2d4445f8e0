/**
 * The anchor a click follows in the same tab, shared by the early click listener of
 * src/client/navigation.ts (in every page's first load) and src/lib/navigation/same-site-links.ts.
 */

/**
 * The link of a plain left click, or of Enter on a focused link (a click with button 0). A
 * modified click (Ctrl, Cmd, Shift, Alt: a new tab or window, a download), another button, a
 * link with a target other than this tab or with `download`, and a click a handler has already
 * taken (`defaultPrevented`: the router's own links) are left to the browser.
 */
export function clickedLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey)
    return undefined;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (
    !(anchor instanceof HTMLAnchorElement) ||
    anchor.hasAttribute('download') ||
    (anchor.target !== '' && anchor.target !== '_self')
  )
    return undefined;
  return anchor;
}

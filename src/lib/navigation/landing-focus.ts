/**
 * Focus where a chosen search result lands: its section's heading (the result's `#anchor`), or
 * the page's title without one. After a router navigation, Docusaurus leaves focus at the top of
 * the document (its skip-to-content reset), so a keyboard reader who chose a result had to Tab
 * through the whole navbar and sidebar to reach the section; focused on the heading, the next Tab
 * goes into the section's content.
 *
 * The search marks the URL it is about to open (`expectLanding`); src/client/navigation.ts hands
 * each rendered route to `landIfExpected`. In the main bundle with that client module, so kept to
 * a few lines.
 */

/** The path and hash the reader chose, until its route has rendered. */
let expected: {path: string; hash: string} | undefined;

/** The heading a URL lands on in the current document, if it is there. */
function headingOf(hash: string): HTMLElement | null {
  if (hash === '') return document.querySelector<HTMLElement>('main h1');
  const id = decodeURIComponent(hash.slice(1));
  return document.getElementById(id);
}

/**
 * Focuses the heading without scrolling (the router has put it where it belongs, below the
 * navbar). `tabindex="-1"` stays: a heading that loses it while focused may lose focus too.
 */
function focusHeading(hash: string): void {
  const heading = headingOf(hash);
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({preventScroll: true});
  holdFocus(heading);
}

/**
 * Keeps the focus on the heading until the reader acts: the search dialog, once closed, hands the
 * focus back to the element that opened it, and on a busy machine that comes after the heading
 * got it. The first key or pointer press ends the hold.
 */
function holdFocus(heading: HTMLElement): void {
  const release = () => {
    document.removeEventListener('focusin', refocus, true);
    document.removeEventListener('keydown', release, true);
    document.removeEventListener('pointerdown', release, true);
  };
  const refocus = (event: FocusEvent) => {
    if (event.target === heading || !heading.isConnected) return;
    release();
    heading.focus({preventScroll: true});
  };
  document.addEventListener('focusin', refocus, true);
  document.addEventListener('keydown', release, true);
  document.addEventListener('pointerdown', release, true);
}

/**
 * Focus after the frame: Docusaurus resets focus in an effect that runs after the route renders,
 * which must not win. Checked once more a frame later for the same reason.
 */
function focusSoon(hash: string): void {
  requestAnimationFrame(() => {
    focusHeading(hash);
    requestAnimationFrame(() => {
      if (document.activeElement !== headingOf(hash)) focusHeading(hash);
    });
  });
}

/** Called by the search just before it opens `url` (a path with an optional `#anchor`). */
export function expectLanding(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.pathname === window.location.pathname && target.hash === window.location.hash) {
    // The same URL: the router does not navigate, so nothing else will.
    expected = undefined;
    focusSoon(target.hash);
    return;
  }
  expected = {path: target.pathname, hash: target.hash};
}

/** Called once a route has rendered (src/client/navigation.ts): lands there if the search chose it. */
export function landIfExpected(location: {pathname: string; hash: string}): void {
  if (!expected) return;
  const {path, hash} = expected;
  expected = undefined;
  if (location.pathname === path && location.hash === hash) focusSoon(hash);
}

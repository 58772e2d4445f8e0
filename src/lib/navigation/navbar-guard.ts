/**
 * Keeps the heading a reader jumped to clear of the navbar (see src/client/navigation.ts).
 */
/** How long after a jump the heading is watched (long enough for a busy phone), and how long the page must be at rest. */
const settleMs = 3000;
const restMs = 250;
/** Space between the navbar and the heading (Docusaurus's own scroll margin is 0.5rem). */
const gap = 8;

let watching = 0;

/**
 * Watches the page for `settleMs` after a jump. Once the navbar's state and the scroll position
 * have stayed the same for `restMs` (the jump, the navbar's reaction to it and any scroll the
 * browser adds are over), a heading the shown navbar covers is scrolled just below it, once.
 * Correcting earlier would fight the navbar, which hides or shows in reaction to each scroll.
 */
export function keepClearOfNavbar(hash: string): void {
  const id = decodeURIComponent(hash.slice(1));
  const run = ++watching;
  const until = performance.now() + settleMs;
  let interrupted = false;
  const stop = () => {
    interrupted = true;
  };
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  for (const type of inputs) window.addEventListener(type, stop, {once: true, passive: true, capture: true});
  const end = () => {
    for (const type of inputs) window.removeEventListener(type, stop, {capture: true});
  };
  let state = '';
  let since = performance.now();
  const check = () => {
    const heading = document.getElementById(id);
    const navbar = document.querySelector<HTMLElement>('.navbar');
    const now = performance.now();
    if (interrupted || run !== watching || !heading || !navbar || now > until) return end();
    // The navbar is hidden by a class, then slides away: the class tells where it will end.
    const shown = !/\bnavbarHidden/.test(navbar.className);
    const current = `${shown}:${Math.round(window.scrollY)}`;
    if (current !== state) {
      state = current;
      since = now;
    } else if (now - since >= restMs) {
      const top = heading.getBoundingClientRect().top;
      const below = navbar.offsetHeight;
      if (shown && top < below && top > -heading.offsetHeight) window.scrollBy(0, top - below - gap);
      return end();
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

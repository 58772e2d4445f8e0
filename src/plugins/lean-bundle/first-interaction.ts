/**
 * Runs `work` once, at the reader's first interaction with the page (pointer, touch, key or
 * focus). What a lazy module needs before a navigation: every client-side navigation starts with
 * one, so the module is ready by then without being part of the page's load.
 *
 * Heavy work that only a later page needs (`yieldsToSearch`: Prism and its languages, tens of
 * milliseconds of main thread to evaluate) waits when that first interaction opens the search
 * (Ctrl/Cmd+K, `/`, pointing at or focusing its button) until the search has closed or shown
 * its first results a moment ago (src/theme/SearchBar): evaluated earlier, it would sit between
 * the reader's keystrokes and their results. The search's own listeners run before the window's, so its hold is in place when the
 * work would start. Light work that a click may need at once (same-site links) never waits.
 */
const firstInteraction = ['pointerdown', 'keydown', 'touchstart', 'mouseover', 'focusin'] as const;

/** Longest hold: a search that never settles (offline, say) does not keep this work back for good. */
const maxHoldMs = 3000;

let hold: Promise<unknown> | undefined;

const modifierKeys = new Set(['Control', 'Meta', 'Shift', 'Alt', 'AltGraph', 'OS']);

/** Keeps first-interaction work waiting until `settled` (at most `maxHoldMs`). */
export function holdFirstInteractionWork(settled: Promise<unknown>): void {
  hold = Promise.race([settled, new Promise((resolve) => setTimeout(resolve, maxHoldMs))]);
}

export function onFirstInteraction(work: () => void, {yieldsToSearch = false}: {yieldsToSearch?: boolean} = {}): void {
  if (typeof window === 'undefined') return;
  const once = (event: Event) => {
    // A modifier pressed alone starts a shortcut (Ctrl+K): the key that completes it decides.
    if (yieldsToSearch && event instanceof KeyboardEvent && modifierKeys.has(event.key)) return;
    for (const type of firstInteraction) window.removeEventListener(type, once);
    if (yieldsToSearch && hold) hold.then(work, work);
    else work();
  };
  for (const type of firstInteraction) window.addEventListener(type, once, {passive: true});
}

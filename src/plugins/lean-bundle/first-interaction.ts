/**
 * Runs `work` once, at the reader's first interaction with the page (pointer, touch, key or
 * focus). What a lazy module needs before a navigation: every client-side navigation starts with
 * one, so the module is ready by then without being part of the page's load.
 */
const firstInteraction = ['pointerdown', 'keydown', 'touchstart', 'mouseover', 'focusin'] as const;

export function onFirstInteraction(work: () => void): void {
  if (typeof window === 'undefined') return;
  const once = () => {
    for (const type of firstInteraction) window.removeEventListener(type, once);
    work();
  };
  for (const type of firstInteraction) window.addEventListener(type, once, {passive: true});
}

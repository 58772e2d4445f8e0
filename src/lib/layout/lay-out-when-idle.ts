/**
 * The operations of an API reference page are laid out lazily (`content-visibility: auto` on each
 * operation, src/components/ApiReference/styles.module.css): laid out as the page was parsed,
 * they made the longest tasks of its first load (the memory endpoints page: about 4,500 elements,
 * most of them far below the fold). Left lazy, the page would measure its estimates until the
 * reader scrolled through it. So once the page has settled, each one is laid out for good
 * (`data-laid-out`) in an idle period of its own: one at a time, each is a short task, and within
 * a few seconds of loading the page has its true length.
 */
import {idleQueue} from '@site/src/lib/prefetch/idle-prefetch';

/** Queues `element` to be laid out for good in an idle period of its own, once the page has settled. */
export const layOutWhenIdle = idleQueue<Element>((element) => {
  if (!element.isConnected) return;
  element.setAttribute('data-laid-out', '');
  // Laid out now, in this idle period, rather than in the next frame's rendering work.
  element.getBoundingClientRect();
});

/**
 * The operations of an API reference page are laid out lazily (`content-visibility: auto` on each
 * operation, src/components/ApiReference/styles.module.css): laid out as the page was parsed,
 * they made the longest tasks of its first load (the memory endpoints page: about 4,500 elements,
 * most of them far below the fold). Left lazy, the page would measure its estimates until the
 * reader scrolled through it. So once the page has settled, each one is laid out for good
 * (`data-laid-out`) in an idle period of its own: one at a time, each is a short task, and within
 * a few seconds of loading the page has its true length.
 */
import {scheduleIdle} from '@site/src/lib/prefetch/idle-prefetch';

const laidOutAttribute = 'data-laid-out';

const queue: Element[] = [];
let scheduled = false;

function layOutNext(): void {
  const next = queue.shift();
  if (next?.isConnected) {
    next.setAttribute(laidOutAttribute, '');
    // Laid out now, in this idle period, rather than in the next frame's rendering work.
    next.getBoundingClientRect();
  }
  scheduled = queue.length > 0;
  if (scheduled) scheduleIdle(layOutNext);
}

/** Queues `element` to be laid out in an idle period once the page has settled. */
export function layOutWhenIdle(element: Element): void {
  queue.push(element);
  if (!scheduled) {
    scheduled = true;
    scheduleIdle(layOutNext);
  }
}

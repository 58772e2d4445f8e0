/**
 * `window.docusaurus` with `prefetch` queued for idle time (see src/client/idle-prefetch.ts for
 * why). Kept free of Docusaurus imports so tests/unit/idle-prefetch.test.ts runs it in Node.
 */
export type DocusaurusGlobal = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

export type ScheduleIdle = (work: () => void) => void;

/** How long after the page's `load` event prefetching may start: the page's own loading first. */
const settleMs = 2000;

let settled: Promise<void> | undefined;

/** Resolves `settleMs` after the page's load event (at once if that is long past). */
function pageSettled(): Promise<void> {
  settled ??= new Promise<void>((resolve) => {
    const wait = () => window.setTimeout(resolve, settleMs);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, {once: true});
  });
  return settled;
}

/**
 * Once the page has settled, an idle callback where the browser has requestIdleCallback (Safari
 * does not: a short timeout there). Also paces the reference's deferred layout
 * (src/lib/layout/lay-out-when-idle.ts).
 */
export const scheduleIdle: ScheduleIdle = (work) => {
  void pageSettled().then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), {timeout: 4000});
    else window.setTimeout(work, 100);
  });
};

export function withIdlePrefetch<T extends DocusaurusGlobal>(docusaurus: T, schedule: ScheduleIdle = scheduleIdle): T {
  const queue: string[] = [];
  let scheduled = false;
  // One prefetch per idle callback: a single call can take 10 ms of a slow phone's main thread
  // (route matching, then a <link> per chunk), so several in one callback made a long task.
  const drain = () => {
    const next = queue.shift();
    if (next !== undefined) docusaurus.prefetch(next);
    scheduled = queue.length > 0;
    if (scheduled) schedule(drain);
  };
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      queue.push(routePath);
      if (!scheduled) {
        scheduled = true;
        schedule(drain);
      }
      return true;
    },
  });
}

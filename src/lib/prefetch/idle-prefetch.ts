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
 * does not: a short timeout there).
 */
const scheduleIdle: ScheduleIdle = (work) => {
  void pageSettled().then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => work(), {timeout: 4000});
    else window.setTimeout(work, 100);
  });
};

/**
 * A queue whose items `work` takes one per idle period (`schedule`): one item can be a short task
 * on a slow phone, several in one callback a long one.
 */
export function idleQueue<T>(work: (item: T) => void, schedule: ScheduleIdle = scheduleIdle): (item: T) => void {
  const queue: T[] = [];
  let scheduled = false;
  const drain = () => {
    const next = queue.shift();
    if (next !== undefined) work(next);
    scheduled = queue.length > 0;
    if (scheduled) schedule(drain);
  };
  return (item) => {
    queue.push(item);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
  };
}

export function withIdlePrefetch<T extends DocusaurusGlobal>(docusaurus: T, schedule: ScheduleIdle = scheduleIdle): T {
  // One prefetch per idle period: a single call can take 10 ms of a slow phone's main thread
  // (route matching, then a <link> per chunk).
  const enqueue = idleQueue<string>((routePath) => docusaurus.prefetch(routePath), schedule);
  return Object.freeze({
    ...docusaurus,
    prefetch(routePath: string) {
      enqueue(routePath);
      return true;
    },
  });
}

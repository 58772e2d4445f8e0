/**
 * Client module: Docusaurus prefetches the route chunks of every internal link as soon as the
 * link scrolls into view, and each call scans the whole route table. On first paint of a long
 * page that is dozens of calls in one task; measured on the migration guide at Lighthouse's 4×
 * CPU slowdown: ~300 ms of main-thread time during load, most of its Total Blocking Time. Here the
 * calls wait for idle time, a few per idle period. `preload` (on hover or touch, what makes a
 * navigation instant) is untouched.
 *
 * `window.docusaurus` is assigned by Docusaurus's client entry after client modules have run, so
 * the wrapper is installed by a setter on `window`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export type DocusaurusGlobal = {
  prefetch: (routePath: string) => unknown;
  preload: (routePath: string) => unknown;
};

type Deadline = {timeRemaining: () => number};
export type ScheduleIdle = (work: (deadline: Deadline) => void) => void;

/** requestIdleCallback where the browser has it (Safari does not): else a short timeout. */
const scheduleIdle: ScheduleIdle = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, {timeout: 4000});
  else window.setTimeout(() => work({timeRemaining: () => 8}), 100);
};

/** `docusaurus` with `prefetch` queued for idle time; everything else as it was. */
export function withIdlePrefetch<T extends DocusaurusGlobal>(docusaurus: T, schedule: ScheduleIdle = scheduleIdle): T {
  const queue: string[] = [];
  let scheduled = false;
  const drain = (deadline: Deadline) => {
    // At least one per idle period, so a busy page still gets its prefetches eventually.
    do {
      const next = queue.shift();
      if (next !== undefined) docusaurus.prefetch(next);
    } while (queue.length > 0 && deadline.timeRemaining() > 4);
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

if (ExecutionEnvironment.canUseDOM) {
  const host = window as unknown as {docusaurus?: DocusaurusGlobal};
  let current = host.docusaurus && withIdlePrefetch(host.docusaurus);
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: DocusaurusGlobal | undefined) {
      current = value && withIdlePrefetch(value);
    },
  });
}

/**
 * Client module: Docusaurus prefetches the route chunks of every internal link as soon as the
 * link scrolls into view, and each call scans the whole route table. On first paint of a long
 * page that is dozens of calls in one task; measured on the migration guide at Lighthouse's 4×
 * CPU slowdown: ~300 ms of main-thread time during load, most of its Total Blocking Time. Here the
 * calls wait for idle time, one per idle period (src/lib/prefetch/idle-prefetch.ts). `preload`
 * (on hover or touch, what makes a navigation instant) is untouched.
 *
 * `window.docusaurus` is assigned by Docusaurus's client entry after client modules have run, so
 * the wrapper is installed by a setter on `window`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {withIdlePrefetch, type DocusaurusGlobal} from '@site/src/lib/prefetch/idle-prefetch';

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

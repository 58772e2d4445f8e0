/**
 * Replaces theme-classic's `nprogress` client module (see ./index.ts): the same progress bar on a
 * navigation that takes longer than 200 ms, but nprogress and its CSS load at the reader's first
 * interaction instead of with every page, which never shows the bar on its first load.
 */
import type {ClientModule} from '@docusaurus/types';
import {onFirstInteraction} from '../first-interaction';

type NProgress = {configure(options: {showSpinner: boolean}): unknown; start(): unknown; done(): unknown};

const delay = 200;
let nprogress: NProgress | undefined;
let loading: Promise<NProgress> | undefined;
let navigating = false;

function loadNProgress(): Promise<NProgress> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "nprogress" */ 'nprogress') as Promise<{default: NProgress}>,
    import(/* webpackChunkName: "nprogress" */ '@docusaurus/theme-classic/lib/nprogress.css'),
  ]).then(([{default: loaded}]) => {
    loaded.configure({showSpinner: false});
    nprogress = loaded;
    return loaded;
  });
  return loading;
}

onFirstInteraction(() => void loadNProgress());

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    navigating = true;
    const timeout = window.setTimeout(() => {
      void loadNProgress().then((bar) => {
        if (navigating) bar.start();
      });
    }, delay);
    return () => window.clearTimeout(timeout);
  },
  onRouteDidUpdate() {
    navigating = false;
    nprogress?.done();
  },
};

export default clientModule;

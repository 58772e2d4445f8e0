/**
 * Every same-site link changes the page the same way, online or not. Installed at the reader's
 * first interaction by src/client/navigation.ts, or by the first click on such a link if that
 * click is the first interaction (a tap on a phone): navigation.ts's early listener holds that
 * click back and hands it on to the function `installSameSiteLinks` returns.
 *
 * - Links written as raw HTML (the announcement bar's content is an HTML string) are plain
 *   anchors with no router behind them: a click loaded a whole new document. They go through the
 *   router like sidebar links: preloaded on hover, the old page kept until the next one's code
 *   has loaded, the progress bar. A `<Link>` has already called `preventDefault` when its click
 *   reaches the document, so only plain anchors are taken.
 * - Offline, a link to a page whose code is not in the browser yet would fail to load, and the
 *   router's answer to a failed route load, a reload (src/client/navigation.ts), would replace the page being read with the
 *   browser's offline page. While the browser reports no connection, a click is checked first:
 *   if the next page's code loads (it was prefetched), the router goes there; if not, the reader
 *   stays and a notice in their language says why. Online, nothing changes.
 */
import routes from '@generated/routes';
import {matchRoutes} from 'react-router-config';
import {translate} from '@docusaurus/Translate';
import offlineMessages from '@generated/codeTranslations.json?messages=offline';
import {registerMessages} from '@site/src/lib/i18n/scoped-messages';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {clickedLink} from './link-click';
import {otherLocaleBases, sameSiteTarget} from './same-site-target';
import styles from './same-site-links.module.css';

registerMessages(offlineMessages);

/**
 * Hands a path to the client router. Client modules have no access to the router's history
 * object, so this does what the browser does on back and forward: a new history entry, then a
 * `popstate` event, which the router's history listens to and renders the page for (the same way
 * single-spa's `navigateToUrl` drives routers it does not own). Docusaurus then preloads the
 * page's code, keeps the old page until it has loaded, shows the progress bar and scrolls.
 */
function push(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', {state: null}));
}

interface Router {
  preload(path: string): unknown;
}

/**
 * Loads the code of the page at `pathname`: what Docusaurus's router does before it shows a page
 * (`@docusaurus/core/lib/client/preload`, which is not exported), so the outcome is the router's.
 * `window.docusaurus.preload` would not do: it answers `false` without loading for a path it has
 * tried before, even if that try failed.
 */
function loadRoute(pathname: string): Promise<unknown> {
  const paths = [...new Set([pathname, decodeURI(pathname)])];
  const matches = paths.flatMap((p) => matchRoutes(routes, p));
  // react-loadable's types say `preload()` returns void; Docusaurus's loadable returns the promise.
  return Promise.all(
    matches.map((match) =>
      (match.route.component as unknown as {preload?: () => Promise<unknown>} | undefined)?.preload?.(),
    ),
  );
}

/**
 * Installs the listeners; returns what a plain click on a same-site link to `href` (a path of
 * this locale's site) does, for a click that came before they were installed.
 */
export function installSameSiteLinks(): (href: string) => void {
  const baseUrl = siteConfig.baseUrl;
  const otherBases = otherLocaleBases(baseUrl, i18n);
  const target = (anchor: HTMLAnchorElement) => sameSiteTarget(anchor.href, baseUrl, otherBases, window.location);
  const notice = document.createElement('div');
  notice.setAttribute('role', 'status');
  notice.className = styles.notice ?? '';
  notice.hidden = true;
  const text = document.createElement('span');
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.className = styles.dismiss ?? '';
  dismiss.textContent = translate({
    id: 'mnemora.offline.dismiss',
    message: 'Dismiss',
    description: 'Button that hides the offline notice',
  });
  notice.append(text, dismiss);
  document.body.append(notice);
  const hide = () => {
    notice.hidden = true;
    text.textContent = '';
  };
  dismiss.addEventListener('click', hide);

  /** Offline, the next page's code is loaded first: if it does not load, the reader stays. */
  function follow(href: string): void {
    if (navigator.onLine) {
      push(href);
      return;
    }
    loadRoute(new URL(href, window.location.origin).pathname).then(
      () => {
        hide();
        push(href);
      },
      () => {
        notice.hidden = false;
        text.textContent = translate({
          id: 'mnemora.offline.notice',
          message: 'You are offline. The next page needs a connection; this one stays open.',
          description: 'Shown when the reader clicks a link while offline and the next page cannot load',
        });
      },
    );
  }

  function onClickOffline(event: MouseEvent): void {
    if (navigator.onLine) return;
    const anchor = clickedLink(event);
    const href = anchor && target(anchor);
    if (!href) return;
    // Before the router sees the click: the router would change the URL, fail to load, reload.
    event.preventDefault();
    event.stopPropagation();
    follow(href);
  }

  // After the router's own links have handled their clicks: what is left are raw HTML anchors.
  function onClickRaw(event: MouseEvent): void {
    const anchor = clickedLink(event);
    const href = anchor && target(anchor);
    if (!href) return;
    event.preventDefault();
    push(href);
  }

  // Docusaurus's <Link> preloads the next page's code on hover; raw anchors get the same.
  const preloaded = new WeakSet<Element>();
  function onPointerOver(event: PointerEvent): void {
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || preloaded.has(anchor)) return;
    preloaded.add(anchor);
    const href = target(anchor);
    const router = (window as unknown as {docusaurus?: Router}).docusaurus;
    if (href && router)
      Promise.resolve(router.preload(new URL(href, window.location.origin).pathname)).catch(() => undefined);
  }

  document.addEventListener('click', onClickOffline, true);
  document.addEventListener('click', onClickRaw);
  document.addEventListener('pointerover', onPointerOver);
  window.addEventListener('online', hide);
  return follow;
}

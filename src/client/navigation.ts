/**
 * Client module: page changes and jumps that land where the reader expects.
 *
 * A jump to a heading leaves the heading at the top of the content area.
 *
 * 1. Exact position. Code blocks and tables far below the fold are laid out lazily
 *    (`content-visibility: auto` in src/css/custom.css), so until the reader gets near them they
 *    only have an estimated height, and a scroll to a heading below them was off by the
 *    estimates' error. Native fragment jumps (a URL opened with `#id`, an in-page `#id` link, back
 *    and forward between them) are covered in CSS by `:has(:target)`. Jumps made by the client
 *    router (a link to `/page#id` from another page) do not change `:target`, so this module
 *    marks the document before Docusaurus scrolls to the hash (`onRouteUpdate` runs before the
 *    new location renders; the scroll happens after it renders). The mark stays: removing it
 *    could shift what the reader is looking at, and later pages only lose lazy layout.
 * 2. Not under the navbar, not far below it. The navbar hides on scrolling down and shows on
 *    scrolling up; a jump hides it, but a second scroll right after the jump (the phone's "On
 *    this page" menu closing above the heading, which the browser compensates by scrolling up)
 *    shows it again over the heading. Once the page is at rest after a jump, a heading under the
 *    shown navbar is scrolled just below it (src/lib/navigation/navbar-guard.ts, loaded with the
 *    first jump: it only acts once the page has come to rest, so a late start costs nothing).
 *
 * 3. A search result chosen lands on its heading: src/lib/navigation/landing-focus.ts moves the
 *    focus there once the route has rendered.
 *
 * Same-site links: src/lib/navigation/same-site-links.ts, loaded at the first interaction. A
 * click that is itself the first interaction (a tap on a phone, Enter on a link focused from the
 * keyboard) comes before it has loaded; a small listener here holds such a click on a same-site
 * raw-HTML link back and hands it on once it has, so it is routed like the later ones.
 */
import type {ClientModule} from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import {onFirstInteraction} from '@site/src/plugins/lean-bundle/first-interaction';
import {clickedLink} from '@site/src/lib/navigation/link-click';
import {landIfExpected} from '@site/src/lib/navigation/landing-focus';
import {otherLocaleBases, sameSiteTarget} from '@site/src/lib/navigation/same-site-target';

type RouteArgs = Parameters<NonNullable<ClientModule['onRouteUpdate']>>[0];

const attribute = 'data-anchor-jump';

/** The navigation helpers that no page needs on its first load (src/lib/navigation/extras.ts). */
const extras = () => import('@site/src/lib/navigation/extras');

/** Resolves to what a click on a same-site link does, once its listeners are installed. */
let sameSiteLinks: Promise<(href: string) => void> | undefined;
/** Whether they are: from then on they take every click, and the early listener steps aside. */
let installed = false;

function installSameSiteLinks(): Promise<(href: string) => void> {
  sameSiteLinks ??= extras().then((module) => {
    const follow = module.installSameSiteLinks();
    installed = true;
    return follow;
  });
  return sameSiteLinks;
}

// At the reader's first interaction: every same-site link changes the page the same way (links
// written as raw HTML through the router; offline, no reload into the browser's offline page).
// Loaded then, it is in place before most clicks and is no part of a page's first load. Offline
// before any interaction, the reload stays the answer, as online.
// (onFirstInteraction does nothing during server rendering.)
onFirstInteraction(() => void installSameSiteLinks().catch(() => undefined));

/**
 * A plain click on a raw-HTML same-site link before same-site-links.ts is in (the first
 * interaction was this very click): the browser would load a whole new document. Held back and
 * handed on once the module has loaded; if it cannot load, the browser's navigation after all.
 * Before hydration there is no router to hand a path to, so the browser navigates as it would.
 * On the document, bubbling: the router's own links have called `preventDefault` by then.
 */
function onEarlyClick(event: MouseEvent): void {
  if (installed || !document.documentElement.hasAttribute('data-has-hydrated')) return;
  const anchor = clickedLink(event);
  const href =
    anchor &&
    sameSiteTarget(anchor.href, siteConfig.baseUrl, otherLocaleBases(siteConfig.baseUrl, i18n), window.location);
  if (!anchor || !href) return;
  event.preventDefault();
  installSameSiteLinks().then(
    (follow) => follow(href),
    () => window.location.assign(anchor.href),
  );
}

if (typeof document !== 'undefined') document.addEventListener('click', onEarlyClick);

export function onRouteUpdate({location}: RouteArgs): void {
  // Once set, the mark stays for the visit: removing it could shift what the reader is looking at.
  if (location.hash !== '') document.documentElement.setAttribute(attribute, '');
}

export function onRouteDidUpdate({location}: RouteArgs): void {
  landIfExpected(location);
  if (location.hash !== '')
    extras().then(
      ({keepClearOfNavbar}) => keepClearOfNavbar(location.hash),
      () => undefined,
    );
}

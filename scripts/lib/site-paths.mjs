// How a URL path maps onto files of the static build: shared by the link check, the local
// server and the tests, so all three agree with the production web server's rules.
import {existsSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

export const nonDefaultLocales = ['es', 'fr', 'de'];

/** The file a static server answers for a URL path, or undefined when none exists. */
export function fileForPath(buildDir, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.split('/').includes('..')) return undefined;
  const clean = decoded.replace(/^\/+/, '');
  const candidates = decoded.endsWith('/')
    ? [join(buildDir, clean, 'index.html')]
    : [join(buildDir, clean), join(buildDir, clean, 'index.html'), join(buildDir, `${clean}.html`)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/**
 * The clean path a `.html` or `/index.html` URL stands for (`/es/intro.html` and
 * `/es/intro/index.html` → `/es/intro`, `/es/index.html` → `/es/`), or undefined when the path is
 * already clean. Servers redirect to it once: the pre-rendered HTML of a page hydrates only
 * under the path it was rendered for, so serving it under another path would make React throw
 * away the server markup. The not-found pages (`404.html`) are files, not routes, and stay.
 */
export function cleanPathFor(pathname) {
  if (/(^|\/)404\.html$/.test(pathname)) return undefined;
  const index = pathname.match(/^(.*\/)index\.html$/);
  if (index) return index[1] === '/' ? '/' : index[1].replace(/\/$/, '') || '/';
  const page = pathname.match(/^(.+)\.html$/);
  return page ? page[1] : undefined;
}

/** `es/intro/index.html` → `/es/intro`; `index.html` → `/`; `es/404.html` → `/es/404.html`. */
export function urlPathOf(buildDir, file) {
  const rel = relative(buildDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'/index.html'.length)}`;
  return `/${rel}`;
}

/** The locale a URL path belongs to, by its first segment; English has no prefix. */
export function localeOfPath(pathname) {
  const first = pathname.split('/')[1];
  return nonDefaultLocales.includes(first) ? first : 'en';
}

/** The not-found page of the locale a path belongs to (`/es/nope` → `es/404.html`). */
export function notFoundFileFor(buildDir, pathname) {
  const locale = localeOfPath(pathname);
  return join(buildDir, locale === 'en' ? '404.html' : `${locale}/404.html`);
}

/** A path whose last segment has a file extension other than .html is an asset, never a page. */
export function looksLikeAsset(pathname) {
  return /\.[a-z0-9]{1,8}$/i.test(pathname) && !/\.html$/i.test(pathname);
}

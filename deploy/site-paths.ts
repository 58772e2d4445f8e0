// How a URL path maps onto files of the static build: shared by the link check, the local
// server and the tests, so all three agree with the production web server's rules
// (nginx/site.conf.template beside this file; tests/serving/routes.test.ts compares the two).
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import {defaultLocale, translatedLocales, type Locale, type TranslatedLocale} from '../config/i18n';

/** The locales served under their own prefix (`/es/…`): the translated ones of config/i18n.ts. */
export const nonDefaultLocales: readonly TranslatedLocale[] = translatedLocales;

/** What splitRequestTarget makes of a request target. */
export interface RequestTarget {
  /** The path as received, before any decoding or slash collapsing. */
  rawPath: string;
  /** The path as a URL parser normalises it, leading slashes collapsed. */
  pathname: string;
  /** The query string with its `?`, or ''. */
  search: string;
}

/**
 * A raw request path with any leading run of slashes and backslashes, literal or
 * percent-encoded (`%2F`, `%5C`), collapsed to one `/`. Every redirect that builds a Location
 * from the request path starts from this: a Location of `//evil.example` or `/\evil.example` is
 * a link to another site (browsers read a backslash as a slash), so the target must never
 * begin with two of them. Only the leading run matters: `/es//x` is a path on this site.
 */
function collapseLeadingSlashes(rawPath: string): string {
  return rawPath.replace(/^(?:[/\\]|%2f|%5c)+/i, '/');
}

/**
 * The path and query of a request target as a server receives it (`req.url`), without the
 * URL parser's reading of `//host/…` as another host: `//evil.example/intro` is the path
 * `/evil.example/intro` of this site, as nginx (merge_slashes) sees it.
 */
export function splitRequestTarget(target = '/'): RequestTarget {
  const q = target.indexOf('?');
  const rawPath = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  const {pathname} = new URL(collapseLeadingSlashes(rawPath).replace(/\/{2,}/g, '/'), 'http://localhost');
  return {rawPath, pathname, search};
}

/**
 * A path segment starting with `.` (`/.git/config`, `/.env`, `/es/.DS_Store`) is never served,
 * whatever reaches the release directory; `/.well-known/` is the one exception (ACME
 * challenges, security.txt). Tested on the decoded path: `/%2Egit/config` is `/.git/config`.
 */
function isHiddenPath(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  return decoded
    .replace(/\\/g, '/')
    .split('/')
    .some(
      (segment, i, all) =>
        segment.startsWith('.') &&
        segment !== '.' &&
        segment !== '..' &&
        !(i === 1 && segment === '.well-known' && i < all.length - 1),
    );
}

/**
 * The not-found pages are files the server answers with status 404, never pages of their own:
 * `/404`, `/404.html`, `/es/404`, `/es/404.html` (and a trailing slash) answer 404, so no
 * crawler or reader ever sees a "not found" page with status 200.
 */
export function isNotFoundPagePath(pathname: string): boolean {
  return new RegExp(`^/(?:(?:${nonDefaultLocales.join('|')})/)?404(?:\\.html)?/?$`).test(pathname);
}

/** The file a static server answers for a URL path, or undefined when none exists. */
export function fileForPath(buildDir: string, pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.split('/').includes('..')) return undefined;
  if (isHiddenPath(pathname) || isNotFoundPagePath(decoded.replace(/\/{2,}/g, '/'))) return undefined;
  const clean = decoded.replace(/^\/+/, '');
  const candidates = decoded.endsWith('/')
    ? [join(buildDir, clean, 'index.html')]
    : [join(buildDir, clean), join(buildDir, clean, 'index.html'), join(buildDir, `${clean}.html`)];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
}

/**
 * The paths whose page is its directory's own, with the trailing slash in its canonical URL:
 * each locale's home (`/`, `/es/`) and a docs folder's index page (`/guides/`, `/es/guides/`).
 * Read from the sitemaps the build publishes (its canonical URLs): the root one and each
 * locale's, where the build has it (a one-locale build has only the root one). The homes are
 * index routes whatever the sitemaps say. A sitemap that exists but cannot be read is an error
 * that names it.
 */
export function indexRoutesOf(buildDir: string): ReadonlySet<string> {
  const routes = new Set<string>(['/', ...nonDefaultLocales.map((locale) => `/${locale}/`)]);
  for (const dir of ['', ...nonDefaultLocales]) {
    const file = join(buildDir, dir, 'sitemap.xml');
    if (!existsSync(file)) continue;
    let xml: string;
    try {
      xml = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `indexRoutesOf: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
        {
          cause: error,
        },
      );
    }
    for (const [, loc = ''] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const {pathname} = new URL(loc);
      if (pathname.endsWith('/')) routes.add(pathname);
    }
  }
  return routes;
}

/**
 * The clean path a `.html`, `/index.html` or `/index` URL stands for (`/es/intro.html`,
 * `/es/intro/index.html` and `/es/intro/index` → `/es/intro`; `/index.html` and `/index` → `/`),
 * or undefined when the path is already clean. A path of `indexRoutes` keeps its trailing slash,
 * as its canonical URL has it (`/es/index.html` → `/es/`, `/guides/index.html` and
 * `/guides.html` → `/guides/`). Servers redirect to it once: the pre-rendered HTML of a page
 * hydrates only under the path it was rendered for, and one page must have one URL. The
 * not-found pages (`404.html`) are not redirected (they answer 404, see isNotFoundPagePath).
 * Works on the raw path, as nginx's map over $request_uri does, after collapseLeadingSlashes:
 * the result is always a path of this site, never `//host`.
 */
export function cleanPathFor(rawPath: string, indexRoutes: ReadonlySet<string>): string | undefined {
  const pathname = collapseLeadingSlashes(rawPath);
  if (/(^|\/)404\.html$/.test(pathname)) return undefined;
  const index = pathname.match(/^(.*\/)index(?:\.html)?$/);
  const page = pathname.match(/^(.+)\.html$/);
  const clean = index ? index[1]!.replace(/(.)\/$/, '$1') : page?.[1];
  if (clean === undefined) return undefined;
  return indexRoutes.has(`${clean}/`) ? `${clean}/` : clean;
}

/** The HTML files under dir, in sorted order of their relative paths. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((rel) => rel.endsWith('.html'))
    .sort()
    .map((rel) => join(dir, rel));
}

/** `es/intro/index.html` → `/es/intro`; `index.html` → `/`; `es/404.html` → `/es/404.html`. */
export function urlPathOf(buildDir: string, file: string): string {
  const rel = relative(buildDir, file).split(sep).join('/');
  if (rel === 'index.html') return '/';
  if (rel.endsWith('/index.html')) return `/${rel.slice(0, -'/index.html'.length)}`;
  return `/${rel}`;
}

/**
 * The locale a URL path belongs to, by its first segment; English has no prefix. A prefix in
 * the wrong case (`/ES/intro`) still names its locale, so the reader gets that locale's
 * not-found page rather than the English one (URLs are case-sensitive: it is not a page).
 */
export function localeOfPath(pathname: string): Locale {
  const first = (pathname.split('/')[1] ?? '').toLowerCase();
  return nonDefaultLocales.find((locale) => locale === first) ?? defaultLocale;
}

/** The not-found page of the locale a path belongs to (`/es/nope` → `es/404.html`). */
export function notFoundFileFor(buildDir: string, pathname: string): string {
  const locale = localeOfPath(pathname);
  return join(buildDir, locale === defaultLocale ? '404.html' : `${locale}/404.html`);
}

/**
 * A file extension at the end of a path, as a regex source for both servers: letters, digits and
 * `_`, up to 11 characters (the search index's `.pf_fragment` is the longest the build writes).
 */
export const assetExtension = '\\.[A-Za-z0-9_]{1,11}$';

/** A path whose last segment has a file extension other than .html is an asset, never a page. */
export function looksLikeAsset(pathname: string): boolean {
  return new RegExp(assetExtension).test(pathname) && !/\.html$/i.test(pathname);
}

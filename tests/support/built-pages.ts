import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {load, type CheerioAPI} from 'cheerio';
import {defaultLocale, localeConfigs, type Locale} from '../../config/i18n';
import {portalUrl} from '../../config/platform';
import {buildDir, builtHtmlFiles} from './build';

export interface BuiltPage {
  /** Relative to build/, e.g. `de/api/search/index.html`. */
  file: string;
  locale: Locale;
  /** The page's URL path from its canonical link, e.g. `/de/api/search`, `/de/guides/`, `/de/404.html`. */
  path: string;
  $: CheerioAPI;
}

/** The locale a built file belongs to, from its folder. */
function localeOfFile(file: string): Locale {
  const first = file.split('/')[0] ?? '';
  return first !== defaultLocale && Object.hasOwn(localeConfigs, first) ? (first as Locale) : defaultLocale;
}

/** The URL path of a built HTML file (the site's trailing-slash rules). */
function pathOfFile(file: string): string {
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  if (file === 'index.html') return '/';
  return `/${file}`;
}

/** Every HTML page of the build, every locale, parsed. */
export function builtPages(): BuiltPage[] {
  return builtHtmlFiles().map((file) => {
    const $ = load(readFileSync(join(buildDir, file), 'utf8'));
    const canonical = $('head link[rel="canonical"]').attr('href');
    const path = canonical?.startsWith(portalUrl) ? canonical.slice(portalUrl.length) : pathOfFile(file);
    return {file, locale: localeOfFile(file), path, $};
  });
}

/** The build file an absolute URL of the portal names, or null for another origin. */
export function buildFileOfUrl(url: string): string | null {
  if (!url.startsWith(`${portalUrl}/`)) return null;
  const path = decodeURIComponent(url.slice(portalUrl.length).replace(/[?#].*$/, ''));
  // A path without an extension is a page: its index.html (the site's trailing-slash rules).
  if (path.endsWith('/') || !/\.[a-z0-9]+$/i.test(path)) return join(buildDir, path, 'index.html');
  return join(buildDir, path);
}

/** Docs pages proper (a doc rendered by DocItem), not category index pages or the not-found page. */
export function isDocPage(page: BuiltPage): boolean {
  return /(^|\s)docs-doc-id-/.test(page.$('html').attr('class') ?? '');
}

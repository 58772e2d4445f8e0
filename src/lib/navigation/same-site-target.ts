/**
 * Which links the router takes (src/lib/navigation/same-site-links.ts), kept free of Docusaurus
 * and the DOM so tests/unit/same-site-links.test.ts runs it in Node.
 */
import {siteRootUrl} from '../search/site-root';

/**
 * The path (with query and hash) of a link to another page of this locale's site; undefined for
 * another origin, another locale's site (a separate app: `otherBases`), a file (`/openapi.yaml`,
 * `/api/search.md`) or a jump within this page.
 */
export function sameSiteTarget(
  href: string,
  baseUrl: string,
  otherBases: readonly string[],
  here: {origin: string; pathname: string},
): string | undefined {
  const url = new URL(href, here.origin);
  if (
    url.origin !== here.origin ||
    !url.pathname.startsWith(baseUrl) ||
    otherBases.some((base) => base.length > baseUrl.length && url.pathname.startsWith(base))
  )
    return undefined;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname === here.pathname) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The base URLs of the other locales' sites (`/es/`, `/fr/`, `/`…): separate apps. */
/** The parts of Docusaurus's `i18n` context this reads. */
export interface LocalesLike {
  readonly currentLocale: string;
  readonly defaultLocale: string;
  readonly locales: readonly string[];
  readonly localeConfigs: Readonly<Record<string, {readonly path?: string} | undefined>>;
}

export function otherLocaleBases(baseUrl: string, i18n: LocalesLike): string[] {
  const root = siteRootUrl(
    baseUrl,
    i18n.currentLocale,
    i18n.defaultLocale,
    i18n.localeConfigs[i18n.currentLocale]?.path,
  );
  return i18n.locales
    .filter((l) => l !== i18n.currentLocale)
    .map((l) => (l === i18n.defaultLocale ? root : `${root}${i18n.localeConfigs[l]?.path ?? l}/`));
}

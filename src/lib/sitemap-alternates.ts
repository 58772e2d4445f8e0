/**
 * hreflang alternates for the sitemaps. Every locale publishes the same routes (the translation
 * check fails when a page is missing in a locale), so a page of any locale has one alternate per
 * locale, at the same path under that locale's prefix, and `x-default` points at the English
 * page. The sitemap plugin writes each item's `links` as `<xhtml:link rel="alternate">`.
 */
export interface LocaleSite {
  /** The locale's `htmlLang` (the hreflang value the page heads use too). */
  htmlLang: string;
  /** The locale's URL prefix under the site root: '' for the default locale, 'es/' for Spanish. */
  prefix: string;
}

export interface AlternateLink {
  lang: string;
  url: string;
}

/**
 * The alternates of one page of the current locale's sitemap. `url` is absolute; an address
 * outside the current locale's part of the site fails, naming it.
 */
export function alternatesOf(
  url: string,
  siteUrl: string,
  current: LocaleSite,
  sites: readonly LocaleSite[],
  defaultSite: LocaleSite,
): AlternateLink[] {
  const root = `${siteUrl.replace(/\/$/, '')}/`;
  const base = root + current.prefix;
  if (!url.startsWith(base)) throw new Error(`[sitemap] ${url} is not under ${base}, the site of ${current.htmlLang}`);
  const rest = url.slice(base.length);
  const links = sites.map((site) => ({lang: site.htmlLang, url: root + site.prefix + rest}));
  links.push({lang: 'x-default', url: root + defaultSite.prefix + rest});
  return links;
}

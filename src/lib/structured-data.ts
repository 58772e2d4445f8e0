/**
 * The schema.org `TechArticle` of a docs page, as the JSON text of its
 * `<script type="application/ld+json">`. `dateModified` is the page's last update from Git and is
 * left out when the build has no date (a shallow clone, config/last-update.ts) rather than
 * guessed. `<` is escaped so that no text of the page can close the script element.
 */
export interface ArticleFacts {
  title: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  /** The locale's language tag (htmlLang). */
  language: string;
  /** Milliseconds since the epoch, when known. */
  lastUpdatedAt?: number | null;
}

export function techArticle({title, description, url, language, lastUpdatedAt}: ArticleFacts): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: title,
    description,
    inLanguage: language,
    url,
    ...(lastUpdatedAt ? {dateModified: new Date(lastUpdatedAt).toISOString()} : {}),
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export interface HomeFacts {
  /** The portal's name (the site title). */
  siteName: string;
  /** The product and the organisation behind it. */
  organizationName: string;
  /** Absolute URL of the portal's root, where the organisation's identifiers live (`…/#organization`). */
  portalUrl: string;
  /** Absolute URL of this locale's home page. */
  homeUrl: string;
  /** The home page's meta description, in its language. */
  description: string;
  /** The locale's language tag (htmlLang). */
  language: string;
  /** Absolute URL of the logo. */
  logoUrl: string;
}

/**
 * The schema.org `WebSite` and `Organization` of a locale's home page, as one JSON-LD graph.
 * The organisation has one `@id` for every locale (the portal root), so search engines see one
 * publisher; each locale's home is its own `WebSite` in its language, with the site search as a
 * `SearchAction` (`/search?q=…` of that locale).
 */
export function homeGraph({
  siteName,
  organizationName,
  portalUrl,
  homeUrl,
  description,
  language,
  logoUrl,
}: HomeFacts): string {
  const root = portalUrl.replace(/\/$/, '');
  const home = homeUrl.endsWith('/') ? homeUrl : `${homeUrl}/`;
  const organizationId = `${root}/#organization`;
  const data = {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: organizationName,
        url: `${root}/`,
        logo: {'@type': 'ImageObject', url: logoUrl},
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: siteName,
        url: home,
        description,
        inLanguage: language,
        publisher: {'@id': organizationId},
        potentialAction: {
          '@type': 'SearchAction',
          target: {'@type': 'EntryPoint', urlTemplate: `${home}search?q={search_term_string}`},
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

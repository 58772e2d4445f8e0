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

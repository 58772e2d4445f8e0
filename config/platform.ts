/**
 * Product identity and the platform's public addresses. A deployer who points the portal at
 * another environment changes them here, and nowhere else.
 */
export const productName = 'Mnemora';

export const platformUrls = {
  /** Where customers manage projects, keys and billing. */
  dashboard: 'https://dashboard.mnemora.dev',
  /** REST API gateway; the versioned API lives under `/v1`. */
  apiGateway: 'https://api.mnemora.dev',
  /** Model Context Protocol interface for agents and IDE assistants. */
  mcpInterface: 'https://mcp.mnemora.dev',
  /** Public status page. */
  status: 'https://status.mnemora.dev',
} as const satisfies Record<string, `https://${string}`>;

/** The versioned REST API's base URL, as the contract's `servers` names it (a test compares them). */
export const apiBaseUrl = `${platformUrls.apiGateway}/v1`;

/** The production address of this portal, used for canonical URLs, hreflang and the sitemap. */
export const portalUrl = 'https://docs.mnemora.dev';

/**
 * The site title in each locale's own words: the home page's heading, the suffix of every page's
 * `<title>` (after `titleDelimiter`), the brand line of the social cards and the heading of
 * llms.txt. Docusaurus reads one `title` per build, and each locale is its own build, so
 * docusaurus.config.ts picks the current locale's. Keyed by the locales of config/i18n.ts.
 */
export const siteTitles = {
  en: `${productName} Documentation`,
  es: `Documentación de ${productName}`,
  fr: `Documentation de ${productName}`,
  de: `${productName}-Dokumentation`,
} as const;

/** The site title of a locale; an unknown locale fails, naming the ones that have a title. */
export function siteTitle(locale: string): string {
  const title = (siteTitles as Record<string, string | undefined>)[locale];
  if (title === undefined)
    throw new Error(
      `No site title for locale "${locale}" in config/platform.ts siteTitles (it has ${Object.keys(siteTitles).join(', ')})`,
    );
  return title;
}

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
 * The page of every error code, as a route without the locale prefix. Each code's row has the
 * code as its anchor (`/api/error-codes#rate_limited`): the skill, the docs MCP server and logs
 * link there.
 */
export const errorCodesRoute = '/api/error-codes';

/**
 * The page of the conventions every operation shares (authentication, headers, pagination, rate
 * limits, idempotency, errors), as a route without the locale prefix: each operation of the
 * reference links to it instead of repeating them.
 */
export const apiConventionsRoute = '/api/overview';

/**
 * Each locale's Atom feed of the changelog, as a path without the locale prefix
 * (`/changelog.xml`, `/es/changelog.xml`): the feed plugin writes it there, every page's head
 * links it, and both servers send it as `application/atom+xml`.
 */
export const changelogFeedFile = '/changelog.xml';

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

/**
 * The request console's live mode (src/components/TryIt): besides the offline rehearsal against
 * the contract, a reader may send the request to the API gateway with a key they type. Off: a
 * documentation portal that sends nothing is the default, and the gateway must answer the
 * portal's cross-origin requests (CORS) before a deployer turns it on. Turning it on adds the
 * gateway's origin, and only that, to the CSP's `connect-src` (deploy/headers.ts).
 */
export const tryItLive = {
  enabled: false,
  /** Where live requests go: the contract's paths are appended to it. */
  baseUrl: apiBaseUrl,
} as const satisfies {enabled: boolean; baseUrl: string};

/**
 * The live mode a build uses: `tryItLive`, unless `MNEMORA_TRY_IT_LIVE_BASE_URL` names another
 * base URL for one build (it turns live mode on there). The tests build that way against a Prism
 * mock of the contract standing in for the gateway. A value that is not an http(s) URL fails,
 * naming the variable. Read in Node only (the build and the header generators).
 */
export function tryItLiveSettings(
  env: Readonly<Record<string, string | undefined>> = process.env,
): {enabled: false} | {enabled: true; baseUrl: string; origin: string} {
  const override = env.MNEMORA_TRY_IT_LIVE_BASE_URL;
  const configured: {enabled: boolean; baseUrl: string} = tryItLive;
  const baseUrl = override ?? (configured.enabled ? configured.baseUrl : undefined);
  if (baseUrl === undefined) return {enabled: false};
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new Error(`MNEMORA_TRY_IT_LIVE_BASE_URL / tryItLive.baseUrl: "${baseUrl}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`MNEMORA_TRY_IT_LIVE_BASE_URL / tryItLive.baseUrl: "${baseUrl}" is not an http(s) URL`);
  return {enabled: true, baseUrl: baseUrl.replace(/\/$/, ''), origin: url.origin};
}

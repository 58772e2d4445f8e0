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

/** The production address of this portal, used for canonical URLs, hreflang and the sitemap. */
export const portalUrl = 'https://docs.mnemora.dev';

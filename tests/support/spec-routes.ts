import {localeConfigs, defaultLocale, type Locale} from '../../config/i18n';

/**
 * The portal's route table as the specification fixes it: every route it must serve, written for
 * the default locale. Every locale serves the same routes under its own prefix (`/es/intro`,
 * `/fr/intro`, …).
 */
const specDocRoutes = [
  'intro',
  'overview',
  'features',
  'getting-started/installation',
  'getting-started/quick-start',
  'api/overview',
  'api/authentication',
  'api/memories',
  'api/search',
  'api/mcp-integration',
  'api/error-codes',
  'api/endpoints/memory',
  'api/endpoints/search',
  'sdks/overview',
  'sdks/cli',
  'sdks/python',
  'sdks/typescript',
  'sdks/typescript/api-reference',
  'sdks/typescript/examples',
  'sdks/typescript/quickstart',
  'guides/',
  'guides/migration',
  'guides/performance',
  'guides/realtime-sync',
  'guides/vector-search',
  'use-cases/customer-support',
  'use-cases/personal-knowledge',
  'use-cases/team-collaboration',
  'changelog',
  'support',
  'tutorial-basics/congratulations',
  'tutorial-basics/create-a-blog-post',
  'tutorial-basics/create-a-document',
  'tutorial-basics/create-a-page',
  'tutorial-basics/deploy-your-site',
  'tutorial-basics/markdown-features',
  'tutorial-extras/manage-docs-versions',
  'tutorial-extras/translate-your-site',
] as const;

/**
 * Routes the portal serves beyond the route table: the API reference pages that hold the API key,
 * usage and health operations and the change stream, split out of api/endpoints/search so each
 * reference page is named by what it holds.
 */
const extraDocRoutes = ['api/endpoints/keys-and-usage', 'api/endpoints/change-stream'] as const;

/** Every docs route the portal serves: the specification's and the extra ones. */
export const docRoutes = [...specDocRoutes, ...extraDocRoutes] as const;

export const categoryRoutes = ['category/tutorial---basics', 'category/tutorial---extras'] as const;

export const pageRoutes = ['', 'markdown-page'] as const;

export const specRoutes = [...pageRoutes, ...docRoutes, ...categoryRoutes] as const;

export const allLocales = Object.keys(localeConfigs) as Locale[];

/** The URL path of a route in a locale: `/intro` for English, `/es/intro` for Spanish. */
export function localePath(locale: Locale, route: string): string {
  const prefix = locale === defaultLocale ? '/' : `/${locale}/`;
  return `${prefix}${route}`;
}

/** Where the static build keeps the HTML of a route path (`/es/intro` → `es/intro/index.html`). */
export function htmlFileOf(urlPath: string): string {
  const clean = urlPath.replace(/^\//, '').replace(/\/$/, '');
  return clean === '' ? 'index.html' : `${clean}/index.html`;
}

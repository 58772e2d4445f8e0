import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {footer} from './config/footer';
import {assertLocalesReady, currentLocale, defaultLocale, i18n, localeConfigs, locales} from './config/i18n';
import {gitHistoryState, lastUpdateVcs} from './config/last-update';
import {navbar} from './config/navbar';
import {portalUrl, siteTitle} from './config/platform';
import {prism} from './config/prism';
import remarkUnescapeHeadingIdsInCode from './src/remark/unescape-heading-ids-in-code';
import remarkApiReference from './src/remark/api-reference';
import remarkTryItSamples from './src/remark/try-it-samples';
import remarkDiagramSizes from './src/remark/diagram-sizes';
import rehypeReadableTables from './src/rehype/readable-tables';
import openapiStatic from './src/plugins/openapi-static';
import llmsTxt from './src/plugins/llms-txt';
import agentDiscovery from './src/plugins/agent-discovery';
import leanBundle from './src/plugins/lean-bundle';
import robotsTxt from './src/plugins/robots-txt';
import routeScripts from './src/plugins/route-scripts';
import docsChunks from './src/plugins/docs-chunks';
import socialCards from './src/plugins/social-cards';
import changelogFeed from './src/plugins/changelog-feed';
import tryIt from './src/plugins/try-it';
import navbarCheck from './src/plugins/navbar-check';
import {alternatesOf, type LocaleSite} from './src/lib/sitemap-alternates';

// Every configured locale must have its translation files before anything is built: a locale
// without them would be built with English pages and announced as its language in hreflang.
assertLocalesReady(localeConfigs, __dirname);
const locale = currentLocale();
const localeSite = (name: keyof typeof localeConfigs): LocaleSite => ({
  htmlLang: localeConfigs[name].htmlLang,
  prefix: name === defaultLocale ? '' : `${localeConfigs[name].path}/`,
});

const config = {
  // Each locale's build gets its own title (config/platform.ts): "Documentación de Mnemora", …
  title: siteTitle(locale),
  tagline: 'Memory as a Service Platform',
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: portalUrl,
  baseUrl: '/',
  // Left unset on purpose and written out so nobody "fixes" it: index routes keep their
  // trailing slash (`/es/`, `/es/guides/`) and pages keep none (`/es/intro`), which is exactly
  // the route table (tests/support/spec-routes.ts); the nginx config serves both shapes without a redirect.
  trailingSlash: undefined,

  // Broken links are ignored by the Docusaurus build, broken anchors and duplicate
  // routes only warn. `npm test` runs our own strict link and anchor check over the output.
  onBrokenLinks: 'ignore',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',
  markdown: {
    mermaid: true,
    hooks: {onBrokenMarkdownLinks: 'ignore'},
  },

  // Keys read exactly `theme`, `docusaurus.announcement.dismiss`, …: no per-site namespace.
  storage: {type: 'localStorage', namespace: false},

  // The banner of a home page whose script could not run (a wrong base URL, a blocked bundle),
  // suggesting the base URL the page was opened at. Core's own shows whenever the scripts have not
  // run by DOMContentLoaded, which ours never have (they run after the first paint): it is
  // replaced by one that waits for the main bundle's outcome, in the page's locale
  // (src/plugins/lean-bundle/base-url-banner).
  baseUrlIssueBanner: true,

  future: {
    // Faster's SSG worker threads need this v4 flag. The other v4 flags stay off: notably
    // storage namespacing, which would rename the stored keys (they read exactly `theme`, …).
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
    // "Last updated" dates from Git, left out in a shallow clone (config/last-update.ts).
    experimental_vcs: lastUpdateVcs(gitHistoryState(__dirname)),
  },

  i18n,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          lastVersion: 'current',
          versions: {current: {label: 'Next'}},
          // <TryIt operation="…" /> under a sample opens with that sample's request; each diagram
          // gets its drawn size, so its room is reserved before it draws (src/lib/diagram-sizes.ts).
          remarkPlugins: [remarkUnescapeHeadingIdsInCode, remarkTryItSamples, remarkDiagramSizes],
          // Table cells labelled for the phone's cards, tables in named scrollers (src/css/tables.css).
          rehypePlugins: [rehypeReadableTables],
          showLastUpdateTime: true,
          // <ApiReference group="…" /> becomes the reference rendered from the page's locale's contract.
          beforeDefaultRemarkPlugins: [remarkApiReference],
        },
        pages: {remarkPlugins: [remarkUnescapeHeadingIdsInCode], rehypePlugins: [rehypeReadableTables]},
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/layout.css', './src/css/diagrams.css', './src/css/tables.css'],
        },
        sitemap: {
          lastmod: null,
          changefreq: null,
          priority: null,
          // Each page lists its translations (hreflang, x-default English): src/lib/sitemap-alternates.ts.
          createSitemapItems: async ({defaultCreateSitemapItems, ...params}) => {
            const items = await defaultCreateSitemapItems(params);
            const sites = locales.map(localeSite);
            // The build's own base: `/es/` in the all-locales build, `/` when one locale is built
            // on its own (`docusaurus build --locale es`), whose pages then live at the root.
            const current = {...localeSite(locale), prefix: params.siteConfig.baseUrl.replace(/^\//, '')};
            return items.map((item) =>
              Object.assign(item, {
                links: alternatesOf(item.url, portalUrl, current, sites, localeSite(defaultLocale)),
              }),
            );
          },
        },
      } satisfies Preset.Options,
    ],
  ],

  // openapiStatic publishes the API contract at /openapi.yaml and /openapi.json; llmsTxt writes
  // /llms.txt, /llms-full.txt and a Markdown twin of every docs page, per locale; agentDiscovery
  // writes the product skill (/skill.md per locale), its index and the API catalog under /.well-known/.
  // socialCards draws a PNG card per page (src/plugins/social-cards); changelogFeed writes each
  // locale's changelog Atom feed and links it from every page's head; docsChunks groups the docs
  // theme's code into one chunk (src/plugins/docs-chunks); navbarCheck stops the build as soon as the
  // docs are loaded when a navbar item links to a doc, sidebar or version that does not exist.
  plugins: [
    openapiStatic,
    llmsTxt,
    agentDiscovery,
    robotsTxt,
    leanBundle,
    routeScripts,
    docsChunks,
    socialCards,
    changelogFeed,
    tryIt,
    navbarCheck,
  ],
  clientModules: ['./src/client/idle-prefetch.ts', './src/client/navigation.ts'],

  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    // Open Graph: every page names the site; a page is a `website` unless it says otherwise (a docs
    // page is an `article`: src/theme/DocItem/Content).
    metadata: [
      {name: 'theme-color', content: '#4f46e5'},
      {property: 'og:site_name', content: siteTitle(locale)},
      {property: 'og:type', content: 'website'},
    ],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: announcementBar(locale),
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    navbar,
    footer,
    prism,
    // Mermaid's neutral `base` theme in both modes: the diagram component fills in the site's
    // colours from its CSS tokens (src/theme/Mermaid/palette.ts).
    mermaid: {theme: {light: 'base', dark: 'base'}, options: {}},
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

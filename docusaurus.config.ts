import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {announcementBar} from './config/announcement';
import {footer} from './config/footer';
import {assertLocalesReady, currentLocale, i18n, localeConfigs} from './config/i18n';
import {navbar} from './config/navbar';
import {portalUrl, productName} from './config/platform';
import {prism} from './config/prism';
import remarkUnescapeHeadingIdsInCode from './src/remark/unescape-heading-ids-in-code';
import remarkApiReference from './src/remark/api-reference';
import openapiStatic from './src/plugins/openapi-static';
import llmsTxt from './src/plugins/llms-txt';
import leanBundle from './src/plugins/lean-bundle';
import robotsTxt from './src/plugins/robots-txt';
import routeScripts from './src/plugins/route-scripts';

// Every configured locale must have its translation files before anything is built: a locale
// without them would be built with English pages and announced as its language in hreflang.
assertLocalesReady(localeConfigs, __dirname);
const locale = currentLocale();

const config = {
  title: `${productName} Documentation`,
  tagline: 'Memory as a Service Platform',
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: portalUrl,
  baseUrl: '/',
  // Left unset on purpose and written out so nobody "fixes" it: index routes keep their
  // trailing slash (`/es/`, `/es/guides/`) and pages keep none (`/es/intro`), which is exactly
  // the spec's route table; the nginx config serves both shapes without a redirect.
  trailingSlash: undefined,

  // The spec: broken links are ignored by the Docusaurus build, broken anchors and duplicate
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

  future: {
    // Faster's SSG worker threads need this v4 flag. The other v4 flags stay off: notably
    // storage namespacing, which the spec rules out (keys must read exactly `theme`, …).
    v4: {removeLegacyPostBuildHeadAttribute: true},
    faster: true,
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
          remarkPlugins: [remarkUnescapeHeadingIdsInCode],
          // <ApiReference group="…" /> becomes the reference rendered from the page's locale's contract.
          beforeDefaultRemarkPlugins: [remarkApiReference],
        },
        pages: {remarkPlugins: [remarkUnescapeHeadingIdsInCode]},
        blog: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {lastmod: null, changefreq: null, priority: null},
      } satisfies Preset.Options,
    ],
  ],

  // openapiStatic publishes the API contract at /openapi.yaml and /openapi.json; llmsTxt writes
  // /llms.txt, /llms-full.txt and a Markdown twin of every docs page, per locale.
  plugins: [openapiStatic, llmsTxt, robotsTxt, leanBundle, routeScripts],
  clientModules: ['./src/client/idle-prefetch.ts', './src/client/navigation.ts'],

  themes: ['@docusaurus/theme-mermaid'],

  themeConfig: {
    image: 'img/social-card.svg',
    metadata: [{name: 'theme-color', content: '#4f46e5'}],
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
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;

/**
 * Keeps out of every page's first-load JS what most pages never use.
 *
 * Prism. prism-react-renderer ships Prism with ~30
 * grammars in one module, and theme-classic loads it (plus `additionalLanguages`) in the main
 * bundle of every page, although pre-rendered code blocks never need it: src/theme/CodeBlock/Content
 * hydrates them from their server HTML.
 *
 * In the browser bundle only:
 * - `prism-react-renderer` resolves to ./lazy-prism-react-renderer.tsx, whose `Highlight` loads
 *   the real package (and the configured extra grammars) as a chunk of its own when a block has
 *   to be highlighted in the browser;
 * - theme-classic's client module that registers `additionalLanguages` at start-up is replaced
 *   by an empty one; the lazy chunk registers them instead.
 * The server bundle is untouched: pre-rendering highlights every block as before.
 *
 * Messages of one page or feature. Docusaurus puts every message of `i18n/<locale>/code.json` in
 * the main bundle; most of them by size belong to one page (the CLI reference's command and flag
 * descriptions, the home page) or to the search dialog, which loads on demand. Those scopes
 * (`messageScopes`) leave `@generated/codeTranslations.json`; each is imported on its own with the
 * query `?messages=<scope>` by the module that needs it, which adds them with
 * src/lib/i18n/scoped-messages.ts before it renders. Messages of features the site does not have
 * (`unusedMessagePrefixes`, checked against the built JS by tests/site/bundle.test.ts) are
 * dropped. code.json stays the one file translators edit.
 *
 * Doc descriptions (both bundles). The docs plugin's version metadata, loaded by every docs page,
 * carries every doc's description (60% of its compressed size), for the cards of category pages.
 * ./doc-descriptions-loader.cjs keeps only the descriptions of docs such a page lists.
 *
 * The navigation progress bar (browser bundle): theme-classic's `nprogress` client module is
 * replaced by ./lazy-nprogress.ts, the same bar with nprogress loaded at the first interaction.
 *
 * The base-URL issue banner (browser bundle): when the site turns it off, core's component, which
 * the app shell imports whatever the setting, is replaced by ./no-base-url-banner.ts.
 *
 * The site config (browser bundle): `@generated/docusaurus.config` carries the whole resolved
 * configuration (plugins, presets, markdown options, the bundler's flags) into every page;
 * ./client-site-config-loader.cjs keeps the keys browser code reads. The server bundle keeps all.
 *
 * Translators' notes (browser bundle): `translate({…, description})` and `<Translate description>`
 * keep their description, which only `docusaurus write-translations` reads (from the source);
 * ./translate-descriptions-loader.cjs removes them from the compiled modules.
 *
 * The site metadata (browser bundle): `@generated/site-metadata.json` lists every plugin with its
 * version, which no browser code of this site reads; ./site-metadata-loader.cjs keeps the
 * Docusaurus and site versions only.
 *
 * `@docusaurus/utils-common` (browser bundle): ./utils-common.ts, the same exports without the
 * package's CommonJS index, whose `require("tslib")` puts all of tslib in every page.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const startupLanguagesModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const progressBarModule = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/;
export const baseUrlBannerModule = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]BaseUrlIssueBanner([\\/]index\.js)?$/;

type SidebarItem = {type: string; items?: SidebarItem[]; link?: {type: string; permalink?: string}};
type DocsContent = {loadedVersions: {sidebars: Record<string, SidebarItem[]>}[]};

/** Permalinks of every generated-index category page of every docs plugin and version. */
export function generatedIndexPages(allContent: Record<string, Record<string, unknown>>): string[] {
  const pages: string[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index' && item.link.permalink) pages.push(item.link.permalink);
      visit(item.items ?? []);
    }
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {})) {
    for (const version of (content as DocsContent).loadedVersions)
      for (const items of Object.values(version.sidebars)) visit(items);
  }
  return pages;
}

/** Message id prefixes per scope: `@generated/codeTranslations.json?messages=<scope>`. */
export const messageScopes = {
  cli: ['cli.', 'cliCommandTable.'],
  homepage: ['homepage.'],
  search: ['search.input.', 'search.modal.', 'search.page.', 'search.status.'],
  notFound: ['theme.NotFound.', 'mnemora.notFound.'],
  // The not-found page's search box and sections: a chunk of their own (src/components/NotFoundHelp).
  notFoundHelp: ['mnemora.notFoundHelp.'],
  contentVisibility: ['theme.contentVisibility.'],
  offline: ['mnemora.offline.'],
  lastUpdated: ['theme.lastUpdated.'],
  apiReference: ['apiReference.'],
  // The request console's chunk (src/components/TryIt/Console.tsx).
  tryIt: ['tryIt.'],
  // The "Try it" button, on reference pages and on the concept pages that place one.
  tryItButton: ['tryItButton.'],
  diagram: ['mnemora.diagram.'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Messages of theme features the site does not use: the blog is off, and the one docs version has
 * neither banner nor badge (src/theme/DocVersionBanner, src/theme/DocVersionBadge).
 */
export const unusedMessagePrefixes = ['theme.blog.', 'theme.docs.versions.', 'theme.docs.versionBadge.'] as const;

/**
 * Messages only the build reads, never a page: the words of llms.txt and the Markdown twins, the
 * changelog feeds, the social cards and the product skill (their plugins read them from
 * code.json through src/lib/i18n/code-messages.ts). Dropped from the browser bundle like the
 * unused ones, and checked the same way by tests/site/bundle.test.ts.
 */
export const buildOnlyMessagePrefixes = ['llms.', 'changelogFeed.', 'socialCards.', 'skill.'] as const;

/**
 * Messages of theme features whose code is bundled but which this site's configuration switches
 * off, so they never render: doc tags (no doc has any), "Edit this page" (no `editUrl`), the
 * mobile versions dropdown (none in the navbar), the colour toggle's "system mode" (offered only
 * with `respectPrefersColorScheme`, which the spec turns off) and the hideable sidebar's buttons
 * (`docs.sidebar.hideable: false`). Each maps to the class its markup carries, or to null where
 * the configuration is checked instead. Dropped like the unused ones; tests/site/bundle.test.ts reads
 * every built page and fails, naming the feature, as soon as one of them renders.
 */
export const switchedOffMessagePrefixes = {
  'theme.tags.': 'theme-doc-footer-tags-row',
  'theme.docs.tagDocListPageTitle': 'theme-doc-footer-tags-row',
  'theme.common.editThisPage': 'theme-edit-this-page',
  // No class marks these two: tests/site/bundle.test.ts checks the configuration instead (no
  // versions dropdown in the navbar; the colour toggle offers no system mode).
  'theme.navbar.mobileVersionsDropdown.': null,
  'theme.colorToggle.ariaLabel.mode.system': null,
  'theme.docs.sidebar.collapseButton': 'collapseSidebarButton',
  'theme.docs.sidebar.expandButton': 'expandButton',
} as const satisfies Record<string, string | null>;

export default function leanBundlePlugin(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, 'src', 'plugins', 'lean-bundle');
  const pickMessages = (options: {only: readonly string[]} | {except: readonly string[]}) => [
    {loader: path.join(dir, 'pick-messages-loader.cjs'), options},
  ];
  const codeTranslations = {
    test: path.join(context.generatedFilesDir, 'codeTranslations.json'),
    oneOf: [
      ...Object.entries(messageScopes).map(([scope, prefixes]) => ({
        resourceQuery: new RegExp(`[?&]messages=${scope}(&|$)`),
        use: pickMessages({only: prefixes}),
      })),
      {
        use: pickMessages({
          except: [
            ...Object.values(messageScopes).flat(),
            ...unusedMessagePrefixes,
            ...buildOnlyMessagePrefixes,
            ...Object.keys(switchedOffMessagePrefixes),
          ],
        }),
      },
    ],
  };
  /** Paths of the generated-index category pages: the only pages that show doc descriptions. */
  const cardPages: string[] = [];
  const versionMetadata = () => ({
    test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
    include: context.generatedFilesDir,
    use: [{loader: path.join(dir, 'doc-descriptions-loader.cjs'), options: {cardPages}}],
  });
  return {
    name: 'mnemora-lean-bundle',
    async allContentLoaded({allContent}) {
      cardPages.splice(0, cardPages.length, ...generatedIndexPages(allContent));
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {module: {rules: [codeTranslations, versionMetadata()]}};
      const clientSiteConfig = {
        test: path.join(context.generatedFilesDir, 'docusaurus.config.mjs'),
        use: [{loader: path.join(dir, 'client-site-config-loader.cjs')}],
      };
      const clientSiteMetadata = {
        test: path.join(context.generatedFilesDir, 'site-metadata.json'),
        use: [{loader: path.join(dir, 'site-metadata-loader.cjs')}],
      };
      // After the compiler (`enforce: 'post'`): the loader reads plain JavaScript, JSX compiled.
      const translateDescriptions = {
        test: /\.[cm]?[jt]sx?$/,
        enforce: 'post' as const,
        use: [{loader: path.join(dir, 'translate-descriptions-loader.cjs')}],
      };
      return {
        module: {
          rules: [codeTranslations, versionMetadata(), clientSiteConfig, clientSiteMetadata, translateDescriptions],
        },
        resolve: {
          alias: {
            'prism-react-renderer$': path.join(dir, 'lazy-prism-react-renderer.tsx'),
            '@docusaurus/utils-common$': path.join(dir, 'utils-common.ts'),
          },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            startupLanguagesModule,
            path.join(dir, 'no-startup-languages.ts'),
          ),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            progressBarModule,
            path.join(dir, 'lazy-nprogress.ts'),
          ),
          ...(context.siteConfig.baseUrlIssueBanner
            ? []
            : [
                new currentBundler.instance.NormalModuleReplacementPlugin(
                  baseUrlBannerModule,
                  path.join(dir, 'no-base-url-banner.ts'),
                ),
              ]),
        ],
      };
    },
  };
}

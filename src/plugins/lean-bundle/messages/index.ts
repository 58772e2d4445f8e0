/**
 * Messages of one page or feature. Docusaurus puts every message of `i18n/<locale>/code.json` in
 * the main bundle; most of them by size belong to one page (the CLI reference's command and flag
 * descriptions, the home page) or to the search dialog, which loads on demand. Those scopes
 * (`messageScopes`) leave `@generated/codeTranslations.json`; each is imported on its own with the
 * query `?messages=<scope>` by the module that needs it, which adds them with
 * src/lib/i18n/scoped-messages.ts before it renders. Messages no page shows (`unusedMessagePrefixes`,
 * `buildOnlyMessagePrefixes`, `switchedOffMessagePrefixes`, checked against the built site by
 * tests/site/bundle.test.ts) are dropped. code.json stays the one file translators edit.
 * Both bundles: the server bundle renders pages with the same messages the browser hydrates.
 */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

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
  // The base-URL issue banner's words: the server renders them into the home pages' HTML
  // (src/plugins/lean-bundle/base-url-banner/banner.tsx, in the server bundle only).
  baseUrlBanner: ['mnemora.baseUrlBanner.'],
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
 * with `respectPrefersColorScheme`, which docusaurus.config.ts turns off) and the hideable sidebar's buttons
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

export default function messages(context: LoadContext): BundleConcern {
  const loader = pluginFile(context, 'messages/loader.cjs');
  const pick = (options: {only: readonly string[]} | {except: readonly string[]}) => [{loader, options}];
  const rule = {
    test: path.join(context.generatedFilesDir, 'codeTranslations.json'),
    oneOf: [
      ...Object.entries(messageScopes).map(([scope, prefixes]) => ({
        resourceQuery: new RegExp(`[?&]messages=${scope}(&|$)`),
        use: pick({only: prefixes}),
      })),
      {
        use: pick({
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
  return {bundle: () => ({rules: [rule]})};
}

/**
 * Doc descriptions (both bundles). The docs plugin's version metadata, loaded by every docs page,
 * carries every doc's description (60% of its compressed size), for the cards of category pages.
 * ./loader.cjs keeps only the descriptions of docs such a page lists.
 */
import type {LoadContext} from '@docusaurus/types';
import {pluginFile, type BundleConcern} from '../concern';

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

export default function docDescriptions(context: LoadContext): BundleConcern {
  /** Paths of the generated-index category pages: the only pages that show doc descriptions. */
  const cardPages: string[] = [];
  return {
    async allContentLoaded({allContent}) {
      cardPages.splice(0, cardPages.length, ...generatedIndexPages(allContent));
    },
    bundle: () => ({
      rules: [
        {
          test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
          include: context.generatedFilesDir,
          use: [{loader: pluginFile(context, 'doc-descriptions/loader.cjs'), options: {cardPages}}],
        },
      ],
    }),
  };
}
